import { lazy, Suspense, useContext } from 'react';
import { loadCookieSettingsDialog, type CookieBannerProps, type Locale } from '../../design-system';
import { pageHref } from '../cms/collections';
import { consentFormAction, RequestConsentContext } from '../consent/requestConsent';
import { i18n } from '../i18n/i18n';
import { lazyChunk } from '../lazyChunk';
import { useLocation } from '../router';
import { analytics } from './services';
import { useConsent } from './useConsent';
import { useCookieBannerWiring } from './useCookieBannerWiring';
import { useHydrated } from './useHydrated';
import * as styles from './Layout.css';

const CookieSettingsDialog = lazy(loadCookieSettingsDialog);
// Its own chunk (only visitors who have not chosen see it), rendered on the server for them and
// loaded before hydration (site/lazyChunk.tsx). The component's own module, not the barrel: a
// dynamic import of the barrel keeps every export.
const CookieBanner = lazyChunk<CookieBannerProps>(
  'CookieBanner',
  () =>
    import('../../design-system/components/CookieBanner/CookieBanner').then(({ CookieBanner }) => ({
      default: CookieBanner,
    })),
  // Its texts are in the shell's catalog: a home page with the banner loads no pages catalog.
  { messages: 'shell' },
);

/**
 * Cookie consent on every page (docs/behaviour.md#cookie-consent): the banner until the visitor
 * chooses, and the settings dialog the footer's "cookie settings" opens. A change of choice
 * reaches analytics at once.
 *
 * The banner is in the server's HTML when the request has no consent cookie (the server knows
 * that: site/consent/requestConsent.ts), so it paints with the page. The one thing the server
 * cannot know is the visitor's "hide for this visit" (session storage): site/boot.ts marks the
 * document before the app loads and a style hides the banner until hydration removes it. (The
 * mark stays: nothing shows the banner again in a visit once it was hidden.)
 */
export function SiteConsent({
  locale,
  settingsOpen,
  onSettingsOpenChange,
}: {
  locale: Locale;
  settingsOpen: boolean;
  onSettingsOpenChange: (open: boolean) => void;
}) {
  const consent = useConsent(i18n);
  const bannerWiring = useCookieBannerWiring(locale);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const requestDecided = useContext(RequestConsentContext);
  // Server and hydration render the same: the banner when the request had no decision (the
  // browser reads the same cookies the server was sent). Afterwards, the live state.
  const firstRender =
    typeof document === 'undefined' ? requestDecided === false : consent.state.decision === null;
  const bannerShown = hydrated ? consent.bannerVisible : firstRender;

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
      {bannerShown || (hydrated && consent.confirmation) ? (
        <div className={styles.cookieBannerSlot}>
          <Suspense fallback={null}>
            <CookieBanner
              {...bannerWiring}
              isVisible={bannerShown}
              confirmation={consent.confirmation}
              onAcceptAll={() => afterBanner(() => consentChanged(consent.acceptAll))}
              onRejectAll={() => afterBanner(() => consentChanged(consent.rejectAll))}
              onClose={() => afterBanner(consent.close)}
              onOpenSettings={() => onSettingsOpenChange(true)}
              policyHref={pageHref('th-privacy-policy', locale)}
              formAction={consentFormAction(pathname + search)}
            />
          </Suspense>
        </div>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            isOpen={settingsOpen}
            onOpenChange={onSettingsOpenChange}
            cookies={consent.cookies}
            onSave={(cookies) => {
              consentChanged(() => consent.save(cookies));
              onSettingsOpenChange(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
