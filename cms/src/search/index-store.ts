import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { publicActions } from '../bootstrap/permissions';
import { indexName, localisedPublishedCollections } from '../bootstrap/indexes';
import { PG_LOCK_KEYS } from '../reliability/startup-lock';

/**
 * The search index of the site search (GET /api/search, cms/src/api/search;
 * docs/quality.md#content-at-scale): what makes a search cost what it finds, not what the
 * database holds.
 *
 * - SQLite (the embedded default): an FTS5 table per searched collection with the trigram
 *   tokenizer, over its title and body. Trigrams match any substring of three characters or more,
 *   in Thai (written without spaces between words) as in every other locale, case-insensitively,
 *   which is what the search promised with `LIKE '%text%'`. It indexes the published rows only
 *   and holds only their trigrams (the text stays in the collection's table), kept in step by
 *   three triggers on every insert, update and delete, whoever writes: the CMS, an import by SQL,
 *   a script. At start it is created when missing and refilled when it does not hold as many rows
 *   as the table has published (a table restored from a backup, rows written while the triggers
 *   were absent).
 * - PostgreSQL: trigram GIN indexes (pg_trgm) on the very expressions the query engine's
 *   case-insensitive `LIKE` compares (`lower(column::varchar)`), so the same query finds its rows
 *   through the index. No query changes there.
 *
 * Text shorter than three characters has no trigram: it is matched with `LIKE` as before.
 */

/** A searched collection's table and the text columns its index covers. */
export interface SearchTable {
  uid: string;
  table: string;
  /** Attribute name -> column name of the indexed text fields (title, content_html). */
  columns: Record<string, string>;
  /** Column names of the list order and filters. */
  order: { publishDate: string; createdAt: string };
}

/** The text fields a search matches (site/cms/collections.ts searchFields). */
const INDEXED_FIELDS = ['title', 'content_html'];
/** Trigram: text shorter than this cannot use the index. */
export const MIN_INDEXED_LENGTH = 3;

const tables = new Map<string, SearchTable>();
let ftsActive = false;

export const ftsName = (table: string) => `${table}_fts`;

/**
 * The index's own column that holds each row's locale, as a marker of three characters or more
 * (`@th@`: a locale code alone has too few for a trigram). A search asks for it beside the text,
 * so the index alone answers "this locale's published rows that contain the text", and the total
 * of a word found in nearly every entry is counted in the index, not by reading each of its rows
 * from the table (docs/quality.md#content-at-scale). The text is matched in the text columns only
 * (ftsQuery), so a search for `@th@` finds nothing.
 */
const LOCALE_COLUMN = 'ditp_locale';
/** The SQL expression of the locale marker of `column` (`new.locale` in a trigger). */
const localeMarker = (column: string) => `'@' || ${column} || '@'`;

/** The searched collections: public `find`, collection type, draft and publish, localised. */
function searchedTables(strapi: Core.Strapi): SearchTable[] {
  const isPublic = new Set(publicActions(strapi));
  const out: SearchTable[] = [];
  for (const { uid, table, column } of localisedPublishedCollections(strapi)) {
    if (!isPublic.has(`${uid}.find`)) continue;
    const columns = Object.fromEntries(
      INDEXED_FIELDS.flatMap((f) => {
        const name = column(f);
        return name ? [[f, name]] : [];
      }),
    );
    const publishDate = column('publish_date');
    const createdAt = column('createdAt');
    if (!columns.title || !publishDate || !createdAt) continue;
    out.push({ uid, table, columns, order: { publishDate, createdAt } });
  }
  return out;
}

async function rows<T>(knex: Knex, sql: string, bindings: readonly unknown[] = []): Promise<T[]> {
  return (await knex.raw(sql, bindings as Knex.RawBinding[])) as unknown as T[];
}

