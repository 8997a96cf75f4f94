#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:scale`: the site's cost at a decade of content (docs/quality.md#content-at-scale).
 *
 * 1. Starts the real CMS on a throwaway SQLite database (seeded as `npm start` seeds it), measures
 *    the figures below at seed size, and stops it.
 * 2. Grows a copy of that database to `--docs` documents per collection (posts, DITP news,
 *    procurement news; Thai and English; draft and published; scripts/lib/scale-fixture.mjs).
 * 3. Starts the CMS on the grown copy (its bootstrap adds what it adds at start: indexes...) and
 *    measures the same figures, printed beside the seed figures and the budgets.
 *
 * Figures (medians of --runs reads, sequential, loopback):
 *  - CMS reads exactly as the site sends them (site/cms/query.ts): a collection's list page 1 and
 *    a deep page (the middle of the collection: page 2,500 at 100,000), one collection's search
 *    with hits and with none, and the federated search over every searched collection;
 *  - the sitemap's reads: the summary its index is made from, and a chunk of 1,000 entries from
 *    the middle of the collection;
 *  - with --pages (builds the site when dist/ is stale): the page service with its cache off, TTFB
 *    of a list, a detail and a search results page, the size of a list page's HTML, uncached
 *    list renders per second (8 concurrent clients for 10 s; CMS answers shared by renders for
 *    1 s, as in production, while the TTFB figures share none), and one section's sitemap file
 *    streamed whole (time, URLs per second).
 *
 *   --docs=N     documents per collection (default 100000; CI runs 25000)
 *   --db=D       sqlite (default) or postgres: a throwaway PostgreSQL cluster of Debian's
 *                PostgreSQL on 127.0.0.1 (as the fault tests start one), removed afterwards
 *   --runs=N     reads per figure (default 15)
 *   --pages      page service figures too
 *   --ci         exit 1 when a figure is over its budget
 *   --keep       keep the databases (cms/.tmp/scale-*) for a look with sqlite3
 * Results go to reports/bench-scale.json.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import qs from 'qs';
import { createJiti } from 'jiti';
import { freePort, startCms, cmsDir } from './cms.mjs';
import {
  SCALE_HIT_WORD,
  SCALE_MISS_WORD,
  SCALE_COMMON_WORD,
  contentType,
  fillCollection,
  fillCollectionPg,
  openSqlite,
} from './lib/scale-fixture.mjs';
import { TEST_RATE_LIMITS } from './lib/altcha.mjs';
import { judgeScale } from './lib/scaleBudgets.mjs';
import { serveDist } from './lib/serve.mjs';
import { dist, ensureSiteBuild, root, waitForReady } from './lib/stack.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const a = argv[i];
  return a.includes('=') ? a.split('=')[1] : argv[i + 1];
};
const has = (f) => argv.includes(f);
const docs = Number(option('docs', 100_000));
const runs = Number(option('runs', 15));
if (!Number.isInteger(docs) || docs < 1) throw new Error('--docs must be a whole number');
const database = option('db', 'sqlite');
if (!['sqlite', 'postgres'].includes(database)) throw new Error('--db must be sqlite or postgres');

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../site/cms/query')} */
const query = await jiti.import('../site/cms/query.ts');
/** @type {typeof import('../site/cms/collections')} */
const { COLLECTIONS, collectionByKey } = await jiti.import('../site/cms/collections.ts');
/** A collection of site/cms/collections.ts, which has every key this script names. */
const collection = (key) => {
  const def = collectionByKey(key);
  if (!def) throw new Error(`no collection "${key}" in site/cms/collections.ts`);
  return def;
};

/** The collections the fixture grows (the three the department publishes most in). */
const GROWN = ['posts', 'ditp-news', 'procurement-news'];
/** The collection whose figures are printed (the news list the audit measured). */
const MEASURED = 'ditp-news';
const LOCALE = 'th';

