import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, Stack } from '../../design-system';
import { pageHref } from '../cms/collections';
import { PageTitle } from './parts/PageTitle';
import { usePageLocale } from './parts/usePageLocale';

/** Keeps search engines from indexing this view (a SPA cannot send the 404 status itself). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** Anything unknown: a real 404 page (title "Page not found – DITP", content, noindex). */
export default function NotFound() {
  const { t } = useLingui();
  const locale = usePageLocale();
  useNoIndex();
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
