import { useLingui } from '@lingui/react/macro';
import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from '../router';
import {
  BackToTop,
  DesignSystemProvider,
  ErrorState,
  Footer,
  Header,
  LanguageNotice,
  LanguageSwitcher,
  LOCALES,
  LOCALE_TAGS,
  Link,
  PopupProvider,
  createPopupController,
  RouteProgressBar,
  SkipLink,
  SocialSidebar,
  SPEC,
  VisuallyHidden,
  isLocale,
  loadCookieSettingsDialog,
  type Locale,
  type SocialLink,
} from '../../design-system';
import { setClientUi } from '../cms/client';
import { pageHref } from '../cms/collections';
import { useSitemapLinks } from '../cms/hooks';
import { activateLocale, i18n, withPageMessages } from '../i18n/i18n';
import { rememberLocale, storedLocale } from '../i18n/localePreference';
import { createAnalytics, usePageViews } from './analytics';
import { checkPathInLocale, readNotice, splitLocale } from './languageSwitch';
import { footerFor, menuFor } from './menus';
import { retryFailedChunks } from '../lazyChunk';
import { useSiteSearchLazy } from './useSiteSearchLazy';
import { useConsent } from './useConsent';
import { keepFocusClear } from './keepFocusClear';
import { useCookieBannerWiring } from './useCookieBannerWiring';
import { useRouteFocus } from './useRouteFocus';
import { removeServerHead } from './serverHead';
import { AfterHydration, useHydrated } from './useHydrated';
import * as styles from './Layout.css';

const SearchPanel = lazy(() =>
  import('../../design-system/searchPanel').then((m) => ({ default: m.SearchPanel })),
);
const MobileNav = lazy(() =>
  import('../../design-system/mobileNav').then((m) => ({ default: m.MobileNav })),
);
const CookieSettingsDialog = lazy(loadCookieSettingsDialog);
// Below the fold or shown only to visitors who have not chosen yet: not part of the first paint.
const Newsletter = lazy(
  // Its form fields' messages are in the `pages` catalog.
  withPageMessages(() =>
    import('./Newsletter').then(({ Newsletter }) => ({ default: Newsletter })),
  ),
);
const CookieBanner = lazy(() =>
  // The component's own module, not the barrel: a dynamic import of the barrel keeps every export.
  import('../../design-system/components/CookieBanner/CookieBanner').then(({ CookieBanner }) => ({
    default: CookieBanner,
  })),
);

/** The pop-up store: the pages (usePopup) and the CMS client (error, session expired) share it. */
const popup = createPopupController();
/** Page-view analytics: loads and sends nothing before analytics consent. */
const analytics = createAnalytics();

/** The department's social accounts (brand names are not translated). */
const SOCIAL_LINKS: SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/ditp.go.th', label: 'Facebook' },
  { network: 'youtube', href: 'https://www.youtube.com/@ditpthailand', label: 'YouTube' },
  { network: 'line', href: 'https://page.line.me/ditp', label: 'LINE' },
];

const isDesktop = () =>
  typeof window !== 'undefined' &&
  !window.matchMedia?.(`(max-width: ${SPEC.mobileMaxWidthPx}px)`).matches;

/**
 * Route progress: starts on every navigation, done when the new page has rendered (its lazy chunk
 * loaded, i.e. its Suspense boundary resolved) or failed.
 */
function useRouteProgress(routeKey: string) {
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const [prevKey, setPrevKey] = useState(routeKey);
  if (prevKey !== routeKey) {
    setPrevKey(routeKey);
    setLoadingKey(routeKey);
  }
  // Stable: the page's boundary gets the same props while the layout renders again.
  const done = useCallback(() => setLoadingKey(null), []);
  return { active: loadingKey !== null, done };
}

/** Rendered inside the page's Suspense boundary: its effect runs once the page has committed. */
function PageReady({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    onReady();
  }, [onReady]);
  return null;
}

