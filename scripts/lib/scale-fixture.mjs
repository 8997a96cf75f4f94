// @ts-check
/**
 * The scale fixture of `npm run bench:scale`: a seeded CMS database (SQLite, or PostgreSQL with
 * `fillCollectionPg`) grown to `docs` documents per collection, in Thai and English, each with its
 * draft and its published version, as Strapi 5 stores them.
 *
 * It writes rows the way the CMS's own tables hold them: every new row is a copy of a seeded row of
 * the same collection, locale and publication state (so every column, default and relation the
 * content type has is there: category, region, post type, image), with a new document id, title,
 * ~4 KB HTML body and a date spread over ten years (1 % scheduled in the future, so the visibility
 * filter has something to hide). Relations are copied through the link tables and the media
 * morph table, found from the database's own foreign keys, not from a list kept here.
 *
 * The words come from a fixed vocabulary with a seeded random generator: the same `docs` gives the
 * same database, and `SCALE_HIT_WORD` appears in about 2 % of the bodies (a search with hits that
 * has to look past most rows), `SCALE_MISS_WORD` in none.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { summaryOf } from './model.mjs';

/** Found in ~2 % of the generated Thai and English bodies. */
export const SCALE_HIT_WORD = { th: 'ทุเรียน', en: 'durian' };
/** In nearly every body (a word of the vocabulary). */
export const SCALE_COMMON_WORD = { th: 'ส่งออก', en: 'export' };
/** Found in none. */
export const SCALE_MISS_WORD = { th: 'ไม่มีคำนี้ในคลัง', en: 'zyxwvutsq' };
/** The locales the fixture writes: the source locale and English, as the sites publish most. */
export const SCALE_LOCALES = /** @type {const} */ (['th', 'en']);

const WORDS = {
  th: 'การส่งออก ตลาดต่างประเทศ ผู้ประกอบการ สินค้าไทย กรมส่งเสริมการค้าระหว่างประเทศ งานแสดงสินค้า ข้าวหอมมะลิ ผลไม้ อาหารแปรรูป อัญมณี เครื่องประดับ ยานยนต์ ชิ้นส่วน บริการ ดิจิทัล ความยั่งยืน มาตรฐาน การรับรอง ภาษี ศุลกากร โลจิสติกส์ การเจรจา ธุรกิจ นักลงทุน ตลาดจีน ตลาดญี่ปุ่น ตลาดยุโรป สหรัฐอเมริกา อาเซียน ความร่วมมือ นวัตกรรม การออกแบบ แบรนด์ คุณภาพ ราคา การขนส่ง สถิติ มูลค่า เพิ่มขึ้น ลดลง ร้อยละ ปีนี้ ไตรมาส รายงาน ข้อมูล โอกาส ความเสี่ยง ผู้ซื้อ ผู้ขาย สัญญา ออนไลน์ สำนักงาน ทูตพาณิชย์ กิจกรรม สัมมนา ฝึกอบรม'.split(
    ' ',
  ),
  en: 'export market exporters Thai products trade promotion fair buyers rice fruit processed food jewellery automotive parts services digital sustainability standards certification tariff customs logistics negotiation business investors China Japan Europe United States ASEAN cooperation innovation design brand quality price shipping statistics value increased decreased percent this year quarter report data opportunity risk buyer seller contract online office trade commissioner event seminar training the of and to in for with on by from'.split(
    ' ',
  ),
};

/** Mulberry32: a small seeded generator, so a fixture of N documents is always the same. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(rng, locale, count) {
  const words = WORDS[locale];
  const out = [];
  for (let i = 0; i < count; i++) out.push(words[Math.floor(rng() * words.length)]);
  // Thai is written without spaces between words; phrases are separated by spaces.
  return locale === 'th' ? out.join(rng() < 0.5 ? '' : ' ') : out.join(' ');
}

/** A ~4 KB HTML body (UTF-8 bytes): six paragraphs, a heading and a list. */
export function body(rng, locale, withHit) {
  const parts = [`<h2>${sentence(rng, locale, 5)}</h2>`];
  const perParagraph = locale === 'th' ? 30 : 90;
  for (let p = 0; p < 6; p++) {
    let text = sentence(rng, locale, perParagraph);
    if (withHit && p === 3) text += ` ${SCALE_HIT_WORD[locale]}`;
    parts.push(`<p>${text}.</p>`);
  }
  parts.push(`<ul>${[0, 1, 2].map(() => `<li>${sentence(rng, locale, 6)}</li>`).join('')}</ul>`);
  return parts.join('\n');
}

