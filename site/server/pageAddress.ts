/**
 * The address a page is rendered and cached under. Only the query parameters a page reads change
 * what the server renders, so only those are kept, once each, in a fixed order: `?utm_source=…`,
 * `?fbclid=…` or any made-up parameter lands on the same cached page as the bare address, instead
 * of costing a render and a round of CMS reads each (the cache could otherwise be bypassed at
 * will). The render gets the same canonical address, so a parameter that is dropped here can never
 * change the markup.
 *
 * The list is the one the pages use (`useSearchParams().get(…)`, the shell's language notice);
 * tests/unit/site/pageAddress.test.ts fails when a page reads a parameter missing here. Previews
 * (`/{locale}/preview/…?secret=`) are never rendered on the server.
 */
import { FROM_PARAM, NOTICE_PARAM } from '../shell/languageSwitch';

/**
 * An address ending in a file extension: no page of the site has one (site/routes.tsx). The page
 * service answers such an address only for its own files (sitemaps, feeds), else with a plain 404;
 * the browser app follows a link to one with a full load, never through its router.
 */
export const NOT_A_PAGE = /\.[A-Za-z0-9]{1,16}$/;

/** Every query parameter a server-rendered page reads, in the order they are written. */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  'category', // collection lists: the category filter
  FROM_PARAM, // the language notice: the locale the visitor came from
  NOTICE_PARAM, // the language notice: "this page is not available in …"
  'month', // collection lists: the month filter (with a year)
  'page', // collection lists and search results: the page number
  'query', // the locale home: the full search results page
  'region', // collection lists and the offices page: the region filter
  'topic', // the contact form: the preselected topic
  'type', // search results: the type (collection) chosen
  'year', // collection lists: the year filter
].sort();

/**
 * Parameters whose value is a secret a page reads only in the visitor's browser (the newsletter
 * links' `?token=`): the server renders the page as if one were present (same markup: the token is
 * never shown), and neither the secret nor one cache entry per token is kept.
 */
export const PRESENCE_ONLY_QUERY_PARAMS: readonly string[] = ['token'];

/** Longest value kept (a search text of 10,000 Thai characters fits; anything longer is cut). */
const MAX_VALUE_LENGTH = 10_000;

/**
 * `pathname` plus the page's own query parameters (first value of each, empty ones dropped), in
 * PAGE_QUERY_PARAMS order: e.g. `/th/ditp-news?page=2&region=x` for
 * `/th/ditp-news?utm_source=a&region=x&page=2&page=3`.
 */
export function canonicalPageAddress(pathname: string, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value) kept.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  for (const name of PRESENCE_ONLY_QUERY_PARAMS) if (given.get(name)) kept.set(name, 'present');
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
