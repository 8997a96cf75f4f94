/**
 * The site's clock: dates that the public sees (closing dates, publication days) are days in
 * Thailand, whatever the server's or the visitor's time zone. The CMS (which refuses a late job
 * application) and the site (which says a job has closed) both decide with `hasClosed`, on
 * the day `siteDate` gives.
 */
export const SITE_TIME_ZONE = 'Asia/Bangkok';

/**
 * Today's date in Thailand as `YYYY-MM-DD` (`en-CA` writes dates in ISO order). The formatter is
 * made on call, so importing `SITE_TIME_ZONE` alone costs the first page nothing.
 */
export const siteDate = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * Whether something open "until `closing`" (a `YYYY-MM-DD` date, inclusive) has closed at `now`.
 * No date: never closes.
 */
export const hasClosed = (closing: string | null | undefined, now: Date = new Date()): boolean =>
  typeof closing === 'string' && closing !== '' && closing.slice(0, 10) < siteDate(now);

/** Milliseconds the site's time zone is ahead of UTC at `at` (its clock minus UTC's). */
function siteOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * A calendar year in Thailand as instants: `start` is 1 January 00:00 there, `end` the next year's
 * (exclusive), both ISO strings (a list's year filter: site/cms/query.ts).
 */
export function siteYearRange(year: number): { start: string; end: string } {
  const at = (y: number) => {
    const midnightUtc = Date.UTC(y, 0, 1);
    return new Date(midnightUtc - siteOffsetMs(new Date(midnightUtc))).toISOString();
  };
  return { start: at(year), end: at(year + 1) };
}

/** The year in Thailand of an instant (an entry dated 1 January 00:30 there is of that year). */
export const siteYear = (value: string | number | Date): number =>
  Number(siteDate(new Date(value)).slice(0, 4));
