/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Scale-out on real, shared engines, as deploy/README.md describes it: one PostgreSQL, one Redis,
 * a shared upload volume (public and private folders), two CMS instances started at the same
 * moment on the empty database, two page services (one per CMS), and Debian's nginx in front with
 * both of each in its upstreams (round robin). Everything a visitor does goes through nginx, so
 * consecutive requests land on different instances:
 *
 * - pages render with their content from both page services, and nginx's request id reaches the
 *   CMS through the page service;
 * - a verification token spent on one instance is refused by the other (Redis);
 * - the same idempotency key through both instances stores one entry with one reference;
 * - an attachment uploaded through one instance is claimed by a form through the other;
 * - a form's rate limit counts the visitor's posts on both instances together (Redis);
 * - the content was seeded once.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure } from '../../deploy/configure.mjs';
import { freePort } from '../../scripts/cms.mjs';
import { solveAltcha } from '../../scripts/lib/altcha.mjs';
import { dist, ensureSiteBuild, root, waitForReady } from '../../scripts/lib/stack.mjs';
import { startCms, stopAll, tmpRoot, waitFor, type Cms } from './support/cms';
import { startPostgres, type Pg } from './support/pg';
import { startRedis, type Redis } from './support/redis';
import { isRoot } from './support/tmpfs';

const work = path.join(tmpRoot, `scale-out-${process.pid}`);
const shared = {
  public: path.join(work, 'shared', 'public'),
  private: path.join(work, 'shared', 'private'),
};
const children: ChildProcess[] = [];
let pg: Pg | null = null;
let redis: Redis | null = null;
let cms: Cms[] = [];
let base = '';
let nginxPrefix = '';

const nginxPath = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** Debian's nginx, installed with apt-get when missing (CI runs as root, as scripts/e2e.mjs does). */
function nginxBin(): string {
  if (!nginxPath()) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return nginxPath()!;
}

async function startPageService(cmsUrl: string, siteUrl: string) {
  const port: number = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'dist-server', 'page-service.mjs'),
      '--listen',
      `127.0.0.1:${port}`,
      '--cms',
      cmsUrl,
      '--dist',
      dist,
      '--site-url',
      siteUrl,
      '--cache-seconds',
      '0',
      '--no-supervisor',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  children.push(child);
  await waitForReady(`http://127.0.0.1:${port}`, {
    timeoutMs: 120_000,
    alive: () => child.exitCode === null,
  });
  return { port, log: () => log };
}

async function challengeToken(): Promise<string> {
  const res = await fetch(`${base}/api/verification/challenge`);
  expect(res.status).toBe(200);
  return solveAltcha(await res.json());
}

async function postJson(pathname: string, data: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // nginx's own answer
  }
  return { status: res.status, body };
}

const cmsLog = (c: Cms) => readFileSync(c.logFile, 'utf8');

