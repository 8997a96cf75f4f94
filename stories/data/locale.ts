import { isLocale, type Locale } from '../../design-system';
import { defaultLocale } from '../../.storybook/globals';

/**
 * The fixture for the story's locale (the toolbar's, or the Vitest project's), so each story
 * shows one language, the page's.
 */
export function forLocale<T>(globals: { locale?: unknown }, table: Record<Locale, T>): T {
  return table[isLocale(globals.locale) ? globals.locale : defaultLocale];
}