/** The content type (uid, table) behind a collection's plural name, read from cms/src/api. */
export function contentType(cmsDir, pluralName) {
  const apiDir = join(cmsDir, 'src', 'api');
  for (const api of readdirSync(apiDir)) {
    const types = join(apiDir, api, 'content-types');
    if (!existsSync(types)) continue;
    for (const name of readdirSync(types)) {
      const file = join(types, name, 'schema.json');
      if (!existsSync(file)) continue;
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      if (schema.info?.pluralName === pluralName)
        return { uid: `api::${api}.${schema.info.singularName}`, table: schema.collectionName };
    }
  }
  throw new Error(`no content type with plural name "${pluralName}" in ${apiDir}`);
}

/**
 * The part of better-sqlite3 these scripts use (the package ships no types). Rows are whatever the
 * SQL selects.
 * @typedef {{
 *   get(...params: unknown[]): unknown,
 *   all(...params: unknown[]): unknown[],
 *   run(...params: unknown[]): { changes: number, lastInsertRowid: number | bigint },
 * }} SqliteStatement
 * @typedef {{
 *   prepare(sql: string): SqliteStatement,
 *   pragma(sql: string): unknown,
 *   transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void,
 *   backup(file: string): Promise<unknown>,
 *   close(): void,
 * }} SqliteDatabase
 * @typedef {new (
 *   file: string,
 *   options?: { readonly?: boolean, fileMustExist?: boolean, timeout?: number },
 * ) => SqliteDatabase} SqliteDatabaseClass
 */

/**
 * better-sqlite3, the CMS's own SQLite driver (cms/node_modules).
 * @param {string} cmsDir
 * @param {string} file
 */
export function openSqlite(cmsDir, file) {
  // Not named `require`: the checker would take the call for a module import from scripts/lib.
  const cmsRequire = createRequire(join(cmsDir, 'package.json'));
  /** @type {SqliteDatabaseClass} */
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  return db;
}

/** Tables holding this table's relations: [link table, the column naming our row]. */
function linkTables(db, table) {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ?")
    .all(`${table}_%_lnk`)
    .map((r) => /** @type {{ name: string }} */ (r).name);
  const links = [];
  for (const name of names) {
    const fks = /** @type {Array<{ table: string, from: string }>} */ (
      db.prepare(`PRAGMA foreign_key_list("${name}")`).all()
    );
    const own = fks.find((fk) => fk.table === table);
    if (own) links.push({ name, column: own.from });
  }
  return links;
}

/** Same storage format as the template's value (Strapi's SQLite dates are epoch ms). */
function dateLike(template, ms) {
  if (typeof template === 'number') return ms;
  if (typeof template === 'string' && /^\d+$/.test(template)) return String(ms);
  return new Date(ms).toISOString();
}

/**
 * The rows of the documents `from` to `to` (exclusive) of a grown collection: for each document,
 * its four rows (th and en, draft and published) as [template key, values over the template].
 * @param {() => number} rng
 * @param {Record<string, any>} templates rows to copy, by `${locale}:${published}`
 * @param {string[]} columns the table's columns
 * @param {number} from
 * @param {number} to
 * @param {number} now
 * @returns {Generator<Array<[string, Record<string, unknown>]>>}
 */
function* documentRows(rng, templates, columns, from, to, now) {
  const tenYears = 10 * 365 * 86_400_000;
  for (let i = from; i < to; i++) {
    const documentId = randomBytes(12).toString('hex').slice(0, 24);
    // 1 % scheduled up to a month ahead; the rest over the past ten years.
    const published =
      rng() < 0.01 ? now + Math.floor(rng() * 30 * 86_400_000) : now - Math.floor(rng() * tenYears);
    const hit = rng() < 0.02;
    /** @type {Array<[string, Record<string, unknown>]>} */
    const rows = [];
    for (const locale of SCALE_LOCALES) {
      const title = `${sentence(rng, locale, locale === 'th' ? 6 : 9)} ${i + 1}`;
      const html = body(rng, locale, hit);
      const summary = summaryOf(html);
      for (const isPublished of [false, true]) {
        const key = `${locale}:${isPublished}`;
        const t = templates[key];
        rows.push([
          key,
          {
            document_id: documentId,
            locale,
            title,
            ...(columns.includes('content_html') ? { content_html: html } : {}),
            ...(columns.includes('summary') ? { summary } : {}),
            ...(columns.includes('publish_date')
              ? { publish_date: dateLike(t.publish_date ?? t.created_at, published) }
              : {}),
            created_at: dateLike(t.created_at, published),
            updated_at: dateLike(t.updated_at, published),
            ...(isPublished ? { published_at: dateLike(t.published_at, published) } : {}),
          },
        ]);
      }
    }
    yield rows;
  }
}

