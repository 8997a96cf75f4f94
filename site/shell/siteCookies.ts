import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CookieRecord } from '../../design-system';

/** Every cookie the site may set, with its purpose (the one list: consent records name these). */
const COOKIES: ReadonlyArray<{ name: string; category: string; description: MessageDescriptor }> = [
  {
    name: 'cookieConsent',
    category: 'necessary',
    description: msg`Remembers whether you accepted or rejected optional cookies.`,
  },
  {
    name: 'cookieSettings',
    category: 'necessary',
    description: msg`Remembers which optional cookies you allowed.`,
  },
  {
    name: 'token',
    category: 'necessary',
    description: msg`Keeps you signed in to your DITP account.`,
  },
  {
    name: '_ga',
    category: 'analytics',
    description: msg`Google Analytics: counts visits and page views anonymously so we can improve the site.`,
  },
];

/**
 * Every cookie the site may set, for the settings dialog (descriptions in the visitor's language;
 * none without `i18n`, as in the record the server writes for the banner's form post).
 * Optional cookies are off unless said otherwise: under the PDPA consent is opt-in, so the dialog
 * of a visitor who has not chosen shows them off, and "Save settings" without a change records
 * only the strictly necessary.
 */
export function siteCookies(i18n: I18n | null, optionalEnabled = false): CookieRecord[] {
  return COOKIES.map(({ name, category, description }) => ({
    name,
    path: '/',
    description: i18n ? i18n._(description) : '',
    value: '',
    enabled: category === 'necessary' || optionalEnabled,
    category,
  }));
}
