import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { DisplayControls, Header, Link, SPEC, type Locale } from '../../design-system';
import { i18n } from '../i18n/i18n';
import { useLocation, useNavigate } from '../router';
import { splitLocale } from './languageSwitch';
import { menuFor } from './menus';
import { SiteLanguageSwitcher } from './SiteLanguageSwitcher';
import { useRouteState } from './useRouteState';
import { useSiteSearchLazy } from './useSiteSearchLazy';
import * as styles from './Layout.css';

const SearchPanel = lazy(() =>
  import('../../design-system/searchPanel').then((m) => ({ default: m.SearchPanel })),
);
const MobileNav = lazy(() =>
  import('../../design-system/mobileNav').then((m) => ({ default: m.MobileNav })),
);

const isDesktop = () =>
  typeof window !== 'undefined' &&
  !window.matchMedia?.(`(max-width: ${SPEC.mobileMaxWidthPx}px)`).matches;

/**
 * The header and its search wiring: the search text lives here, so typing renders the header and
 * its panel, not the page under it (input responsiveness; the page can be long). The panel shows
 * the first results as the visitor types (./search.ts); Enter or "see all" opens the results page
 * (`/{locale}/?query=`), whose query the search field shows again when it is reopened there.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const { rest } = splitLocale(pathname);
  // A navigation closes the menu, the drawer and search and empties the search text (as closing
  // search does): all four are controlled here and go back to their initial values.
  const [query, setQuery] = useRouteState('');
  const [menuOpenId, setMenuOpenId] = useRouteState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useRouteState(false);
  const [searchOpen, setSearchOpen] = useRouteState(false);
  const searchState = useSiteSearchLazy(query, locale);
  const onResultsPage =
    rest === '' || rest === '/' ? new URLSearchParams(search).has('query') : false;

  const fullName = t`Department of International Trade Promotion`;
  const shortName = t({
    message: 'DITP',
    context: 'header short name',
    comment:
      "The department's name in the header of a phone, where the full name does not fit. The full name again where it wraps between words (Thai, Chinese, Japanese).",
  });

  const seeAllHref = (text: string) => `/${locale}/?query=${encodeURIComponent(text.trim())}`;

  return (
    <Header
      logo={
        <Link href={`/${locale}`} variant="subtle" className={styles.brand}>
          {shortName === fullName ? (
            fullName
          ) : (
            <>
              <span className={styles.brandFull}>{fullName}</span>
              <span className={styles.brandShort} aria-hidden="true">
                {shortName}
              </span>
            </>
          )}
        </Link>
      }
      navigation={menuFor(locale, i18n)}
      currentHref={pathname}
      menuOpenId={menuOpenId}
      onMenuOpenChange={setMenuOpenId}
      isDrawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      languageSwitcher={<SiteLanguageSwitcher locale={locale} />}
      search={{
        query,
        onQueryChange: setQuery,
        isOpen: searchOpen,
        onClear: () => {
          setQuery('');
          if (onResultsPage && isDesktop()) void navigate(`/${locale}/`);
        },
        onSubmit: (text) => {
          if (text.trim()) void navigate(seeAllHref(text));
        },
        onOpenChange: (open) => {
          setSearchOpen(open);
          if (open && onResultsPage) setQuery(new URLSearchParams(search).get('query') ?? '');
          if (!open) setQuery('');
        },
      }}
      searchPanel={({ id, onClose }) => (
        <Suspense fallback={null}>
          <SearchPanel
            id={id}
            onClose={onClose}
            query={searchState.query || query}
            status={searchState.status}
            results={searchState.results}
            total={searchState.total}
            seeAllHref={seeAllHref(searchState.query || query)}
            fallbackImageUrl="/images/default.svg"
          />
        </Suspense>
      )}
      mobileNav={
        <Suspense fallback={null}>
          {/* Below 768 px the header hides the text-size and theme controls: they live in the
              drawer, so a visitor on a phone can still scale the text and switch the theme. */}
          <MobileNav
            entries={menuFor(locale, i18n)}
            currentHref={pathname}
            utilities={<DisplayControls />}
          />
        </Suspense>
      }
    />
  );
}