beforeAll(async () => {
  if (!isRoot()) return;
  const NGINX = nginxBin();
  ensureSiteBuild({ log: () => {} });
  rmSync(work, { recursive: true, force: true });
  mkdirSync(shared.public, { recursive: true });
  mkdirSync(shared.private, { recursive: true });
  pg = await startPostgres(path.join(work, 'pg'));
  await pg.createDatabase('ditp_scale');
  redis = await startRedis();
  const env = {
    ...pg.env('ditp_scale'),
    REDIS_URL: redis.url,
    STRAPI_PUBLIC_DIR: shared.public,
    PRIVATE_UPLOAD_DIR: shared.private,
    IS_PROXIED: 'true',
    CMS_SEED: 'true',
    // the form limit under test (the other classes keep the generous test limits)
    RATE_LIMIT_FORM: '4/600',
  };
  // Started at the same moment on the empty database: the start-up lock runs them one by one.
  cms = await Promise.all([startCms({ env }), startCms({ env })]);
  const port: number = await freePort();
  base = `http://127.0.0.1:${port}`;
  const pages = await Promise.all(cms.map((c) => startPageService(c.url, base)));
  nginxPrefix = path.join(work, 'nginx');
  configure({
    dist,
    out: path.join(nginxPrefix, 'conf'),
    plainHttp: true,
    serverName: '127.0.0.1',
    listen: `127.0.0.1:${port}`,
    internalListen: `127.0.0.1:${await freePort()}`,
    cms: cms.map((c) => new URL(c.url).host).join(','),
    pageService: pages.map((p) => `127.0.0.1:${p.port}`).join(','),
    logs: path.join(nginxPrefix, 'logs'),
    temp: path.join(nginxPrefix, 'temp'),
    // nginx's own per-address limits out of the way: the CMS's shared counters are under test
    rates: 'forms=600r/m,newsletter=600r/m,uploads=600r/m,challenge=600r/m,search=100r/s',
  });
  const nginx = spawn(
    NGINX,
    [
      '-p',
      nginxPrefix,
      '-c',
      path.join(nginxPrefix, 'conf', 'nginx.conf'),
      '-g',
      `daemon off; pid ${path.join(nginxPrefix, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  children.push(nginx);
  await waitFor('nginx', async () => (await fetch(`${base}/th/`)).status === 200, 60_000);
}, 900_000);

afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await stopAll();
  await redis?.stop();
  await pg?.stop('fast');
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(isRoot())('two CMS instances and two page services behind nginx', () => {
  it('seeded once, both instances and both page services serve', async () => {
    const rows = await pg!.query(
      'select count(*)::int as n, count(distinct document_id)::int as d from posts where published_at is not null',
      [],
      'ditp_scale',
    );
    expect(rows[0].n).toBeGreaterThan(0);
    const all = await pg!.query(
      'select count(*)::int as n, count(distinct (document_id, locale, published_at is null))::int as d from posts',
      [],
      'ditp_scale',
    );
    expect(all[0].n, 'no post seeded twice').toBe(all[0].d);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${base}/${i % 2 ? 'en' : 'th'}/ditp-news`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/id="ssr-data">\{"locale":"\w+","fallback":\{"/);
      ids.push(res.headers.get('x-request-id')!);
    }
    // nginx's request id reached a CMS through a page service
    const logs = cms.map(cmsLog).join('\n');
    expect(ids.some((id) => id && logs.includes(id))).toBe(true);
    // every instance did some of the work
    for (const c of cms) expect(cmsLog(c)).toMatch(/"path":"\/api\//);
  });

  it('a verification token spent on one instance is refused by the other', async () => {
    const t = await challengeToken();
    const mark = `scale-token-${randomUUID().slice(0, 8)}`;
    const data = { topic: 'website', message: mark, consent_privacy: true };
    const first = await postJson('/api/opinions-for-the-ditps', data, {
      'idempotency-key': randomUUID(),
      'x-verification-token': t,
    });
    expect(first.status).toBe(201);
    // three more tries, so both instances see the spent token (four posts: within the form's limit)
    for (let i = 0; i < 3; i++) {
      const again = await postJson('/api/opinions-for-the-ditps', data, {
        'idempotency-key': randomUUID(),
        'x-verification-token': t,
      });
      expect(again.status).toBe(400);
      expect(again.body.error.details.errors[0].code).toBe('verification_failed');
    }
    const rows = await pg!.query(
      'select count(*)::int as n from opinions_for_the_ditps where message = $1',
      [mark],
      'ditp_scale',
    );
    expect(rows[0].n).toBe(1);
  });

  it('one idempotency key through both instances: one entry, one reference', async () => {
    const key = randomUUID();
    const mark = `scale-idem-${randomUUID().slice(0, 8)}`;
    const data = {
      full_name: 'Scale Tester',
      email: `${mark}@example.com`,
      topic: 'other',
      message: mark,
      consent_privacy: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () =>
        postJson('/api/inquiries?locale=en', data, {
          'idempotency-key': key,
          'x-verification-token': await challengeToken(),
        }),
      ),
    );
    const refs = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.meta.reference));
    expect(refs.size).toBe(1);
    const rows = await pg!.query(
      'select count(*)::int as n from inquiries where message = $1',
      [mark],
      'ditp_scale',
    );
    expect(rows[0].n).toBe(1);
  });

  it('an attachment uploaded through one instance is claimed through the other', async () => {
    const t = await challengeToken();
    const pdf = Buffer.alloc(4000, 0x20);
    Buffer.from('%PDF-1.4\n').copy(pdf);
    const tokens: string[] = [];
    // two uploads: round robin puts them on both instances
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `evidence-${i}.pdf`);
      const res = await fetch(`${base}/api/attachments`, {
        method: 'POST',
        body: form,
        headers: { 'x-verification-token': t },
      });
      expect(res.status).toBe(201);
      tokens.push(((await res.json()) as any).data.token);
    }
    const mark = `scale-upload-${randomUUID().slice(0, 8)}`;
    const complaint = await postJson(
      '/api/corruption-and-misconduct-complaint-forms?locale=en',
      {
        anonymous: true,
        subject: mark,
        details: 'evidence on a shared volume',
        evidence: tokens,
        consent_privacy: true,
      },
      { 'idempotency-key': randomUUID(), 'x-verification-token': t },
    );
    expect(complaint.status, JSON.stringify(complaint.body)).toBe(201);
    expect(readdirSync(shared.private, { recursive: true }).length).toBeGreaterThanOrEqual(2);
  });

  it('a form rate limit counts the visitor on both instances together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const mark = `scale-limit-${i}-${randomUUID().slice(0, 8)}`;
      const r = await postJson(
        '/api/survey-forms?locale=en',
        { overall_satisfaction: 5, ease_of_finding: 4, content_usefulness: 5, comments: mark },
        { 'idempotency-key': randomUUID(), 'x-verification-token': await challengeToken() },
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
