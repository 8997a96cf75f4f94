/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * What the fault tests share: CMS instances started with scripts/cms.mjs (stopped by the test's
 * teardown), a seeded SQLite database made once and copied for each case, bursts of form posts
 * with a unique marker each, and the reconciliation of the answers with the rows actually stored.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as cmsScript from '../../../scripts/cms.mjs';
import { TEST_RATE_LIMITS, verificationToken } from '../../../scripts/lib/altcha.mjs';

const { adminCredentials, startCms: startCmsScript, buildServer, cmsDir } = cmsScript;

const cmsRequire = createRequire(path.resolve(import.meta.dirname, '../../../cms/package.json'));
export const Sqlite = cmsRequire('better-sqlite3');

export const root = path.resolve(import.meta.dirname, '../../..');
export const tmpRoot = path.join(root, 'cms', '.tmp', 'faults');

export interface Cms {
  url: string;
  port: number;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

const running = new Set<Cms>();

export async function startCms(opts: {
  dbFile?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<Cms> {
  const cms: Cms = await startCmsScript({
    port: 0,
    dbFile: opts.dbFile,
    // One client address plays every visitor, at bursts of 50 posts a second: generous limits and
    // an easy proof of work (tests/security checks the real ones).
    env: {
      CMS_SEED: 'false',
      ...TEST_RATE_LIMITS,
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MAX: '50',
      ...opts.env,
    },
    timeoutMs: opts.timeoutMs ?? 600_000,
  });
  running.add(cms);
  const stop = cms.stop;
  cms.stop = async () => {
    running.delete(cms);
    await stop();
  };
  return cms;
}

/** Stops every CMS a test started and has not stopped (teardown). */
export async function stopAll() {
  await Promise.all([...running].map((c) => c.stop()));
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((n) => newest(path.join(p, n))));
}

/**
 * A seeded SQLite database and its public folder, made once by a real first start (seed
 * included) and reused until the content model, the seed or the Strapi version change: copy it with
 * `copySeeded(dir)`.
 */
export function seededTemplate(): Promise<{ db: string; pub: string }> {
  // One build per process: two instances asking at once (Promise.all) would otherwise both build
  // it in the same folder, and the second start found its database moved away.
  return (template ??= makeTemplate().catch((e) => {
    template = null;
    throw e;
  }));
}
let template: Promise<{ db: string; pub: string }> | null = null;

async function makeTemplate(): Promise<{ db: string; pub: string }> {
  await buildServer();
  const dir = path.join(tmpRoot, 'template');
  const db = path.join(dir, 'seeded.db');
  const pub = path.join(dir, 'public');
  // Remade when what it holds can change: the content model, the seed, the Strapi version.
  const sources = Math.max(
    ...['src/api', 'src/components', 'src/seed', 'package-lock.json'].map((p) =>
      newest(path.join(cmsDir, p)),
    ),
  );
  if (existsSync(db) && statSync(db).mtimeMs > sources) return { db, pub };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const building = path.join(dir, 'building.db');
  const cms = await startCms({
    dbFile: building,
    env: { CMS_SEED: 'true', STRAPI_PUBLIC_DIR: pub },
  });
  await cms.stop();
  cpSync(building, db);
  rmSync(building, { force: true });
  return { db, pub };
}

export async function copySeeded(dir: string): Promise<{ db: string; pub: string }> {
  const t = await seededTemplate();
  mkdirSync(dir, { recursive: true });
  const db = path.join(dir, 'data.db');
  const pub = path.join(dir, 'public');
  cpSync(t.db, db);
  cpSync(t.pub, pub, { recursive: true });
  return { db, pub };
}

export const inquiry = (marker: string, i: number, extra = '') => ({
  data: {
    full_name: 'Fault Tester',
    email: `fault${i}@example.com`,
    topic: 'other',
    message: marker + extra,
    consent_privacy: true,
  },
});

export interface Answer {
  i: number;
  marker: string;
  start: number;
  end: number;
  status: number;
  documentId?: string | null;
  error?: string;
  code?: string;
}

export async function postForm(
  url: string,
  form: string,
  body: unknown,
  marker: string,
  i: number,
  t0: number,
  timeoutMs = 60_000,
  /** A solved verification for this post (one is fetched when not given). */
  token?: string,
): Promise<Answer> {
  const start = performance.now() - t0;
  const a: Answer = { i, marker, start, end: 0, status: 0 };
  try {
    const verification = token ?? (await verificationToken(url));
    const res = await fetch(`${url}/api/${form}?locale=th`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-verification-token': verification,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    a.status = res.status;
    const text = await res.text();
    try {
      const j = JSON.parse(text);
      a.documentId = j?.data?.documentId ?? null;
      if (res.status >= 300) {
        a.error = `${j?.error?.name}: ${j?.error?.message}`;
        a.code = j?.error?.details?.code;
      }
    } catch {
      a.error = text.slice(0, 120);
    }
  } catch (e: any) {
    a.status = 0;
    a.error = `${e.cause?.code || e.name}: ${e.cause?.message || e.message}`;
  }
  a.end = performance.now() - t0;
  return a;
}

/** Open-loop burst: one post every 1/rate s, `n` posts, each with marker `${tag}-${i}`. */
export async function burst(
  url: string,
  opts: {
    tag: string;
    n: number;
    rate: number;
    t0?: number;
    body?: (marker: string, i: number) => unknown;
  },
): Promise<Answer[]> {
  // Solved before the burst, so its timing is the posts' alone (as many browsers solving at once).
  const tokens: string[] = [];
  while (tokens.length < opts.n) {
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, opts.n - tokens.length) }, () => verificationToken(url)),
      )),
    );
  }
  const t0 = opts.t0 ?? performance.now();
  const pending: Promise<Answer>[] = [];
  for (let i = 0; i < opts.n; i++) {
    const due = t0 + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const marker = `${opts.tag}-${i}`;
    pending.push(
      postForm(
        url,
        'inquiries',
        opts.body ? opts.body(marker, i) : inquiry(marker, i),
        marker,
        i,
        t0,
        60_000,
        tokens[i],
      ),
    );
  }
  return Promise.all(pending);
}

