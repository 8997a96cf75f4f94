/**
 * The cookie-consent state of the shell (docs/behaviour.md#cookie-consent): read from the
 * `cookieConsent` / `cookieSettings` cookies, changed by the banner and the settings dialog.
 * Nothing optional runs before a choice: the analytics module asks `hasConsent(state, 'analytics')`.
 */
import type { I18n } from '@lingui/core';
import { useCallback, useMemo, useState } from 'react';
import { type CookieBannerConfirmation, type CookieRecord } from '../../design-system';
import {
  acceptAll,
  closeBanner,
  readConsent,
  rejectAll,
  saveSettings,
  shouldShowBanner,
  type ConsentState,
} from '../consent/consent';
import { createBrowserCookieJar } from '../consent/browserCookieJar';
import { siteCookies } from './siteCookies';

const memorySession = new Map<string, string>();
/** sessionStorage, or memory when it is blocked. */
const session = {
  getItem: (k: string) => {
    try {
      return window.sessionStorage.getItem(k);
    } catch {
      return memorySession.get(k) ?? null;
    }
  },
  setItem: (k: string, v: string) => {
    try {
      window.sessionStorage.setItem(k, v);
    } catch {
      memorySession.set(k, v);
    }
  },
  removeItem: (k: string) => {
    try {
      window.sessionStorage.removeItem(k);
    } catch {
      memorySession.delete(k);
    }
  },
};

export interface ConsentApi {
  state: ConsentState;
  bannerVisible: boolean;
  confirmation: CookieBannerConfirmation | null;
  acceptAll(): void;
  rejectAll(): void;
  close(): void;
  save(cookies: CookieRecord[]): void;
  /** The list the settings dialog shows: the stored choice, else optional cookies off (opt-in). */
  cookies: CookieRecord[];
}

/**
 * On the server the state starts as "no decision": SiteConsent takes whether the request had one
 * from RequestConsentContext (site/consent/requestConsent.ts), not from here.
 */
const NO_COOKIES = { cookie: '' };

export function useConsent(i18n: I18n): ConsentApi {
  const jar = useMemo(
    () => createBrowserCookieJar(typeof document === 'undefined' ? NO_COOKIES : document),
    [],
  );
  const [state, setState] = useState<ConsentState>(() => readConsent(jar));
  const [visible, setVisible] = useState(() => shouldShowBanner(readConsent(jar), session));
  const [confirmation, setConfirmation] = useState<CookieBannerConfirmation | null>(null);
  const defaults = siteCookies(i18n);
  const cookies = defaults.map((c) => {
    const stored = state.settings.find((s) => s.name === c.name);
    return stored && c.category !== 'necessary' ? { ...c, enabled: stored.enabled } : c;
  });

  const done = useCallback((next: ConsentState, how: CookieBannerConfirmation) => {
    setState(next);
    setVisible(false);
    setConfirmation(how);
  }, []);

  return {
    state,
    bannerVisible: visible,
    confirmation,
    cookies,
    acceptAll: () => done(acceptAll(jar, siteCookies(i18n, true)), 'accepted'),
    rejectAll: () => done(rejectAll(jar), 'rejected'),
    close: () => {
      closeBanner(session);
      setVisible(false);
      setConfirmation('hidden');
    },
    save: (list) => done(saveSettings(jar, list), 'saved'),
  };
}
