/**
 * A full database disk never turns into an acknowledged-but-lost form submission.
 *
 * - SQLite: the database file on a small tmpfs; inquiries (4,900-character messages) are posted one
 *   after another until the disk is full. Every 201 is a stored row (matched by its unique marker);
 *   the posts that could not be stored got a 5xx; once the disk has room again the next post is
 *   stored, without a restart.
 * - PostgreSQL: the cluster's data directory on a tmpfs shrunk to a few MB above what the schema
 *   uses; complaint forms with 10,000 incompressible characters until PostgreSQL fails (it PANICs
 *   when it cannot write its WAL and stays down). The CMS process survives, answers 503 while the
 *   database is down, and serves again once PostgreSQL is back; every 201 is a stored row.
 */
import { mkdirSync, rmSync, statSync, statfsSync, cpSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  alive,
  copySeeded,
  figures,
  postForm,
  reconcile,
  readyStatus,
  Sqlite,
  startCms,
  stopAll,
  storedSqlite,
  tmpRoot,
  waitFor,
  type Answer,
} from './support/cms';
import { startPostgres, type Pg } from './support/pg';
import { isRoot, mountTmpfs, resizeTmpfs, unmount } from './support/tmpfs';

const work = path.join(tmpRoot, `disk-full-${process.pid}`);
const mounts: string[] = [];
let pg: Pg | null = null;

afterAll(async () => {
  await stopAll();
  await pg?.stop('immediate');
  for (const m of mounts) unmount(m);
  rmSync(work, { recursive: true, force: true });
});

const usedBytes = (dir: string) => {
  const s = statfsSync(dir);
  return (s.blocks - s.bfree) * s.bsize;
};