interface BoundaryProps {
  onError: () => void;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** A page that throws (e.g. its chunk failed to load) shows an error state; the shell stays. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[ditp] page failed', error, info.componentStack);
    this.props.onError();
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

/** `<link rel="alternate" hreflang>` for the five locales, following the current page. */
function useAlternates(rest: string) {
  useEffect(() => {
    removeServerHead('link[rel="alternate"]');
    const links = LOCALES.map((l) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = LOCALE_TAGS[l];
      link.href = new URL(`/${l}${rest}`, window.location.origin).href;
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [rest]);
}

/** Scrolls to the top on a new page, or to `#anchor` once the content holding it has rendered. */
function useScrollOnNavigate(pathname: string, hash: string) {
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 50) {
        clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 100);
    return () => clearInterval(timer);
  }, [pathname, hash]);
}

/**
 * The newsletter form (text field, verification, popups) loads when the footer comes near the
 * viewport: it is below the fold on every page, so it stays out of the first paint.
 */
function NewsletterSlot({ locale }: { locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver the form loads at once (after hydration: the server renders the
  // placeholder).
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // The form sits on a light card: its field and texts use the page's colours, not the footer's.
  return (
    <div ref={ref} className={styles.newsletterCard}>
      {near ? (
        <Suspense fallback={<div className={styles.newsletterFallback} />}>
          <Newsletter locale={locale} />
        </Suspense>
      ) : (
        <div className={styles.newsletterFallback} />
      )}
    </div>
  );
}

/**
 * The header with its search: the search text lives here, so typing renders the header and its
 * panel, not the page under it (input responsiveness; the page can be long).
 */
function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const { rest } = splitLocale(pathname);
  const [query, setQuery] = useState('');
  const searchState = useSiteSearchLazy(query, locale);
  const notice = readNotice(search);
  const onResultsPage =
    rest === '' || rest === '/' ? new URLSearchParams(search).has('query') : false;

  const seeAllHref = (text: string) => `/${locale}/?query=${encodeURIComponent(text.trim())}`;

  const switchLanguage = (target: Locale) => {
    if (target === locale) return;
    void checkPathInLocale(target, `${pathname}${search}${hash}`).then((href) => navigate(href));
  };

  const dismissNotice = () => {
    const next = new URLSearchParams(search);
    next.delete('notice');
    next.delete('from');
    const qs = next.toString();
    void navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };

  return (
    <Header
      logo={
        <Link href={`/${locale}`} variant="subtle" className={styles.brand}>
          {t`Department of International Trade Promotion`}
        </Link>
      }
      navigation={menuFor(locale, i18n)}
      currentHref={pathname}
      closeSignal={location.key}
      languageSwitcher={
        <LanguageSwitcher
          current={locale}
          closeSignal={location.key}
          hrefFor={(l) => `/${l}${rest}`}
          onSelect={switchLanguage}
          notice={
            notice.unavailable ? <LanguageNotice locale={locale} onDismiss={dismissNotice} /> : null
          }
        />
      }
      search={{
        query,
        onQueryChange: setQuery,
        onClear: () => {
          setQuery('');
          if (onResultsPage && isDesktop()) void navigate(`/${locale}/`);
        },
        onSubmit: (text) => {
          if (text.trim()) void navigate(seeAllHref(text));
        },
        onOpenChange: (open) => {
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
          <MobileNav entries={menuFor(locale, i18n)} currentHref={pathname} />
        </Suspense>
      }
    />
  );
}

/** The page frame: every shell element around the route's page. */
function Frame({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const { rest } = splitLocale(pathname);
  const progress = useRouteProgress(location.key);
  const consent = useConsent(i18n);
  const bannerWiring = useCookieBannerWiring(locale);
  useEffect(() => keepFocusClear(), []);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const governance = useSitemapLinks();
  const footer = footerFor(locale, i18n);

  useAlternates(`${rest}${search}`);
  useScrollOnNavigate(pathname, hash);
  const pageAnnouncement = useRouteFocus(pathname, hash);
  usePageViews(analytics);

  useEffect(() => {
    setClientUi({
      error: (opts) => popup.error(opts),
      sessionExpired: () => popup.sessionExpired(),
      navigate: (path) => void navigate(path),
    });
    return () => setClientUi(null);
  }, [navigate]);

  const consentChanged = (change: () => void) => {
    change();
    analytics.consentChanged();
  };
  /** The banner goes with its buttons: focus goes to `main`, not to <body> (docs/accessibility.md). */
  const afterBanner = (choice: () => void) => {
    choice();
    requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
  };

  return (
    <>
      <SkipLink />
      {/* The new page's title after a client-side navigation (useRouteFocus). */}
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true">
          {pageAnnouncement}
        </span>
      </VisuallyHidden>
      <RouteProgressBar active={progress.active} />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <PageErrorBoundary
            key={pathname}
            onError={progress.done}
            fallback={(reset) => (
              <ErrorState
                message={t`This page could not be loaded.`}
                description={t`Check your connection and try again.`}
                onRetry={() => {
                  retryFailedChunks();
                  reset();
                }}
              />
            )}
          >
            <Suspense fallback={<div className={styles.pageFallback} />}>
              <Outlet />
              <PageReady key={location.key} onReady={progress.done} />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </main>
      {locale === 'th' ? <SocialSidebar links={SOCIAL_LINKS} /> : null}
      <Footer
        linkGroups={footer.groups}
        policyLinks={footer.policyLinks}
        contact={{
          address: t`563 Nonthaburi Road, Bang Krasor, Mueang Nonthaburi, Nonthaburi 11000, Thailand`,
          phone: '0 2507 7999',
          hotline: SPEC.footer.hotline,
        }}
        socialLinks={SOCIAL_LINKS}
        // The year the page is shown in, not the spec's 2023.
        copyrightYear={new Date().getFullYear()}
        dataGovernanceLinks={governance.map((g) => ({ label: g.title, href: g.href }))}
        newsletter={<NewsletterSlot locale={locale} />}
        onCookieSettings={() => setSettingsOpen(true)}
      />
      <BackToTop targetId="main" />
      <AfterHydration>
        {consent.bannerVisible || consent.confirmation ? (
          <Suspense fallback={null}>
            <CookieBanner
              {...bannerWiring}
              isVisible={consent.bannerVisible}
              confirmation={consent.confirmation}
              onAcceptAll={() => afterBanner(() => consentChanged(consent.acceptAll))}
              onRejectAll={() => afterBanner(() => consentChanged(consent.rejectAll))}
              onClose={() => afterBanner(consent.close)}
              onOpenSettings={() => setSettingsOpen(true)}
              policyHref={pageHref('th-privacy-policy', locale)}
            />
          </Suspense>
        ) : null}
      </AfterHydration>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            isOpen={settingsOpen}
            onOpenChange={setSettingsOpen}
            cookies={consent.cookies}
            onSave={(cookies) => {
              consentChanged(() => consent.save(cookies));
              setSettingsOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Everything under `/:locale`: activates the locale's messages and the design system. */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const valid = isLocale(locale);
  const [activeLocale, setActiveLocale] = useState<Locale | null>(
    valid && i18n.locale === locale ? locale : null,
  );

  useEffect(() => {
    if (!valid) return;
    let current = true;
    // Keep showing the previous language until the new catalog has loaded (no untranslated flash).
    void activateLocale(locale).then(() => {
      if (!current) return;
      // A transition: React renders the whole page in slices and yields to the browser between
      // them, instead of one long task (Total Blocking Time on the first load).
      startTransition(() => setActiveLocale(locale));
      document.documentElement.lang = locale;
      rememberLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [locale, valid]);

  if (!valid) {
    return <Navigate replace to={`/${storedLocale()}${pathname}${search}${hash}`} />;
  }
  if (!activeLocale) return null;
  return (
    <DesignSystemProvider i18n={i18n} locale={activeLocale} navigate={(to) => void navigate(to)}>
      <PopupProvider controller={popup}>
        <Frame locale={activeLocale} />
      </PopupProvider>
    </DesignSystemProvider>
  );
}