const started = Date.now();
const log = (...a) =>
  console.log(`[bench:scale ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s]`, ...a);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function timed(url) {
  const t = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return { ms, text };
}

/** Median of `runs` sequential reads, after one warm-up read. */
async function p50(url, check) {
  const first = await timed(url);
  check?.(first.text);
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await timed(url)).ms);
  return Math.round(median(times) * 10) / 10;
}

const cmsUrl = (base, built) =>
  `${base}${built.path}?${qs.stringify(built.params, { encodeValuesOnly: true })}`;

/** The CMS figures of one database. */
async function cmsFigures(base, expectTotal) {
  const def = collection(MEASURED);
  // The list reads as the site's list pages make them (site/pages/CollectionList.tsx): cards, the
  // fields a card shows, not each entry's whole body.
  const first = query.listQuery(def, { locale: LOCALE, cards: true });
  let total = 0;
  const listFirstMs = await p50(cmsUrl(base, first), (text) => {
    total = JSON.parse(text).meta.pagination.total;
    if (expectTotal && total < expectTotal * 0.95)
      throw new Error(`${MEASURED} lists ${total} entries, the fixture wrote ~${expectTotal}`);
  });
  const deepPage = Math.max(1, Math.ceil(total / 2 / 20));
  const listDeepMs = await p50(
    cmsUrl(base, query.listQuery(def, { locale: LOCALE, page: deepPage, cards: true })),
  );
  // A category list (posts in "Knowledge", the rarer of the two: the read walks furthest for 20),
  // and the other one, which holds nearly every post (the read finds its 20 at once, but its
  // count is most of the locale).
  const posts = collection('posts');
  const categoryList = (ending) => {
    const page = posts.listPages.find((p) => p.path.endsWith(ending));
    if (!page) throw new Error(`posts has no list page ending in ${ending}`);
    return p50(
      cmsUrl(
        base,
        query.listQuery(posts, {
          locale: LOCALE,
          category: page.categories,
          cards: true,
        }),
      ),
    );
  };
  const listCategoryMs = await categoryList('/Knowledge');
  const listCategoryCommonMs = await categoryList('/Hot-issue');
  const hitsOf = (text) => JSON.parse(text).meta.pagination.total;
  let hits = 0;
  const searchHitMs = await p50(
    cmsUrl(base, query.searchQuery(def, SCALE_HIT_WORD[LOCALE], { locale: LOCALE })),
    (text) => {
      hits = hitsOf(text);
    },
  );
  const searchMissMs = await p50(
    cmsUrl(base, query.searchQuery(def, SCALE_MISS_WORD[LOCALE], { locale: LOCALE })),
    (text) => {
      if (hitsOf(text) !== 0) throw new Error('the word that is in no body was found');
    },
  );
  const searchCommonMs = await p50(
    cmsUrl(base, query.searchQuery(def, SCALE_COMMON_WORD[LOCALE], { locale: LOCALE })),
  );
  const searched = COLLECTIONS.filter((c) => c.tag);
  const federatedMs = await p50(
    cmsUrl(base, query.federatedSearchQuery(searched, SCALE_HIT_WORD[LOCALE], { locale: LOCALE })),
  );
  // The sitemap's reads: the summary the index is made from, and a chunk from the middle.
  const sitemapSummaryMs = await p50(`${base}/api/sitemap`, (text) => {
    const count = JSON.parse(text).data.collections[MEASURED]?.[LOCALE];
    if (count !== total)
      throw new Error(`the sitemap counts ${count} ${MEASURED}, the list ${total}`);
  });
  const middle = JSON.parse(
    (
      await timed(
        `${base}/api/sitemap/${MEASURED}?locale=${LOCALE}&offset=${Math.floor(total / 2)}&limit=1`,
      )
    ).text,
  ).data[0].id;
  const sitemapChunkMs = await p50(
    `${base}/api/sitemap/${MEASURED}?locale=${LOCALE}&after=${middle}`,
    (text) => {
      if (JSON.parse(text).data.length !== Math.min(1000, total - Math.floor(total / 2) - 1))
        throw new Error('a sitemap chunk from the middle is not full');
    },
  );
  return {
    total,
    deepPage,
    hits,
    sitemapSummaryMs,
    sitemapChunkMs,
    listFirstMs,
    listDeepMs,
    listCategoryMs,
    listCategoryCommonMs,
    searchHitMs,
    searchMissMs,
    searchCommonMs,
    federatedMs,
  };
}

