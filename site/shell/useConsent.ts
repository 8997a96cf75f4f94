/**
 * The cookie-consent state of the shell (docs/behaviour.md#cookie-consent): read from the
 * `cookieConsent` / `cookieSettings` cookies, changed by the banner and the settings dialog.
 * Nothing optional runs before a choice: the analytics module asks `hasConsent(state, 'analytics')`.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/**
 * Every cookie the site may set, for the settings dialog (descriptions in the visitor's language).
 * Optional cookies are off unless said otherwise: under the PDPA consent is opt-in, so the dialog
 * of a visitor who has not chosen shows them off, and "Save settings" without a change records
 * only the strictly necessary.
 */
export function siteCookies(i18n: I18n, optionalEnabled = false): CookieRecord[] {
  return [
    {
      name: 'cookieConsent',
      path: '/',
      description: i18n._(msg`Remembers whether you accepted or rejected optional cookies.`),
      value: '',
      enabled: true,
      category: 'necessary',
    },
    {
      name: 'cookieSettings',
      path: '/',
      description: i18n._(msg`Remembers which optional cookies you allowed.`),
      value: '',
      enabled: true,
      category: 'necessary',
    },
    {
      name: 'token',
      path: '/',
      description: i18n._(msg`Keeps you signed in to your DITP account.`),
      value: '',
      enabled: true,
      category: 'necessary',
    },
    {
      name: '_ga',
      path: '/',
      description: i18n._(
        msg`Google Analytics: counts visits and page views anonymously so we can improve the site.`,
      ),
      value: '',
      enabled: optionalEnabled,
      category: 'analytics',
    },
  ];
}

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
