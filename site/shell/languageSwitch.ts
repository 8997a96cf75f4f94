/**
 * Language switch (docs/behaviour.md#language-switch): before moving to another locale,
 * `HEAD /{locale}{path}` asks the site server whether that page exists in that locale (it asks the
 * CMS: site/server/pageExists.ts). 200 -> the same page in the new locale; 404, any other answer or
 * a failed check -> the new locale's home with a notice (`?notice=unavailable&from=<locale>`), which
 * the shell shows as "This page is not available in {language}".
 */
import { LOCALES, isLocale, type Locale } from '../../design-system';

export const NOTICE_PARAM = 'notice';
export const NOTICE_UNAVAILABLE = 'unavailable';
export const FROM_PARAM = 'from';

export interface LanguageCheckOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Give up (and go home) after this long. @default 5000 */
  timeoutMs?: number;
}

/** Splits `/th/post/x?y#z` into the locale ('th') and the rest ('/post/x?y#z'). */
export function splitLocale(path: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] ?? '' };
  return { locale: null, rest: path };
}

/** The locale home with the "not available" notice. */
export function unavailableHref(target: Locale, from: Locale | null): string {
  const params = new URLSearchParams({ [NOTICE_PARAM]: NOTICE_UNAVAILABLE });
  if (from) params.set(FROM_PARAM, from);
  return `/${target}?${params.toString()}`;
}

/** Reads the notice from a location's search string (for the shell's notice slot). */
export function readNotice(search: string): { unavailable: boolean; from: Locale | null } {
  const params = new URLSearchParams(search);
  const from = params.get(FROM_PARAM);
  return {
    unavailable: params.get(NOTICE_PARAM) === NOTICE_UNAVAILABLE,
    from: isLocale(from) ? from : null,
  };
}

/**
 * Where the language switch should go: the current page in `targetLocale` when the server says it
 * exists there, else that locale's home with the notice. `currentPath` is the location's path (with
 * or without its locale prefix; search and hash are kept). Never rejects.
 */
export async function checkPathInLocale(
  targetLocale: Locale,
  currentPath: string,
  { fetch: fetchFn = globalThis.fetch, signal, timeoutMs = 5_000 }: LanguageCheckOptions = {},
): Promise<string> {
  const { locale: from, rest } = splitLocale(
    currentPath.startsWith('/') ? currentPath : `/${currentPath}`,
  );
  const pathOnly = rest.replace(/[?#].*$/, '');
  const suffix = rest.slice(pathOnly.length);
  // The home page exists in every locale; the notice itself is never carried over.
  if (pathOnly === '' || pathOnly === '/') return `/${targetLocale}`;
  const target = `/${targetLocale}${pathOnly}`;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    const res = await fetchFn(target, {
      method: 'HEAD',
      signal:
        signal && typeof AbortSignal.any === 'function'
          ? AbortSignal.any([signal, timeout])
          : timeout,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (res.status === 200) return `${target}${suffix}`;
  } catch (error) {
    console.warn('[ditp] language availability check failed', error);
  }
  return unavailableHref(targetLocale, from);
}

export { LOCALES };
