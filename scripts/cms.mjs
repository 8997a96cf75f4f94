#!/usr/bin/env node
// @ts-check
// Starts the embedded Strapi 5 CMS (cms/) on 127.0.0.1. Node built-ins only.
//
//   import { startCms } from './scripts/cms.mjs';
//   const { url, stop } = await startCms({ port: 1337, dbFile, admin: false, env: {} });
//
// - compiles cms/ TypeScript (tsc) when cms/dist is missing or older than cms/src, cms/config;
// - builds the admin panel (strapi build, ~1 min, ~2 GB RAM) only when admin=true and it is missing;
// - runs `strapi start` with NODE_ENV=production, HOST=127.0.0.1, telemetry off, the admin panel
//   served only when admin=true, and a raised max header size (long search query strings);
// - resolves once GET /_health/ready answers 200: bootstrap (locales, permissions, admin user, seed)
//   is done by then, because Strapi runs bootstrap before it listens, and the database and the
//   upload folder answer;
// - stop() sends SIGTERM to exactly that child's process group (the CMS drains its requests for up
//   to SHUTDOWN_GRACE_MS, 20 s by default), SIGKILL 15 s after that, and waits for it to exit;
// - console output of the CMS is JSON lines (cms/scripts/json-console.cjs, preloaded), like its
//   logger's.
//
// CLI: `node scripts/cms.mjs` starts with the admin panel (PORT env or 1337), prints the URL and
// stops on SIGINT/SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cmsDir = path.join(root, 'cms');
const distDir = path.join(cmsDir, 'dist');
const stampFile = path.join(distDir, '.ditp-server-build');
const adminIndex = path.join(distDir, 'build', 'index.html');
const strapiBin = path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const tscBin = path.join(cmsDir, 'node_modules', 'typescript', 'bin', 'tsc');
const lockDir = path.join(cmsDir, '.tmp', 'build.lock');
const jsonConsole = path.join(cmsDir, 'scripts', 'json-console.cjs');

/** Max HTTP header size for the CMS process: long `$containsi` searches travel in the query string. */
export const MAX_HEADER_SIZE = 1_048_576;

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {string} p a file or a folder (searched through)
 * @returns {number} the newest modification time in it, 0 when it does not exist
 */
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

function sourcesMtime() {
  return Math.max(
    newestMtime(path.join(cmsDir, 'src')),
    newestMtime(path.join(cmsDir, 'config')),
    newestMtime(path.join(cmsDir, 'tsconfig.json')),
    newestMtime(path.join(cmsDir, 'package.json')),
  );
}

export function serverBuildIsStale() {
  if (!existsSync(path.join(distDir, 'src', 'index.js')) || !existsSync(stampFile)) return true;
  return sourcesMtime() > statSync(stampFile).mtimeMs;
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withBuildLock(fn) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EEXIST') throw e;
      // A lock older than 10 minutes belongs to a build that died.
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 10 * 60_000)
          rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // the lock vanished meanwhile: retry
      }
      if (Date.now() > deadline)
        throw new Error(`cms: timed out waiting for the build lock ${lockDir}`);
      await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: cmsDir, stdio: 'inherit', ...opts });
  if (r.status !== 0)
    throw new Error(
      `cms: ${path.basename(args[0] ?? cmd)} ${args.slice(1).join(' ')} failed (exit ${r.status})`,
    );
}

function ensureInstalled() {
  if (!existsSync(strapiBin)) {
    throw new Error(
      'cms: cms/node_modules is missing. Run `npm install` at the repository root (or `npm --prefix cms install`).',
    );
  }
}

