import { randomBytes } from 'crypto';
import {
  privateUploadDir,
  s3ClientOptions,
  s3Settings,
  uploadProvider,
  type S3Settings,
} from '../attachments/settings';
import { unlink, writeFile } from 'fs/promises';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { pgSettings } from './pg-settings';
import type { Context } from 'koa';
import type { ErrorLike } from '../utils/error-like';

/**
 * `GET /_health/live`: 200 `{ status: 'ok' }` while the process serves HTTP.
 * `GET /_health/ready`: 200 `{ status: 'ok', checks }` when
 *   - `database`: the database answers `select 1` within 2 s (PostgreSQL: on a new connection, so
 *     a server that no longer accepts connections is seen even while pooled ones linger; SQLite: the
 *     file opened afresh, read-only, and its schema read, plus the CMS's own connection);
 *   - `uploads`: `<STRAPI_PUBLIC_DIR>/uploads` is writable (a file written and removed);
 *   - `privateUploads`: the same for the private attachment store (`PRIVATE_UPLOAD_DIR`);
 *   - with `UPLOAD_PROVIDER=s3`, instead of the two folders: the content and private buckets answer
 *     a HEAD request;
 * otherwise 503 `{ status: 'unavailable', checks }` where each failed check says why. While the CMS
 * shuts down, ready answers 503 with `checks.shutdown = 'draining'`. `/_health` (Strapi's) stays.
 */
export const READY_TIMEOUT_MS = 2000;

type Check = () => Promise<void>;

export function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'timeout' })),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

const describe = (e: ErrorLike) =>
  e?.code === 'timeout' ? 'timeout' : `error: ${e?.code ?? e?.name ?? 'unknown'}`;

function databaseCheck(strapi: Core.Strapi): Check {
  const client = strapi.config.get('database.connection.client') as string;
  if (client === 'postgres') {
    return async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for this client
      const { Client } = require('pg');
      const settings = pgSettings(strapi);
      // The driver's own timeouts are longer than ours: ours answers `timeout`.
      const pg = new Client({
        ...settings,
        connectionTimeoutMillis: READY_TIMEOUT_MS + 1000,
        query_timeout: READY_TIMEOUT_MS + 1000,
      });
      pg.on('error', () => {});
      try {
        await within(
          (async () => {
            await pg.connect();
            await pg.query('select 1');
          })(),
          READY_TIMEOUT_MS,
        );
      } finally {
        pg.end().catch(() => {});
      }
    };
  }
  return async () => {
    await within(strapi.db.connection.raw('select 1'), READY_TIMEOUT_MS);
    const filename = (strapi.config.get('database.connection.connection') as { filename: string })
      .filename;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for this client
    const Sqlite = require('better-sqlite3');
    const db = new Sqlite(filename, {
      readonly: true,
      fileMustExist: true,
      timeout: READY_TIMEOUT_MS,
    });
    try {
      db.prepare('select count(*) from sqlite_master').get();
    } finally {
      db.close();
    }
  };
}

function writableCheck(dir: string): Check {
  return async () => {
    const probe = path.join(dir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
    await within(writeFile(probe, 'ok'), READY_TIMEOUT_MS);
    await unlink(probe);
  };
}

function bucketCheck(s: S3Settings, bucket: string): Check {
  return async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for this client
    const { S3Client, HeadBucketCommand } = require('@aws-sdk/client-s3');
    const client = new S3Client(s3ClientOptions(s));
    try {
      await within(client.send(new HeadBucketCommand({ Bucket: bucket })), READY_TIMEOUT_MS);
    } finally {
      client.destroy();
    }
  };
}

export function registerHealthRoutes(strapi: Core.Strapi, isDraining: () => boolean) {
  const checks: Record<string, Check> = { database: databaseCheck(strapi) };
  if (uploadProvider() === 's3') {
    // Files live in S3: the buckets must answer (a HEAD of each, within the ready timeout).
    const s = s3Settings();
    for (const [name, bucket] of [
      ['uploads', s.bucket],
      ['privateUploads', s.privateBucket],
    ] as const) {
      checks[name] = bucketCheck(s, bucket);
    }
  } else {
    checks.uploads = writableCheck(path.join(strapi.dirs.static.public, 'uploads'));
    checks.privateUploads = writableCheck(privateUploadDir());
  }

  const router = strapi.server.router;
  router.get('/_health/live', (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 200;
    ctx.body = { status: 'ok' };
  });
  router.get('/_health/ready', async (ctx: Context) => {
    const results: Record<string, string> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await check();
          results[name] = 'ok';
        } catch (e) {
          results[name] = describe(e as ErrorLike);
        }
      }),
    );
    if (isDraining()) results.shutdown = 'draining';
    const ok = Object.values(results).every((v) => v === 'ok');
    if (!ok)
      strapi.log.warn(
        `[ditp-cms] not ready: ${Object.entries(results)
          .filter(([, v]) => v !== 'ok')
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ok ? 200 : 503;
    ctx.body = { status: ok ? 'ok' : 'unavailable', checks: results };
  });
}