/** The page service figures against one CMS (cache off: every request renders). */
async function pageFigures(cmsBase) {
  /** @type {{ url: string, close: () => Promise<void> } | null} */
  let site = await serveDist({ dist, cmsUrl: cmsBase, cacheSeconds: 0, dataTimeoutMs: 10_000 });
  try {
    await waitForReady(site.url);
    const def = collection(MEASURED);
    const listPath = `/${LOCALE}${def.listPages[0].path}`;
    const anyEntry = JSON.parse(
      (await timed(cmsUrl(cmsBase, query.listQuery(def, { locale: LOCALE, pageSize: 1 })))).text,
    ).data[0];
    const detailPath = `/${LOCALE}${def.detailPaths[0].replace(':id', anyEntry.documentId)}`;
    const searchPath = `/${LOCALE}/?query=${encodeURIComponent(SCALE_HIT_WORD[LOCALE])}`;
    const html = (await timed(site.url + listPath)).text;
    if (!html.includes(anyEntry.title.slice(0, 20)))
      throw new Error(`${listPath} was served without its newest entry`);
    const siteUrl = site.url; // (site is set to null below, once these are measured)
    const ttfb = async (path) => {
      const times = [];
      for (let i = 0; i <= runs; i++) {
        const t = performance.now();
        const res = await fetch(siteUrl + path);
        await res.body?.getReader().read(); // first bytes
        times.push(performance.now() - t);
        await res.body?.cancel().catch(() => {});
      }
      return Math.round(median(times.slice(1)));
    };
    const listTtfbMs = await ttfb(listPath);
    const detailTtfbMs = await ttfb(detailPath);
    const searchTtfbMs = await ttfb(searchPath);
    // One section's sitemap file, streamed whole (up to 50,000 URLs).
    const file = `/sitemaps/${LOCALE}/${MEASURED}-1.xml`;
    const t = performance.now();
    const sitemap = await timed(site.url + file);
    const sitemapFileMs = Math.round(performance.now() - t);
    const urls = sitemap.text.split('<url>').length - 1;
    const total = JSON.parse(
      (await timed(cmsUrl(cmsBase, query.listQuery(def, { locale: LOCALE, pageSize: 1 })))).text,
    ).meta.pagination.total;
    if (urls !== Math.min(total, 50_000))
      throw new Error(`${file} lists ${urls} URLs for ${total} entries`);
    await site.close();
    site = null;
    // Uncached list renders per second: 8 clients, 10 s, pages 1..1000 in turn (none asked twice
    // within a second, so no page's own list read is shared). The page cache is off, but a CMS
    // answer is reused by other renders for 1 s as in production (the page service's default:
    // site/server/sharedReads.ts): the reads every page of the list makes alike (menu, filters)
    // are not sent again for each page. The TTFB figures above send them all.
    const renders = await serveDist({
      dist,
      cmsUrl: cmsBase,
      cacheSeconds: 0,
      sharedReadSeconds: 1,
      dataTimeoutMs: 10_000,
    });
    let done = 0;
    let failed = 0;
    try {
      await waitForReady(renders.url);
      const until = Date.now() + 10_000;
      await Promise.all(
        Array.from({ length: 8 }, async (_, c) => {
          for (let i = c; Date.now() < until; i += 8) {
            const res = await fetch(`${renders.url}${listPath}?page=${(i % 1000) + 1}`);
            await res.text();
            if (res.status === 200) done++;
            else failed++;
          }
        }),
      );
    } finally {
      await renders.close();
    }
    return {
      sitemapFileMs,
      sitemapUrls: urls,
      sitemapFileMB: Math.round((Buffer.byteLength(sitemap.text) / 1024 / 1024) * 10) / 10,
      sitemapUrlsPerSecond: Math.round(urls / (sitemapFileMs / 1000)),
      listTtfbMs,
      detailTtfbMs,
      searchTtfbMs,
      listHtmlKB: Math.round(Buffer.byteLength(html) / 1024),
      rendersPerSecond: Math.round(done / 10),
      failedRenders: failed,
    };
  } finally {
    await site?.close();
  }
}

