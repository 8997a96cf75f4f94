import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MAX_FEDERATED } from '../../../public/classify';
import type { Context } from 'koa';
import { ftsFor, ftsPage } from '../../../search/index-store';
import { matchSnippet, stripHtml } from '../../../model/html';
import {
  bad,
  knownLocales,
  ROUTE_RELATIONS,
  publicCollection,
  visibleWhere,
  wholeNumber,
} from '../../../public/content';

/**
 * GET /api/search/:collection?q=&locale=&page=&pageSize=&match=title,content_html
 * GET /api/search?q=&locale=&page=&pageSize=&in[<collection>]=title,content_html&in[...]=... (federated)
 *
 * One collection's page of search hits, in the REST list envelope (`{ data, meta: { pagination } }`):
 * published entries of that locale whose `publish_date` is empty or not later than now, with any of
 * the `match` fields containing `q` (case-insensitive, `%`, `_` and `\` literal), newest first
 * (publish_date, then createdAt). Each hit carries only what a search result shows: documentId,
 * title, summary (the body's stored text, not the body), publish_date, createdAt, link_url (where
 * the type has it), the image's url and formats, the category name and post type that decide its
 * route, and `snippet`: about SNIPPET_LENGTH characters of text around the first place `q` occurs
 * in a matched field other than the title (else of the summary), as alternating pieces
 * `[text, match, text, ...]` that the site renders with the matches in `<mark>` (model/html.ts
 * matchSnippet). The bodies are read for the page's hits only, and never sent.
 *
 * On SQLite, text of three characters or more is looked up in the collection's trigram index
 * (cms/src/search/index-store.ts) rather than by `LIKE` over every row: same matches, same order.
 *
 * Why not the collection's REST `find` with filters: a site search reads sixteen collections,
 * and the REST layer's validation and sanitisation of such a query cost several times the database
 * work (measured: 16 reads in ~200 ms through `find`, see the README's search figures). This reads
 * through the query engine, with its own strict validation of every parameter, and exposes nothing
 * `find` does not: only collections whose `find` the public role has (publicActions, the one list
 * of what is public), only published entries, only the fields listed above.
 */

const MAX_QUERY_LENGTH = 1000;
const MAX_PAGE_SIZE = 100;
const HIT_FIELDS = ['documentId', 'title', 'summary', 'publish_date', 'createdAt', 'link_url'];
/** Characters of a hit's snippet: what a result shows (the site's cards cut at 160 too). */
const SNIPPET_LENGTH = 160;
const MATCHABLE_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid']);

/** Validated search text, locale, page and page size of a search request (400 on anything else). */
async function commonParams(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  allowed: string[],
) {
  for (const key of Object.keys(query))
    if (!allowed.includes(key)) throw bad(`Unknown parameter "${key}"`, key);
  const q = query.q;
  if (typeof q !== 'string' || q.trim() === '') throw bad('q must be a non-empty text', 'q');
  if ([...q].length > MAX_QUERY_LENGTH)
    throw bad(`q must be at most ${MAX_QUERY_LENGTH} characters`, 'q');
  const locale = query.locale;
  if (typeof locale !== 'string' || !(await knownLocales(strapi)).has(locale))
    throw bad('locale is not one of the site locales', 'locale');
  const page = wholeNumber(query.page, { fallback: 1, min: 1, max: 100_000 }, 'page');
  const pageSize = wholeNumber(
    query.pageSize,
    { fallback: 5, min: 1, max: MAX_PAGE_SIZE },
    'pageSize',
  );
  return { q, locale, page, pageSize };
}

/** The searchable collection `plural` and its validated `match` fields (404 / 400 otherwise). */
function target(strapi: Core.Strapi, plural: string, rawMatch: unknown, path: string) {
  const type = publicCollection(strapi, plural);
  if (!type) throw new errors.NotFoundError(`No searchable collection "${plural}"`);
  const { uid, attributes } = type;
  if (rawMatch !== undefined && typeof rawMatch !== 'string')
    throw bad(`${path} must be a comma-separated list of fields`, path);
  const match: string[] = rawMatch ? rawMatch.split(',') : ['title'];
  for (const field of match) {
    if (!MATCHABLE_TYPES.has(attributes[field]?.type ?? ''))
      throw bad(`${path}: "${field}" is not a text field of ${plural}`, path);
  }
  return { uid, attributes, match };
}