/** Compiles cms/ TypeScript into cms/dist (server only: config, src, schema JSON). */
export async function buildServer({ force = false } = {}) {
  ensureInstalled();
  if (!force && !serverBuildIsStale()) return false;
  return withBuildLock(async () => {
    if (!force && !serverBuildIsStale()) return false;
    const started = Date.now();
    // Start from a clean slate (removed content types must disappear) but keep the admin build.
    for (const p of ['src', 'config', 'tsconfig.tsbuildinfo', 'package.json'])
      rmSync(path.join(distDir, p), { recursive: true, force: true });
    run(process.execPath, [tscBin, '-p', 'tsconfig.json']);
    mkdirSync(distDir, { recursive: true });
    writeFileSync(stampFile, new Date().toISOString() + '\n');
    process.stderr.write(
      `cms: compiled TypeScript in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return true;
  });
}

/** Builds the admin panel (and the server) with `strapi build` when cms/dist/build is missing. */
export async function buildAdmin({ force = false } = {}) {
  ensureInstalled();
  if (!force && existsSync(adminIndex)) return false;
  return withBuildLock(async () => {
    if (!force && existsSync(adminIndex)) return false;
    const started = Date.now();
    process.stderr.write('cms: building the admin panel (about a minute)...\n');
    // `strapi build` loads cms/config like `strapi start` does, and in production the config
    // refuses missing secrets: the build gets the same local secrets as the start (startCms).
    run(process.execPath, [strapiBin, 'build'], {
      env: {
        ...localSecrets(),
        ...process.env,
        NODE_ENV: 'production',
        STRAPI_TELEMETRY_DISABLED: 'true',
        NODE_OPTIONS: '--max-old-space-size=3072',
      },
    });
    writeFileSync(stampFile, new Date().toISOString() + '\n');
    process.stderr.write(
      `cms: admin panel built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return true;
  });
}

/** Secrets a local run gets unless the environment sets them (production CMS refuses defaults). */
export const LOCAL_SECRET_NAMES = /** @type {const} */ ([
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
  'PREVIEW_SECRET',
  'ALTCHA_HMAC_KEY',
  'NEWSLETTER_SECRET',
]);
const localSecretsFile = path.join(cmsDir, '.tmp', 'local-secrets.json');

/**
 * This checkout's own random secrets (cms/.tmp/local-secrets.json, mode 600, made on first use):
 * the CMS runs with NODE_ENV=production and refuses public or short secrets, so a fresh clone gets
 * strong ones without anyone writing a .env. Deployments set their own in the environment.
 *
 * @returns {Record<(typeof LOCAL_SECRET_NAMES)[number] | 'APP_KEYS' | 'CMS_ADMIN_PASSWORD', string>}
 */
export function localSecrets() {
  // The file as this function wrote it (parsed, not checked): a secret's name -> its value.
  /** @type {Partial<Record<string, string>>} */
  let saved = {};
  try {
    saved = JSON.parse(readFileSync(localSecretsFile, 'utf8'));
  } catch {
    // first start
  }
  const random = () => randomBytes(32).toString('base64url');
  const wanted = {
    // Cast: fromEntries types its keys as any string; these are exactly LOCAL_SECRET_NAMES.
    .../** @type {Record<(typeof LOCAL_SECRET_NAMES)[number], string>} */ (
      Object.fromEntries(LOCAL_SECRET_NAMES.map((n) => [n, saved[n] || random()]))
    ),
    APP_KEYS: saved.APP_KEYS || `${random()},${random()}`,
    CMS_ADMIN_PASSWORD:
      saved.CMS_ADMIN_PASSWORD || `Local-${randomBytes(12).toString('base64url')}`,
  };
  if (JSON.stringify(wanted) !== JSON.stringify(saved)) {
    mkdirSync(path.dirname(localSecretsFile), { recursive: true });
    writeFileSync(localSecretsFile, JSON.stringify(wanted, null, 2) + '\n', { mode: 0o600 });
  }
  return wanted;
}

/** The admin login a local CMS was started with (tests read stored rows back through it). */
export function adminCredentials() {
  return {
    email: (process.env.CMS_ADMIN_EMAIL || 'admin@ditp.local').trim().toLowerCase(),
    password: process.env.CMS_ADMIN_PASSWORD || localSecrets().CMS_ADMIN_PASSWORD,
  };
}

/** @returns {Promise<number>} a TCP port nothing listens on at the moment, on 127.0.0.1 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ port?: number, dbFile?: string, admin?: boolean, fixtures?: boolean,
 *   env?: Record<string, string>, log?: 'inherit' | 'file', timeoutMs?: number }} StartCmsOptions
 * @typedef {{ url: string, port: number, pid: number, logFile: string | null,
 *   stop: () => Promise<void>, adminEmail: string, adminPassword: string }} StartedCms
 */

/**
 * With `log: 'file'` (the default) the CMS's output goes to a file: `logFile` names it.
 * @overload
 * @param {StartCmsOptions & { log?: 'file' }} [opts]
 * @returns {Promise<StartedCms & { logFile: string }>}
 */
/**
 * With `log: 'inherit'` it goes to this process's output: no `logFile`.
 * @overload
 * @param {StartCmsOptions & { log: 'inherit' }} opts
 * @returns {Promise<StartedCms & { logFile: null }>}
 */
/**
 * `fixtures`: seed the test fixtures too (cms/src/seed/data.ts: entries marked `fixture`, e.g. the
 * sanitiser payloads and the Thai-only post); true for every test and gate, false for what
 * visitors and editors see (`npm start`, `node scripts/cms.mjs`).
 * @param {StartCmsOptions} [opts]
 * @returns {Promise<StartedCms>}
 */
export async function startCms({
  port = 1337,
  dbFile,
  admin = false,
  fixtures = true,
  env = {},
  log = 'file',
  timeoutMs = 300_000,
} = {}) {
  ensureInstalled();
  if (admin) await buildAdmin();
  await buildServer();
  if (!port) port = await freePort();

  // CMS_ADMIN_PASSWORD is always there: localSecrets() makes one unless the environment has it.
  /** @type {NodeJS.ProcessEnv & { CMS_ADMIN_PASSWORD: string }} */
  const childEnv = {
    ...localSecrets(),
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'th',
    SERVE_ADMIN_PANEL: admin ? 'true' : 'false',
    BROWSER: 'none',
    CMS_SEED_FIXTURES: fixtures ? 'true' : 'false',
    ...env,
  };
  if (dbFile) {
    const abs = path.resolve(dbFile);
    mkdirSync(path.dirname(abs), { recursive: true });
    childEnv.DATABASE_FILENAME = abs;
  }
  if (childEnv.STRAPI_PUBLIC_DIR) {
    const pub = path.resolve(cmsDir, childEnv.STRAPI_PUBLIC_DIR);
    mkdirSync(path.join(pub, 'uploads'), { recursive: true });
    childEnv.STRAPI_PUBLIC_DIR = pub;
  }

  let logFile = null;
  /** @type {import('node:child_process').StdioOptions} */
  let stdio = 'inherit';
  if (log === 'file') {
    const logDir = path.join(cmsDir, '.tmp', 'logs');
    mkdirSync(logDir, { recursive: true });
    logFile = path.join(logDir, `cms-${port}.log`);
    const fd = openSync(logFile, 'w');
    stdio = ['ignore', fd, fd];
    // fd is inherited by the child; close our copy after spawn.
    setImmediate(() => closeSync(fd));
  }

  const child = spawn(
    process.execPath,
    ['-r', jsonConsole, `--max-http-header-size=${MAX_HEADER_SIZE}`, strapiBin, 'start'],
    {
      cwd: cmsDir,
      env: childEnv,
      detached: true, // own process group: stop() kills the whole group
      stdio,
    },
  );
  // Spawning node itself: a pid, unless the spawn failed, and then its 'error' event, unheard,
  // ends this process.
  const pid = /** @type {number} */ (child.pid);
  // Cast, not annotated: set in the exit listener, which the checker's flow analysis does not see.
  let exited = /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */ (null);
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  /** @param {NodeJS.Signals} signal */
  const killGroup = (signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const onParentExit = () => {
    if (!exited) killGroup('SIGKILL');
  };
  process.on('exit', onParentExit);

  const url = `http://127.0.0.1:${port}`;
  // The CMS drains its requests for up to SHUTDOWN_GRACE_MS (20 s) after SIGTERM, then closes.
  const graceMs =
    Number(childEnv.SHUTDOWN_GRACE_MS) >= 0 ? Number(childEnv.SHUTDOWN_GRACE_MS) : 20_000;
  const stop = async () => {
    process.off('exit', onParentExit);
    if (exited) return;
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), graceMs + 15_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      process.off('exit', onParentExit);
      throw new Error(
        `cms: Strapi exited during start-up (code ${exited.code}, signal ${exited.signal})${logFile ? `; see ${logFile}` : ''}`,
      );
    }
    try {
      const res = await fetch(`${url}/_health/ready`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `cms: Strapi did not answer within ${timeoutMs / 1000} s${logFile ? `; see ${logFile}` : ''}`,
      );
    }
    await sleep(250);
  }
  return {
    url,
    port,
    pid,
    logFile,
    stop,
    adminEmail: (childEnv.CMS_ADMIN_EMAIL || 'admin@ditp.local').trim().toLowerCase(),
    adminPassword: childEnv.CMS_ADMIN_PASSWORD,
  };
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const port = Number(process.env.PORT || 1337);
  const started = Date.now();
  startCms({ port, admin: process.env.CMS_ADMIN !== 'false', fixtures: false, log: 'inherit' })
    .then(({ url, stop, adminEmail, adminPassword }) => {
      console.log(
        `\nCMS ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}/api  admin: ${url}/admin (${adminEmail} / ${adminPassword})`,
      );
      let stopping = false;
      const shutdown = async () => {
        if (stopping) return;
        stopping = true;
        await stop();
        process.exit(0);
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((e) => {
      console.error(e.message);
      process.exit(1);
    });
}
