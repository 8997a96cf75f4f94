/**
 * Temporary files of multipart requests.
 *
 * `strapi::body` (koa-body + formidable) writes every file part of a multipart request to
 * UPLOAD_TMP_DIR before routing. Strapi itself deletes only the field `files`, and only when the
 * request succeeded; everything else stayed on the disk for good. Here:
 *
 * - `onFileBegin` (formidable's `fileBegin`, configured in config/middlewares.ts) records every
 *   file of every request as it starts, whatever its field name; on the public attachment route it
 *   also lowers the per-request byte limit to PUBLIC_UPLOAD_MAX_BYTES and stops the parse at the
 *   first file in another field or a second file (that part is sent to the null device, so nothing
 *   of it is written);
 * - `tempFilesMiddleware` (global::upload-temp, placed right before strapi::body so that it also
 *   sees the parser's own failures) deletes, in a `finally`, every recorded file and every entry of
 *   `ctx.request.files`, whatever the outcome: success, refusal, error, parse failure;
 * - a request to the attachment route whose parse failed gets a clear JSON refusal instead of a
 *   bare 500 (disk full: 503 `not_stored`; too large: 413 `file_too_large`; another field or a
 *   second file: 400 `unexpected_field`).
 */
import { devNull } from 'os';
import { rm } from 'fs/promises';
import { MESSAGES, refuse } from './reply';
import { publicUploadMaxBytes } from './settings';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ErrorLike } from '../utils/error-like';

/**
 * What this module reads and writes of a formidable file (formidable 2, under koa-body): where it
 * is written (`path` in formidable 1) and the stream writing it.
 */
type TempFile = {
  filepath?: string;
  path?: string;
  _writeStream?: NodeJS.WritableStream & { closed?: boolean; destroy(): void };
};

/** formidable's IncomingForm, as its `fileBegin` listener uses it. */
type IncomingForm = {
  headers?: object;
  options: { maxFileSize: number };
  _error(error: Error): void;
};

type Tracker = {
  attachment: boolean;
  files: TempFile[];
  refused?: { field: string };
};

const trackers = new WeakMap<object, Tracker>();

/** POST /api/attachments, or POST /api/upload without credentials (its public alias). */
export function isAttachmentRequest(ctx: Context): boolean {
  if (ctx.method !== 'POST') return false;
  if (/^\/api\/attachments\/?$/.test(ctx.path)) return true;
  return /^\/api\/upload\/?$/.test(ctx.path) && !ctx.get('authorization');
}

const isMultipart = (ctx: Context) => /^multipart\//i.test(ctx.get('content-type') || '');

/** formidable `fileBegin` listener: `this` is the request's IncomingForm. */
export function onFileBegin(this: IncomingForm | undefined, name: string, file: TempFile) {
  const tracker = this?.headers && trackers.get(this.headers);
  if (!tracker) return;
  tracker.files.push(file);
  if (!tracker.attachment || !this) return;
  this.options.maxFileSize = Math.min(this.options.maxFileSize, publicUploadMaxBytes());
  if ((name !== 'file' && name !== 'files') || tracker.files.length > 1) {
    tracker.refused ??= { field: name };
    file.filepath = devNull;
    const error = Object.assign(new Error('unexpected file field'), { httpCode: 400 });
    this._error(error);
  }
}

const allFiles = (files: unknown): TempFile[] => {
  if (!files || typeof files !== 'object') return [];
  return Object.values(files as Record<string, unknown>)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((f): f is TempFile => Boolean(f) && typeof f === 'object');
};

const closed = (stream: TempFile['_writeStream']) =>
  new Promise<void>((resolve) => {
    if (!stream || stream.closed) return resolve();
    stream.once('close', () => resolve());
    stream.destroy();
    // never wait long for a stream that will not say it closed
    setTimeout(resolve, 2000).unref();
  });

async function removeAll(files: TempFile[]) {
  const paths = new Set<string>();
  for (const f of files) {
    await closed(f._writeStream);
    const p = f.filepath ?? f.path;
    if (typeof p === 'string' && p !== devNull) paths.add(p);
  }
  await Promise.all([...paths].map((p) => rm(p, { force: true }).catch(() => undefined)));
}

const isDiskError = (e: ErrorLike) =>
  (['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EFBIG'] as Array<string | undefined>).includes(e?.code);

export function tempFilesMiddleware(strapi: Core.Strapi) {
  return async (ctx: Context, next: () => Promise<void>) => {
    if (!isMultipart(ctx)) return next();
    const tracker: Tracker = { attachment: isAttachmentRequest(ctx), files: [] };
    // the public alias: an anonymous multipart POST /api/upload is the attachment route
    if (tracker.attachment && /^\/api\/upload\/?$/.test(ctx.path)) ctx.path = '/api/attachments';
    trackers.set(ctx.req.headers, tracker);
    ctx.state.uploadTracker = tracker;
    // Strapi's body middleware deletes ctx.request.files before we get to see them again.
    const seen: TempFile[] = [];
    const remember = () => seen.push(...allFiles(ctx.request.files));
    try {
      await next();
      if (tracker.attachment && ctx.status === 413) {
        refuse(ctx, 413, 'file_too_large', MESSAGES.file_too_large);
      }
    } catch (thrown) {
      const e = thrown as ErrorLike<{ httpCode?: number }>;
      if (!tracker.attachment) throw thrown;
      if (tracker.refused)
        return refuse(
          ctx,
          400,
          'unexpected_field',
          MESSAGES.unexpected_field,
          tracker.refused.field,
        );
      if (/maxFileSize/.test(String(e?.message)))
        return refuse(ctx, 413, 'file_too_large', MESSAGES.file_too_large);
      if (isDiskError(e)) {
        strapi.log.error(`[attachments] upload not stored: ${e?.code}`);
        return refuse(ctx, 503, 'not_stored', MESSAGES.not_stored);
      }
      if (e?.httpCode !== undefined && e.httpCode >= 400 && e.httpCode < 500)
        return refuse(
          ctx,
          400,
          'invalid_request',
          'The upload could not be read. Please try again.',
        );
      throw thrown;
    } finally {
      remember();
      await removeAll([...tracker.files, ...seen]);
      trackers.delete(ctx.req.headers);
    }
  };
}
