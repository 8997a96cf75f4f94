/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Backup during writes, restore into a fresh CMS (the procedure of docs/operations.md, with
 * scripts/backup.mjs): a burst of inquiries at 20 posts/s, `node scripts/backup.mjs` in the middle
 * of it, then a new CMS on the restored database and upload folder. The restored CMS serves every
 * published entry the original served (list totals per collection and locale), answers the same
 * search totals, serves every uploaded file, and holds the inquiries that were in the snapshot, each
 * of them acknowledged. SQLite (online backup API) and PostgreSQL (pg_dump -Fc / pg_restore).
 */
import { verificationToken } from '../../scripts/lib/altcha.mjs';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  burst,
  copySeeded,
  root,
  Sqlite,
  startCms,
  stopAll,
  tmpRoot,
  type Cms,
} from './support/cms';
import { pgBin, startPostgres, type Pg } from './support/pg';
import { LOCALES } from '../../cms/src/model/locales';

const work = path.join(tmpRoot, `backup-${process.pid}`);
let pg: Pg | null = null;

afterAll(async () => {
  await stopAll();
  await pg?.stop();
  rmSync(work, { recursive: true, force: true });
});

const COLLECTIONS = [
  'posts',
  'ditp-news',
  'procurement-news',
  'trade-and-investment-guides',
  'apply-for-works',
  'overseas-offices',
  'trending-products',
  'executives',
];
const SEARCHES = [
  ['posts', 'export'],
  ['posts', 'ส่งออก'],
  ['ditp-news', 'export'],
  ['ditp-news', 'ส่งออก'],
];

async function snapshot(url: string) {
  const out: Record<string, number | string> = {};
  for (const c of COLLECTIONS)
    for (const l of LOCALES) {
      const r = await fetch(`${url}/api/${c}?locale=${l}&pagination[pageSize]=1`);
      out[`${c}.${l}`] = r.ok
        ? ((await r.json()) as any).meta.pagination.total
        : `HTTP ${r.status}`;
    }
  for (const [c, q] of SEARCHES)
    for (const l of ['th', 'en']) {
      const r = await fetch(
        `${url}/api/search/${c}?q=${encodeURIComponent(q)}&locale=${l}&pageSize=5&match=title,content_html`,
      );
      out[`search:${c}.${l}.${q}`] = r.ok
        ? ((await r.json()) as any).meta.pagination.total
        : `HTTP ${r.status}`;
    }
  return out;
}

