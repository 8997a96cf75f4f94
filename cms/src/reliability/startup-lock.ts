import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'fs';
import os from 'os';
import type { Core } from '@strapi/strapi';
import { pgSettings } from './pg-settings';
import type { ErrorLike } from '../utils/error-like';

/**
 * One start-up at a time per database. Strapi syncs the schema (and runs its internal migrations)
 * in `bootstrap()`, after the app's `register()`; two instances started together on one empty
 * PostgreSQL database raced there (one crashed on "relation strapi_migrations already exists"),
 * and on a migrated, unseeded one both seeded. The app therefore takes this lock in `register()`
 * and releases it when its own `bootstrap()` (locales, permissions, indexes, upload folder, seed)
 * has ended, so schema sync, migrations and seed run under it and the seed marker is written under
 * it: the second instance waits, then finds the schema in place and the marker set.
 *
 * - PostgreSQL: `pg_advisory_lock` on a dedicated connection (not the pool); it is released with
 *   the connection, so an instance that dies mid-start never blocks the others.
 * - SQLite: a lock file next to the database, created with O_EXCL, holding the owner's pid and
 *   process start time; a lock whose owner is gone (or is another process with a reused pid) is
 *   stale and taken over.
 */
/** PostgreSQL advisory locks of the CMS: 'DITP' and what each guards. */
export const PG_LOCK_KEYS = {
  startUp: [0x44495450, 1],
  trigramBuild: [0x44495450, 2],
} as const;
const WAIT_LOG_MS = 10_000;

export interface StartupLock {
  release(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pgLock(strapi: Core.Strapi): Promise<StartupLock> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for PostgreSQL
  const { Client } = require('pg');
  const settings = pgSettings(strapi);
  const client = new Client(settings);
  client.on('error', (e: ErrorLike) =>
    strapi.log.warn(`[ditp-cms] start-up lock connection: ${e?.code ?? e?.message}`),
  );
  await client.connect();
  const started = Date.now();
  const got = await client.query('select pg_try_advisory_lock($1, $2) as ok', PG_LOCK_KEYS.startUp);
  if (!got.rows[0].ok) {
    strapi.log.info(
      '[ditp-cms] another instance is starting on this database: waiting for its start-up lock',
    );
    const timer = setInterval(
      () =>
        strapi.log.info(
          `[ditp-cms] still waiting for the start-up lock (${Math.round((Date.now() - started) / 1000)} s)`,
        ),
      WAIT_LOG_MS,
    );
    try {
      await client.query('select pg_advisory_lock($1, $2)', PG_LOCK_KEYS.startUp);
    } finally {
      clearInterval(timer);
    }
  }
  strapi.log.info(
    `[ditp-cms] start-up lock taken (PostgreSQL advisory lock) after ${Date.now() - started} ms`,
  );
  return {
    async release() {
      try {
        await client.query('select pg_advisory_unlock($1, $2)', PG_LOCK_KEYS.startUp);
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}

/** Start time of a process (clock ticks since boot), to tell a live owner from a reused pid. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as ErrorLike)?.code === 'EPERM';
  }
}

function isStale(file: string): boolean {
  let owner: { pid?: number; start?: string | null; host?: string };
  try {
    owner = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Vanished (free now), or being written this very moment: not stale.
    return false;
  }
  if (!owner.pid || owner.host !== os.hostname()) return false;
  if (!alive(owner.pid)) return true;
  const start = processStart(owner.pid);
  return Boolean(owner.start && start && owner.start !== start);
}

async function fileLock(strapi: Core.Strapi): Promise<StartupLock> {
  const dbFile = (strapi.config.get('database.connection.connection') as { filename: string })
    .filename;
  const file = `${dbFile}.startup-lock`;
  const started = Date.now();
  let logged = 0;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(
        fd,
        JSON.stringify({
          pid: process.pid,
          start: processStart(process.pid),
          host: os.hostname(),
          at: new Date().toISOString(),
        }),
      );
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as ErrorLike)?.code !== 'EEXIST') throw e;
    }
    if (isStale(file)) {
      strapi.log.warn(`[ditp-cms] removing the stale start-up lock ${file} (its process is gone)`);
      try {
        unlinkSync(file);
      } catch {
        // another waiter removed it first
      }
      continue;
    }
    if (Date.now() - logged > WAIT_LOG_MS) {
      logged = Date.now();
      strapi.log.info(
        `[ditp-cms] another process is starting on ${dbFile}: waiting for its start-up lock`,
      );
    }
    await sleep(200);
  }
  strapi.log.info(`[ditp-cms] start-up lock taken (${file}) after ${Date.now() - started} ms`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return {
    async release() {
      release();
      process.off('exit', release);
    },
  };
}

export async function acquireStartupLock(strapi: Core.Strapi): Promise<StartupLock> {
  const client = strapi.config.get('database.connection.client') as string;
  if (client === 'postgres') return pgLock(strapi);
  if (client === 'sqlite' || client === 'better-sqlite3') return fileLock(strapi);
  return { release: async () => {} };
}
