import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CookieRecord } from '../../design-system';
import {
  BANNER_CLOSED_KEY,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  NO_CONSENT,
  SETTINGS_COOKIE,
  acceptAll,
  clearConsent,
  closeBanner,
  hasConsent,
  readConsent,
  rejectAll,
  saveSettings,
  shouldShowBanner,
  type CookieJar,
  type CookieOptions,
} from '../../site/consent/consent';
import { createBrowserCookieJar } from '../../site/consent/browserCookieJar';

/** An in-memory jar that also records the options each cookie was written with. */
function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions | undefined>();
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, opts) => {
      values.set(name, value);
      options.set(name, opts);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
  return { jar, values, options };
}

function memorySession() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const cookies: CookieRecord[] = [
  {
    name: 'token',
    path: '/',
    description: 'Keeps you signed in',
    value: '',
    enabled: true,
    category: 'necessary',
  },
  {
    name: '_ga',
    path: '/',
    description: 'Counts visits',
    value: 'GA1.1',
    enabled: false,
    category: 'analytics',
  },
  {
    name: 'ditp:font-size',
    path: '/',
    description: 'Text size',
    value: '16',
    enabled: false,
    category: 'preferences',
  },
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('a first-time visitor', () => {
  it('sees the banner and nothing optional may run before a choice', () => {
    const { jar } = memoryJar();
    const state = readConsent(jar);
    expect(state).toEqual(NO_CONSENT);
    expect(shouldShowBanner(state, memorySession())).toBe(true);
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(hasConsent(state, 'necessary')).toBe(false);
  });
});

describe('a visitor who accepts all', () => {
  it('stores accepted with every cookie enabled, for 180 days, SameSite=Lax on path /', () => {
    const { jar, values, options } = memoryJar();
    const state = acceptAll(jar, cookies);
    expect(values.get(CONSENT_COOKIE)).toBe('accepted');
    const stored = JSON.parse(values.get(SETTINGS_COOKIE)!) as CookieRecord[];
    expect(stored.map((c) => [c.name, c.enabled])).toEqual([
      ['token', true],
      ['_ga', true],
      ['ditp:font-size', true],
    ]);
    expect(stored[0]).toMatchObject({ path: '/', description: 'Keeps you signed in', value: '' });
    expect(options.get(CONSENT_COOKIE)).toEqual({
      path: '/',
      maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
      sameSite: 'Lax',
    });
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 86400);
    expect(hasConsent(state, 'analytics')).toBe(true);
    // Read back on the next page view: same answer, no banner.
    const next = readConsent(jar);
    expect(next).toEqual(state);
    expect(shouldShowBanner(next, memorySession())).toBe(false);
  });
});

describe('a visitor who rejects all', () => {
  it('stores rejected and an empty list; only strictly necessary cookies may run', () => {
    const { jar, values } = memoryJar();
    rejectAll(jar);
    expect(values.get(CONSENT_COOKIE)).toBe('rejected');
    expect(values.get(SETTINGS_COOKIE)).toBe('[]');
    const state = readConsent(jar);
    expect(state).toEqual({ decision: 'rejected', settings: [] });
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(hasConsent(state, 'preferences')).toBe(false);
    expect(hasConsent(state, 'necessary')).toBe(true);
    expect(shouldShowBanner(state, memorySession())).toBe(false);
  });
});

describe('a visitor who closes the banner', () => {
  it('stores no cookie and does not see the banner again in this browser session', () => {
    const { jar, values } = memoryJar();
    const session = memorySession();
    closeBanner(session);
    expect(values.size).toBe(0);
    expect(session.getItem(BANNER_CLOSED_KEY)).toBe('1');
    const state = readConsent(jar);
    expect(shouldShowBanner(state, session)).toBe(false);
    expect(hasConsent(state, 'analytics')).toBe(false);
    // A new browser session (fresh sessionStorage) asks again.
    expect(shouldShowBanner(state, memorySession())).toBe(true);
  });

  it('still hides the banner for the page when session storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(() => closeBanner(blocked)).not.toThrow();
    expect(shouldShowBanner(NO_CONSENT, blocked)).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});

describe('a visitor who saves settings from the dialog', () => {
  it('with analytics on: accepted, analytics allowed, preferences not', () => {
    const { jar, values } = memoryJar();
    const chosen = cookies.map((c) => (c.name === '_ga' ? { ...c, enabled: true } : c));
    const state = saveSettings(jar, chosen);
    expect(values.get(CONSENT_COOKIE)).toBe('accepted');
    expect(hasConsent(state, 'analytics')).toBe(true);
    expect(hasConsent(state, 'preferences')).toBe(false);
    expect(readConsent(jar)).toEqual(state);
  });

  it('with everything optional off: rejected, necessary forced on, the list kept', () => {
    const { jar, values } = memoryJar();
    const chosen = cookies.map((c) => ({ ...c, enabled: false }));
    const state = saveSettings(jar, chosen);
    expect(values.get(CONSENT_COOKIE)).toBe('rejected');
    expect(state.settings.find((c) => c.name === 'token')?.enabled).toBe(true);
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(hasConsent(state, 'necessary')).toBe(true);
  });

  it('a long list still fits in a cookie (descriptions dropped)', () => {
    const { jar, values } = memoryJar();
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...cookies[1]!,
      name: `c${i}`,
      description: 'คุกกี้นี้ใช้เพื่อวิเคราะห์การใช้งานเว็บไซต์ของผู้เยี่ยมชม',
    }));
    acceptAll(jar, many);
    const raw = values.get(SETTINGS_COOKIE)!;
    expect(encodeURIComponent(raw).length).toBeLessThan(4000);
    expect(readConsent(jar).settings).toHaveLength(12);
  });
});

