/**
 * The session token (docs/behaviour.md#sessions: a cookie named `token`). Set with `SameSite=Lax`, `Path=/`,
 * and `Secure` whenever the page is served over https (docs/quality.md#security). The CMS client reads it for
 * the bearer header and removes it when a call answers 401/403 with it (session expired).
 */

export const TOKEN_COOKIE = 'token';

/** The minimal `document` surface these helpers need (so tests can pass a fake). */
export interface CookieTarget {
  cookie: string;
  location?: { protocol: string };
}

const defaultTarget = (): CookieTarget | null =>
  typeof document === 'undefined' ? null : document;

function attributes(target: CookieTarget, extra: string[]): string {
  const secure = (target.location?.protocol ?? globalThis.location?.protocol) === 'https:';
  return ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : []), ...extra].join('; ');
}

/** The token from the `token` cookie, or null when there is none (or no document). */
export function getToken(target: CookieTarget | null = defaultTarget()): string | null {
  if (!target) return null;
  for (const part of target.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Stores the token. `maxAgeSeconds` omitted: a session cookie (gone when the browser closes).
 */
export function setToken(
  token: string,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
  target: CookieTarget | null = defaultTarget(),
): void {
  if (!target) return;
  const extra = maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.floor(maxAgeSeconds)}`];
  target.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes(target, extra)}`;
}

/** Removes the token cookie (session expired, logout). */
export function removeToken(target: CookieTarget | null = defaultTarget()): void {
  if (!target) return;
  target.cookie = `${TOKEN_COOKIE}=; ${attributes(target, ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'])}`;
}
