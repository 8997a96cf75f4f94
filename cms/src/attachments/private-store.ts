/* eslint-disable @typescript-eslint/no-require-imports -- the S3 SDK loads only when S3 is configured */
/**
 * The private store of form attachments (CVs, complaint evidence). Nothing in it is ever served by
 * a static file server or a public bucket: staff download through the CMS's signed links
 * (download.ts).
 *
 * - local (default): files in PRIVATE_UPLOAD_DIR (default cms/.tmp/private-uploads), written
 *   atomically (atomic-file.ts), mode 0600;
 * - s3 (UPLOAD_PROVIDER=s3): objects in S3_PRIVATE_BUCKET (default S3_BUCKET) under
 *   S3_PRIVATE_PREFIX, never with a public ACL; a PUT is atomic and its stored length is checked.
 */
import { createReadStream } from 'fs';
import { readdir, rm, stat } from 'fs/promises';
import path from 'path';
import type { Readable } from 'stream';
import { IncompleteWriteError, writeFileAtomically } from './atomic-file';
import { privateUploadDir, s3ClientOptions, s3Settings, uploadProvider } from './settings';
import type { ErrorLike } from '../utils/error-like';

export type StoredObject = { key: string; modifiedMs: number; size: number };

export interface PrivateStore {
  readonly kind: 'local' | 's3';
  /** Stores the whole source under `key`, or nothing (throws). */
  put(key: string, source: Readable | Buffer, size: number, mime: string): Promise<void>;
  /** The object's bytes and size, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every object (and, locally, every unfinished temporary file) in the store. */
  list(): AsyncIterable<StoredObject>;
}

/** Object names: what the upload service makes of a file (`<slug>_<random><ext>`), nothing else. */
export const KEY_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;
export const assertKey = (key: string) => {
  if (!KEY_RE.test(key) || key.includes('..')) throw new Error('invalid attachment key');
  return key;
};

function localStore(): PrivateStore {
  const dir = privateUploadDir();
  return {
    kind: 'local',
    async put(key, source, size) {
      await writeFileAtomically(dir, assertKey(key), source, { expectedSize: size, mode: 0o600 });
    },
    async open(key) {
      const file = path.join(dir, assertKey(key));
      try {
        const st = await stat(file);
        if (!st.isFile()) return null;
        return { stream: createReadStream(file), size: st.size };
      } catch (e) {
        if ((e as ErrorLike)?.code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      await rm(path.join(dir, assertKey(key)), { force: true });
    },
    async *list() {
      for (const name of await readdir(dir)) {
        try {
          const st = await stat(path.join(dir, name));
          if (st.isFile()) yield { key: name, modifiedMs: st.mtimeMs, size: st.size };
        } catch {
          /* deleted meanwhile */
        }
      }
    },
  };
}

function s3Store(): PrivateStore {
  const s = s3Settings();
  const sdk = require('@aws-sdk/client-s3');
  const client = new sdk.S3Client(s3ClientOptions(s));
  const Bucket = s.privateBucket;
  const objectKey = (key: string) => `${s.privatePrefix}${assertKey(key)}`;
  const notFound = (e: ErrorLike<{ $metadata?: { httpStatusCode?: number } }>) =>
    e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
  return {
    kind: 's3',
    async put(key, source, size, mime) {
      const Key = objectKey(key);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: source,
          ContentLength: size,
          ContentType: mime,
          ContentDisposition: 'attachment',
          ACL: 'private',
        }),
      );
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
      if (head.ContentLength !== size) {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw new IncompleteWriteError(`stored ${head.ContentLength} of ${size} bytes`);
      }
    },
    async open(key) {
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { stream: out.Body as Readable, size: Number(out.ContentLength) };
      } catch (e) {
        if (notFound(e as ErrorLike)) return null;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: s.privatePrefix || undefined,
            ContinuationToken,
          }),
        );
        for (const o of page.Contents ?? []) {
          const key = String(o.Key).slice(s.privatePrefix.length);
          if (key && !key.includes('/'))
            yield { key, modifiedMs: new Date(o.LastModified).getTime(), size: Number(o.Size) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

let store: PrivateStore | undefined;

/** The configured private store (one per process). */
export function privateStore(): PrivateStore {
  store ??= uploadProvider() === 's3' ? s3Store() : localStore();
  return store;
}
