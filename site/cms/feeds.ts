/**
 * The addresses of the lists' Atom feeds (docs/behaviour.md#feeds): which list pages have one
 * (the registry's `feed`), the filters a feed takes, and its address both ways. Plain data, for
 * the list page (its link and head) and the page service (site/server/feeds.ts, which writes them).
 */
import { isLocale, type Locale } from '../../design-system';
import { COLLECTIONS, localePath, type CollectionDef, type ListPage } from './collections';

/** The file name a list's feed has under the list's address. */
export const FEED_FILE = 'feed.atom';
export const ATOM_TYPE = 'application/atom+xml';

/** The list pages with a feed, by their path (without the locale). */
const followable = new Map<string, { def: CollectionDef; listPage: ListPage }>(
  COLLECTIONS.filter((c) => c.feed && !c.embeddedIn).flatMap((def) =>
    def.listPages.map((listPage): [string, { def: CollectionDef; listPage: ListPage }] => [
      listPage.path,
      { def, listPage },
    ]),
  ),
);

/** The filters of a feed (and of its list page) that `params` asks for and the list accepts. */
export function feedFilters(
  def: Pick<CollectionDef, 'filters'>,
  listPage: ListPage,
  params: URLSearchParams,
): { category?: string; region?: string } {
  const category = params.get('category') ?? '';
  const region = params.get('region') ?? '';
  return {
    ...(listPage.categories &&
    listPage.categories.length > 1 &&
    listPage.categories.includes(category)
      ? { category }
      : {}),
    ...(def.filters.region && /^[A-Za-z0-9]{1,64}$/.test(region) ? { region } : {}),
  };
}

export const withQuery = (path: string, filters: { category?: string; region?: string }) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * The address of a list's feed with the filters the visitor chose (what the list page links to
 * and announces), or undefined when the list has none.
 */
export function feedHref(
  locale: Locale,
  listPath: string,
  filters: { category?: string; region?: string } = {},
): string | undefined {
  if (!followable.has(listPath)) return undefined;
  return withQuery(`${localePath(locale, listPath)}/${FEED_FILE}`, filters);
}

/** The feed an address names, or null. */
export function feedOf(
  pathname: string,
): { locale: Locale; def: CollectionDef; listPage: ListPage } | null {
  const m = /^\/([a-z]{2})(\/.+)\/feed\.atom$/.exec(pathname);
  if (!m || !isLocale(m[1])) return null;
  const found = followable.get(m[2]!);
  return found ? { locale: m[1], ...found } : null;
}
