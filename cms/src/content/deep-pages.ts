import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';
import { localisedPublishedCollections } from '../bootstrap/indexes';

/**
 * A list page that would read rows it does not return reads its ids first
 * (docs/quality.md#content-at-scale): a page after the first, and any page of a list filtered on
 * a relation (one category's news).
 *
 * The list read is `select t0.* ... order by publish_date desc, created_at desc, id limit 20
 * offset N`. The database reaches row N along the list index (cms/src/bootstrap/indexes.ts), but
 * PostgreSQL fetches the whole row of each of the N rows it skips, bodies included: at 100,000
 * documents per collection a page in the middle took 205 ms. A list filtered on a relation joins
 * the link table and reads `select distinct t0.*`: PostgreSQL then fetches and compares every row
 * of the locale whole before it keeps the 20 newest of the category (178 ms for the first page at
 * 25,000). Asking for the ids alone lets it answer from the index (id, the order and the filters
 * are all in it), and the rows are then read by id, 20 of them. Same filters, same order, same
 * page: only the way there changes, for the REST API and the admin panel alike.
 *
 * A database lifecycle of the query engine, so it sees the read with every filter already made
 * (locale, publication state, the site's filters); the id query is made with the engine's own
 * query builder from the same params, which runs no lifecycle (no recursion).
 */
/** The query engine's read parameters (its own type leaves `where` and the rest untyped). */
type Params = Event['params'] & { filters?: unknown };

/** What is read here of an attribute of the query engine's model (a relation and its link table). */
type ModelAttribute = {
  type?: string;
  relation?: string;
  target?: string;
  joinTable?: {
    name: string;
    on?: unknown;
    morphColumn?: unknown;
    joinColumn: { name: string };
    /** Missing on a morph relation's table. */
    inverseJoinColumn?: { name: string };
  };
};

export function readDeepPagesByIds(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: localisedPublishedCollections(strapi).map((c) => c.uid),
    beforeFindMany: async (event: Event) => {
      await relationFiltersOnLinkTable(strapi, event.model.uid, event.params);
      await idsFirst(strapi, event.model.uid, event.params);
    },
    beforeCount: (event: Event) =>
      relationFiltersOnLinkTable(strapi, event.model.uid, event.params),
  });
}

/**
 * A list filtered on a relation (one category's news) names the related table's columns
 * (`category.name`, `category.documentId`), which Strapi reads by joining the link table and the
 * related table from the collection's own: the database then walks the locale's rows newest first
 * and probes each one's category, and the count walks them all. The rows of a rare category (3 in
 * 25,000) are found only at the end of the walk: 33 ms for the ids and 17.5 for the count on
 * PostgreSQL at 25,000 documents, where a filter on the link table's own column takes 1.3 and 0.7
 * (docs/quality.md#content-at-scale).
 *
 * So a filter `{ category: <where> }` at the top of the read (alone, or one of an `$and`) on a
 * rare category becomes `{ id: { $in: [<the rows linked to the categories matching <where>>] } }`,
 * read first from the link table's index on its category column: the same rows (a row is kept when
 * one of its linked entries matches, as with the join). A category holding many rows keeps the
 * join (LINKED_IDS, below). Filters under `$or` or `$not` are left as they are (with the join,
 * `$not` keeps no row that has no entry; `NOT IN` would), and so are relations without a link
 * table of their own (a column on the row, morph relations, a join with extra conditions), and
 * filters that ask for a null (`{ category: { name: { $null: true } } }` keeps, with the join, the
 * rows that have no category).
 */
export async function relationFiltersOnLinkTable(
  strapi: Core.Strapi,
  uid: string,
  params: Params | undefined,
): Promise<void> {
  if (!params?.where || typeof params.where !== 'object') return;
  const attributes = attributesOf(strapi, uid);
  const rewrite = async (where: unknown): Promise<unknown> => {
    if (Array.isArray(where)) return Promise.all(where.map(rewrite));
    if (
      where == null ||
      typeof where !== 'object' ||
      Object.getPrototypeOf(where) !== Object.prototype
    )
      return where;
    const kept: Record<string, unknown> = {};
    const ids: unknown[] = [];
    for (const [key, value] of Object.entries(where)) {
      const linked = key === '$and' ? null : await linkedRows(strapi, attributes[key], value);
      if (key === '$and') kept.$and = await rewrite(value);
      else if (linked) ids.push({ id: { $in: linked } });
      else kept[key] = value;
    }
    if (!ids.length) return kept;
    return Object.keys(kept).length
      ? { $and: [kept, ...ids] }
      : ids.length === 1
        ? ids[0]
        : { $and: ids };
  };
  params.where = await rewrite(params.where);
}

function asksForNull(where: unknown): boolean {
  if (where === null || where === undefined) return true;
  if (typeof where !== 'object') return false;
  return Object.entries(where).some(
    ([key, value]) => key === '$null' || key === '$notNull' || asksForNull(value),
  );
}

/** At most this many related rows (categories of that name, in every locale and state). */
const RELATED_IDS = 500;
/**
 * At most this many rows linked to them (drafts and every locale included) for the filter to be
 * rewritten: a rare category, whose rows the list index walk finds last. A category holding more
 * keeps the join, whose walk finds its 20 rows at once (on SQLite an `id in (<its 100,000 links>)`
 * read was four times slower than the join: 96 against 24 ms at 25,000 documents).
 */
const LINKED_IDS = 1000;

