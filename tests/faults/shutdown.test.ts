/**
 * SIGTERM is graceful: a burst of inquiries at 50 posts/s, SIGTERM to the CMS mid-burst, then the
 * answers are reconciled with the stored rows. A post either completed (201 and stored) or was
 * never accepted (connection refused, or 503 `shutting_down` on a connection that was already open):
 * no connection of a request sent before the signal is cut, nothing is stored that was not
 * acknowledged, nothing acknowledged is lost. On SQLite and on PostgreSQL.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  burst,
  copySeeded,
  figures,
  reconcile,
  startCms,
  stopAll,
  storedSqlite,
  tmpRoot,
  type Answer,
  type Cms,
} from './support/cms';
import { startPostgres, type Pg } from './support/pg';

const work = path.join(tmpRoot, `shutdown-${process.pid}`);
let pg: Pg | null = null;

afterAll(async () => {
  await stopAll();
  await pg?.stop();
  rmSync(work, { recursive: true, force: true });
});

const RATE = 50;
const N = 250; // 5 s
const SIGNAL_AT_MS = 2500;
/** A request sent this long before the signal has certainly been accepted by the CMS. */
const ACCEPTED_MARGIN_MS = 100;

const isCut = (a: Answer) => a.status === 0 && !/ECONNREFUSED/.test(a.error ?? '');

async function burstWithSigterm(cms: Cms, tag: string) {
  const t0 = performance.now();
  let signalAt = 0;
  const signal = new Promise<void>((resolve) =>
    setTimeout(() => {
      signalAt = performance.now() - t0;
      process.kill(-cms.pid, 'SIGTERM');
      resolve();
    }, SIGNAL_AT_MS),
  );
  const answers = await burst(cms.url, { tag, n: N, rate: RATE, t0 });
  await signal;
  await cms.stop();
  const exitMs = Math.round(performance.now() - t0 - signalAt);
  const before = answers.filter((a) => a.start < signalAt - ACCEPTED_MARGIN_MS);
  const inFlight = answers.filter((a) => a.start < signalAt && a.end > signalAt);
  return { answers, signalAt, before, inFlight, exitMs };
}

function check(
  label: string,
  run: Awaited<ReturnType<typeof burstWithSigterm>>,
  stored: Array<{ marker: string; documentId: string }>,
) {
  const r = reconcile(run.answers, stored);
  const cutBefore = run.before.filter(isCut);
  const completedInFlight = run.inFlight.filter((a) => a.status === 201).length;
  console.log(
    figures(label, r) +
      `; signal at ${Math.round(run.signalAt)} ms; in flight at the signal ${run.inFlight.length} (completed with 201: ${completedInFlight}); ` +
      `sent before the signal ${run.before.length}, of them cut ${cutBefore.length}; process gone ${run.exitMs} ms after the signal`,
  );
  expect(cutBefore, 'requests sent before the signal whose connection was cut').toEqual([]);
  expect(r.storedButNotAcknowledged).toEqual([]);
  expect(r.acknowledgedButLost).toEqual([]);
  expect(r.otherDocumentId).toEqual([]);
  expect(r.acknowledged).toBeGreaterThan(0);
  // What was not acknowledged was never accepted: answered 503 shutting_down, refused, or (sent
  // after the signal) reset before the CMS read it; none of it is stored (checked above).
  for (const a of run.answers.filter((x) => x.status !== 201)) {
    const ok =
      a.status === 503 ||
      /ECONNREFUSED/.test(a.error ?? '') ||
      (a.start >= run.signalAt - ACCEPTED_MARGIN_MS && isCut(a));
    expect(ok, JSON.stringify(a)).toBe(true);
  }
}

describe('SIGTERM drains the requests in flight', () => {
  it('SQLite', async () => {
    const seeded = await copySeeded(path.join(work, 'sqlite'));
    const cms = await startCms({ dbFile: seeded.db, env: { STRAPI_PUBLIC_DIR: seeded.pub } });
    const tag = `term${Date.now()}`;
    const run = await burstWithSigterm(cms, tag);
    check('SIGTERM SQLite', run, storedSqlite(seeded.db, tag));
  });

  it('PostgreSQL', async () => {
    pg = await startPostgres(path.join(work, 'pg', 'data'));
    await pg.createDatabase('ditp_term');
    const pub = path.join(work, 'pg-public');
    mkdirSync(pub, { recursive: true });
    const cms = await startCms({ env: { ...pg.env('ditp_term'), STRAPI_PUBLIC_DIR: pub } });
    const tag = `pgterm${Date.now()}`;
    const run = await burstWithSigterm(cms, tag);
    const rows = await pg.query(
      'select message, document_id from inquiries where message like $1',
      [`${tag}-%`],
      'ditp_term',
    );
    check(
      'SIGTERM PostgreSQL',
      run,
      rows.map((x) => ({ marker: x.message, documentId: x.document_id })),
    );
  });
});