/**
 * SQLite: the FTS5 table and its triggers for one collection, created when missing, remade when
 * its columns or its kind changed, refilled when it does not hold as many rows as the table has
 * published rows. Returns what it did.
 *
 * Only published rows are indexed: a search never shows a draft, and every document has a draft
 * row beside its published one, so indexing both doubled what a common word's search read (44 ms
 * of the index for 50,000 rows at 25,000 documents). The table is contentless (it keeps the
 * trigrams and rowids, not a copy of the text) with `contentless_delete` so a row can be taken
 * out by its id; it refers to no view or table of its own, so Strapi can remake a collection's
 * table (a new field) without a dependent object in its way. Its triggers go with the table when
 * Strapi drops it, and the next start refills the index.
 */
export async function ensureFtsTable(
  knex: Knex,
  { table, columns }: Pick<SearchTable, 'table' | 'columns'>,
): Promise<'created' | 'rebuilt' | 'current'> {
  const fts = ftsName(table);
  const cols = Object.values(columns);
  const list = [...cols, LOCALE_COLUMN].map((c) => `"${c}"`).join(', ');
  const create = `CREATE VIRTUAL TABLE "${fts}" USING fts5(${list}, content='', contentless_delete=1, tokenize='trigram')`;
  const [found] = await rows<{ sql: string }>(
    knex,
    `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`,
    [fts],
  );
  const same = found?.sql === create;
  if (found && !same) await knex.raw(`DROP TABLE "${fts}"`);
  // Remade with the table: a trigger of an older kind of index (it wrote every row) must not stay.
  if (!same)
    for (const t of ['ai', 'ad', 'au']) await knex.raw(`DROP TRIGGER IF EXISTS "${fts}_${t}"`);
  if (!same) await knex.raw(create);
  const newValues = [...cols.map((c) => `new."${c}"`), localeMarker('new.locale')].join(', ');
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS "${fts}_ai" AFTER INSERT ON "${table}" WHEN new.published_at IS NOT NULL BEGIN INSERT INTO "${fts}"(rowid, ${list}) VALUES (new.id, ${newValues}); END`,
  );
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS "${fts}_ad" AFTER DELETE ON "${table}" WHEN old.published_at IS NOT NULL BEGIN DELETE FROM "${fts}" WHERE rowid = old.id; END`,
  );
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS "${fts}_au" AFTER UPDATE ON "${table}" BEGIN DELETE FROM "${fts}" WHERE rowid = old.id; INSERT INTO "${fts}"(rowid, ${list}) SELECT new.id, ${newValues} WHERE new.published_at IS NOT NULL; END`,
  );
  const [count] = await rows<{ stored: number; indexed: number }>(
    knex,
    `SELECT (SELECT count(*) FROM "${table}" WHERE published_at IS NOT NULL) AS stored, (SELECT count(*) FROM "${fts}_docsize") AS indexed`,
  );
  if (same && count!.stored === count!.indexed) return 'current';
  await knex.raw(`INSERT INTO "${fts}"("${fts}") VALUES ('delete-all')`);
  await knex.raw(
    `INSERT INTO "${fts}"(rowid, ${list}) SELECT id, ${[...cols.map((c) => `"${c}"`), localeMarker('locale')].join(', ')} FROM "${table}" WHERE published_at IS NOT NULL`,
  );
  return same ? 'rebuilt' : 'created';
}

/**
 * PostgreSQL: pg_trgm and a trigram GIN index on `lower(column::varchar)` of each indexed column
 * (the expression of the query engine's `$containsi`).
 *
 * The indexes that are missing, or left invalid by a build that was interrupted, are built with
 * `CREATE INDEX CONCURRENTLY` in the background: on a grown database a build takes minutes
 * (measured: about 11 minutes for the six of three collections of 100,000 documents), and the CMS
 * must answer meanwhile, with search falling back to reading every row as it does without an
 * index, while writes go on. One instance builds, the one that holds the advisory lock
 * `PG_LOCK_KEYS.trigramBuild`; an instance that starts during the build leaves it alone.
 *
 * Returns once the extension exists and what is to build is known; `built` settles when the
 * background build is over (its names, or [] when another instance holds the lock).
 */
export async function ensureTrigramIndexes(
  knex: Knex,
  searched: ReadonlyArray<Pick<SearchTable, 'table' | 'columns'>>,
  log: (message: string) => void = () => {},
): Promise<{ toBuild: string[]; built: Promise<string[]> }> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const wanted = searched.flatMap(({ table, columns }) =>
    Object.values(columns).map((column) => ({
      name: indexName(table, `${column}_trgm`),
      sql: `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${indexName(table, `${column}_trgm`)}" ON "${table}" USING gin ((lower(CAST("${column}" AS VARCHAR))) gin_trgm_ops)`,
    })),
  );
  if (!wanted.length) return { toBuild: [], built: Promise.resolve([]) };
  const { rows: present } = (await knex.raw(
    `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relname IN (${wanted.map(() => '?').join(', ')})`,
    wanted.map((w) => w.name),
  )) as { rows: Array<{ name: string; valid: boolean }> };
  const valid = new Set(present.filter((p) => p.valid).map((p) => p.name));
  const invalid = new Set(present.filter((p) => !p.valid).map((p) => p.name));
  const toBuild = wanted.filter((w) => !valid.has(w.name));
  if (!toBuild.length) return { toBuild: [], built: Promise.resolve([]) };

  const build = async (): Promise<string[]> => {
    // A session lock lives on one connection: the build keeps one from the pool until it ends.
    const connection = await knex.client.acquireConnection();
    const on = (sql: string, bindings: readonly unknown[] = []) =>
      knex.raw(sql, bindings).connection(connection);
    try {
      const lock = await on('SELECT pg_try_advisory_lock(?, ?) AS ok', PG_LOCK_KEYS.trigramBuild);
      if (!lock.rows[0].ok) {
        log('another instance is building the trigram indexes');
        return [];
      }
      try {
        const t0 = Date.now();
        for (const index of toBuild) {
          const t = Date.now();
          if (invalid.has(index.name))
            await on(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`);
          await on(index.sql);
          log(`trigram index ${index.name} built in ${Date.now() - t} ms`);
        }
        log(`${toBuild.length} trigram indexes built in ${Date.now() - t0} ms`);
        return toBuild.map((index) => index.name);
      } finally {
        await on('SELECT pg_advisory_unlock(?, ?)', PG_LOCK_KEYS.trigramBuild);
      }
    } finally {
      await knex.client.releaseConnection(connection);
    }
  };
  return { toBuild: toBuild.map((index) => index.name), built: build() };
}

/** Bootstrap: the search index of every searched collection, on the database the CMS runs on. */
export async function ensureSearchIndex(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const client = strapi.db.dialect.client;
  tables.clear();
  ftsActive = false;
  for (const t of searchedTables(strapi)) {
    try {
      if (client === 'sqlite') {
        const t0 = Date.now();
        const done = await ensureFtsTable(knex, t);
        if (done !== 'current')
          strapi.log.info(
            `[ditp-cms] search index of ${t.table}: ${done} in ${Date.now() - t0} ms`,
          );
        tables.set(t.uid, t);
      }
    } catch (e) {
      // Search still works without it (LIKE over every row), only slower.
      strapi.log.warn(`[ditp-cms] search index of ${t.table}: ${(e as Error).message}`);
    }
  }
  ftsActive = client === 'sqlite';
  if (client === 'postgres') {
    const log = (message: string) => strapi.log.info(`[ditp-cms] search index: ${message}`);
    try {
      const { toBuild, built } = await ensureTrigramIndexes(knex, searchedTables(strapi), log);
      if (toBuild.length)
        log(`building ${toBuild.length} trigram indexes in the background: ${toBuild.join(', ')}`);
      built.catch((e: unknown) => {
        // Search still works without them (LIKE over every row), only slower; the next start
        // builds what is missing or left invalid.
        strapi.log.warn(`[ditp-cms] search index: trigram build stopped: ${(e as Error).message}`);
      });
    } catch (e) {
      strapi.log.warn(`[ditp-cms] search index: ${(e as Error).message}`);
    }
  }
}

/**
 * The FTS5 index that can answer a search of `fields` for `text` in this collection, if any:
 * SQLite, every field indexed, text of three characters or more.
 */
export function ftsFor(uid: string, fields: string[], text: string): SearchTable | null {
  if (!ftsActive || [...text].length < MIN_INDEXED_LENGTH) return null;
  const t = tables.get(uid);
  if (!t || !fields.every((f) => f in t.columns)) return null;
  return t;
}

/**
 * An FTS5 query for `text` as a substring of any of `columns` (a quoted phrase of trigrams), in the
 * rows of `locale` when one is given.
 */
export function ftsQuery(columns: string[], text: string, locale?: string): string {
  const phrase = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const match = `{${columns.map((c) => `"${c}"`).join(' ')}} : ${phrase(text)}`;
  return locale === undefined
    ? match
    : `(${match}) AND {"${LOCALE_COLUMN}"} : ${phrase(`@${locale}@`)}`;
}

/**
 * One page of a collection's published, visible entries of a locale whose `fields` contain
 * `text`, newest first (the list order): their ids and the total.
 */
export async function ftsPage(
  knex: Knex,
  t: SearchTable,
  opts: {
    text: string;
    fields: string[];
    locale: string;
    now: Date;
    offset: number;
    limit: number;
  },
): Promise<{ ids: number[]; total: number }> {
  const fts = ftsName(t.table);
  const { publishDate, createdAt } = t.order;
  // The matches: the locale's published rows that contain the text, from the index alone. `id IN
  // hits`, the index asked once: a join lets the planner walk the table in list order and ask the
  // index again for every row (measured: 3 s instead of 3 ms). They are materialised once for the
  // page and its total.
  const hits = `WITH hits AS MATERIALIZED (SELECT rowid FROM "${fts}" WHERE "${fts}" MATCH ?)`;
  const match = ftsQuery(
    opts.fields.map((f) => t.columns[f]!),
    opts.text,
    opts.locale,
  );
  const visible = `id IN hits AND locale = ? AND published_at IS NOT NULL AND ("${publishDate}" <= ? OR "${publishDate}" IS NULL)`;
  // The total: every match, less those dated after now (entries scheduled for later; found along
  // the list index from the newest, `+id` keeps the planner from walking the matches instead).
  // Reading each match's row to test its date cost a word found in nearly every entry 8 of its
  // 20 ms of SQL (25,000 entries, measured; docs/quality.md#content-at-scale).
  const total = `(SELECT count(*) FROM hits) - (SELECT count(*) FROM "${t.table}" WHERE locale = ? AND published_at IS NOT NULL AND "${publishDate}" > ? AND +id IN hits)`;
  const filters = [opts.locale, opts.now];
  const page = await rows<{ id: number; total: number }>(
    knex,
    `${hits} SELECT id, ${total} AS total FROM "${t.table}" WHERE ${visible} ORDER BY "${publishDate}" DESC, "${createdAt}" DESC, id ASC LIMIT ? OFFSET ?`,
    [match, ...filters, ...filters, opts.limit, opts.offset],
  );
  if (page.length > 0) return { ids: page.map((r) => r.id), total: Number(page[0].total) };
  // A page past the end has no row to carry the total: count alone (no total when none match).
  if (opts.offset === 0) return { ids: [], total: 0 };
  const [count] = await rows<{ total: number }>(knex, `${hits} SELECT ${total} AS total`, [
    match,
    ...filters,
  ]);
  return { ids: [], total: Number(count?.total ?? 0) };
}
