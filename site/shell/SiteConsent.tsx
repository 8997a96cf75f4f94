import { lazy, Suspense } from 'react';
import { loadCookieSettingsDialog, type Locale } from '../../design-system';
import { pageHref } from '../cms/collections';
import { i18n } from '../i18n/i18n';
import { analytics } from './services';
import { useConsent } from './useConsent';
import { useCookieBannerWiring } from './useCookieBannerWiring';
import { AfterHydration } from './useHydrated';

const CookieSettingsDialog = lazy(loadCookieSettingsDialog);
// Shown only to visitors who have not chosen yet: not part of the first paint.
const CookieBanner = lazy(() =>
  // The component's own module, not the barrel: a dynamic import of the barrel keeps every export.
  import('../../design-system/components/CookieBanner/CookieBanner').then(({ CookieBanner }) => ({
    default: CookieBanner,
  })),
);

/**
 * Cookie consent on every page (docs/behaviour.md#cookie-consent): the banner until the visitor
 * chooses (rendered after hydration: the server cannot read the choice), and the settings dialog
 * the footer's "cookie settings" opens. A change of choice reaches analytics at once.
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
              onOpenSettings={() => onSettingsOpenChange(true)}
              policyHref={pageHref('th-privacy-policy', locale)}
            />
          </Suspense>
        ) : null}
      </AfterHydration>
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
