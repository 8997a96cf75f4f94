/**
 * Builders for the exact Strapi 5 query objects the site sends (the shapes tests/cms proves the
 * CMS answers; serialised by the client with `qs.stringify(params, { encodeValuesOnly: true })`).
 * Each builder returns `{ path, params }`; `now` is a parameter so tests get literal strings.
 */
import type { QueryParams } from './client';
import type { CollectionDef, SingleTypeDef } from './collections';

const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 20;
/** Items per collection in the shell search (SPEC.search.pageSize). */
export const SEARCH_PAGE_SIZE = 5;
/** Footer data-governance links: one page large enough for every sitemap post. */
export const SITEMAP_PAGE_SIZE = 100;

/** Newest first: by publish_date where set, then createdAt (docs/behaviour.md#content-and-calls). */
export const SORT = ['publish_date:desc', 'createdAt:desc'] as const;

export interface Built {
  path: string;
  params: QueryParams;
}

/** Only entries whose publish_date is empty or not later than now are shown (docs/behaviour.md#content-and-calls). */
export function visibilityFilter(now: Date = new Date()) {
  return {
    $or: [{ publish_date: { $lte: now.toISOString() } }, { publish_date: { $null: true } }],
  };
}

/** Is this entry visible now? (Detail answers are checked too: findOne takes no filters.) */
export function isVisible(item: { publish_date?: string | null }, now: Date = new Date()): boolean {
  if (!item.publish_date) return true;
  const t = Date.parse(item.publish_date);
  return Number.isNaN(t) || t <= now.getTime();
}

export interface ListOptions {
  locale: string;
  page?: number;
  pageSize?: number;
  /** Category name(s): one -> `$eq`, several -> `$in`. */
  category?: string | readonly string[];
  /** Category documentId. */
  categoryId?: string;
  /** Region documentId. */
  regionId?: string;
  /**
   * Entries dated from `start` (inclusive) to `end` (exclusive), ISO instants: by publish_date,
   * else createdAt, as cards show them (a list's year filter: siteYearRange).
   */
  dated?: { start: string; end: string };
  /**
   * Only what a card shows (CARD_FIELDS and the collection's `cardFields`): the stored summary
   * instead of the whole body, which made a list of 20 cost its 20 bodies.
   */
  cards?: boolean;
  /** Only entries flagged `featured` (a collection with the flag: posts). */
  featured?: boolean;
  now?: Date;
}

/** The fields of an entry a card reads (its image and relations are populated besides). */
export const CARD_FIELDS = ['title', 'summary', 'publish_date', 'createdAt'] as const;

function positive(n: number | undefined, fallback: number): number {
  return Number.isInteger(n) && (n as number) > 0 ? (n as number) : fallback;
}

/** What a card reads of each file it links (CollectionDef.cardFiles): never its formats or uses. */
export const CARD_FILE_FIELDS = ['name', 'url', 'ext', 'mime', 'size'] as const;

/** What a card reads of each card relation: its label (`title`) and what decides its route. */
export const CARD_RELATION_FIELDS: Record<CollectionDef['relations'][number], readonly string[]> = {
  category: ['name', 'title'],
  region: ['name', 'title'],
  post_type: ['post_type_name', 'title'],
};

/**
 * What a list or a search populates: the image and the collection's card relations
 * (CollectionDef.relations), not every relation with its localizations (`*`): a third of the CMS's
 * work per read and most of the answer's size. For cards (`cards`), each relation brings only
 * CARD_RELATION_FIELDS, not its own body.
 */
export function cardPopulate(
  def: Pick<CollectionDef, 'relations'> & Partial<Pick<CollectionDef, 'cardFiles'>>,
  cards = false,
): Record<string, true | { fields: string[] }> {
  return Object.fromEntries([
    ['image', true],
    ...(cards ? (def.cardFiles ?? []) : []).map((name) => [
      name,
      { fields: [...CARD_FILE_FIELDS] },
    ]),
    ...def.relations.map((name) => [
      name,
      cards ? { fields: [...CARD_RELATION_FIELDS[name]] } : true,
    ]),
  ]);
}

/** Entries dated in [start, end): by publish_date, or by createdAt where it has none. */
export function datedFilter({ start, end }: { start: string; end: string }) {
  const within = { $gte: start, $lt: end };
  return {
    $or: [
      { publish_date: within },
      { $and: [{ publish_date: { $null: true } }, { createdAt: within }] },
    ],
  };
}

/**
 * The oldest dated entry of a collection in a locale (its publish_date only): where a list's year
 * filter starts. One row, read through the list order's index backwards.
 */
export function oldestQuery(
  def: Pick<CollectionDef, 'apiPath'>,
  locale: string,
  now?: Date,
): Built {
  return {
    path: def.apiPath,
    params: {
      fields: ['publish_date'],
      sort: ['publish_date:asc'],
      filters: { ...visibilityFilter(now), publish_date: { $notNull: true } },
      pagination: { page: 1, pageSize: 1 },
      locale,
    },
  };
}

