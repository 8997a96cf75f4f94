/**
 * The site's clock: dates that the public sees (closing dates, publication days) are days in
 * Thailand, whatever the server's or the visitor's time zone. The CMS (which refuses a late job
 * application) and the site (which says a job has closed) both decide with `hasClosed`, on
 * the day `siteDate` gives.
 */
export const SITE_TIME_ZONE = 'Asia/Bangkok';

let isoDay: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Thailand as `YYYY-MM-DD` (`en-CA` writes dates in ISO order). The formatter is
 * made at the first call (so importing `SITE_TIME_ZONE` alone costs the first page nothing), then
 * reused: making one costs far more than using it, and a list page asks once per card.
 */
export const siteDate = (now: Date = new Date()): string =>
  (isoDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(now);

/**
 * Whether something open "until `closing`" (a `YYYY-MM-DD` date, inclusive) has closed at `now`.
 * No date: never closes.
 */
export const hasClosed = (closing: string | null | undefined, now: Date = new Date()): boolean =>
  typeof closing === 'string' && closing !== '' && closing.slice(0, 10) < siteDate(now);
