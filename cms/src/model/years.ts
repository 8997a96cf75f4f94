/**
 * Calendar years and months in Thailand (the site's time zone: ./time.ts), for a list's year and
 * month filters. A module of its own, so that only the pages that filter by date load it.
 */
import { SITE_TIME_ZONE, siteDate } from './time';

let siteClock: Intl.DateTimeFormat | undefined;

/** Milliseconds the site's time zone is ahead of UTC at `at` (its clock minus UTC's). */
function siteOffsetMs(at: Date): number {
  const parts = (siteClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })).formatToParts(at);
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
  return { start: siteMidnight(year, 0), end: siteMidnight(year + 1, 0) };
}

/**
 * A calendar month in Thailand as instants (`month` 1 to 12): `start` is the 1st at 00:00 there,
 * `end` the next month's (exclusive), both ISO strings (a list's month filter).
 */
export function siteMonthRange(year: number, month: number): { start: string; end: string } {
  return { start: siteMidnight(year, month - 1), end: siteMidnight(year, month) };
}

/** The first of a month (`monthIndex` 0 to 11, or 12 for the next year's January) at 00:00 in Thailand. */
function siteMidnight(year: number, monthIndex: number): string {
  const midnightUtc = Date.UTC(year, monthIndex, 1);
  return new Date(midnightUtc - siteOffsetMs(new Date(midnightUtc))).toISOString();
}

/** The year in Thailand of an instant (an entry dated 1 January 00:30 there is of that year). */
export const siteYear = (value: string | number | Date): number =>
  Number(siteDate(new Date(value)).slice(0, 4));

/**
 * The last instant of a day (`YYYY-MM-DD`) in Thailand, as an ISO instant: until when something
 * open "until that day" is open (a job's `validThrough`; the same rule as `hasClosed`).
 */
export function siteDayEnd(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(y, m - 1, d + 1);
  return new Date(nextMidnightUtc - siteOffsetMs(new Date(nextMidnightUtc)) - 1).toISOString();
}