describe('a damaged or unknown record', () => {
  it('unparsable cookieSettings is logged and treated as no consent', () => {
    const { jar } = memoryJar({ [CONSENT_COOKIE]: 'accepted', [SETTINGS_COOKIE]: '{not json' });
    const state = readConsent(jar);
    expect(state).toEqual(NO_CONSENT);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cookieSettings'), expect.anything());
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(shouldShowBanner(state, memorySession())).toBe(true);
  });

  it('a list of the wrong shape is treated as no consent', () => {
    const { jar } = memoryJar({
      [CONSENT_COOKIE]: 'accepted',
      [SETTINGS_COOKIE]: JSON.stringify([{ name: '_ga', enabled: 'yes' }]),
    });
    expect(readConsent(jar)).toEqual(NO_CONSENT);
    expect(warn).toHaveBeenCalled();
  });

  it('an unknown decision value is ignored', () => {
    const { jar } = memoryJar({ [CONSENT_COOKIE]: 'maybe', [SETTINGS_COOKIE]: '[]' });
    expect(readConsent(jar)).toEqual(NO_CONSENT);
  });

  it('accepted without a settings list asks again', () => {
    const { jar } = memoryJar({ [CONSENT_COOKIE]: 'accepted' });
    expect(readConsent(jar)).toEqual(NO_CONSENT);
  });

  it('records of the old format (no category) grant nothing optional', () => {
    const { jar } = memoryJar({
      [CONSENT_COOKIE]: 'accepted',
      [SETTINGS_COOKIE]: JSON.stringify([
        { name: '_ga', path: '/', description: '', value: '', enabled: true },
      ]),
    });
    const state = readConsent(jar);
    expect(state.decision).toBe('accepted');
    expect(hasConsent(state, 'analytics')).toBe(false);
  });
});

describe('withdrawing consent', () => {
  it('removes both cookies and the banner shows again', () => {
    const { jar, values } = memoryJar();
    const session = memorySession();
    acceptAll(jar, cookies);
    closeBanner(session);
    clearConsent(jar, session);
    expect(values.has(CONSENT_COOKIE)).toBe(false);
    expect(values.has(SETTINGS_COOKIE)).toBe(false);
    expect(shouldShowBanner(readConsent(jar), session)).toBe(true);
  });
});

describe('the browser cookie jar', () => {
  function fakeDocument(protocol: string) {
    const writes: string[] = [];
    const jarMap = new Map<string, string>();
    const doc = {
      location: { protocol },
      get cookie() {
        return [...jarMap].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        writes.push(line);
        const [pair] = line.split('; ');
        const [k, v] = pair!.split('=') as [string, string];
        if (line.includes('Max-Age=0')) jarMap.delete(k);
        else jarMap.set(k, v);
      },
    };
    return { doc, writes };
  }

  it('writes path=/, SameSite=Lax and a max-age; Secure only on https', () => {
    const https = fakeDocument('https:');
    acceptAll(createBrowserCookieJar(https.doc), cookies);
    expect(https.writes[0]).toBe(
      `cookieConsent=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    const http = fakeDocument('http:');
    rejectAll(createBrowserCookieJar(http.doc));
    expect(http.writes[0]).toBe(
      `cookieConsent=rejected; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
  });

  it('round-trips the JSON settings and removes cookies', () => {
    const { doc } = fakeDocument('https:');
    const jar = createBrowserCookieJar(doc);
    const state = acceptAll(jar, cookies);
    expect(readConsent(jar)).toEqual(state);
    clearConsent(jar);
    expect(jar.get(CONSENT_COOKIE)).toBeUndefined();
  });

  it('works over the real document.cookie of jsdom', () => {
    const jar = createBrowserCookieJar();
    jar.set('cookieConsent', 'rejected', { path: '/' });
    expect(document.cookie).toContain('cookieConsent=rejected');
    expect(jar.get('cookieConsent')).toBe('rejected');
    jar.remove('cookieConsent');
    expect(jar.get('cookieConsent')).toBeUndefined();
  });
});
