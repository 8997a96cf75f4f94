import type { Messages } from '@lingui/core';
import { Suspense, lazy, useState } from 'react';
import {
  CookieBanner,
  loadCookieSettingsDialog,
  type BannerLocale,
  type CookieBannerConfirmation,
  type CookieRecord,
} from '../../design-system';
import {
  acceptAll,
  closeBanner,
  hasConsent,
  readConsent,
  rejectAll,
  saveSettings,
  shouldShowBanner,
} from '../../site/consent/consent';
import { createBrowserCookieJar } from '../../site/consent/browserCookieJar';
import { sampleCookies } from './cookies';

const CookieSettingsDialog = lazy(loadCookieSettingsDialog);

/** The banner's own EN/TH catalogs, loaded when the visitor switches its language. */
export const bannerCatalogs: Record<BannerLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  th: () => import('../../locales/th/messages.po'),
};

/** Forgets the stored choice and this session's "banner closed" (a first visit again). */
export function forgetConsent() {
  const jar = createBrowserCookieJar();
  jar.remove('cookieConsent');
  jar.remove('cookieSettings');
  sessionStorage.clear();
}

/**
 * The site's wiring of the consent flow, as `site/shell` does it: the consent model over
 * `document.cookie` and `sessionStorage`, the EN/TH switch loading the catalog, the lazy settings
 * dialog. The page says what is stored and whether analytics may run (what stories and tests check).
 */
export function ConsentFlow({ cookies = sampleCookies }: { cookies?: CookieRecord[] }) {
  const [jar] = useState(createBrowserCookieJar);
  const [state, setState] = useState(() => readConsent(jar));
  const [visible, setVisible] = useState(() => shouldShowBanner(state, sessionStorage));
  const [confirmation, setConfirmation] = useState<CookieBannerConfirmation | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [banner, setBanner] = useState<{ locale?: BannerLocale; messages?: Messages }>({});
  const done = (next: typeof state, said: CookieBannerConfirmation) => {
    setState(next);
    setVisible(false);
    setConfirmation(said);
  };
  return (
    <>
      <main>
        <p>{state.decision ? `cookieConsent=${state.decision}` : 'No consent recorded'}</p>
        <p>{hasConsent(state, 'analytics') ? 'analytics on' : 'analytics off'}</p>
      </main>
      <CookieBanner
        isVisible={visible}
        confirmation={confirmation}
        bannerLocale={banner.locale}
        bannerMessages={banner.messages}
        onBannerLocaleChange={(locale) =>
          void bannerCatalogs[locale]().then(({ messages }) => setBanner({ locale, messages }))
        }
        onAcceptAll={() => done(acceptAll(jar, cookies), 'accepted')}
        onRejectAll={() => done(rejectAll(jar), 'rejected')}
        onClose={() => {
          closeBanner(sessionStorage);
          setVisible(false);
          setConfirmation('hidden');
        }}
        onOpenSettings={() => setSettingsOpen(true)}
        policyHref="/en/post/policy/th-privacy-policy"
      />
      <Suspense fallback={null}>
        {settingsOpen ? (
          <CookieSettingsDialog
            isOpen
            onOpenChange={setSettingsOpen}
            cookies={state.settings.length ? state.settings : cookies}
            onSave={(list) => done(saveSettings(jar, list), 'saved')}
          />
        ) : null}
      </Suspense>
    </>
  );
}