/**
 * `db`: a SQLite file, or the CMS environment of a PostgreSQL database. `ready`: what to wait for
 * once the CMS answers, before `fn` measures.
 */
async function withCms(db, publicDir, fn, ready = async () => {}) {
  const cms = await startCms({
    port: await freePort(),
    dbFile: typeof db === 'string' ? db : undefined,
    fixtures: false,
    // The first start on a grown SQLite database builds its search index (minutes at 100,000).
    timeoutMs: 30 * 60_000,
    env: {
      STRAPI_PUBLIC_DIR: publicDir,
      ...TEST_RATE_LIMITS,
      ...(typeof db === 'string' ? {} : db),
    },
  });
  try {
    await waitForReady(cms.url);
    await ready();
    return await fn(cms.url);
  } finally {
    await cms.stop();
  }
}

const work = join(cmsDir, '.tmp', `scale-${process.pid}`);
const seedDb = join(work, 'seed.db');
const scaleDb = join(work, 'scale.db');
const publicDir = join(work, 'public');
mkdirSync(work, { recursive: true });
const withPages = has('--pages');
/** @type {import('../tests/faults/support/pg').Pg | null} */
let pg = null;
/** PostgreSQL: how many trigram indexes the seeded database has (the grown one is to have). */
let trigramIndexes = 0;

