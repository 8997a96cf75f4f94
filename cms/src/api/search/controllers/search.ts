import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { publicActions } from '../../../bootstrap/permissions';
import type { Context } from 'koa';

/**
 * GET /api/search/:collection?q=&locale=&page=&pageSize=&match=title,content_html
 *
 * One collection's page of search hits, in the REST list envelope (`{ data, meta: { pagination } }`):
 * published entries of that locale whose `publish_date` is empty or not later than now, with any of
 * the `match` fields containing `q` (case-insensitive, `%`, `_` and `\` literal), newest first
 * (publish_date, then createdAt). Each hit carries only what a search result shows: documentId,
 * title, content_html, publish_date, createdAt, link_url (where the type has it), the image's url
 * and formats, and the category name and post type that decide its route.
 *
 * Why not the collection's REST `find` with filters: the site sends sixteen of these per search,
 * and the REST layer's validation and sanitisation of such a query cost several times the database
 * work (measured: 16 reads in ~200 ms through `find`, see the README's search figures). This reads
 * through the query engine, with its own strict validation of every parameter, and exposes nothing
 * `find` does not: only collections whose `find` the public role has (publicActions, the one list
 * of what is public), only published entries, only the fields listed above.
 */

const MAX_QUERY_LENGTH = 1000;
const MAX_PAGE_SIZE = 100;
const HIT_FIELDS = ['documentId', 'title', 'content_html', 'publish_date', 'createdAt', 'link_url'];
const MATCHABLE_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid']);
const ROUTE_RELATIONS: Record<string, string[]> = {
  category: ['name'],
  post_type: ['post_type_name'],
};

type Attributes = Record<string, { type: string; relation?: string; target?: string }>;

const bad = (message: string, path: string) =>
  new errors.ValidationError(message, {
    errors: [{ path: [path], message, name: 'ValidationError' }],
  });

const positiveInt = (value: unknown, fallback: number, max: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw bad(`${name} must be a whole number from 1 to ${max}`, name);
  return n;
};

let locales: { codes: Set<string>; until: number } | null = null;
async function knownLocales(strapi: Core.Strapi): Promise<Set<string>> {
  if (!locales || locales.until < Date.now()) {
    const list: Array<{ code: string }> = await strapi.plugin('i18n').service('locales').find();
    locales = { codes: new Set(list.map((l) => l.code)), until: Date.now() + 60_000 };
  }
  return locales.codes;
}

/**
 * The searchable collections by plural name: those whose `find` is public, with draft and publish.
 * Built on the first search (the content types are fixed once Strapi has loaded), not per request.
 */
let searchable: Map<string, [string, { attributes: Attributes }]> | null = null;
function searchableCollection(strapi: Core.Strapi, plural: string) {
  if (!searchable) {
    const isPublic = new Set(publicActions(strapi));
    searchable = new Map(
      (Object.entries(strapi.contentTypes) as Array<[string, any]>)
        .filter(
          ([uid, ct]) =>
            isPublic.has(`${uid}.find`) &&
            ct.kind === 'collectionType' &&
            ct.options?.draftAndPublish,
        )
        .map(([uid, ct]) => [ct.info.pluralName, [uid, ct]]),
    );
  }
  return searchable.get(plural);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const plural = String(ctx.params.collection ?? '');
    const type = searchableCollection(strapi, plural);
    if (!type) throw new errors.NotFoundError(`No searchable collection "${plural}"`);
    const [uid, contentType] = type;
    const attributes = contentType.attributes;

    const query = ctx.query ?? {};
    const allowed = new Set(['q', 'locale', 'page', 'pageSize', 'match']);
    for (const key of Object.keys(query))
      if (!allowed.has(key)) throw bad(`Unknown parameter "${key}"`, key);
    const q = query.q;
    if (typeof q !== 'string' || q.trim() === '') throw bad('q must be a non-empty text', 'q');
    if ([...q].length > MAX_QUERY_LENGTH)
      throw bad(`q must be at most ${MAX_QUERY_LENGTH} characters`, 'q');
    const locale = query.locale;
    if (typeof locale !== 'string' || !(await knownLocales(strapi)).has(locale))
      throw bad('locale is not one of the site locales', 'locale');
    const page = positiveInt(query.page, 1, 100_000, 'page');
    const pageSize = positiveInt(query.pageSize, 5, MAX_PAGE_SIZE, 'pageSize');
    const match: string[] =
      typeof query.match === 'string' && query.match ? query.match.split(',') : ['title'];
    for (const field of match) {
      if (!MATCHABLE_TYPES.has(attributes[field]?.type ?? ''))
        throw bad(`match: "${field}" is not a text field of ${plural}`, 'match');
    }

    const where = {
      locale,
      publishedAt: { $notNull: true },
      $and: [
        {
          $or: [
            { publish_date: { $lte: new Date().toISOString() } },
            { publish_date: { $null: true } },
          ],
        },
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
    const engine = strapi.db.query(uid as any);
    const [rows, total] = await Promise.all([
      engine.findMany({
        where,
        select: hitFields,
        populate,
        orderBy: [{ publish_date: 'desc' }, { createdAt: 'desc' }],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      engine.count({ where }),
    ]);

    const pick = (row: any, fields: string[]) =>
      row ? Object.fromEntries(fields.map((f) => [f, row[f] ?? null])) : null;
    ctx.body = {
      data: rows.map((row: any) => ({
        ...pick(row, hitFields),
        ...('image' in populate ? { image: pick(row.image, ['url', 'formats']) } : {}),
        ...Object.fromEntries(
          Object.entries(ROUTE_RELATIONS)
            .filter(([name]) => name in populate)
            .map(([name, fields]) => [name, pick(row[name], fields)]),
        ),
      })),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
  },
});
