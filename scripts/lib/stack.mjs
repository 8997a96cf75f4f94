// @ts-check
/**
 * The production-like stack the quality gates run against: the built site (dist/), the real
 * Strapi CMS on a throwaway SQLite database, and scripts/lib/serve.mjs serving dist/ with /api and
 * /uploads proxied to that CMS. Used by `npm run a11y:report`, `npm run bench` and scripts/e2e.mjs.
 *
 *   const cms = await startThrowawayCms();          // { url, stop }; honours DITP_E2E_CMS_URL
 *   await ensureSiteBuild();                         // `npm run build` when dist/ is older than its sources
 *   const site = await serveDist({ dist, cmsUrl: cms.url });   // resolves once it is ready
 *   await waitForReady(url);                         // a page service or CMS: /_health/ready
 */
import { TEST_RATE_LIMITS } from './altcha.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, startCms } from '../cms.mjs';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
/**
 * The built site. DITP_DIST_DIR points the gates at another directory (built there with
 * `vite build --outDir`), e.g. when other builds share the working tree's dist/.
 */
export const dist = process.env.DITP_DIST_DIR
  ? resolve(process.env.DITP_DIST_DIR)
  : join(root, 'dist');
/** `npm run build` arguments that build into `dist` (adds `-- --outDir <dir>` for DITP_DIST_DIR). */
export const buildArgs = [
  'run',
  '--silent',
  'build',
  ...(process.env.DITP_DIST_DIR ? ['--', '--outDir', dist, '--emptyOutDir'] : []),
];
/**
 * The environment every site build runs in. A build started from inside a test runner inherits
 * its NODE_ENV (vitest sets `test`), and Vite then bundles React's development build: a different
 * bundle from production's, whose dev-only hydration warnings fail the e2e's console checks.
 */
export const buildEnv = { ...process.env, NODE_ENV: 'production' };
export const storybookStatic = join(root, 'storybook-static');

/**
 * @param {string} p a file or a folder (searched through, but for node_modules and dot-files)
 * @returns {number} the newest modification time in it, 0 when it does not exist
 */
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of readdirSync(p)) {
    if (e === 'node_modules' || e.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(p, e)));
  }
  return newest;
}

/** Newest source file the site build depends on. */
export function siteSourcesMtime() {
  return Math.max(
    ...[
      'site',
      'design-system',
      'locales',
      'public',
      'index.html',
      'vite.config.ts',
      'package.json',
      'lingui.config.ts',
    ].map((p) => newestMtime(join(root, p))),
  );
}

export function siteBuildIsStale() {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return true;
  return siteSourcesMtime() > statSync(index).mtimeMs;
}

/** Builds the site with `npm run build` when forced or when dist/ is missing or stale. */
export function ensureSiteBuild({ force = false, log = console.log } = {}) {
  if (!force && !siteBuildIsStale()) {
    log('site: dist/ is up to date, not rebuilding');
    return false;
  }
  log('site: building (npm run build)...');
  execFileSync('npm', buildArgs, { cwd: root, stdio: 'inherit', env: buildEnv });
  return true;
}

/**
 * Starts the real CMS on a free port with its own throwaway SQLite file and upload folder under
 * cms/.tmp/ (seeded by the CMS bootstrap); stop() also deletes them. When DITP_E2E_CMS_URL is set
 * (scripts/e2e.mjs starts one CMS for every e2e file), that CMS is reused and stop() is a no-op.
 *
 * @param {{ name?: string, env?: Record<string, string> }} [options] env: added to the CMS's
 */
export async function startThrowawayCms({ name = 'quality', env = {} } = {}) {
  if (process.env.DITP_E2E_CMS_URL) {
    return { url: process.env.DITP_E2E_CMS_URL, stop: async () => {}, shared: true };
  }
  const id = `${name}-${process.pid}-${Date.now()}`;
  const dbFile = join(root, 'cms', '.tmp', `${id}.db`);
  const publicDir = join(root, 'cms', '.tmp', `${id}-public`);
  const started = Date.now();
  const cms = await startCms({
    port: await freePort(),
    dbFile,
    env: { STRAPI_PUBLIC_DIR: publicDir, ...TEST_RATE_LIMITS, ...env },
  });
  // Listening is not ready (a CMS with a readiness route checks its database and upload store).
  await waitForReady(cms.url).catch(async (error) => {
    await cms.stop();
    throw error;
  });
  console.log(
    `cms: Strapi ready at ${cms.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log ${cms.logFile})`,
  );
  return {
    url: cms.url,
    logFile: cms.logFile,
    shared: false,
    stop: async () => {
      await cms.stop();
      for (const p of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`, `${dbFile}-journal`, publicDir]) {
        rmSync(p, { recursive: true, force: true });
      }
    },
  };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once `GET <url>/_health/ready` answers 200 (a page service, or a CMS with readiness);
 * for a CMS without that route yet (404), once its `/_health` answers 2xx. Rejects after
 * `timeoutMs`, or at once when `alive()` says the process is gone.
 * @param {string} url
 * @param {{ timeoutMs?: number, alive?: () => boolean }} [options]
 * @returns {Promise<void>}
 */
export async function waitForReady(url, { timeoutMs = 120_000, alive = () => true } = {}) {
  const base = url.replace(/\/+$/, '');
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (!alive()) throw new Error(`${base}: the process exited before it was ready`);
    try {
      const ready = await fetch(`${base}/_health/ready`, { signal: AbortSignal.timeout(3000) });
      await ready.body?.cancel();
      last = `/_health/ready ${ready.status}`;
      if (ready.status === 200) return;
      if (ready.status === 404) {
        const health = await fetch(`${base}/_health`, { signal: AbortSignal.timeout(3000) });
        await health.body?.cancel();
        last = `/_health ${health.status}`;
        if (health.ok) return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${base} not ready after ${timeoutMs / 1000} s (${last})`);
    await sleep(200);
  }
}

/**
 * Runs `fn` over `items` with at most `limit` in flight; results keep the input order.
 *
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number, slot: number) => R | Promise<R>} fn slot: which of the `limit`
 *   workers runs it (0..limit-1)
 * @returns {Promise<R[]>}
 */
export async function mapLimit(items, limit, fn) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  /** @param {number} slot */
  const worker = async (slot) => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i, slot);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, (_, slot) => worker(slot)),
  );
  return results;
}