describe.runIf(isRoot())('database disk full', () => {
  it('SQLite: every 201 is stored; the rest is a 5xx; room again -> stored again, no restart', async () => {
    const seeded = await copySeeded(path.join(work, 'sqlite'));
    const full = path.join(work, 'sqlite-full');
    const dbSize = statSync(seeded.db).size;
    // The database plus room for about a hundred posts (the journal needs room too).
    mountTmpfs(full, `${Math.ceil((dbSize + 600 * 1024) / 4096) * 4}k`);
    mounts.push(full);
    const dbFile = path.join(full, 'data.db');
    cpSync(seeded.db, dbFile);
    const cms = await startCms({ dbFile, env: { STRAPI_PUBLIC_DIR: seeded.pub } });

    const tag = `sqlfull${Date.now()}`;
    const answers: Answer[] = [];
    const t0 = performance.now();
    let failuresInARow = 0;
    for (let i = 0; i < 400 && failuresInARow < 5; i++) {
      const marker = `${tag}-${i}`;
      const a = await postForm(
        cms.url,
        'inquiries',
        {
          data: {
            full_name: 'Disk Filler',
            email: `fill${i}@example.com`,
            topic: 'other',
            message: `${marker}-${'x'.repeat(4900)}`,
            consent_privacy: true,
          },
        },
        marker,
        i,
        t0,
      );
      answers.push(a);
      failuresInARow = a.status === 201 ? 0 : failuresInARow + 1;
    }
    const failed = answers.filter((a) => a.status !== 201);
    expect(failed.length, 'the disk must fill up').toBeGreaterThan(0);
    expect(
      failed.every((a) => a.status >= 500 && a.status < 600),
      JSON.stringify(failed.slice(0, 3)),
    ).toBe(true);

    // Room again: the next post is stored without a restart.
    resizeTmpfs(full, '64m');
    const after = await postForm(
      cms.url,
      'inquiries',
      {
        data: {
          full_name: 'Disk Filler',
          email: 'after@example.com',
          topic: 'other',
          message: `${tag}-after`,
          consent_privacy: true,
        },
      },
      `${tag}-after`,
      -1,
      t0,
    );
    expect(after.status).toBe(201);
    await cms.stop();

    const stored = storedSqlite(dbFile, tag).filter((s) => s.marker !== `${tag}-after`);
    const r = reconcile(answers, stored);
    console.log(
      figures('SQLite disk full', r) +
        `; 5xx codes ${JSON.stringify([...new Set(failed.map((a) => `${a.status} ${a.code ?? ''}`))])}`,
    );
    expect(r.acknowledgedButLost).toEqual([]);
    expect(r.otherDocumentId).toEqual([]);
    expect(r.storedButNotAcknowledged).toEqual([]);
    const db = new Sqlite(dbFile, { readonly: true });
    try {
      expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
      expect(
        db.prepare('select count(*) as n from inquiries where message = ?').get(`${tag}-after`),
      ).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  it('PostgreSQL: the CMS survives the PANIC, answers 503 while the database is down, every 201 is stored', async () => {
    const mnt = path.join(work, 'pg-full');
    mountTmpfs(mnt, '200m');
    mounts.push(mnt);
    pg = await startPostgres(path.join(mnt, 'data'), {
      extra: ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'],
    });
    await pg.createDatabase('ditp_full');
    const pub = path.join(work, 'pg-public');
    mkdirSync(pub, { recursive: true });
    const cms = await startCms({ env: { ...pg.env('ditp_full'), STRAPI_PUBLIC_DIR: pub } });

    // Leave a few MB: the first posts fit, then WAL or table files cannot grow.
    const used = usedBytes(mnt);
    resizeTmpfs(mnt, `${Math.ceil((used + 6 * 1024 * 1024) / 1024)}k`);

    const tag = `pgfull${Date.now()}`;
    const rnd = (n: number) =>
      Array.from({ length: n }, () =>
        String.fromCharCode(0x0e01 + Math.floor(Math.random() * 46)),
      ).join('');
    const answers: Answer[] = [];
    const t0 = performance.now();
    let failuresInARow = 0;
    for (let i = 0; i < 1500 && failuresInARow < 8; i++) {
      const marker = `${tag}-${i}`;
      const a = await postForm(
        cms.url,
        'corruption-and-misconduct-complaint-forms',
        { data: { anonymous: true, subject: marker, details: rnd(9990), consent_privacy: true } },
        marker,
        i,
        t0,
        30_000,
      );
      answers.push(a);
      failuresInARow = a.status === 201 ? 0 : failuresInARow + 1;
    }
    const failed = answers.filter((a) => a.status !== 201);
    expect(failed.length, 'PostgreSQL must run out of disk').toBeGreaterThan(0);
    const panicked = /PANIC/.test(pg.log());
    expect(alive(cms.pid), 'the CMS process must survive its database failing').toBe(true);
    // While PostgreSQL is down (after a PANIC it does not come back by itself): 503, not a reset.
    const down = await postForm(
      cms.url,
      'inquiries',
      {
        data: {
          full_name: 'Down Tester',
          email: 'down@example.com',
          topic: 'other',
          message: `${tag}-down`,
          consent_privacy: true,
        },
      },
      `${tag}-down`,
      -1,
      t0,
      30_000,
    );
    const ready = await readyStatus(cms.url);
    console.log(
      `[PostgreSQL disk full] PANIC in the PostgreSQL log: ${panicked}; PostgreSQL running: ${pg.running()}; post while down: ${down.status} ${down.code ?? ''}; ready: ${ready.status} ${JSON.stringify(ready.body.checks ?? ready.body)}`,
    );
    expect(
      failed.every((a) => a.status === 503),
      JSON.stringify(failed.slice(0, 3)),
    ).toBe(true);
    if (!pg.running()) {
      expect(down.status).toBe(503);
      expect(ready.status).toBe(503);
    }

    // Room again, PostgreSQL (re)started: the same CMS process serves again.
    await pg.stop('immediate');
    resizeTmpfs(mnt, '200m');
    await pg.start();
    await waitFor(
      'the CMS to be ready again',
      async () => (await readyStatus(cms.url)).status === 200,
      60_000,
    );
    const back = await postForm(
      cms.url,
      'inquiries',
      {
        data: {
          full_name: 'Back Tester',
          email: 'back@example.com',
          topic: 'other',
          message: `${tag}-back`,
          consent_privacy: true,
        },
      },
      `${tag}-back`,
      -1,
      t0,
      30_000,
    );
    expect(back.status).toBe(201);
    expect(alive(cms.pid)).toBe(true);
    await cms.stop();

    const rows = await pg.query(
      `select subject, document_id from corruption_and_misconduct_complaint_forms where subject like $1`,
      [`${tag}-%`],
      'ditp_full',
    );
    const r = reconcile(
      answers,
      rows.map((x) => ({ marker: x.subject, documentId: x.document_id })),
    );
    console.log(figures('PostgreSQL disk full', r));
    expect(r.acknowledgedButLost).toEqual([]);
    expect(r.otherDocumentId).toEqual([]);
    expect(r.storedButNotAcknowledged).toEqual([]);
  });
});
