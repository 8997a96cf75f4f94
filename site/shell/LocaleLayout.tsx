/**
 * Everything under `/:locale`: the locale's messages, the design system's providers and the page
 * frame (docs/architecture.md). Each shell part has its own module, named after what it does:
 *
 * - SiteHeader.tsx: the header, its menus and the search wiring; SiteLanguageSwitcher.tsx: the
 *   language switch and its "not available" notice;
 * - PageArea.tsx: the route's page in `main`, its error state and the route progress;
 * - useRouteFocus.ts: focus and announcement after a navigation; useScrollOnNavigate.ts;
 * - useAlternates.ts: the head's hreflang links; pageViews.ts (instance in services.ts; the GA4
 *   code in analytics.ts, loaded after consent): page views;
 * - SiteConsent.tsx: the cookie banner and settings dialog; LazyBackToTop.tsx: back to top,
 *   loaded on the first scroll;
 * - SiteFooter.tsx and NewsletterSlot.tsx: the footer and its lazily loaded newsletter form.
 */
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';
import {
  DesignSystemProvider,
  PopupProvider,
  RouteProgressBar,
  SkipLink,
  SocialSidebar,
  socialSidebarRoom,
  VisuallyHidden,
  isLocale,
  type Locale,
} from '../../design-system';
import { setClientUi } from '../cms/client';
import { activateLocale, i18n } from '../i18n/i18n';
import { rememberLocale, storedLocale } from '../i18n/localePreference';
import { Navigate, useLocation, useNavigate, useParams } from '../router';
import { usePageViews } from './pageViews';
import { keepFocusClear } from './keepFocusClear';
import { splitLocale } from './languageSwitch';
import { PageArea, useRouteProgress } from './PageArea';
import { analytics, popup } from './services';
import { SiteConsent } from './SiteConsent';
import { SiteFooter, SOCIAL_LINKS } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useServerHead } from './serverHead';
import { useAlternates } from './useAlternates';
import { useRouteFocus } from './useRouteFocus';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { LazyBackToTop } from './LazyBackToTop';
import { NOT_A_PAGE } from '../server/pageAddress';
import * as styles from './Layout.css';

/** The page's content column, which the back-to-top button never covers. */
const PAGE_COLUMN_ID = 'page-column';

/** The page frame: every shell element around the route's page. */
function Frame({ locale }: { locale: Locale }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const { rest } = splitLocale(pathname);
  const progress = useRouteProgress(location.key);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => keepFocusClear(), []);
  const { t } = useLingui();
  // The site's description, for the head of every server-rendered page that has none of its own
  // (a page's usePageMeta, rendered after this, replaces it).
  useServerHead()?.setMeta({
    siteName: t`Department of International Trade Promotion`,
    description: t`The Department of International Trade Promotion (DITP), Ministry of Commerce, Thailand: export advice, trade fairs, market information and overseas offices.`,
  });

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

  // The Thai site links its social media accounts in a bar fixed at the side.
  const socialBar = locale === 'th';

  return (
    // On Thai pages the page keeps its strip for the social bar from the first paint (the bar
    // itself comes late in the document).
    <div className={socialBar ? socialSidebarRoom : undefined}>
      <SkipLink />
      {/* First after the skip link, as GOV.UK places its banner: a screen reader meets the
          question before the page, and without a script (nothing fixes it at the bottom then) it
          sits in the page flow at the top, not after the footer. With a script it is fixed at the
          bottom of the screen, above a reserved band (docs/accessibility.md, 2.4.11). */}
      <SiteConsent
        locale={locale}
        settingsOpen={settingsOpen}
        onSettingsOpenChange={setSettingsOpen}
      />
      {/* The new page's title after a client-side navigation (useRouteFocus). */}
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true">
          {pageAnnouncement}
        </span>
      </VisuallyHidden>
      <RouteProgressBar active={progress.active} />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div id={PAGE_COLUMN_ID} className={styles.container}>
          <PageArea pathname={pathname} routeKey={location.key} onDone={progress.done} />
        </div>
      </main>
      {socialBar ? <SocialSidebar links={SOCIAL_LINKS} /> : null}
      {/* Floats beside the column on wide screens; elsewhere it ends the content, before the footer. */}
      <div className={styles.container}>
        <LazyBackToTop targetId="main" besideId={PAGE_COLUMN_ID} />
      </div>
      <SiteFooter locale={locale} onCookieSettings={() => setSettingsOpen(true)} />
    </div>
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
      // Only when it changes: writing `lang` on <html> restyles the whole page, even to the same value.
      if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
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
    <DesignSystemProvider
      i18n={i18n}
      locale={activeLocale}
      // A file (a list's feed) is loaded by the browser; pages go through the router.
      navigate={(to) =>
        NOT_A_PAGE.test(to.split(/[?#]/)[0]!) ? window.location.assign(to) : void navigate(to)
      }
    >
      <PopupProvider controller={popup}>
        <Frame locale={activeLocale} />
      </PopupProvider>
    </DesignSystemProvider>
  );
}
