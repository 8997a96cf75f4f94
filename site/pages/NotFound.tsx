import { useLingui } from '@lingui/react/macro';
import { Link, Stack } from '../../design-system';
import { pageHref } from '../cms/collections';
import { PageTitle } from './parts/PageTitle';
import { useNoIndex } from './parts/useNoIndex';
import { useHttpStatus } from '../shell/serverHead';
import { usePageLocale } from './parts/usePageLocale';

/** Anything unknown: a real 404 page (title "Page not found – DITP", content, noindex). */
export default function NotFound() {
  const { t } = useLingui();
  const locale = usePageLocale();
  useNoIndex();
  useHttpStatus(404);
  return (
    <Stack gap="lg">
      <PageTitle title={t`Page not found`} locale={locale} />
      <p>{t`The page you asked for does not exist or has moved. Check the address, or start again from the home page.`}</p>
      <Stack gap="sm">
        <Link href={`/${locale}`} variant="standalone">
          {t`Go to the home page`}
        </Link>
        <Link href={pageHref('sitemap', locale)!} variant="standalone">
          {t`See the sitemap`}
        </Link>
      </Stack>
    </Stack>
  );
}
