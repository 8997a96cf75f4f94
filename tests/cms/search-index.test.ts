/* eslint-disable @typescript-eslint/no-explicit-any -- rows of the database and of the CMS's JSON */
/**
 * The search index (cms/src/search/index-store.ts, docs/quality.md#content-at-scale).
 *
 * - The index itself, on a database of its own (SQLite through knex, as the CMS uses it): created
 *   with what the table holds, kept in step by whoever writes (insert, update, delete by SQL),
 *   rebuilt at start when it holds fewer rows than the table (rows written while its triggers were
 *   absent, a table restored from a backup), remade when its columns change; matches substrings of
 *   Thai text and folds case in every script.
 * - The running CMS answers its search through it (SQLite): an entry written straight into the
 *   database by SQL is found, with a query in another case of a non-Latin script, which `LIKE` (the
 *   search without the index) does not fold.
 * - On PostgreSQL: the trigram indexes exist and can answer the query engine's `$containsi`; the
 *   missing or invalid ones are built in the background (the CMS answers meanwhile), by the one
 *   instance that holds the build's lock.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PG_LOCK_KEYS } from '../../cms/src/reliability/startup-lock';
import {
  ensureFtsTable,
  ensureTrigramIndexes,
  ftsPage,
  type SearchTable,
} from '../../cms/src/search/index-store';
import { get, postgresClient } from './helpers';

const require = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));

describe('the search index on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ditp-search-index-'));
  const file = path.join(dir, 'index.db');
  let knex: any;
  const t: SearchTable = {
    uid: 'api::article.article',
    table: 'articles',
    columns: { title: 'title', content_html: 'content_html' },
    order: { publishDate: 'publish_date', createdAt: 'created_at' },
  };
  const now = new Date('2026-11-26T12:00:00Z');
  const day = 86_400_000;
  let nextId = 1;
  const insert = (title: string, body: string, extra: Record<string, unknown> = {}) =>
    knex('articles').insert({
      id: nextId++,
      title,
      content_html: body,
      locale: 'th',
      published_at: now.getTime() - day,
      publish_date: now.getTime() - nextId * day,
      created_at: now.getTime() - nextId * day,
      ...extra,
    });
  const find = async (text: string, fields = ['title', 'content_html'], offset = 0) =>
    ftsPage(knex, t, { text, fields, locale: 'th', now, offset, limit: 10 });

  beforeAll(async () => {
    knex = require('knex')({
      client: 'better-sqlite3',
      connection: { filename: file },
      useNullAsDefault: true,
    });
    await knex.raw(
      'CREATE TABLE articles (id INTEGER PRIMARY KEY, title TEXT, content_html TEXT, locale TEXT, published_at INTEGER, publish_date INTEGER, created_at INTEGER)',
    );
    await insert('ทุเรียนหมอนทองส่งออกจีน', '<p>ผลไม้ไทยครองตลาด</p>');
    await insert('Rice exports', '<p>Jasmine rice to EUROPE</p>');
  });
  afterAll(async () => {
    await knex?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is created with the rows the table already holds', async () => {
    expect(await ensureFtsTable(knex, t)).toBe('created');
    expect((await find('หมอนทอง')).ids).toEqual([1]);
    expect(await ensureFtsTable(knex, t)).toBe('current');
  });

  it('matches any substring of three characters or more, in Thai and across case', async () => {
    expect((await find('ส่งออก')).ids).toEqual([1]);
    expect((await find('ครองตลาด')).ids).toEqual([1]); // in the body
    expect((await find('ครองตลาด', ['title'])).ids).toEqual([]); // title only
    expect((await find('europe')).ids).toEqual([2]);
    expect((await find('ice exp')).ids).toEqual([2]); // across a space
    expect((await find('"quoted"')).ids).toEqual([]); // quotes are text, not syntax
  });

  it('keeps in step with inserts, updates and deletes made by SQL', async () => {
    await insert('Durian fair', '<p>ΑΘΗΝΑ buyers</p>');
    expect((await find('durian')).ids).toEqual([3]);
    expect((await find('αθηνα')).ids).toEqual([3]); // Greek, other case
    await knex('articles').where({ id: 3 }).update({ title: 'Mango fair' });
    expect((await find('durian')).ids).toEqual([]);
    expect((await find('mango')).ids).toEqual([3]);
    await knex('articles').where({ id: 3 }).delete();
    expect((await find('mango')).total).toBe(0);
  });

  it('leaves out drafts, other locales and entries published for a later date', async () => {
    await insert('Seafood draft', '', { published_at: null });
    await insert('Seafood english', '', { locale: 'en' });
    await insert('Seafood scheduled', '', { publish_date: now.getTime() + day });
    await insert('Seafood today', '');
    const found = await find('seafood');
    expect(found.total).toBe(1);
    expect(found.ids).toHaveLength(1);
    // Drafts are not even indexed: the index holds the published rows, no more.
    const [{ indexed, published }] = await knex.raw(
      'SELECT (SELECT count(*) FROM articles_fts_docsize) AS indexed, (SELECT count(*) FROM articles WHERE published_at IS NOT NULL) AS published',
    );
    expect(indexed).toBe(published);
    // A draft that is published (an update) is indexed, and leaves the index when unpublished.
    await knex('articles')
      .where({ title: 'Seafood draft' })
      .update({ published_at: now.getTime() - day });
    expect((await find('seafood')).total).toBe(2);
    await knex('articles').where({ title: 'Seafood draft' }).update({ published_at: null });
    expect((await find('seafood')).total).toBe(1);
  });

  it('counts the matches of the locale in the index, less those dated after now', async () => {
    await insert('Orchid one', '', { publish_date: null, created_at: now.getTime() - day });
    await insert('Orchid two', '');
    await insert('Orchid later', '', { publish_date: now.getTime() + 2 * day });
    await insert('Orchid much later', '', { publish_date: now.getTime() + 400 * day });
    await insert('Orchid english', '', { locale: 'en' });
    await insert('Orchid thai (Thailand)', '', { locale: 'th-TH' });
    const found = await find('orchid');
    expect(found.total).toBe(2);
    expect(found.ids).toHaveLength(2);
    // A page past the end counts the same way.
    const past = await find('orchid', ['title'], 10);
    expect(past).toEqual({ ids: [], total: 2 });
    // The locale is kept in step: an entry moved to this locale by an update is counted.
    await knex('articles').where({ title: 'Orchid english' }).update({ locale: 'th' });
    expect((await find('orchid')).total).toBe(3);
    // The locale marker is no text: searching for it finds nothing.
    expect((await find('@th@')).total).toBe(0);
    await knex('articles').where('title', 'like', 'Orchid%').delete();
  });

  it('orders hits newest first and pages them', async () => {
    for (let i = 0; i < 12; i++) await insert(`Logistics ${i}`, '');
    const all = await find('logistics');
    expect(all.total).toBe(12);
    expect(all.ids).toHaveLength(10);
    expect(all.ids).toEqual([...all.ids].sort((a, b) => a - b)); // older ids have later dates here
    const second = await find('logistics', ['title'], 10);
    expect(second.ids).toHaveLength(2);
    expect(second.total).toBe(12);
    // A page past the end still says how many there are (no row carries the total there).
    const past = await find('logistics', ['title'], 20);
    expect(past).toEqual({ ids: [], total: 12 });
  });

  it('is rebuilt at start when rows were written while its triggers were absent', async () => {
    for (const trigger of ['ai', 'ad', 'au'])
      await knex.raw(`DROP TRIGGER "articles_fts_${trigger}"`);
    await insert('Imported by SQL: orchids', '');
    expect((await find('orchids')).ids).toEqual([]);
    expect(await ensureFtsTable(knex, t)).toBe('rebuilt');
    expect((await find('orchids')).total).toBe(1);
  });

  it('replaces an index of the earlier kind (every row, drafts included, text kept)', async () => {
    for (const trigger of ['ai', 'ad', 'au'])
      await knex.raw(`DROP TRIGGER "articles_fts_${trigger}"`);
    await knex.raw('DROP TABLE articles_fts');
    await knex.raw(
      "CREATE VIRTUAL TABLE articles_fts USING fts5(title, content_html, content='articles', content_rowid='id', tokenize='trigram')",
    );
    await knex.raw(
      'CREATE TRIGGER articles_fts_ai AFTER INSERT ON articles BEGIN INSERT INTO articles_fts(rowid, title, content_html) VALUES (new.id, new.title, new.content_html); END',
    );
    await knex.raw("INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')");
    expect(await ensureFtsTable(knex, t)).toBe('created');
    const [{ triggers }] = await knex.raw(
      "SELECT group_concat(sql, ' ') AS triggers FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'articles'",
    );
    expect(triggers).toMatch(/WHEN new\.published_at IS NOT NULL/);
    await insert('Orchid draft', '', { published_at: null });
    expect((await find('orchid')).total).toBe(1);
    expect(await ensureFtsTable(knex, t)).toBe('current');
  });

  it('is remade when the indexed columns change', async () => {
    expect(await ensureFtsTable(knex, { ...t, columns: { title: 'title' } })).toBe('created');
    expect((await find('orchids', ['title'])).total).toBe(1);
    expect(await ensureFtsTable(knex, t)).toBe('created');
    expect((await find('ครองตลาด')).ids).toEqual([1]);
  });
});

describe.runIf(inject('cmsDbFile'))('the CMS search through the index (SQLite)', () => {
  const word = `ΚΑΦΕΣ${randomBytes(4).toString('hex').toUpperCase()}`;
  let db: any;
  let id = 0;

  beforeAll(() => {
    const Database = require('better-sqlite3');
    db = new Database(inject('cmsDbFile'));
    db.pragma('busy_timeout = 5000');
    // A published Thai news entry written by SQL, as an import would: a copy of a seeded one.
    const row = db
      .prepare(
        "SELECT * FROM ditp_news WHERE locale = 'th' AND published_at IS NOT NULL ORDER BY id LIMIT 1",
      )
      .get();
    const columns = Object.keys(row).filter((c) => c !== 'id');
    const values = {
      ...row,
      document_id: randomBytes(12).toString('hex'),
      title: `Coffee fair ${word}`,
    };
    id = Number(
      db
        .prepare(
          `INSERT INTO ditp_news (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        )
        .run(...columns.map((c) => values[c])).lastInsertRowid,
    );
  });
  afterAll(() => {
    db?.prepare('DELETE FROM ditp_news WHERE id = ?').run(id);
    db?.close();
  });

  it('finds an entry written by SQL, in another case of a non-Latin script', async () => {
    const { status, body } = await get(
      `/api/search/ditp-news?q=${encodeURIComponent(word.toLowerCase())}&locale=th&match=title,content_html`,
    );
    expect(status).toBe(200);
    expect(body.meta.pagination.total).toBe(1);
    expect(body.data[0].title).toBe(`Coffee fair ${word}`);
  });

  it('finds two-character text without the index', async () => {
    const { status, body } = await get(
      `/api/search/ditp-news?q=${encodeURIComponent('ไท')}&locale=th&match=title,content_html`,
    );
    expect(status).toBe(200);
    expect(body.meta.pagination.total).toBeGreaterThan(0);
  });
});

describe.runIf(!inject('cmsDbFile'))('the trigram indexes (PostgreSQL)', () => {
  const names = ['ditp_news_content_html_trgm', 'ditp_news_title_trgm'];
  /** The named indexes that exist and are valid (usable by the planner). */
  const validIndexes = async (client: any) =>
    (
      await client.query(
        `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE c.relname = ANY($1) AND i.indisvalid ORDER BY 1`,
        [names],
      )
    ).rows.map((r: any) => r.relname);

  it('exist and answer the query engine’s case-insensitive LIKE', async () => {
    const client = await postgresClient();
    try {
      // Built in the background after the CMS starts: on the seed, within moments.
      await expect.poll(() => validIndexes(client), { timeout: 30_000 }).toEqual(names);
      // The table is tiny, so forbid the sequential scan: the plan shows the index can serve.
      await client.query('SET enable_seqscan = off');
      const plan = await client.query(
        "EXPLAIN SELECT id FROM ditp_news WHERE LOWER(CAST(title AS VARCHAR)) LIKE LOWER('%export%')",
      );
      expect(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n')).toMatch(/ditp_news_title_trgm/);
    } finally {
      await client.end();
    }
  });

  it('are built in the background when missing or left invalid, by one instance at a time', async () => {
    const client = await postgresClient();
    const other = await postgresClient();
    const knex = require('knex')({
      client: 'pg',
      connection: {
        host: process.env.DATABASE_HOST,
        port: Number(process.env.DATABASE_PORT ?? 5432),
        database: process.env.DATABASE_NAME,
        user: process.env.DATABASE_USERNAME,
        password: process.env.DATABASE_PASSWORD,
      },
    });
    const searched = [
      { table: 'ditp_news', columns: { title: 'title', content_html: 'content_html' } },
    ];
    try {
      await expect.poll(() => validIndexes(client), { timeout: 30_000 }).toEqual(names);
      // One index gone, the other left invalid, as an interrupted CREATE INDEX CONCURRENTLY
      // leaves it (marked so by hand: the seed's table builds in moments).
      await client.query('DROP INDEX ditp_news_content_html_trgm');
      await client.query(
        "UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'ditp_news_title_trgm'::regclass",
      );
      expect(await validIndexes(client)).toEqual([]);

      // Another instance is building: this one leaves it alone.
      await other.query('SELECT pg_advisory_lock($1, $2)', PG_LOCK_KEYS.trigramBuild);
      const meanwhile = await ensureTrigramIndexes(knex, searched);
      expect([...meanwhile.toBuild].sort()).toEqual(names);
      expect(await meanwhile.built).toEqual([]);
      expect(await validIndexes(client)).toEqual([]);
      await other.query('SELECT pg_advisory_unlock($1, $2)', PG_LOCK_KEYS.trigramBuild);

      const start = await ensureTrigramIndexes(knex, searched);
      expect([...(await start.built)].sort()).toEqual(names);
      expect(await validIndexes(client)).toEqual(names);
      const again = await ensureTrigramIndexes(knex, searched);
      expect(again.toBuild).toEqual([]);
    } finally {
      await knex.destroy();
      await other.end();
      await client.end();
    }
  });
});
