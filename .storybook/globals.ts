import type { Locale } from '../design-system';

/**
 * The combination a story renders in. Storybook's toolbar sets it; the Vitest `storybook:*`
 * projects set the defaults at build time so every story is checked by axe in day and night,
 * Thai and English.
 */
declare const __SB_THEME__: 'day' | 'night' | undefined;
declare const __SB_LOCALE__: Locale | undefined;

export const defaultTheme: 'day' | 'night' =
  typeof __SB_THEME__ === 'string' ? __SB_THEME__ : 'day';
export const defaultLocale: Locale = typeof __SB_LOCALE__ === 'string' ? __SB_LOCALE__ : 'en';