/** The valid trigram indexes of the database `client` is connected to, and all of them. */
async function countTrigramIndexes(client, validOnly = false) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relname LIKE '%\\_trgm' AND (i.indisvalid OR NOT $1)`,
    [validOnly],
  );
  return rows[0].n;
}

/** PostgreSQL: a connected client of the grown database. */
async function bigDatabase() {
  /** @type {typeof import('../tests/faults/support/pg')} */
  const { Client } = await jiti.import('../tests/faults/support/pg.ts');
  if (!pg) throw new Error('bigDatabase: PostgreSQL is not running');
  const client = new Client({
    host: '127.0.0.1',
    port: pg.port,
    user: pg.user,
    password: pg.password,
    database: 'scale_big',
  });
  await client.connect();
  return client;
}

/**
 * PostgreSQL: waits until the CMS, which answers while it builds the trigram indexes the fill
 * dropped (cms/src/search/index-store.ts), has built them all: searches measured before would
 * read every row.
 */
async function trigramIndexesBuilt() {
  const client = await bigDatabase();
  try {
    const t0 = Date.now();
    let logged = t0;
    for (;;) {
      const valid = await countTrigramIndexes(client, true);
      if (valid >= trigramIndexes) break;
      if (Date.now() - t0 > 30 * 60_000)
        throw new Error(`trigram indexes: ${valid} of ${trigramIndexes} after 30 minutes`);
      if (Date.now() - logged > 60_000) {
        logged = Date.now();
        log(`waiting for the CMS's trigram indexes: ${valid} of ${trigramIndexes} built`);
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
    log(
      `the CMS built ${trigramIndexes} trigram indexes in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await client.end();
  }
}
try {
  if (withPages) ensureSiteBuild({ log });
  // A SQLite file, or the CMS environment of a PostgreSQL database (withCms).
  /** @type {string | Record<string, string>} */
  let seedTarget = seedDb;
  /** @type {string | Record<string, string>} */
  let scaleTarget = scaleDb;
  if (database === 'postgres') {
    /** @type {typeof import('../tests/faults/support/pg')} */
    const { startPostgres } = await jiti.import('../tests/faults/support/pg.ts');
    // Memory for the trigram indexes the CMS builds at start over the grown tables (the
    // default 64 MB makes each build spill to disk and take many minutes).
    pg = await startPostgres(join(work, 'pg'), { extra: ['-c', 'maintenance_work_mem=1GB'] });
    await pg.createDatabase('scale_seed');
    seedTarget = pg.env('scale_seed');
    scaleTarget = pg.env('scale_big');
    log(`PostgreSQL on 127.0.0.1:${pg.port}`);
  }
  log('seed-size database: starting the CMS (seeds it)...');
  const seed = await withCms(seedTarget, publicDir, async (url) => {
    const c = await cmsFigures(url, 0);
    const p = withPages ? await pageFigures(url) : {};
    return { ...c, ...p };
  });
  log('seed size:', JSON.stringify(seed));

  log(`growing to ${docs.toLocaleString('en')} documents per collection (${GROWN.join(', ')})...`);
  const t = Date.now();
  let rows = 0;
  if (pg) {
    await pg.createDatabase('scale_big', 'scale_seed');
    const client = await bigDatabase();
    try {
      trigramIndexes = await countTrigramIndexes(client);
      for (const [i, key] of GROWN.entries())
        rows += await fillCollectionPg(client, contentType(cmsDir, key), docs, i + 1);
      // As autovacuum leaves a database that has grown over years: statistics, and a visibility
      // map that lets PostgreSQL answer from an index alone.
      await client.query('VACUUM ANALYZE');
    } finally {
      await client.end();
    }
  } else {
    copyFileSync(seedDb, scaleDb);
    const db = openSqlite(cmsDir, scaleDb);
    GROWN.forEach((key, i) => {
      rows += fillCollection(db, contentType(cmsDir, key), docs, i + 1);
    });
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
  log(`${rows.toLocaleString('en')} rows written in ${((Date.now() - t) / 1000).toFixed(0)} s`);

  log('grown database: starting the CMS...');
  const scale = await withCms(
    scaleTarget,
    publicDir,
    async (url) => {
      const c = await cmsFigures(url, docs);
      const p = withPages ? await pageFigures(url) : {};
      return { ...c, ...p };
    },
    pg ? trigramIndexesBuilt : undefined,
  );

  const docsLabel = `${docs.toLocaleString('en')} docs`;
  const { rows: rowsOut, over, backUnder, factors } = judgeScale({ seed, scale, docsLabel });
  for (const key of backUnder)
    log(`${key} is under budget now: remove its KNOWN_OVER entry (scripts/lib/scaleBudgets.mjs)`);
  for (const [group, f] of Object.entries(factors))
    if (f.measured !== null)
      log(
        `machine factor (${group === 'cms' ? "the CMS's reads" : 'the page service'}): seed-size figures ${f.measured} x those of the machine the budgets were set on; time budgets x ${f.factor} (docs/quality.md#content-at-scale)`,
      );
  console.table(rowsOut);
  log(
    `${MEASURED}: ${scale.total} entries in ${LOCALE}, deep page ${scale.deepPage}; "${SCALE_HIT_WORD[LOCALE]}" found in ${scale.hits}`,
  );
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(
    join(root, 'reports', 'bench-scale.json'),
    JSON.stringify({ docs, runs, database, factors, seed, scale, rows: rowsOut }, null, 2),
  );
  if (has('--ci') && over) {
    console.error(`bench:scale: ${over} figure(s) over budget`);
    process.exitCode = 1;
  }
} finally {
  await pg?.stop();
  if (!has('--keep')) rmSync(work, { recursive: true, force: true });
  else log(`databases kept in ${work}`);
}
