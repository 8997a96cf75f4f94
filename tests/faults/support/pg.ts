/* eslint-disable @typescript-eslint/no-explicit-any -- pg is loaded untyped from cms/node_modules */
/**
 * A throwaway PostgreSQL cluster for a fault test, as .ci/cms-postgres.sh runs one: Debian's
 * PostgreSQL (installed with apt-get when missing), owned by the `postgres` user (initdb refuses
 * root), on 127.0.0.1 and a free port, its data directory wherever the test wants it (a small
 * tmpfs for the disk-full cases). `postmaster` is started in its own process group so that the
 * test can signal or stop exactly it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../../../scripts/cms.mjs';

const cmsRequire = createRequire(path.resolve(import.meta.dirname, '../../../cms/package.json'));
export const { Client } = cmsRequire('pg');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function pgBin(): string {
  const find = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
          .sort((a, b) => Number(a) - Number(b))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
          .at(-1)
      : undefined;
  let bin = find();
  if (!bin) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    bin = find();
  }
  if (!bin) throw new Error('PostgreSQL could not be installed');
  return bin;
}

const postgresUser = () => {
  const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
  const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
  return { uid: Number(ids), gid: Number(gid) };
};

export interface Pg {
  port: number;
  dataDir: string;
  password: string;
  user: string;
  /** CMS environment for database `name`. */
  env(name: string): Record<string, string>;
  query(sql: string, params?: unknown[], database?: string): Promise<any[]>;
  createDatabase(name: string, template?: string): Promise<void>;
  /** Starts the server again after stop() (startPostgres has started it). */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast|immediate`, or ends what is left of the postmaster's group. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Sends a signal to the postmaster alone (SIGSTOP / SIGCONT freeze and thaw it). */
  signal(sig: NodeJS.Signals): void;
  running(): boolean;
  log(): string;
}

export async function startPostgres(dataDir: string, opts: { extra?: string[] } = {}): Promise<Pg> {
  const bin = pgBin();
  const { uid, gid } = postgresUser();
  mkdirSync(dataDir, { recursive: true });
  chownSync(dataDir, uid, gid);
  chmodSync(dataDir, 0o700);
  const work = path.join(dataDir, '..', `${path.basename(dataDir)}-aux`);
  mkdirSync(work, { recursive: true });
  chownSync(work, uid, gid);
  const password = `ditp-fault-${process.pid}`;
  const user = 'ditp';
  writeFileSync(path.join(work, 'pw'), password + '\n');
  chownSync(path.join(work, 'pw'), uid, gid);
  execFileSync(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      `${bin}/initdb`,
      '-D',
      dataDir,
      '-U',
      user,
      `--pwfile=${path.join(work, 'pw')}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ],
    {
      stdio: 'ignore',
    },
  );
  const port: number = await freePort();
  const logFile = path.join(work, 'postgres.log');
  let child: ChildProcess | null = null;
  let exited = true;

  const pg: Pg = {
    port,
    dataDir,
    password,
    user,
    env: (name) => ({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: user,
      DATABASE_PASSWORD: password,
      DATABASE_SSL: 'false',
    }),
    async query(sql, params = [], database = 'postgres') {
      const c = new Client({
        host: '127.0.0.1',
        port,
        user,
        password,
        database,
        connectionTimeoutMillis: 5000,
      });
      c.on('error', () => {});
      await c.connect();
      try {
        return (await c.query(sql, params)).rows;
      } finally {
        await c.end().catch(() => {});
      }
    },
    async createDatabase(name, template) {
      await pg.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    },
    async start() {
      // A second postmaster on the same directory exits at once, and this one's `child` would
      // then be it: stop() would leave the first running.
      if (!exited) throw new Error('PostgreSQL is running already: startPostgres() starts it');
      const out = (await import('node:fs')).openSync(logFile, 'a');
      chownSync(logFile, uid, gid);
      child = spawn(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          `${bin}/postgres`,
          '-D',
          dataDir,
          '-p',
          String(port),
          '-k',
          work,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'full_page_writes=off',
          ...(opts.extra ?? []),
        ],
        { detached: true, stdio: ['ignore', out, out] },
      );
      exited = false;
      child.on('exit', () => {
        exited = true;
      });
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          await pg.query('select 1');
          return;
        } catch (e) {
          if (exited || Date.now() > deadline)
            throw new Error(
              `PostgreSQL did not start: ${(e as Error).message}\n${pg.log().slice(-2000)}`,
            );
          await sleep(200);
        }
      }
    },
    async stop(mode = 'fast') {
      if (exited) return;
      try {
        execFileSync(
          'runuser',
          [
            '-u',
            'postgres',
            '--',
            `${bin}/pg_ctl`,
            '-D',
            dataDir,
            '-m',
            mode,
            '-w',
            '-t',
            '30',
            'stop',
          ],
          { stdio: 'ignore' },
        );
      } catch {
        // not running any more (it may have stopped itself after a PANIC)
      }
      if (child?.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
      const deadline = Date.now() + 30_000;
      while (!exited && Date.now() < deadline) await sleep(100);
    },
    signal(sig) {
      const pid = Number(
        execFileSync('head', ['-1', path.join(dataDir, 'postmaster.pid')])
          .toString()
          .trim(),
      );
      process.kill(pid, sig);
    },
    running: () => !exited,
    log: () => {
      try {
        return execFileSync('cat', [logFile]).toString();
      } catch {
        return '';
      }
    },
  };
  await pg.start();
  return pg;
}