export interface Reconciled {
  sent: number;
  acknowledged: number;
  notAcknowledged: number;
  stored: number;
  acknowledgedButLost: Answer[];
  storedButNotAcknowledged: Answer[];
  otherDocumentId: Answer[];
  duplicates: number;
  statuses: Record<string, number>;
}

/** Answers against the stored rows (`marker -> documentId[]`). */
export function reconcile(
  answers: Answer[],
  stored: Array<{ marker: string; documentId: string }>,
): Reconciled {
  const byMarker = new Map<string, string[]>();
  for (const s of stored) byMarker.set(s.marker, [...(byMarker.get(s.marker) ?? []), s.documentId]);
  const acked = answers.filter((a) => a.status === 201);
  const statuses: Record<string, number> = {};
  for (const a of answers) {
    const k = a.status === 0 ? `0 ${a.error?.split(':')[0]}` : String(a.status);
    statuses[k] = (statuses[k] ?? 0) + 1;
  }
  return {
    sent: answers.length,
    acknowledged: acked.length,
    notAcknowledged: answers.length - acked.length,
    stored: stored.length,
    acknowledgedButLost: acked.filter((a) => !byMarker.has(a.marker)),
    storedButNotAcknowledged: answers.filter((a) => a.status !== 201 && byMarker.has(a.marker)),
    otherDocumentId: acked.filter(
      (a) => byMarker.has(a.marker) && !byMarker.get(a.marker)!.includes(a.documentId ?? ''),
    ),
    duplicates: [...byMarker.values()].filter((v) => v.length > 1).length,
    statuses,
  };
}

export const figures = (label: string, r: Reconciled) =>
  `[${label}] sent ${r.sent}, acknowledged (201) ${r.acknowledged}, stored ${r.stored}, acknowledged but lost ${r.acknowledgedButLost.length}, ` +
  `stored but not acknowledged ${r.storedButNotAcknowledged.length}, duplicates ${r.duplicates}, answers ${JSON.stringify(r.statuses)}`;

/** Stored inquiries whose message starts with the tag (SQLite file, read-only). */
export function storedSqlite(
  dbFile: string,
  tag: string,
  column = 'message',
  table = 'inquiries',
): Array<{ marker: string; documentId: string }> {
  const db = new Sqlite(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(`select ${column} as m, document_id as d from ${table} where ${column} like ?`)
      .all(`${tag}-%`)
      .map((r: any) => ({
        marker: String(r.m).match(new RegExp(`^${tag}-\\d+`))?.[0] ?? String(r.m),
        documentId: r.d,
      }));
  } finally {
    db.close();
  }
}

/** A full-access API token through the admin API (as tests/cms/global-setup.ts makes one). */
export async function apiToken(url: string): Promise<string> {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  });
  const body: any = await login.json();
  const jwt = body?.data?.token ?? body?.data?.accessToken;
  if (!jwt)
    throw new Error(`admin login failed: ${login.status} ${JSON.stringify(body).slice(0, 200)}`);
  const res = await fetch(`${url}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      name: `faults-${Date.now()}-${Math.random()}`,
      description: 'fault tests',
      type: 'full-access',
      lifespan: null,
    }),
  });
  const tok: any = await res.json();
  if (!tok?.data?.accessKey) throw new Error(`api token creation failed: ${res.status}`);
  return tok.data.accessKey;
}

export const waitFor = async (
  what: string,
  fn: () => Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 250,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await fn()) return;
    } catch {
      // keep trying
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

export const readyStatus = async (url: string) => {
  try {
    const r = await fetch(`${url}/_health/ready`, { signal: AbortSignal.timeout(5000) });
    return { status: r.status, body: (await r.json()) as any };
  } catch (e: any) {
    return { status: 0, body: { error: e.cause?.code || e.name } };
  }
};
