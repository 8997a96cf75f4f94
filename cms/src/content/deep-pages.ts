/* eslint-disable @typescript-eslint/no-explicit-any -- the query engine's params are untyped */
import type { Core } from '@strapi/strapi';
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
export function readDeepPagesByIds(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: localisedPublishedCollections(strapi).map((c) => c.uid),
    beforeFindMany: (event: any) => idsFirst(strapi, event.model.uid, event.params),
  });
}

/**
 * Turns a deep page read, or a read filtered on a relation, into a read of the page's ids:
 * `params` (the engine's, changed in place) then asks for exactly those rows, in the same order.
 * Reads with no limit, no order or a grouping of their own are left as they are, and so is a first
 * page with no relation filter (the index already gives its 20 rows and no more).
 */
export async function idsFirst(strapi: Core.Strapi, uid: string, params: any): Promise<void> {
  if (!params || params.limit == null || params.orderBy == null || params.groupBy != null) return;
  if (!(Number(params.offset) > 0) && !filtersOnRelation(strapi, uid, params.where)) return;
  const rows: Array<{ id: number }> = await strapi.db.entityManager
    .createQueryBuilder(uid as any)
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
  const attributes: Record<string, { type?: string }> =
    (strapi.db.metadata.get(uid as any) as any)?.attributes ?? {};
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(walk);
    if (node == null || typeof node !== 'object') return false;
    return Object.entries(node).some(([key, value]) =>
      key.startsWith('$') ? walk(value) : attributes[key]?.type === 'relation',
    );
  };
  return walk(where);
}
