import { SITE_TIME_ZONE } from '../../cms/src/model/time';
import { dateLocaleTag } from './format';
import type { Locale } from './locales';
import { memoByKey } from './memo';

/** Formatters by locale and kind, made once (a year filter formats every year of a list). */
const formats = memoByKey<Intl.DateTimeFormat>();
function format(locale: Locale, kind: 'year' | 'month'): Intl.DateTimeFormat {
  return formats(
    `${locale}:${kind}`,
    () =>
      new Intl.DateTimeFormat(
        dateLocaleTag(locale),
        kind === 'year'
          ? { year: 'numeric', timeZone: SITE_TIME_ZONE }
          : { month: 'long', timeZone: 'UTC' },
      ),
  );
}

/**
 * A calendar year as the visitor's locale writes it: Thai in the Buddhist era ("พ.ศ. 2569" for
 * 2026), Chinese and Japanese "2026年", English and Dutch "2026".
 */
export function formatYear(year: number, locale: Locale): string {
  return format(locale, 'year').format(new Date(Date.UTC(year, 6, 1)));
}

/**
 * A month's name as the visitor's locale writes it when it stands alone ("มกราคม", "January",
 * "1月", "januari"); `month` is 1 to 12.
 */
export function formatMonth(month: number, locale: Locale): string {
  return format(locale, 'month').format(new Date(Date.UTC(2000, month - 1, 15)));
}
