#!/usr/bin/env node
// @ts-check
/**
 * `npm run soak`: the page service under steady uncached load for a long while, to show that its
 * memory stays flat (docs/page-service.md has a run's figures).
 *
 *   npm run soak -- [--minutes 60] [--rate 8] [--warmup 2] [--no-build]
 *
 * Builds the site when dist/ is stale (unless --no-build), starts the real CMS on a throwaway
 * database and the built page service (dist-server/page-service.mjs, supervised, production
 * defaults, page cache off so every request is a render), then sends `--rate` page requests a
 * second (open loop: at a fixed rate whatever the answers' speed) over a mix of homes, lists, list
 * pages, detail pages with rich text, single pages and not-found pages in the five locales, for
 * `--minutes`. Every minute it prints the requests, their statuses, latency and the worker's RSS.
 * It fails (exit 1) when the RSS after the first `--warmup` minutes varies by more than 10 %
 * (largest over smallest of the per-minute samples), or when a worker died.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serverOutDir } from './build-server.mjs';
import { freePort } from './cms.mjs';
import { dist, ensureSiteBuild, startThrowawayCms, waitForReady } from './lib/stack.mjs';
import { LOCALES } from './lib/model.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    rate: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const warmup = Number(values.warmup);
if (!(minutes > warmup && warmup >= 0 && rate > 0)) {
  console.error('soak: --minutes must be more than --warmup (>= 0), --rate > 0');
  process.exit(2);
}

if (!values['no-build']) ensureSiteBuild();
const cms = await startThrowawayCms({ name: 'soak' });
const port = await freePort();
const service = spawn(
  process.execPath,
  [
    join(serverOutDir, 'page-service.mjs'),
    '--listen',
    `127.0.0.1:${port}`,
    '--cms',
    cms.url,
    '--dist',
    dist,
    '--cache-seconds',
    '0',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);
const events = [];
let buffered = '';
service.stdout.setEncoding('utf8');
service.stdout.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = /** @type {string} */ (lines.pop()); // split() gives one piece at least
  for (const line of lines) {
    try {
      events.push(JSON.parse(line));
    } catch {
      // not a log line
    }
  }
});
const stop = async () => {
  try {
    // Spawning node itself: a pid (a failed spawn's 'error' event, unheard, ends this process).
    process.kill(-(/** @type {number} */ (service.pid)), 'SIGTERM');
  } catch {
    // gone
  }
  await cms.stop();
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

const base = `http://127.0.0.1:${port}`;
await waitForReady(base, { timeoutMs: 120_000, alive: () => service.exitCode === null });
const workerPid = () => events.filter((e) => e.event === 'worker_listening').at(-1)?.pid;
const rssMb = (pid) => {
  try {
    // No match throws, as a missing file does: null.
    const kb = /** @type {RegExpExecArray} */ (
      /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    )[1];
    return Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
};

// The address mix: every page type, five locales, detail pages of real entries.
const paths = [];
for (const locale of LOCALES) {
  const res = await fetch(
    `${cms.url}/api/posts?locale=${locale}&pagination[pageSize]=4&fields[0]=title`,
  );
  const { data } = await res.json();
  paths.push(
    `/${locale}/`,
    `/${locale}/ditp-news`,
    `/${locale}/ditp-news?page=2`,
    `/${locale}/procurement`,
    `/${locale}/frequently-ask`,
    `/${locale}/no-such-page`,
    ...data.map((p) => `/${locale}/post/${p.documentId}`),
  );
}

console.log(
  `soak: ${minutes} min at ${rate} uncached pages/s (${paths.length} addresses), page service ${base} (worker ${workerPid()}), CMS ${cms.url}`,
);
console.log('minute  requests  200   404   503   other  p50 ms  p99 ms  worker RSS MB');
const started = performance.now();
let minute = [];
const samples = [];
let sent = 0;
const pending = new Set();
const report = (index) => {
  const ms = minute.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p) =>
    ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * p))]) : 0;
  const count = (s) => minute.filter((r) => r.status === s).length;
  const other = minute.length - count(200) - count(404) - count(503);
  const rss = rssMb(workerPid());
  samples.push({ minute: index, rss, requests: minute.length, s503: count(503), other });
  console.log(
    `${String(index).padStart(6)}  ${String(minute.length).padStart(8)}  ${String(count(200)).padStart(4)}  ${String(count(404)).padStart(4)}  ${String(count(503)).padStart(4)}  ${String(other).padStart(5)}  ${String(q(0.5)).padStart(6)}  ${String(q(0.99)).padStart(6)}  ${String(rss).padStart(13)}`,
  );
  minute = [];
};

const total = Math.round(minutes * 60 * rate);
let nextReport = 1;
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  while (performance.now() - started >= nextReport * 60_000) report(nextReport++);
  const t0 = performance.now();
  const path = paths[i % paths.length];
  const request = fetch(`${base}${path}${path.includes('?') ? '&' : '?'}soak=${i}`, {
    signal: AbortSignal.timeout(30_000),
  })
    .then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    })
    .catch(() => 0)
    .then((status) => {
      minute.push({ status, ms: performance.now() - t0 });
      pending.delete(request);
    });
  pending.add(request);
  sent++;
}
await Promise.all(pending);
while (nextReport <= minutes) report(nextReport++);

const after = samples.filter((s) => s.minute > warmup && s.rss != null).map((s) => s.rss);
const spread = after.length ? Math.max(...after) / Math.min(...after) - 1 : Infinity;
const deaths = events.filter((e) => e.event === 'worker_exited').length;
const degraded = samples.reduce((n, s) => n + s.s503 + s.other, 0);
console.log(
  `soak: ${sent} requests, ${degraded} not 200/404 (${((degraded / sent) * 100).toFixed(1)} %); worker RSS after ${warmup} min warm-up: ${Math.min(...after)}-${Math.max(...after)} MB (spread ${(spread * 100).toFixed(1)} %, limit 10 %); worker restarts ${deaths}`,
);
await stop();
const ok = spread <= 0.1 && deaths === 0;
console.log(ok ? 'soak: flat' : 'soak: FAILED');
process.exit(ok ? 0 : 1);