/** The list query: populate, sort, visibility, pagination, locale and the optional filters. */
export function listQuery(
  def: Pick<CollectionDef, 'apiPath' | 'relations' | 'cardFields'> &
    Partial<Pick<CollectionDef, 'cardFiles'>>,
  opts: ListOptions,
): Built {
  const filters: Record<string, unknown> = { ...visibilityFilter(opts.now) };
  const category: Record<string, unknown> = {};
  const names = typeof opts.category === 'string' ? [opts.category] : opts.category;
  if (names && names.length === 1) category.name = { $eq: names[0] };
  else if (names && names.length > 1) category.name = { $in: [...names] };
  if (opts.categoryId) category.documentId = { $eq: opts.categoryId };
  if (Object.keys(category).length) filters.category = category;
  if (opts.regionId) filters.region = { documentId: { $eq: opts.regionId } };
  if (opts.dated) filters.$and = [datedFilter(opts.dated)];
  if (opts.featured) filters.featured = { $eq: true };
  return {
    path: def.apiPath,
    params: {
      ...(opts.cards ? { fields: [...CARD_FIELDS, ...def.cardFields] } : {}),
      populate: cardPopulate(def, opts.cards),
      sort: [...SORT],
      filters,
      pagination: {
        page: positive(opts.page, DEFAULT_PAGE),
        pageSize: positive(opts.pageSize, DEFAULT_PAGE_SIZE),
      },
      locale: opts.locale,
    },
  };
}

/** One entry by documentId in a locale, relations and media populated. */
export function detailQuery(
  def: Pick<CollectionDef, 'apiPath'>,
  documentId: string,
  locale: string,
): Built {
  return {
    path: `${def.apiPath}/${encodeURIComponent(documentId)}`,
    params: { populate: '*', locale },
  };
}

/** A single type's content in a locale. */
export function singleQuery(def: Pick<SingleTypeDef, 'apiPath'>, locale: string): Built {
  return { path: def.apiPath, params: { populate: '*', locale } };
}

export interface SearchOptions {
  locale: string;
  page?: number;
  pageSize?: number;
}

/**
 * One collection's read of the site search: the CMS's search endpoint for it
 * (cms/src/api/search: `$containsi` on the registry's search fields, visible published entries of
 * the locale, newest first, the fields a hit shows), paged (5 by default).
 */
export function searchQuery(
  def: Pick<CollectionDef, 'key' | 'searchFields'>,
  text: string,
  opts: SearchOptions,
): Built {
  return {
    path: `/api/search/${def.key}`,
    params: {
      q: text,
      locale: opts.locale,
      page: positive(opts.page, DEFAULT_PAGE),
      pageSize: positive(opts.pageSize, SEARCH_PAGE_SIZE),
      match: def.searchFields.join(','),
    },
  };
}

/**
 * The site search's one read of several collections: the CMS's federated search endpoint
 * (GET /api/search, cms/src/api/search) with each collection's search fields under `in`, the same
 * page and page size for all. Answers `{ data: { <key>: <list envelope> }, meta: { total } }`.
 */
export function federatedSearchQuery(
  defs: ReadonlyArray<Pick<CollectionDef, 'key' | 'searchFields'>>,
  text: string,
  opts: SearchOptions,
): Built {
  return {
    path: '/api/search',
    params: {
      q: text,
      locale: opts.locale,
      page: positive(opts.page, DEFAULT_PAGE),
      pageSize: positive(opts.pageSize, SEARCH_PAGE_SIZE),
      in: Object.fromEntries(defs.map((def) => [def.key, def.searchFields.join(',')])),
    },
  };
}

/** The data-governance footer links: titles of the visible sitemap posts. */
export function sitemapQuery(
  def: Pick<CollectionDef, 'apiPath'>,
  locale: string,
  now?: Date,
): Built {
  return {
    path: def.apiPath,
    params: {
      fields: ['title'],
      sort: [...SORT],
      filters: visibilityFilter(now),
      pagination: { page: 1, pageSize: SITEMAP_PAGE_SIZE },
      locale,
    },
  };
}

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/**
 * A draft (or published) entry for the preview route: the detail / single query plus `status`.
 * The preview token (minted by the CMS admin for this one document) travels only in the
 * `x-preview-token` header, never in the query string.
 */
export function previewQuery(
  def: Pick<CollectionDef, 'apiPath'>,
  documentId: string | undefined,
  locale: string,
  token: string,
  status: string = 'draft',
): Built & { headers: Record<string, string> } {
  const base = documentId ? detailQuery(def, documentId, locale) : singleQuery(def, locale);
  return {
    ...base,
    params: { ...base.params, status: status === 'published' ? 'published' : 'draft' },
    headers: { [PREVIEW_TOKEN_HEADER]: token },
  };
}
