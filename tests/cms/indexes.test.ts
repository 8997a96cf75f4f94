/* eslint-disable @typescript-eslint/no-explicit-any -- rows of the database's own catalogue */
/**
 * The list order's index and the sitemap's (cms/src/bootstrap/indexes.ts,
 * docs/quality.md#content-at-scale): every
 * localised collection with draft and publish has it once the CMS has started, and the database
 * answers the site's list read (the SQL Strapi makes of site/cms/query.ts's listQuery, published
 * rows of one locale, newest first) and its count through it, and a sitemap chunk through the
 * sitemap's, not by reading (or sorting) the whole table.
 * On PostgreSQL (npm run test:cms with DATABASE_CLIENT=postgres) the index is looked up in
 * pg_indexes; its planner's choice on a ten-row table says nothing, so the plan is checked on SQLite.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import databaseConfig from '../../cms/config/database';
import { indexName } from '../../cms/src/bootstrap/indexes';
import { listCollections, postgresClient, schemas } from './helpers';

const require = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
/** Strapi's own reader of the environment, as the CMS hands it to cms/config/database.ts. */
const { env } = require('@strapi/utils');
const localised = listCollections.filter(
  (s: any) => s.pluginOptions?.i18n?.localized === true,
) as any[];

async function indexNames(): Promise<Set<string>> {
  const file = inject('cmsDbFile');
  if (file) {
    const Database = require('better-sqlite3');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return new Set(
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'index'")
          .all()
          .map((r: any) => r.name),
      );
    } finally {
      db.close();
    }
  }
  const client = await postgresClient();
  try {
    const { rows } = await client.query('SELECT indexname FROM pg_indexes');
    return new Set(rows.map((r: any) => r.indexname));
  } finally {
    await client.end();
  }
}

describe('list indexes', () => {
  it('covers the localised collections with draft and publish', () => {
    expect(localised.length).toBeGreaterThan(15);
    expect(schemas.length).toBeGreaterThan(localised.length);
  });

  it('exists for every localised collection with draft and publish', async () => {
    const names = await indexNames();
    const missing = localised
      .flatMap((s) => [
        indexName(s.collectionName, 'list_idx'),
        indexName(s.collectionName, 'sitemap_idx'),
      ])
      .filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  });

  it.runIf(inject('cmsDbFile'))('answers the list read and its count (SQLite plan)', () => {
    const Database = require('better-sqlite3');
    const db = new Database(inject('cmsDbFile'), { readonly: true, fileMustExist: true });
    try {
      // What Strapi 5 sends for GET /api/ditp-news with the site's list query (knex debug output).
      const where =
        '(t0.published_at is not null and t0.locale = ? and ((t0.publish_date <= ?) or (t0.publish_date is null)) and t0.published_at is not null)';
      const list = `select t0.*, t0.id from ditp_news as t0 where ${where} order by t0.publish_date desc, t0.created_at desc, t0.id asc limit 20 offset 0`;
      const count = `select count(t0.id) as count from ditp_news as t0 where ${where} limit 1`;
      const plan = (sql: string) =>
        db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all('th', Date.now())
          .map((r: any) => r.detail)
          .join(' | ');
      expect(plan(list)).toMatch(/USING (COVERING )?INDEX ditp_news_list_idx/);
      expect(plan(list)).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      // The count walks one of the two indexes (both hold locale and publish_date: measured at
      // 100,000 documents, 5 ms either way).
      expect(plan(count)).toMatch(/USING (COVERING )?INDEX ditp_news_(list|sitemap)_idx/);
      // A sitemap chunk (src/api/sitemap): one locale's published rows in id order from an id,
      // read along the sitemap index, never sorted whole.
      const chunk =
        'select t0.id, t0.document_id, t0.updated_at from ditp_news as t0 where (t0.published_at is not null and ((t0.publish_date <= ?) or (t0.publish_date is null)) and t0.locale = ? and t0.id > ?) order by t0.id asc limit 1001';
      const chunkPlan = db
        .prepare(`EXPLAIN QUERY PLAN ${chunk}`)
        .all(Date.now(), 'th', 0)
        .map((r: any) => r.detail)
        .join(' | ');
      expect(chunkPlan).toMatch(
        /USING (COVERING )?INDEX ditp_news_sitemap_idx \(locale=\? AND id>\?\)/,
      );
      expect(chunkPlan).not.toMatch(/TEMP B-TREE/);
    } finally {
      db.close();
    }
  });

  it("has the featured read's index where a collection has the flag (posts)", async () => {
    const names = await indexNames();
    const flagged = localised.filter((s) => s.attributes?.featured);
    expect(flagged.map((s) => s.collectionName)).toEqual(['posts']);
    for (const s of flagged)
      expect(names.has(indexName(s.collectionName, 'featured_idx'))).toBe(true);
  });

  it.runIf(inject('cmsDbFile'))(
    "answers the home page's featured read along its index, never sorting the locale's rows",
    () => {
      const Database = require('better-sqlite3');
      const db = new Database(inject('cmsDbFile'), { readonly: true, fileMustExist: true });
      try {
        // GET /api/posts with listQuery's `featured` (pageSize 1): Strapi's SQL, the flag bound.
        const sql =
          'select t0.id from posts as t0 where (t0.published_at is not null and t0.locale = ? and ((t0.publish_date <= ?) or (t0.publish_date is null)) and t0.featured = ? and t0.published_at is not null) order by t0.publish_date desc, t0.created_at desc, t0.id asc limit 1 offset 0';
        const plan = db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all('th', Date.now(), 1)
          .map((r: any) => r.detail)
          .join(' | ');
        expect(plan).toMatch(
          /USING (COVERING )?INDEX posts_featured_idx \(locale=\? AND featured=\?/,
        );
        expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      } finally {
        db.close();
      }
    },
  );

  // PostgreSQL's default price of an out-of-order page read (4) is a spinning disk's: with it, a
  // deep list page at 100,000 documents was a scan and sort of the whole table, not a walk of the
  // list index (cms/config/database.ts). What the CMS's pool connects with must carry the price.
  it.runIf(!inject('cmsDbFile'))(
    'is priced for SSD storage on a connection made from the CMS configuration',
    async () => {
      const config = databaseConfig({ env } as never) as any;
      const { Client } = require('pg');
      const client = new Client(config.connection.connection);
      await client.connect();
      try {
        const { rows } = await client.query('SHOW random_page_cost');
        expect(rows[0].random_page_cost).toBe('1.1');
      } finally {
        await client.end();
      }
    },
  );

  it('refuses a planner price that is not a positive number', () => {
    const previous = process.env.DATABASE_RANDOM_PAGE_COST;
    const withPrice = (price: string) => {
      process.env.DATABASE_RANDOM_PAGE_COST = price;
      return () => databaseConfig({ env } as never);
    };
    try {
      for (const bad of ['1.1 -c work_mem=1GB', '-1', '0', 'fast'])
        expect(withPrice(bad)).toThrow(/DATABASE_RANDOM_PAGE_COST must be a positive number/);
      expect(withPrice('2')).not.toThrow();
    } finally {
      if (previous === undefined) delete process.env.DATABASE_RANDOM_PAGE_COST;
      else process.env.DATABASE_RANDOM_PAGE_COST = previous;
    }
  });
});
