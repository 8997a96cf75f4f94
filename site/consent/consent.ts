import { NECESSARY, type CookieCategory, type CookieRecord } from '../../design-system';
import { BANNER_CLOSED_KEY } from './bannerFlag';

export { BANNER_CLOSED_KEY };

export { NECESSARY, type CookieCategory, type CookieRecord };

/**
 * The site's cookie-consent model (docs/behaviour.md#cookie-consent): pure functions over a
 * small cookie jar and a session storage, so it runs (and is tested) without a browser. The shell
 * passes the real jar (`createBrowserCookieJar()`, ./browserCookieJar.ts) and
 * `window.sessionStorage`. The design system's banner and settings dialog only show the choice:
 * the cookie records they list are the design system's type, the writing is here.
 *
 * Cookies (names and shapes kept from the earlier site):
 * - `cookieConsent`: `accepted` | `rejected`.
 * - `cookieSettings`: JSON list of `{ name, path, description, value, enabled }`; we add
 *   `category` so the site can gate by purpose (`hasConsent('analytics')`).
 *
 * Transitions:
 * - `acceptAll`: `accepted` + every cookie enabled.
 * - `rejectAll`: `rejected` + an empty list.
 * - `closeBanner`: stores no cookie; hides the banner for this browser session (sessionStorage).
 * - `saveSettings` (the settings dialog): strictly necessary cookies are forced on; the decision is
 *   `accepted` when at least one non-necessary cookie is enabled, otherwise `rejected`. The full
 *   list is stored either way, so the record says exactly what was chosen (a rejected record only
 *   ever grants the necessary category).
 * - `readConsent`: a missing, unknown or unparsable record is "no consent" (logged with
 *   console.warn), so the banner asks again and nothing optional runs.
 */

export const CONSENT_COOKIE = 'cookieConsent';
export const SETTINGS_COOKIE = 'cookieSettings';
/** The consent record is kept for 180 days, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/**
 * Browsers keep about 4096 bytes per cookie; above this many encoded characters the descriptions
 * are dropped from the stored list (they are display text, the choice is what matters).
 */
export const SETTINGS_COOKIE_MAX_CHARS = 3800;

export type ConsentDecision = 'accepted' | 'rejected';

export interface CookieOptions {
  /** @default '/' */
  path?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The few cookie operations the model needs (the site passes `createBrowserCookieJar()`). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** The part of `Storage` the model uses (the site passes `window.sessionStorage`). */
export interface SessionFlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ConsentState {
  /** `null` until the visitor has chosen (or when the record is unreadable). */
  decision: ConsentDecision | null;
  settings: CookieRecord[];
}

export const NO_CONSENT: ConsentState = Object.freeze({
  decision: null,
  settings: [],
}) as ConsentState;

const cookieOptions: CookieOptions = {
  path: '/',
  maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
  sameSite: 'Lax',
};

function isRecordLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSettings(raw: string): CookieRecord[] {
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new TypeError('cookieSettings is not a list');
  return parsed.map((item, index) => {
    if (!isRecordLike(item) || typeof item.name !== 'string' || typeof item.enabled !== 'boolean') {
      throw new TypeError(`cookieSettings[${index}] is not a cookie record`);
    }
    const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : '');
    return {
      name: item.name,
      path: text('path') || '/',
      description: text('description'),
      value: text('value'),
      enabled: item.enabled,
      // Records written before categories existed grant nothing optional.
      category: text('category') || 'uncategorised',
    };
  });
}

/**
 * Reads the stored record. Anything unreadable is logged (`quiet`: not, as on the server, where
 * any request may send any cookie) and treated as no consent, so the banner asks again.
 */
