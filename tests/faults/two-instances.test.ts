/**
 * Two CMS instances started at the same moment on one database both become ready, and the sample
 * content is seeded once (schema sync, migrations and seed run under the start-up lock):
 * - PostgreSQL, empty database;
 * - PostgreSQL, migrated (schema made by an earlier start with CMS_SEED=false) but not seeded;
 * - SQLite, one empty database file for two processes.
 * "Seeded once": every post title exists once per locale and publication state, the seed's images
 * once, and the seed marker is set.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readyStatus, Sqlite, startCms, stopAll, tmpRoot } from './support/cms';
import { startPostgres, type Pg } from './support/pg';

const work = path.join(tmpRoot, `two-${process.pid}`);
let pg: Pg | null = null;

afterAll(async () => {
  await stopAll();
  await pg?.stop();
  rmSync(work, { recursive: true, force: true });
});

const SEED_COUNTS = `
  select
    (select count(*) from posts)::int as posts,
    (select count(*) from (select distinct title, locale, published_at is null from posts) t)::int as distinct_posts,
    (select count(*) from files where name like 'ditp-seed-%')::int as seed_images,
    (select count(distinct name) from files where name like 'ditp-seed-%')::int as distinct_seed_images,
    (select count(*) from strapi_core_store_settings where key = 'plugin_ditp_seed' and value like '%"version":1%')::int as marker`;

async function startTwo(env: Record<string, string>, dbFile?: string) {
  const t = performance.now();
  const both = await Promise.allSettled([startCms({ dbFile, env }), startCms({ dbFile, env })]);
  const seconds = ((performance.now() - t) / 1000).toFixed(1);
  const failed = both.filter((b) => b.status === 'rejected');
  expect(failed.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
  const [a, b] = both.map(
    (x) => (x as PromiseFulfilledResult<Awaited<ReturnType<typeof startCms>>>).value,
  );
  expect((await readyStatus(a.url)).status).toBe(200);
  expect((await readyStatus(b.url)).status).toBe(200);
  return { a, b, seconds };
}

function expectSeededOnce(
  label: string,
  c: {
    posts: number;
    distinct_posts: number;
    seed_images: number;
    distinct_seed_images: number;
    marker: number;
  },
  seconds: string,
) {
  console.log(
    `[two instances, ${label}] both ready in ${seconds} s; posts ${c.posts} (distinct ${c.distinct_posts}), seed images ${c.seed_images} (distinct ${c.distinct_seed_images}), seed marker ${c.marker}`,
  );
  expect(c.posts).toBeGreaterThan(0);
  expect(c.posts).toBe(c.distinct_posts);
  expect(c.seed_images).toBeGreaterThan(0);
  expect(c.seed_images).toBe(c.distinct_seed_images);
  expect(c.marker).toBe(1);
}

describe('two instances started together', () => {
  it('PostgreSQL, empty database', async () => {
    pg = await startPostgres(path.join(work, 'pg', 'data'));
    await pg.createDatabase('ditp_two_empty');
    const pub = path.join(work, 'pub-empty');
    mkdirSync(pub, { recursive: true });
    const { a, b, seconds } = await startTwo({
      ...pg.env('ditp_two_empty'),
      STRAPI_PUBLIC_DIR: pub,
      CMS_SEED: 'true',
    });
    const [posts] = await Promise.all([
      fetch(`${a.url}/api/posts?locale=th`),
      fetch(`${b.url}/api/posts?locale=th`),
    ]);
    expect(posts.status).toBe(200);
    await Promise.all([a.stop(), b.stop()]);
    expectSeededOnce(
      'PostgreSQL, empty database',
      (await pg.query(SEED_COUNTS, [], 'ditp_two_empty'))[0],
      seconds,
    );
  });

  it('PostgreSQL, migrated but not seeded', async () => {
    await pg!.createDatabase('ditp_two_migrated');
    const pub = path.join(work, 'pub-migrated');
    mkdirSync(pub, { recursive: true });
    const env = { ...pg!.env('ditp_two_migrated'), STRAPI_PUBLIC_DIR: pub };
    const first = await startCms({ env: { ...env, CMS_SEED: 'false' } });
    await first.stop();
    expect(
      (await pg!.query('select count(*)::int as n from posts', [], 'ditp_two_migrated'))[0].n,
    ).toBe(0);
    const { a, b, seconds } = await startTwo({ ...env, CMS_SEED: 'true' });
    await Promise.all([a.stop(), b.stop()]);
    expectSeededOnce(
      'PostgreSQL, migrated but not seeded',
      (await pg!.query(SEED_COUNTS, [], 'ditp_two_migrated'))[0],
      seconds,
    );
  });

  it('SQLite, one empty file for two processes', async () => {
    const dir = path.join(work, 'sqlite');
    mkdirSync(dir, { recursive: true });
    const dbFile = path.join(dir, 'data.db');
    const { a, b, seconds } = await startTwo(
      { STRAPI_PUBLIC_DIR: path.join(dir, 'public'), CMS_SEED: 'true' },
      dbFile,
    );
    await Promise.all([a.stop(), b.stop()]);
    const db = new Sqlite(dbFile, { readonly: true });
    try {
      expectSeededOnce(
        'SQLite, one file',
        db.prepare(SEED_COUNTS.replace(/::int/g, '')).get(),
        seconds,
      );
    } finally {
      db.close();
    }
  });
});
