/**
 * THE locale list of the site and the CMS: everything else imports it (the design system, the
 * site, the CMS, Lingui's config, the scripts and the tests).
 * `tests/unit/oneSource.test.ts` fails when a second list appears. Adding a locale: one entry here,
 * its Lingui catalog, its native name and tag below, its mail texts and its seed content.
 *
 * Plain TypeScript without imports: the CMS compiles it with its own tsconfig (CommonJS), the
 * site with Vite, the `.mjs` scripts load it through jiti.
 */
export const LOCALES = ['th', 'en', 'zh', 'ja', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a visitor gets without a choice, and the CMS's default locale. */
export const DEFAULT_LOCALE: Locale = 'th';
/** The language the messages are written in (Lingui's source locale). */
export const SOURCE_LOCALE: Locale = 'en';

/** Native names, each shown in its own language (never a flag: flags are countries). */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  th: 'ไทย',
  en: 'English',
  zh: '中文',
  ja: '日本語',
  nl: 'Nederlands',
};

/** English names, as the CMS's editors see them in the admin. */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = {
  th: 'Thai',
  en: 'English',
  zh: 'Chinese',
  ja: 'Japanese',
  nl: 'Dutch',
};

/** BCP 47 tags for Intl and `lang`/`hreflang`. */
export const LOCALE_TAGS: Record<Locale, string> = {
  th: 'th-TH',
  en: 'en-GB',
  zh: 'zh-CN',
  ja: 'ja-JP',
  nl: 'nl-NL',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
