import { useLingui } from '@lingui/react/macro';
import { Link, Stack } from '../../design-system';
import { pageHref } from '../cms/collections';
import { useHttpStatus } from '../shell/serverHead';
import { PageTitle } from './parts/PageTitle';
import { useNoIndex } from './parts/useNoIndex';
import { usePageLocale } from './parts/usePageLocale';

/**
 * What the page service sends (503, `Retry-After`, never cached, kept out of search indexes) when
 * it cannot give a page with its content and has no earlier copy of it: the CMS is down, slow, or
 * the service is over its load. The shell around it works, so the visitor can go on elsewhere;
 * the browser app then renders the page itself, reading the CMS on its own (site/main.tsx: a page
 * without server data is rendered afresh). Rendered by the server only (site/server/render.tsx).
 */
export default function ServiceUnavailable() {
  const { t } = useLingui();
  const locale = usePageLocale();
  useNoIndex();
  useHttpStatus(503);
  return (
    <Stack gap="lg">
      <PageTitle title={t`This page is temporarily unavailable`} locale={locale} />
      <p>
        {t`We could not load this page's content just now. Please try again in a minute; the menu and the links below still work.`}
      </p>
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
