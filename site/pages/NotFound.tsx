import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Link, Stack } from '../../design-system';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** Anything unknown: a real 404 page (title and content say so). */
export function NotFound() {
  const { t } = useLingui();
  const { locale } = useParams();
  useDocumentTitle(t`Page not found`);
  return (
    <Stack gap="lg">
      <h1>{t`Page not found`}</h1>
      <p>{t`The page you asked for does not exist or has moved. Check the address, or start again from the home page.`}</p>
      <p>
        <Link href={`/${locale ?? ''}`} variant="standalone">
          {t`Go to the home page`}
        </Link>
      </p>
    </Stack>
  );
}
