/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Readiness follows the database and the upload folder, and the CMS outlives its database:
 * - SQLite: `/_health/ready` is 503 (`checks.database`) while the database file is gone from its
 *   path, 503 (`checks.uploads`) while the upload folder is read-only, 200 again after each;
 *   `/_health/live` stays 200 throughout.
 * - PostgreSQL: 503 while the postmaster is frozen (SIGSTOP: no new connection is answered), 200
 *   after SIGCONT. PostgreSQL stopped: the CMS process keeps running, reads and posts answer 503
 *   (a post says `not_stored`), ready is 503; PostgreSQL started again: ready 200, posts stored,
 *   same process.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  alive,
  copySeeded,
  inquiry,
  postForm,
  readyStatus,
  startCms,
  stopAll,
  tmpRoot,
  waitFor,
} from './support/cms';
import { startPostgres, type Pg } from './support/pg';
import { isRoot, unmount } from './support/tmpfs';

const work = path.join(tmpRoot, `health-${process.pid}`);
let pg: Pg | null = null;
const mounts: string[] = [];

afterAll(async () => {
  try {
    pg?.signal('SIGCONT');
  } catch {
    // not running
  }
  await stopAll();
  await pg?.stop('immediate');
  for (const m of mounts) unmount(m);
  rmSync(work, { recursive: true, force: true });
});

const live = async (url: string) => (await fetch(`${url}/_health/live`)).status;

describe('readiness', () => {
  it.runIf(isRoot())('SQLite: database file gone, upload folder read-only', async () => {
    const seeded = await copySeeded(path.join(work, 'sqlite'));
    const cms = await startCms({ dbFile: seeded.db, env: { STRAPI_PUBLIC_DIR: seeded.pub } });
    expect((await readyStatus(cms.url)).status).toBe(200);

    renameSync(seeded.db, `${seeded.db}.moved`);
    const gone = await readyStatus(cms.url);
    renameSync(`${seeded.db}.moved`, seeded.db);
    console.log(`[ready] SQLite file gone: ${gone.status} ${JSON.stringify(gone.body)}`);
    expect(gone.status).toBe(503);
    expect(gone.body.status).toBe('unavailable');
    expect(gone.body.checks.database).not.toBe('ok');
    expect(gone.body.checks.uploads).toBe('ok');
    expect(await live(cms.url)).toBe(200);
    expect((await readyStatus(cms.url)).status).toBe(200);

    const uploads = path.join(seeded.pub, 'uploads');
    const readonly = path.join(work, 'ro-uploads');
    mkdirSync(readonly, { recursive: true });
    execFileSync('mount', ['--bind', '-o', 'ro', readonly, uploads]);
    execFileSync('mount', ['-o', 'remount,bind,ro', uploads]);
    mounts.push(uploads);
    const ro = await readyStatus(cms.url);
    unmount(uploads);
    console.log(`[ready] uploads read-only: ${ro.status} ${JSON.stringify(ro.body)}`);
    expect(ro.status).toBe(503);
    expect(ro.body.checks.uploads).not.toBe('ok');
    expect(ro.body.checks.database).toBe('ok');
    expect((await readyStatus(cms.url)).status).toBe(200);
  });

  it('PostgreSQL: frozen postmaster, then stopped and restarted under a running CMS', async () => {
    pg = await startPostgres(path.join(work, 'pg', 'data'));
    await pg.createDatabase('ditp_health');
    const pub = path.join(work, 'pg-public');
    mkdirSync(pub, { recursive: true });
    const cms = await startCms({ env: { ...pg.env('ditp_health'), STRAPI_PUBLIC_DIR: pub } });
    expect((await readyStatus(cms.url)).status).toBe(200);
    // Warm the pool: idle pooled connections keep working while the postmaster is frozen.
    await postForm(cms.url, 'inquiries', inquiry('warm-0', 0), 'warm-0', 0, performance.now());

    pg.signal('SIGSTOP');
    const t = performance.now();
    const frozen = await readyStatus(cms.url);
    const frozenMs = Math.round(performance.now() - t);
    pg.signal('SIGCONT');
    console.log(
      `[ready] PostgreSQL frozen: ${frozen.status} in ${frozenMs} ms ${JSON.stringify(frozen.body)}`,
    );
    expect(frozen.status).toBe(503);
    expect(frozen.body.checks.database).toBe('timeout');
    expect(frozenMs).toBeLessThan(4000);
    await waitFor(
      'ready after SIGCONT',
      async () => (await readyStatus(cms.url)).status === 200,
      20_000,
    );

    await pg.stop('immediate');
    const t0 = performance.now();
    const read = await fetch(`${cms.url}/api/posts?locale=th`, {
      signal: AbortSignal.timeout(30_000),
    });
    const readBody: any = await read.json();
    const post = await postForm(
      cms.url,
      'inquiries',
      inquiry('down-0', 0),
      'down-0',
      0,
      t0,
      30_000,
    );
    const down = await readyStatus(cms.url);
    console.log(
      `[PostgreSQL stopped] read ${read.status} ${readBody?.error?.details?.code}; post ${post.status} ${post.code}; ready ${down.status} ${JSON.stringify(down.body.checks)}; CMS alive ${alive(cms.pid)}`,
    );
    expect(read.status).toBe(503);
    expect(readBody.error.details.code).toBe('database_unavailable');
    expect(post.status).toBe(503);
    expect(post.code).toBe('not_stored');
    expect(down.status).toBe(503);
    // Idle pooled connections die with the server: pg reports them after the fact.
    await new Promise((r) => setTimeout(r, 2000));
    expect(alive(cms.pid), 'the CMS process must not exit when PostgreSQL goes away').toBe(true);

    await pg.start();
    await waitFor(
      'ready after PostgreSQL restarted',
      async () => (await readyStatus(cms.url)).status === 200,
      60_000,
    );
    const back = await postForm(
      cms.url,
      'inquiries',
      inquiry('back-0', 0),
      'back-0',
      0,
      t0,
      30_000,
    );
    expect(back.status).toBe(201);
    const rows = await pg.query(
      `select count(*)::int as n from inquiries where message = 'back-0'`,
      [],
      'ditp_health',
    );
    expect(rows[0].n).toBe(1);
    expect(alive(cms.pid)).toBe(true);
  });
});
