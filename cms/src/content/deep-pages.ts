/* eslint-disable @typescript-eslint/no-explicit-any -- the query engine's params are untyped */
import type { Core } from '@strapi/strapi';
import { localisedPublishedCollections } from '../bootstrap/indexes';

/**
 * A page after the first of a localised collection's list reads its ids first
 * (docs/quality.md#content-at-scale).
 *
 * The list read is `select t0.* ... order by publish_date desc, created_at desc, id limit 20
 * offset N`. The database reaches row N along the list index (cms/src/bootstrap/indexes.ts), but
 * PostgreSQL fetches the whole row of each of the N rows it skips, bodies included: at 100,000
 * documents per collection a page in the middle took 205 ms. Asking for the ids alone lets it
 * answer from the index (an index-only scan: id, the order and the filters are all in the index),
 * and the rows are then read by id, 20 of them. Same filters, same order, same page: only the way
 * there changes, for the REST API and the admin panel alike.
 *
 * A database lifecycle of the query engine, so it sees the read with every filter already made
 * (locale, publication state, the site's filters); the id query is made with the engine's own
 * query builder from the same params, which runs no lifecycle (no recursion).
 */
export async function readDeepPagesByIds(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: localisedPublishedCollections(strapi).map((c) => c.uid),
    beforeFindMany: (event: any) => idsFirst(strapi, event.model.uid, event.params),
  });
}

/**
 * Turns a deep page read into a read of the page's ids: `params` (the engine's, changed in place)
 * then asks for exactly those rows, in the same order. Reads with no offset, no limit, no order
 * or a grouping of their own are left as they are.
 */
export async function idsFirst(strapi: Core.Strapi, uid: string, params: any): Promise<void> {
  if (!params || !(Number(params.offset) > 0) || params.limit == null) return;
  if (params.orderBy == null || params.groupBy != null) return;
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
