/**
 * Calendar years in Thailand (the site's time zone: ./time.ts), for a list's year filter. A module
 * of its own, so that only the pages that filter by year load it.
 */
import { SITE_TIME_ZONE, siteDate } from './time';

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

/**
 * The last instant of a day (`YYYY-MM-DD`) in Thailand, as an ISO instant: until when something
 * open "until that day" is open (a job's `validThrough`; the same rule as `hasClosed`).
 */
export function siteDayEnd(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(y, m - 1, d + 1);
  return new Date(nextMidnightUtc - siteOffsetMs(new Date(nextMidnightUtc)) - 1).toISOString();
}