/** One collection's page of hits, in the REST list envelope. */
async function searchOne(
  strapi: Core.Strapi,
  { uid, attributes, match }: ReturnType<typeof target>,
  { q, locale, page, pageSize }: Awaited<ReturnType<typeof commonParams>>,
) {
  const where = {
    locale,
    $and: [
      visibleWhere(attributes),
      { $or: match.map((field: string) => ({ [field]: { $containsi: q } })) },
    ],
  };
  const populate: Record<string, { select: string[] }> = {};
  if (attributes.image?.type === 'media') populate.image = { select: ['url', 'formats'] };
  for (const [name, fields] of Object.entries(ROUTE_RELATIONS)) {
    if (attributes[name]?.type === 'relation') populate[name] = { select: fields };
  }
  const hitFields = HIT_FIELDS.filter(
    (f) => f === 'documentId' || f === 'createdAt' || f in attributes,
  );
  // The matched fields a snippet may come from (the title is shown whole anyway).
  const bodyFields = match.filter((f) => f !== 'title' && !hitFields.includes(f));
  const readFields = [...hitFields, ...bodyFields];
  const engine = strapi.db.query(uid as UID.ContentType);
  const indexed = ftsFor(uid, match, q);
  let rows: Array<Record<string, unknown>>;
  let total: number;
  if (indexed) {
    // The search index finds the page's ids and the total (same filters as `where`); the query
    // engine reads those entries with the same fields and relations as below.
    const found = await ftsPage(strapi.db.connection, indexed, {
      text: q,
      fields: match,
      locale,
      now: new Date(),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    total = found.total;
    const byId = new Map<number, Record<string, unknown>>(
      (found.ids.length
        ? await engine.findMany({
            where: { id: { $in: found.ids } },
            select: [...readFields, 'id'],
            populate,
          })
        : []
      ).map((row: Record<string, unknown>): [number, Record<string, unknown>] => [
        row.id as number,
        row,
      ]),
    );
    rows = found.ids
      .map((id) => byId.get(id))
      .filter((row): row is Record<string, unknown> => row !== undefined);
  } else {
    const [list, count] = await Promise.all([
      engine.findMany({
        where,
        select: readFields,
        populate,
        orderBy: [{ publish_date: 'desc' }, { createdAt: 'desc' }],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      engine.count({ where }),
    ]);
    rows = list as Array<Record<string, unknown>>;
    total = count;
  }

  const pick = (value: unknown, fields: string[]) => {
    if (!value || typeof value !== 'object') return null;
    const row = value as Record<string, unknown>;
    return Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));
  };
  const needle = q.trim().toLowerCase();
  /** The text the snippet is cut from: the first matched body field holding `q`, else the summary. */
  const snippetSource = (row: Record<string, unknown>): string => {
    for (const field of bodyFields) {
      const value = row[field];
      if (typeof value !== 'string' || value === '') continue;
      const text =
        attributes[field]?.type === 'richtext' || field.endsWith('_html')
          ? stripHtml(value)
          : value;
      if (text.toLowerCase().includes(needle)) return text;
    }
    return typeof row.summary === 'string' ? row.summary : '';
  };
  return {
    data: rows.map((row) => ({
      ...pick(row, hitFields),
      snippet: matchSnippet(snippetSource(row), q, SNIPPET_LENGTH),
      ...('image' in populate ? { image: pick(row.image, ['url', 'formats']) } : {}),
      ...Object.fromEntries(
        Object.entries(ROUTE_RELATIONS)
          .filter(([name]) => name in populate)
          .map(([name, fields]) => [name, pick(row[name], fields)]),
      ),
    })),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/search/:collection: one collection. */
  async find(ctx: Context) {
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    const params = await commonParams(strapi, query, ['q', 'locale', 'page', 'pageSize', 'match']);
    const one = target(strapi, String(ctx.params.collection ?? ''), query.match, 'match');
    ctx.body = await searchOne(strapi, one, params);
  },

  /**
   * GET /api/search?q=&locale=&page=&pageSize=&in[<plural>]=<fields>&in[<plural>]=...
   *
   * The same read for several collections in one request (the site's search panel and full
   * results page): `in` maps each collection's plural name to its comma-separated `match` fields.
   * Answers `{ data: { <plural>: { data, meta: { pagination } } }, meta: { total } }`, the groups in
   * the order asked, each exactly what GET /api/search/<plural> answers. One request instead of
   * sixteen: a browser opens at most six connections to a host, so sixteen reads queued behind
   * each other in three rounds (the panel's results came ~190 ms after the debounce; one request:
   * see the README's search figures).
   */
  async federated(ctx: Context) {
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    const params = await commonParams(strapi, query, ['q', 'locale', 'page', 'pageSize', 'in']);
    const within = query.in;
    if (!within || typeof within !== 'object' || Array.isArray(within))
      throw bad('in must name the collections: in[<collection>]=<fields>', 'in');
    const names = Object.keys(within);
    if (names.length === 0 || names.length > MAX_FEDERATED)
      throw bad(`in must name 1 to ${MAX_FEDERATED} collections`, 'in');
    const targets = names.map((plural) =>
      target(strapi, plural, (within as Record<string, unknown>)[plural], `in[${plural}]`),
    );
    const groups = await Promise.all(targets.map((t) => searchOne(strapi, t, params)));
    ctx.body = {
      data: Object.fromEntries(names.map((plural, i) => [plural, groups[i]])),
      meta: { total: groups.reduce((sum, g) => sum + g.meta.pagination.total, 0) },
    };
  },
});