/** Every file the restored CMS knows is served from its uploads folder. */
async function filesServed(url: string, token: string) {
  const r = await fetch(`${url}/api/upload/files?pagination[pageSize]=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const files: any[] = await r.json();
  const urls = files.flatMap((f) => [
    f.url,
    ...Object.values(f.formats ?? {}).map((x: any) => x.url),
  ]);
  const statuses = await Promise.all(urls.map(async (u) => (await fetch(`${url}${u}`)).status));
  return {
    files: files.length,
    urls: urls.length,
    notServed: urls.filter((_, i) => statuses[i] !== 200),
  };
}

async function run(
  label: string,
  original: Cms,
  env: Record<string, string>,
  restore: (out: string) => Promise<{ cms: Cms; inquiries: string[] }>,
) {
  const before = await snapshot(original.url);
  const tag = `bk${Date.now()}`;
  const out = path.join(work, `${label}-backup`);
  const writes = burst(original.url, { tag, n: 160, rate: 20 });
  await new Promise((r) => setTimeout(r, 4000));
  const t = performance.now();
  const printed = execFileSync(
    process.execPath,
    [path.join(root, 'scripts', 'backup.mjs'), '--out', out],
    { env: { ...process.env, ...env } },
  ).toString();
  const backupMs = Math.round(performance.now() - t);
  const answers = await writes;
  await original.stop();
  expect(JSON.parse(printed.trim().split('\n').at(-1)!).ok).toBe(true);

  const { cms, inquiries } = await restore(out);
  const after = await snapshot(cms.url);
  const token = await apiToken(cms.url);
  const served = await filesServed(cms.url, token);
  const acked = new Set(answers.filter((a) => a.status === 201).map((a) => a.marker));
  const mine = inquiries.filter((m) => m.startsWith(`${tag}-`));
  const unacked = mine.filter((m) => !acked.has(m));
  console.log(
    `[backup ${label}] backup took ${backupMs} ms during a burst (${acked.size} of ${answers.length} posts acknowledged); restored: ${mine.length} burst inquiries in the snapshot, ` +
      `${unacked.length} of them not acknowledged; ${Object.keys(after).length} totals compared, ${Object.keys(after).filter((k) => after[k] !== before[k]).length} differ; ` +
      `${served.files} files, ${served.urls} URLs, ${served.notServed.length} not served`,
  );
  expect(after).toEqual(before);
  expect(Object.values(before).every((v) => typeof v === 'number')).toBe(true);
  expect(served.files).toBeGreaterThan(0);
  expect(served.notServed).toEqual([]);
  expect(mine.length, 'the snapshot was taken during the burst').toBeGreaterThan(0);
  expect(mine.length).toBeLessThan(answers.length);
  expect(unacked).toEqual([]);
  // The restored CMS takes writes.
  const res = await fetch(`${cms.url}/api/inquiries?locale=th`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-verification-token': await verificationToken(cms.url),
    },
    body: JSON.stringify({
      data: {
        full_name: 'Restore Tester',
        email: 'restore@example.com',
        topic: 'other',
        message: `${tag}-restored`,
        consent_privacy: true,
      },
    }),
  });
  expect(res.status).toBe(201);
}

describe('backup during writes, restore into a fresh CMS', () => {
  it('SQLite', async () => {
    const seeded = await copySeeded(path.join(work, 'sqlite'));
    const original = await startCms({ dbFile: seeded.db, env: { STRAPI_PUBLIC_DIR: seeded.pub } });
    await run(
      'SQLite',
      original,
      { DATABASE_FILENAME: seeded.db, STRAPI_PUBLIC_DIR: seeded.pub },
      async (out) => {
        const dir = path.join(work, 'sqlite-restored');
        mkdirSync(dir, { recursive: true });
        cpSync(path.join(out, 'data.db'), path.join(dir, 'data.db'));
        cpSync(path.join(out, 'public'), path.join(dir, 'public'), { recursive: true });
        const db = new Sqlite(path.join(dir, 'data.db'), { readonly: true });
        const inquiries = db
          .prepare('select message from inquiries')
          .all()
          .map((r: any) => r.message);
        db.close();
        const cms = await startCms({
          dbFile: path.join(dir, 'data.db'),
          env: { STRAPI_PUBLIC_DIR: path.join(dir, 'public') },
        });
        return { cms, inquiries };
      },
    );
  });

  it('PostgreSQL', async () => {
    pg = await startPostgres(path.join(work, 'pg', 'data'));
    await pg.createDatabase('ditp_bk');
    const pub = path.join(work, 'pg-public');
    mkdirSync(pub, { recursive: true });
    const env = { ...pg.env('ditp_bk'), STRAPI_PUBLIC_DIR: pub };
    const original = await startCms({ env: { ...env, CMS_SEED: 'true' } });
    await run('PostgreSQL', original, env, async (out) => {
      await pg!.createDatabase('ditp_restored');
      execFileSync(
        `${pgBin()}/pg_restore`,
        [
          '--no-owner',
          '-h',
          '127.0.0.1',
          '-p',
          String(pg!.port),
          '-U',
          pg!.user,
          '-d',
          'ditp_restored',
          path.join(out, 'db.dump'),
        ],
        {
          env: { ...process.env, PGPASSWORD: pg!.password },
        },
      );
      const dir = path.join(work, 'pg-restored-public');
      cpSync(path.join(out, 'public'), dir, { recursive: true });
      const inquiries = (await pg!.query('select message from inquiries', [], 'ditp_restored')).map(
        (r) => r.message,
      );
      const cms = await startCms({ env: { ...pg!.env('ditp_restored'), STRAPI_PUBLIC_DIR: dir } });
      return { cms, inquiries };
    });
  });
});
