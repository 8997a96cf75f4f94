/* eslint-disable @typescript-eslint/no-explicit-any -- the query engine's params are untyped */
/**
 * A list filtered on a relation reads the link table's column, not the related table's
 * (cms/src/content/deep-pages.ts relationFiltersOnLinkTable; docs/quality.md#content-at-scale).
 * Which filters are rewritten and the SQL they become, with the query engine's metadata for posts
 * and knex itself building the statements. That the rewritten reads return exactly the rows of the
 * join, page by page and counted, is checked against the real CMS in tests/cms/content.test.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relationFiltersOnLinkTable } from '../../cms/src/content/deep-pages';

const require = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
const knex = require('knex')({
  client: 'better-sqlite3',
  connection: { filename: ':memory:' },
  useNullAsDefault: true,
});

const link = (name: string, column: string) => ({
  name,
  joinColumn: { name: 'post_id', referencedColumn: 'id' },
  inverseJoinColumn: { name: column, referencedColumn: 'id' },
});
const attributes: Record<string, any> = {
  title: { type: 'string' },
  category: {
    type: 'relation',
    relation: 'manyToOne',
    target: 'api::category.category',
    joinTable: link('posts_category_lnk', 'category_id'),
  },
  region: {
    type: 'relation',
    relation: 'manyToOne',
    target: 'api::region.region',
    joinTable: { ...link('posts_region_lnk', 'region_id'), on: { field: 'region' } },
  },
  owner: {
    type: 'relation',
    relation: 'manyToOne',
    target: 'api::office.office',
    joinColumn: { name: 'owner_id', referencedColumn: 'id' },
  },
  cover: { type: 'relation', relation: 'morphOne', target: 'plugin::upload.file' },
};
const tables: Record<string, string> = {
  'api::category.category': 'categories',
  'api::region.region': 'regions',
  'api::office.office': 'offices',
};

/** The engine's query builder for a related table, reduced to what the rewrite asks of it. */
const strapi: any = {
  db: {
    metadata: { get: (uid: string) => (uid === 'api::post.post' ? { attributes } : undefined) },
    getConnection: (table: string) => knex(table),
    entityManager: {
      createQueryBuilder: (uid: string) => ({
        init: ({ where, select, limit }: any) => {
          const getKnexQuery = () => {
            const query = knex(tables[uid]).select(select);
            if (limit != null) query.limit(limit);
            for (const [column, value] of Object.entries(where)) {
              const [op, operand] = Object.entries(value as object)[0];
              if (op === '$eq') query.where(column, operand);
              else if (op === '$in') query.whereIn(column, operand);
              else throw new Error(`not in this test: ${op}`);
            }
            return query;
          };
          return { getKnexQuery, execute: async () => getKnexQuery() };
        },
      }),
    },
  },
};

beforeAll(async () => {
  await knex.schema.createTable('categories', (table: any) => {
    table.increments('id');
    table.string('name');
    table.string('documentId');
  });
  await knex('categories').insert([
    { name: 'Knowledge', documentId: 'a' },
    { name: 'News', documentId: 'b' },
    { name: 'Knowledge', documentId: 'c' },
  ]);
  // More categories named alike than the ids the rewrite writes out (LISTED_IDS).
  await knex.batchInsert(
    'categories',
    Array.from({ length: 600 }, (_, i) => ({ name: 'Bulk', documentId: `bulk-${i}` })),
    100,
  );
});
afterAll(() => knex.destroy());

const rewritten = async (where: unknown) => {
  const params: any = { where, limit: 20 };
  await relationFiltersOnLinkTable(strapi, 'api::post.post', params);
  return params.where;
};
const sql = (query: any) => query.toString();

describe('relationFiltersOnLinkTable', () => {
  it('turns a category filter into the link table read of its categories, ids written out', async () => {
    const where = await rewritten({
      $and: [
        { locale: 'th' },
        { publishedAt: { $notNull: true } },
        { category: { name: { $eq: 'Knowledge' } } },
      ],
    });
    expect(where.$and.slice(0, 2)).toEqual([{ locale: 'th' }, { publishedAt: { $notNull: true } }]);
    expect(Object.keys(where.$and[2])).toEqual(['id']);
    expect(sql(where.$and[2].id.$in)).toBe(
      'select `post_id` from `posts_category_lnk` where `category_id` in (1, 3)',
    );
  });

  it('keeps the other filters of the same object beside it', async () => {
    const where = await rewritten({
      locale: 'en',
      category: { documentId: { $in: ['a', 'b'] } },
      title: { $containsi: 'durian' },
    });
    expect(where.$and[0]).toEqual({ locale: 'en', title: { $containsi: 'durian' } });
    expect(sql(where.$and[1].id.$in)).toBe(
      'select `post_id` from `posts_category_lnk` where `category_id` in (1, 2)',
    );
  });

  it('asks with a subquery when the related rows are too many to write out', async () => {
    const where = await rewritten({ category: { name: { $eq: 'Bulk' } } });
    expect(sql(where.id.$in)).toBe(
      "select `post_id` from `posts_category_lnk` where `category_id` in (select `id` from `categories` where `name` = 'Bulk')",
    );
  });

  it('finds no row when no related row matches', async () => {
    const where = await rewritten({ category: { name: { $eq: 'Nothing' } } });
    expect(sql(where.id.$in)).toBe('select `post_id` from `posts_category_lnk` where 1 = 0');
  });

  it('leaves what the link table cannot answer the same way', async () => {
    const alone = [
      // under $or and $not: with the join, a row without a category is never kept; NOT IN would
      { $or: [{ category: { name: { $eq: 'Knowledge' } } }, { title: { $eq: 'x' } }] },
      { $not: { category: { name: { $eq: 'Knowledge' } } } },
      // asks for a null: the join keeps the rows without a category, the link table has none
      { category: { name: { $null: true } } },
      { category: { $or: [{ name: { $eq: 'Knowledge' } }, { name: null }] } },
      // compares the related ids themselves, or a bare id
      { category: { $in: [1, 2] } },
      { category: 3 },
      // a join with conditions, a column on the row, a morph relation, no relation at all
      { region: { name: { $eq: 'East Asia' } } },
      { owner: { name: { $eq: 'Tokyo' } } },
      { cover: { name: { $eq: 'a.png' } } },
      { title: { $eq: 'Knowledge' } },
    ];
    for (const where of alone) expect(await rewritten(where), JSON.stringify(where)).toEqual(where);
  });

  it('does not change the params it was given', async () => {
    const filter = { category: { name: { $eq: 'Knowledge' } } };
    const where = { $and: [{ locale: 'th' }, filter] };
    const copy = structuredClone(where);
    await rewritten(where);
    expect(where).toEqual(copy);
  });
});
