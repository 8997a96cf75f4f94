import { SITE_TIME_ZONE } from '../../cms/src/model/time';
import { LOCALE_TAGS, type Locale } from './locales';
import { memoByKey } from './memo';

/** Dates are shown in Thailand's time zone (cms/src/model/time.ts) whatever the visitor's clock says. */
export { SITE_TIME_ZONE };

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The tag dates are formatted with: Thai in the Buddhist calendar with Latin digits. */
export const dateLocaleTag = (locale: Locale): string =>
  locale === 'th' ? 'th-TH-u-ca-buddhist-nu-latn' : LOCALE_TAGS[locale];

const dateFormats = memoByKey<Intl.DateTimeFormat>();
function dateFormat(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  // Thai: Buddhist calendar (Gregorian + 543), "DD MMMM YYYY" and the "HH:mm" variant.
  return dateFormats(
    `${locale}:${withTime}`,
    () =>
      new Intl.DateTimeFormat(dateLocaleTag(locale), {
        day: locale === 'th' ? '2-digit' : 'numeric',
        month: 'long',
        year: 'numeric',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
        timeZone: SITE_TIME_ZONE,
      }),
  );
}

/**
 * Formats a date for the visitor's locale. Thai uses the Buddhist year, e.g. 2026-11-21 ->
 * "21 พฤศจิกายน 2569" (with `withTime`: "21 พฤศจิกายน 2569 14:05"). Returns null for a missing or
 * invalid date, so the caller shows its "not specified" label.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  locale: Locale,
  options: { withTime?: boolean } = {},
): string | null {
  const d = toDate(value);
  if (!d) return null;
  const withTime = options.withTime ?? false;
  if (locale !== 'th') return dateFormat(locale, withTime).format(d);
  const parts = dateFormat('th', withTime).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('day')} ${get('month')} ${get('year')}`;
  return withTime ? `${date} ${get('hour')}:${get('minute')}` : date;
}

/** ISO date (YYYY-MM-DD) for a `<time dateTime>` attribute. */
export function isoDate(value: Date | string | number | null | undefined): string | null {
  const d = toDate(value);
  return d ? d.toISOString() : null;
}

const currencyFormats = memoByKey<Intl.NumberFormat>();
/** Thai baht with two decimals in the visitor's locale, e.g. th "฿1,234.50". */
export function formatTHB(amount: number, locale: Locale): string {
  return currencyFormats(
    locale,
    () =>
      new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency: 'THB',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}