/**
 * Filters found to match too many rows to be rewritten, each until when that is taken as still
 * true. A list read asks twice (its page and its count), and a category's list is read again and
 * again; asking the database each time cost a list of the category holding most entries 2 of its
 * 27 ms (25,000 documents, docs/quality.md#content-at-scale). Only this answer is kept, never ids:
 * the join it leaves the filter to is always right, so a category that has since become rare is
 * read the slower way for at most REMEMBER_MS, and a rare one is asked about every time.
 */
const tooMany = new Map<string, number>();
export const REMEMBER_MS = 10_000;
/** So many kept at most (the filters a visitor can make are few; a flood of others is cleared). */
const REMEMBERED = 1000;
/** The key of a filter, or null for one that JSON cannot write (a BigInt, a query object). */
function rememberedAs(table: string, where: unknown): string | null {
  try {
    return `${table}\u0000${JSON.stringify(where)}`;
  } catch {
    return null;
  }
}
function remember(key: string | null) {
  if (key === null) return;
  if (tooMany.size >= REMEMBERED) tooMany.clear();
  tooMany.set(key, Date.now() + REMEMBER_MS);
}

/**
 * The ids of the rows linked to the related rows that match `where` (`{ category: <where> }`),
 * read first from the link table and written out, when there are few of them; null when the
 * filter is left to the join (above), or matches too many. Both reads run inside the list read's
 * transaction, if it has one (SQLite's one connection would otherwise wait for itself).
 */
async function linkedRows(
  strapi: Core.Strapi,
  attribute: ModelAttribute | undefined,
  where: unknown,
): Promise<number[] | null> {
  const joinTable = attribute?.joinTable;
  if (
    attribute?.type !== 'relation' ||
    String(attribute.relation).startsWith('morph') ||
    !joinTable ||
    !attribute.target ||
    joinTable.on ||
    joinTable.morphColumn ||
    !joinTable.inverseJoinColumn ||
    where == null ||
    typeof where !== 'object' ||
    Array.isArray(where) ||
    // `{ category: { $in: [ids] } }` compares the related ids themselves: left to the join.
    Object.keys(where).some(
      (key) => key.startsWith('$') && !['$and', '$or', '$not'].includes(key),
    ) ||
    // With the join, a row with no entry compares as null and `$null` keeps it; the link table
    // has no row for it.
    asksForNull(where)
  )
    return null;
  const key = rememberedAs(joinTable.name, where);
  if (key !== null && (tooMany.get(key) ?? 0) > Date.now()) return null;
  const related: Array<{ id: number }> = await strapi.db.entityManager
    .createQueryBuilder(attribute.target)
    .init({ where, select: ['id'], limit: RELATED_IDS + 1 })
    .execute();
  if (related.length > RELATED_IDS) {
    remember(key);
    return null;
  }
  if (!related.length) return [];
  const inverseColumn = joinTable.inverseJoinColumn.name;
  const relatedIds = related.map((row) => row.id);
  const knex = strapi.db.connection;
  const links = () => strapi.db.getConnection(joinTable.name).whereIn(inverseColumn, relatedIds);
  return strapi.db.transaction(async ({ trx }) => {
    // How many, counted up to one past the limit in the link table's index: a category holding
    // most entries is told apart without carrying its first thousand links out of the database
    // (twice per list read, once for the page and once for its count).
    const capped = links()
      .select(knex.raw('1'))
      .limit(LINKED_IDS + 1)
      .as('l');
    const [counted] = (await knex.count({ n: '*' }).from(capped).transacting(trx)) as Array<{
      n: number | string;
    }>;
    if (Number(counted?.n) > LINKED_IDS) {
      remember(key);
      return null;
    }
    const linked: Array<Record<string, number>> = await links()
      .select(joinTable.joinColumn.name)
      .transacting(trx);
    return [...new Set(linked.map((row) => row[joinTable.joinColumn.name]))];
  });
}

/**
 * Turns a deep page read, or a read filtered on a relation, into a read of the page's ids:
 * `params` (the engine's, changed in place) then asks for exactly those rows, in the same order.
 * Reads with no limit, no order or a grouping of their own are left as they are, and so is a first
 * page with no relation filter (the index already gives its 20 rows and no more).
 */
export async function idsFirst(
  strapi: Core.Strapi,
  uid: string,
  params: Params | undefined,
): Promise<void> {
  if (!params || params.limit == null || params.orderBy == null || params.groupBy != null) return;
  if (!(Number(params.offset) > 0) && !filtersOnRelation(strapi, uid, params.where)) return;
  const rows: Array<{ id: number }> = await strapi.db.entityManager
    .createQueryBuilder(uid)
    .init({
      where: params.where,
      _q: params._q,
      filters: params.filters,
      orderBy: params.orderBy,
      limit: params.limit,
      offset: params.offset,
      select: ['id'],
    })
    .execute();
  params.where = { id: { $in: rows.map((r) => r.id) } };
  delete params._q;
  delete params.filters;
  params.offset = 0;
}

/** Whether a `where` of the query engine names one of the model's relations (a join). */
export function filtersOnRelation(strapi: Core.Strapi, uid: string, where: unknown): boolean {
  const attributes = attributesOf(strapi, uid);
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(walk);
    if (node == null || typeof node !== 'object') return false;
    return Object.entries(node).some(([key, value]) =>
      key.startsWith('$') ? walk(value) : attributes[key]?.type === 'relation',
    );
  };
  return walk(where);
}

/** The model's attributes as the query engine knows them (relations with their link tables). */
function attributesOf(
  strapi: Core.Strapi,
  uid: string,
): Record<string, ModelAttribute | undefined> {
  return strapi.db.metadata.get(uid)?.attributes ?? {};
}
