import { FONT_SCALE } from './fontScale.ts';

/** Visitor's theme choice; `system` follows `prefers-color-scheme`. */
export type ColorModePreference = 'day' | 'night' | 'system';
export type ColorMode = 'day' | 'night';

export const COLOR_MODE = {
  storageKey: 'ds:color-mode',
  attribute: 'data-theme',
  query: '(prefers-color-scheme: dark)',
} as const;

/**
 * Blocking head script, inlined into index.html before any stylesheet renders: applies the stored
 * colour mode (else the system preference), the stored text size and the route's language to
 * <html> before first paint, so there is no flash. Kept tiny and dependency-free; its SHA-256 is
 * the only inline script the Content-Security-Policy admits. `locales`: the site's locale codes,
 * the first path segments that set `lang`.
 */
export const headScript = (locales: readonly string[]): string =>
  `(function(){try{var d=document.documentElement,s=window.localStorage,m=s.getItem('${COLOR_MODE.storageKey}');if(m!=='day'&&m!=='night'){m=window.matchMedia&&window.matchMedia('${COLOR_MODE.query}').matches?'night':'day'}d.setAttribute('${COLOR_MODE.attribute}',m);var f=s.getItem('${FONT_SCALE.storageKey}');if(${JSON.stringify(FONT_SCALE.steps.map(String))}.indexOf(f)>-1){d.setAttribute('${FONT_SCALE.attribute}',f)}var l=window.location.pathname.split('/')[1];if(${JSON.stringify(locales)}.indexOf(l)>-1){d.lang=l}}catch(e){}})();`;

export function parseColorModePreference(value: string | null | undefined): ColorModePreference {
  return value === 'day' || value === 'night' ? value : 'system';
}

export function resolveColorMode(preference: ColorModePreference, systemDark: boolean): ColorMode {
  if (preference === 'system') return systemDark ? 'night' : 'day';
  return preference;
}
