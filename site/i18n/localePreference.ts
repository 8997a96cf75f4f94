import { DEFAULT_LOCALE, isLocale, type Locale } from '../../design-system';

const KEY = 'ditp:locale';

/** The visitor's last locale, else Thai. */
export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Storage unavailable: the URL still carries the locale.
  }
}
