/** The five site locales. `en` is the message source; `th` is the default for visitors. */
export const LOCALES = ['th', 'en', 'zh', 'ja', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
export const SOURCE_LOCALE: Locale = 'en';

/** Native names, each shown in its own language (never a flag: flags are countries). */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  th: 'ไทย',
  en: 'English',
  zh: '中文',
  ja: '日本語',
  nl: 'Nederlands',
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