/** The template rows' SQL: one per locale and publication state (any locale when one is missing). */
const templateSql = (table, published, placeholder) => [
  `SELECT * FROM "${table}" WHERE locale = ${placeholder} AND published_at IS ${published ? 'NOT ' : ''}NULL ORDER BY id LIMIT 1`,
  `SELECT * FROM "${table}" WHERE published_at IS ${published ? 'NOT ' : ''}NULL ORDER BY id LIMIT 1`,
];

/**
 * Adds documents to one collection until it holds `docs` per locale (th, en), each published.
 * Returns the number of rows written.
 * @param {any} db better-sqlite3 database
 * @param {{ uid: string, table: string }} type
 * @param {number} docs
 * @param {number} seed
 */
export function fillCollection(db, { uid, table }, docs, seed = 1) {
  const rng = generator(seed);
  /** @type {Record<string, any>} */
  const templates = {};
  for (const locale of SCALE_LOCALES) {
    for (const published of [true, false]) {
      const [own, any] = templateSql(table, published, '?');
      const row = db.prepare(own).get(locale) ?? db.prepare(any).get();
      if (!row)
        throw new Error(`${table}: no seeded ${published ? 'published' : 'draft'} row to copy`);
      templates[`${locale}:${published}`] = row;
    }
  }
  const links = linkTables(db, table);
  const columns = Object.keys(templates['th:true']).filter((c) => c !== 'id');
  const insert = db.prepare(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  const linkCopies = links.map(({ name, column }) => {
    const cols = /** @type {Array<{ name: string }>} */ (
      db.prepare(`PRAGMA table_info("${name}")`).all()
    )
      .map((c) => c.name)
      .filter((c) => c !== 'id');
    return {
      select: db.prepare(`SELECT * FROM "${name}" WHERE "${column}" = ?`),
      insert: db.prepare(
        `INSERT INTO "${name}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      ),
      cols,
      column,
    };
  });
  const hasMorph = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'files_related_mph'")
    .get();
  const morphSelect = hasMorph
    ? db.prepare('SELECT * FROM files_related_mph WHERE related_id = ? AND related_type = ?')
    : null;
  const morphInsert = hasMorph
    ? db.prepare(
        'INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order") VALUES (?, ?, ?, ?, ?)',
      )
    : null;
  // Relation rows of each template, read once.
  const templateLinks = Object.fromEntries(
    Object.entries(templates).map(([k, row]) => [
      k,
      {
        links: linkCopies.map((l) => l.select.all(row.id)),
        morph: morphSelect ? morphSelect.all(row.id, uid) : [],
      },
    ]),
  );

  let written = 0;
  const addRow = (templateKey, values) => {
    const t = templates[templateKey];
    const row = { ...t, ...values };
    const { lastInsertRowid } = insert.run(...columns.map((c) => row[c]));
    const rel = templateLinks[templateKey];
    linkCopies.forEach((l, i) => {
      for (const linkRow of rel.links[i])
        l.insert.run(...l.cols.map((c) => (c === l.column ? lastInsertRowid : linkRow[c])));
    });
    for (const m of rel.morph)
      morphInsert?.run(m.file_id, lastInsertRowid, m.related_type, m.field, m.order);
    written++;
  };

  const existing = /** @type {{ n: number }} */ (
    db.prepare(`SELECT COUNT(DISTINCT document_id) AS n FROM "${table}" WHERE locale = 'th'`).get()
  ).n;
  const now = Date.now();
  const batch = db.transaction((from, to) => {
    for (const rows of documentRows(rng, templates, columns, from, to, now))
      for (const [key, values] of rows) addRow(key, values);
  });
  const target = Math.max(0, docs - existing);
  for (let from = 0; from < target; from += 2000) batch(from, Math.min(target, from + 2000));
  return written;
}

/**
 * `fillCollection` on PostgreSQL, through a connected `pg` client: the same documents (same
 * generator, same copies of seeded rows and their relations), written by multi-row INSERTs of 250
 * documents each. The link tables are found from the database's foreign keys, as on SQLite.
 * @param {any} client a connected pg Client
 * @param {{ uid: string, table: string }} type
 * @param {number} docs
 * @param {number} seed
 */
export async function fillCollectionPg(client, { uid, table }, docs, seed = 1) {
  const rng = generator(seed);
  const q = async (sql, params = []) => (await client.query(sql, params)).rows;
  // The trigram indexes (cms/src/search/index-store.ts) would be updated row by row: dropped
  // here, the CMS makes them again at its next start, in one pass over the table.
  for (const { indexname } of await q(
    "SELECT indexname FROM pg_indexes WHERE tablename = $1 AND indexname LIKE '%\\_trgm'",
    [table],
  ))
    await q(`DROP INDEX "${indexname}"`);
  /** @type {Record<string, any>} */
  const templates = {};
  for (const locale of SCALE_LOCALES) {
    for (const published of [true, false]) {
      const [own, any] = templateSql(table, published, '$1');
      const row = (await q(own, [locale]))[0] ?? (await q(any))[0];
      if (!row)
        throw new Error(`${table}: no seeded ${published ? 'published' : 'draft'} row to copy`);
      templates[`${locale}:${published}`] = row;
    }
  }
  const columns = Object.keys(templates['th:true']).filter((c) => c !== 'id');
  // pg writes a JavaScript array as a PostgreSQL array: JSON columns get their text instead.
  const value = (v) =>
    v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  const links = await q(
    `SELECT kcu.table_name AS name, kcu.column_name AS column
       FROM information_schema.referential_constraints rc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name
      WHERE ccu.table_name = $1 AND kcu.table_name LIKE $2`,
    [table, `${table}\\_%\\_lnk`],
  );
  const linkCopies = [];
  for (const { name, column } of links) {
    const cols = (
      await q(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`,
        [name],
      )
    ).map((c) => c.column_name);
    linkCopies.push({ name, column, cols });
  }
  const hasMorph =
    (await q("SELECT 1 FROM information_schema.tables WHERE table_name = 'files_related_mph'"))
      .length > 0;
  const templateLinks = {};
  for (const [k, row] of Object.entries(templates)) {
    const own = [];
    for (const l of linkCopies)
      own.push(await q(`SELECT * FROM "${l.name}" WHERE "${l.column}" = $1`, [row.id]));
    templateLinks[k] = {
      links: own,
      morph: hasMorph
        ? await q('SELECT * FROM files_related_mph WHERE related_id = $1 AND related_type = $2', [
            row.id,
            uid,
          ])
        : [],
    };
  }
  /** One INSERT of many rows; returns the new ids in the order of `rows`. */
  const insertMany = async (name, cols, rows, returning = false) => {
    if (!rows.length) return [];
    const params = [];
    const tuples = rows.map(
      (r) => `(${r.map((v) => (params.push(value(v)), `$${params.length}`)).join(', ')})`,
    );
    const out = await q(
      `INSERT INTO "${name}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}${returning ? ' RETURNING id' : ''}`,
      params,
    );
    return out.map((r) => r.id);
  };

  const [{ n: existing }] = await q(
    `SELECT COUNT(DISTINCT document_id)::int AS n FROM "${table}" WHERE locale = 'th'`,
  );
  const now = Date.now();
  const target = Math.max(0, docs - existing);
  // PostgreSQL takes at most 65,535 parameters in one statement.
  const perBatch = Math.max(1, Math.floor(60_000 / columns.length / 4));
  let written = 0;
  for (let from = 0; from < target; from += perBatch) {
    const keys = [];
    const values = [];
    for (const rows of documentRows(
      rng,
      templates,
      columns,
      from,
      Math.min(target, from + perBatch),
      now,
    ))
      for (const [key, v] of rows) {
        const row = { ...templates[key], ...v };
        keys.push(key);
        values.push(columns.map((c) => row[c]));
      }
    await q('BEGIN');
    const ids = await insertMany(table, columns, values, true);
    for (const [i, l] of linkCopies.entries()) {
      const linkRows = [];
      ids.forEach((id, r) => {
        for (const linkRow of templateLinks[keys[r]].links[i])
          linkRows.push(l.cols.map((c) => (c === l.column ? id : linkRow[c])));
      });
      for (let at = 0; at < linkRows.length; at += 5000)
        await insertMany(l.name, l.cols, linkRows.slice(at, at + 5000));
    }
    const morphRows = [];
    ids.forEach((id, r) => {
      for (const m of templateLinks[keys[r]].morph)
        morphRows.push([m.file_id, id, m.related_type, m.field, m.order]);
    });
    for (let at = 0; at < morphRows.length; at += 5000)
      await insertMany(
        'files_related_mph',
        ['file_id', 'related_id', 'related_type', 'field', 'order'],
        morphRows.slice(at, at + 5000),
      );
    await q('COMMIT');
    written += ids.length;
  }
  return written;
}
