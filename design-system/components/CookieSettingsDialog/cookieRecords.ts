/**
 * What the cookie settings dialog lists: one record per cookie, grouped by purpose. The site owns
 * the consent model (which cookies it writes, when and how long they last) and passes its records
 * in; the design system only shows them and hands back the visitor's choice.
 */

/** Cookie purposes. `necessary` is always on; the site may pass other categories. */
export type CookieCategory =
  'necessary' | 'analytics' | 'preferences' | 'functional' | 'marketing' | (string & {});

export const NECESSARY: CookieCategory = 'necessary';

/** One cookie as listed in the settings dialog. */
export interface CookieRecord {
  name: string;
  path: string;
  /** What the cookie is for (shown in the settings dialog). */
  description: string;
  /** Example or current value, shown where useful (may be empty). */
  value: string;
  enabled: boolean;
  category: CookieCategory;
}