export function readConsent(jar: CookieJar, { quiet = false } = {}): ConsentState {
  const ignored = (why: string, error?: unknown): ConsentState => {
    if (!quiet) console.warn(`Consent record ignored: ${why}`, error ?? '');
    return NO_CONSENT;
  };
  const decision = jar.get(CONSENT_COOKIE);
  if (decision === undefined) return NO_CONSENT;
  if (decision !== 'accepted' && decision !== 'rejected') {
    return ignored(`${CONSENT_COOKIE}=${JSON.stringify(decision)}`);
  }
  const raw = jar.get(SETTINGS_COOKIE);
  if (raw === undefined) {
    return decision === 'rejected' ? { decision, settings: [] } : ignored(`no ${SETTINGS_COOKIE}`);
  }
  try {
    return { decision, settings: parseSettings(raw) };
  } catch (error) {
    return ignored(SETTINGS_COOKIE, error);
  }
}

function forceNecessary(cookies: readonly CookieRecord[]): CookieRecord[] {
  return cookies.map((c) => (c.category === NECESSARY ? { ...c, enabled: true } : { ...c }));
}

/** The JSON stored in `cookieSettings`, without descriptions when it would not fit a cookie. */
export function serializeSettings(cookies: readonly CookieRecord[]): string {
  const full = JSON.stringify(cookies);
  if (encodeURIComponent(full).length <= SETTINGS_COOKIE_MAX_CHARS) return full;
  return JSON.stringify(cookies.map((c) => ({ ...c, description: '' })));
}

function store(jar: CookieJar, decision: ConsentDecision, settings: CookieRecord[]): ConsentState {
  jar.set(CONSENT_COOKIE, decision, cookieOptions);
  jar.set(SETTINGS_COOKIE, serializeSettings(settings), cookieOptions);
  return { decision, settings };
}

/** "Accept all": `accepted`, every listed cookie enabled. */
export function acceptAll(jar: CookieJar, cookies: readonly CookieRecord[]): ConsentState {
  return store(
    jar,
    'accepted',
    cookies.map((c) => ({ ...c, enabled: true })),
  );
}

/** "Reject all": `rejected` and an empty list (strictly necessary cookies need no consent). */
export function rejectAll(jar: CookieJar): ConsentState {
  return store(jar, 'rejected', []);
}

/**
 * "Save settings" from the dialog: necessary cookies stay on; `accepted` when anything
 * non-necessary is enabled, otherwise `rejected`. The whole list is stored either way.
 */
export function saveSettings(jar: CookieJar, cookies: readonly CookieRecord[]): ConsentState {
  const settings = forceNecessary(cookies);
  const anyOptional = settings.some((c) => c.category !== NECESSARY && c.enabled);
  return store(jar, anyOptional ? 'accepted' : 'rejected', settings);
}

/** Forgets the choice (e.g. to ask again); nothing optional may run afterwards. */
export function clearConsent(jar: CookieJar, session?: SessionFlagStorage): ConsentState {
  jar.remove(CONSENT_COOKIE, { path: '/' });
  jar.remove(SETTINGS_COOKIE, { path: '/' });
  session?.removeItem(BANNER_CLOSED_KEY);
  return NO_CONSENT;
}

/** The banner's close control: stores no cookie, hides the banner for this browser session. */
export function closeBanner(session: SessionFlagStorage): void {
  try {
    session.setItem(BANNER_CLOSED_KEY, '1');
  } catch (error) {
    // Storage can be full or blocked; the banner then simply hides for this page view.
    console.warn('Could not remember that the cookie banner was closed.', error);
  }
}

function closedThisSession(session: SessionFlagStorage): boolean {
  try {
    return session.getItem(BANNER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The banner shows while there is no readable consent record and it was not closed this session. */
export function shouldShowBanner(state: ConsentState, session: SessionFlagStorage): boolean {
  return state.decision === null && !closedThisSession(session);
}

/**
 * May cookies (or scripts) of this category run? Never before a choice. After one, strictly
 * necessary always may; other categories only with `accepted` and an enabled cookie of that
 * category in the stored list.
 */
export function hasConsent(state: ConsentState, category: CookieCategory): boolean {
  if (state.decision === null) return false;
  if (category === NECESSARY) return true;
  if (state.decision !== 'accepted') return false;
  return state.settings.some((c) => c.category === category && c.enabled);
}
