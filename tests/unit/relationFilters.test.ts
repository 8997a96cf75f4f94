/* eslint-disable @typescript-eslint/no-explicit-any -- the query engine's params are untyped */
/**
 * A list filtered on a rare category reads its rows' ids from the link table first
 * (cms/src/content/deep-pages.ts relationFiltersOnLinkTable; docs/quality.md#content-at-scale).
 * Which filters are rewritten and into what, with the query engine's metadata for posts and knex
 * reading a small database of categories and links. That the rewritten reads return exactly the
 * rows of the join, page by page and counted, is checked against the real CMS in
 * tests/cms/content.test.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMEMBER_MS, relationFiltersOnLinkTable } from '../../cms/src/content/deep-pages';

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
    connection: knex,
    getConnection: (table: string) => knex(table),
    transaction: (run: (context: { trx: unknown }) => Promise<unknown>) =>
      knex.transaction((trx: unknown) => run({ trx })),
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
  // More categories named alike than the rewrite reads (RELATED_IDS).
  await knex.batchInsert(
    'categories',
    Array.from({ length: 600 }, (_, i) => ({ name: 'Bulk', documentId: `bulk-${i}` })),
    100,
  );
  await knex.schema.createTable('posts_category_lnk', (table: any) => {
    table.integer('post_id');
    table.integer('category_id');
  });
  // Knowledge (1 and 3): posts 10 and 11, post 11 linked to both; News (2): more posts than the
  // rewrite writes out (LINKED_IDS).
  await knex('posts_category_lnk').insert([
    { post_id: 10, category_id: 1 },
    { post_id: 11, category_id: 3 },
    { post_id: 11, category_id: 1 },
  ]);
  await knex.batchInsert(
    'posts_category_lnk',
    Array.from({ length: 1001 }, (_, i) => ({ post_id: 100 + i, category_id: 2 })),
    200,
  );
});
afterAll(() => knex.destroy());

const rewritten = async (where: unknown) => {
  const params: any = { where, limit: 20 };
  await relationFiltersOnLinkTable(strapi, 'api::post.post', params);
  return params.where;
};

describe('relationFiltersOnLinkTable', () => {
  it("turns a rare category's filter into the ids of its rows, read from the link table", async () => {
    const where = await rewritten({
      $and: [
        { locale: 'th' },
        { publishedAt: { $notNull: true } },
        { category: { name: { $eq: 'Knowledge' } } },
      ],
    });
    expect(where).toEqual({
      $and: [{ locale: 'th' }, { publishedAt: { $notNull: true } }, { id: { $in: [10, 11] } }],
    });
  });

  it('keeps the other filters of the same object beside it', async () => {
    const where = await rewritten({
      locale: 'en',
      category: { documentId: { $in: ['a', 'c'] } },
      title: { $containsi: 'durian' },
    });
    expect(where).toEqual({
      $and: [{ locale: 'en', title: { $containsi: 'durian' } }, { id: { $in: [10, 11] } }],
    });
  });

  it('finds no row when no related row matches', async () => {
    expect(await rewritten({ category: { name: { $eq: 'Nothing' } } })).toEqual({
      id: { $in: [] },
    });
  });

  it('leaves a category holding many rows, or a filter matching many categories, to the join', async () => {
    for (const where of [
      { category: { name: { $eq: 'News' } } },
      { category: { name: { $eq: 'Bulk' } } },
      { locale: 'th', category: { documentId: { $eq: 'b' } } },
    ])
      expect(await rewritten(where), JSON.stringify(where)).toEqual(where);
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

  it('asks again about a category found to hold many rows once REMEMBER_MS has passed, and about a rare one every time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const filter = { category: { documentId: { $eq: 'c' } } };
      // Rare (category 3 links one post): rewritten.
      expect(await rewritten(filter)).toEqual({ id: { $in: [11] } });
      // Becomes common: the join at once (a rare answer is never kept).
      const many = Array.from({ length: 1001 }, (_, i) => ({ post_id: 5000 + i, category_id: 3 }));
      await knex.batchInsert('posts_category_lnk', many, 200);
      expect(await rewritten(filter)).toEqual(filter);
      // Rare again: the join, which finds the same rows, until the answer is asked again.
      await knex('posts_category_lnk').where('post_id', '>=', 5000).delete();
      expect(await rewritten(filter)).toEqual(filter);
      vi.setSystemTime(Date.now() + REMEMBER_MS + 1);
      expect(await rewritten(filter)).toEqual({ id: { $in: [11] } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a filter JSON cannot write (a BigInt) without remembering it', async () => {
    const where = { category: { documentId: { $eq: 'b' }, id: { $in: [2n] } } };
    expect(await rewritten(where)).toEqual(where); // News: too many, left to the join
    const rare = { category: { documentId: { $eq: 'a' }, id: { $in: [1n] } } };
    expect(await rewritten(rare)).toEqual({ id: { $in: [10, 11] } });
  });

  it('does not change the params it was given', async () => {
    const filter = { category: { name: { $eq: 'Knowledge' } } };
    const where = { $and: [{ locale: 'th' }, filter] };
    const copy = structuredClone(where);
    await rewritten(where);
    expect(where).toEqual(copy);
  });
});
