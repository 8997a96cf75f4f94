import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import {
  bad,
  knownLocales,
  ROUTE_RELATIONS,
  publicCollection,
  publicTypesOf,
  visibleWhere,
  wholeNumber,
  type PublicType,
} from '../../../public/content';

/**
 * GET /api/sitemap
 *   `{ data: { collections: { <plural>: { <locale>: count } }, singles: { <singular>: { <locale>:
 *   updatedAt } } } }`: per public collection, how many visible entries each locale has; per
 *   public single type, the locales it is published in and when each was last changed. One grouped
 *   count per type (not one per type and locale): the sitemap index is made from it.
 *
 * GET /api/sitemap/:collection?locale=&after=&offset=&limit=
 *   `{ data: [{ id, documentId, updatedAt, link_url?, locales, category?, post_type? }], meta: { next } }`:
 *   the collection's visible entries of `locale` in id order, from after the entry `after` (an
 *   id; or, for the first chunk of a later sitemap file, skipping `offset` entries), at most
 *   `limit` (1 to 1000). `locales`: the other locales the same document is visible in (the
 *   sitemap's hreflang alternates); `category`, `post_type` (only the name) and `link_url` (where
 *   the type has it) decide the entry's address. `meta.next`: the `after` of the next chunk, null after the last.
 *
 * Why not the REST `find`: a sitemap reads every entry, and `find` gives 100 per request, through
 * an offset that gets slower the deeper it goes, with every localization populated in full. This
 * walks the primary key (each chunk one indexed range read) and reads four fields.
 */

const MAX_CHUNK = 1000;
const MAX_OFFSET = 10_000_000;

/** A date column's value as the database gives it (ms in SQLite, a Date in PostgreSQL) in ISO. */
function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string),
  );
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Per locale: how many visible entries (`count`) and, with `lastChange`, the latest change among
 * them. Without it (the collections) the count reads only the list index (cms/src/bootstrap/
 * indexes.ts: locale, publish_date... over the published rows), never the rows themselves:
 * measured at 25,000 documents per collection, 25 ms instead of 453 with the latest change
 * (docs/quality.md#content-at-scale).
 */
async function perLocale(
  strapi: Core.Strapi,
  type: PublicType,
  now: Date,
  lastChange: boolean,
): Promise<Array<{ locale: string; count: number; updatedAt: string | null }>> {
  const meta = strapi.db.metadata.get(type.uid as Parameters<typeof strapi.db.metadata.get>[0]);
  const attributes = meta.attributes as Record<string, { columnName?: string }>;
  const column = (name: string) => attributes[name]?.columnName;
  const locale = column('locale');
  const publishedAt = column('publishedAt');
  const updatedAt = column('updatedAt');
  if (!locale || !publishedAt || !updatedAt) return [];
  const publishDate = column('publish_date');
  const rows: Array<{ locale: string; count: number | string; updatedAt: unknown }> =
    await strapi.db
      .connection(meta.tableName)
      .select({ locale })
      .count({ count: '*' })
      .modify((q) => {
        if (lastChange) q.max({ updatedAt });
      })
      .whereNotNull(publishedAt)
      .modify((q) => {
        if (publishDate)
          q.andWhere((w) => w.where(publishDate, '<=', now).orWhereNull(publishDate));
      })
      .groupBy(locale);
  return rows.map((r) => ({
    locale: r.locale,
    count: Number(r.count),
    updatedAt: isoOf(r.updatedAt),
  }));
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/sitemap */
  async summary(ctx: Context) {
    const now = new Date();
    const { collections, singles } = publicTypesOf(strapi);
    const read = async (types: Map<string, PublicType>, value: 'count' | 'updatedAt') =>
      Object.fromEntries(
        await Promise.all(
          [...types].map(async ([name, type]) => [
            name,
            Object.fromEntries(
              (await perLocale(strapi, type, now, value === 'updatedAt'))
                .filter((r) => r.count > 0)
                .map((r) => [r.locale, r[value]]),
            ),
          ]),
        ),
      );
    ctx.body = {
      data: {
        collections: await read(collections, 'count'),
        singles: await read(singles, 'updatedAt'),
      },
    };
  },

  /** GET /api/sitemap/:collection */
  async entries(ctx: Context) {
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(query))
      if (!['locale', 'after', 'offset', 'limit'].includes(key))
        throw bad(`Unknown parameter ${key}`, key);
    const plural = String(ctx.params.collection ?? '');
    const type = publicCollection(strapi, plural);
    if (!type) throw new errors.NotFoundError(`No public collection "${plural}"`);
    const locale = query.locale;
    if (typeof locale !== 'string' || !(await knownLocales(strapi)).has(locale))
      throw bad('locale is not one of the site locales', 'locale');
    const after = wholeNumber(
      query.after,
      { fallback: 0, min: 0, max: Number.MAX_SAFE_INTEGER },
      'after',
    );
    const offset = wholeNumber(query.offset, { fallback: 0, min: 0, max: MAX_OFFSET }, 'offset');
    const limit = wholeNumber(
      query.limit,
      { fallback: MAX_CHUNK, min: 1, max: MAX_CHUNK },
      'limit',
    );
    const { uid, attributes } = type;
    const now = new Date();
    const populate: Record<string, { select: string[] }> = {};
    for (const [name, fields] of Object.entries(ROUTE_RELATIONS))
      if (attributes[name]?.type === 'relation') populate[name] = { select: fields };
    const engine = strapi.db.query(uid as Parameters<typeof strapi.db.query>[0]);
    const rows = (await engine.findMany({
      where: { ...visibleWhere(attributes, now), locale, id: { $gt: after } },
      select: ['id', 'documentId', 'updatedAt', ...('link_url' in attributes ? ['link_url'] : [])],
      populate,
      orderBy: [{ id: 'asc' }],
      offset,
      // One more than asked: whether there is a next chunk.
      limit: limit + 1,
    })) as Array<Record<string, unknown> & { id: number; documentId: string }>;
    const more = rows.length > limit;
    const chunk = rows.slice(0, limit);
    const elsewhere = new Map<string, string[]>();
    if (chunk.length) {
      const others = (await engine.findMany({
        where: {
          ...visibleWhere(attributes, now),
          documentId: { $in: chunk.map((r) => r.documentId) },
          locale: { $ne: locale },
        },
        select: ['documentId', 'locale'],
        orderBy: [{ locale: 'asc' }],
      })) as Array<{ documentId: string; locale: string }>;
      for (const o of others)
        elsewhere.set(o.documentId, [...(elsewhere.get(o.documentId) ?? []), o.locale]);
    }
    ctx.body = {
      data: chunk.map((row) => ({
        id: row.id,
        documentId: row.documentId,
        updatedAt: isoOf(row.updatedAt),
        ...('link_url' in attributes ? { link_url: row.link_url ?? null } : {}),
        locales: elsewhere.get(row.documentId) ?? [],
        ...Object.fromEntries(
          Object.entries(ROUTE_RELATIONS)
            .filter(([name]) => name in populate)
            .map(([name, fields]) => {
              const related = row[name] as Record<string, unknown> | null | undefined;
              return [
                name,
                related ? Object.fromEntries(fields.map((f) => [f, related[f] ?? null])) : null,
              ];
            }),
        ),
      })),
      meta: { next: more ? chunk[chunk.length - 1]!.id : null },
    };
  },
});
