/**
 * POST /api/attachments: one form attachment, stored privately, answered with a token.
 *
 * Multipart with exactly one file, in the field `file` (or `files`), and nothing else: any other
 * field, text or file, or any query parameter is 400 `unexpected_field` and nothing is stored.
 * Nothing from the request reaches the upload service but the file and its (cleaned) name: the
 * service is called with fixed options (no `ref`, `refId`, `field`, `path`, `fileInfo` from the
 * client), so an upload can never attach itself to an entry.
 *
 * Checks, in order, before anything is stored:
 * - the file on disk is whole: its size equals what the parser received, and the request's
 *   declared length leaves room only for the multipart framing (a short write to a full temporary
 *   disk is 503 `not_stored`, never a stored, truncated file);
 * - size (413 `file_too_large`, PUBLIC_UPLOAD_MAX_BYTES), type by extension and by content
 *   (400 `invalid_file_type`, src/utils/upload-types.ts), image dimensions from the header only
 *   (400 `image_too_large`, image-limits.ts).
 * Then the upload service stores it in the private store (no image processing, no formats) with
 * the hash of a new token; any storage failure removes whatever was written and answers 503
 * `not_stored`. Answer: 201 `{ data: { token, name, mime, size } }` (size in bytes).
 */
import { open, stat } from 'fs/promises';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { PUBLIC_UPLOAD_TYPES } from '../utils/upload-types';
import { runInScope } from './context';
import type { FileRow } from './file-row';
import { attachmentsFolder } from './folders';
import { headerDimensions, tooLarge } from './image-limits';
import { MESSAGES, refuse } from './reply';
import { publicUploadMaxBytes } from './settings';
import { hashToken, newToken } from './tokens';
import type { Context } from 'koa';
import type { ErrorLike } from '../utils/error-like';

/** Room for the multipart framing around one file (boundaries, part headers, a long file name). */
const MAX_FRAMING_BYTES = 16 * 1024;

const readHead = async (file: string) => {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await fh.read(buf, 0, 16, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
};

/** A file name that is safe to keep and show: no path, no control or reserved characters. */
export function cleanName(raw: unknown, ext: string): string {
  let name = typeof raw === 'string' ? raw : '';
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '_')
    .trim();
  const base = name.slice(0, name.length - path.extname(name).length).slice(0, 180);
  return `${base || 'attachment'}${ext}`;
}

/** A file part as koa-body's formidable leaves it in `ctx.request.files` (written to disk). */
type ReceivedFile = { filepath: string; size: number; originalFilename?: string | null };

const filesOf = (files: unknown): Array<[string, ReceivedFile]> => {
  if (!files || typeof files !== 'object') return [];
  return Object.entries(files as Record<string, unknown>).flatMap(([field, v]) =>
    (Array.isArray(v) ? v : [v]).map((f) => [field, f as ReceivedFile] as [string, ReceivedFile]),
  );
};

const isClientError = (e: ErrorLike) => {
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export async function createAttachment(strapi: Core.Strapi, ctx: Context) {
  // 1. shape: exactly one file in `file`/`files`, nothing else
  const queryKeys = Object.keys(ctx.query ?? {});
  if (queryKeys.length > 0)
    return refuse(ctx, 400, 'unexpected_field', MESSAGES.unexpected_field, queryKeys[0]);
  const body = ctx.request.body;
  const textFields = body && typeof body === 'object' ? Object.keys(body) : [];
  if (textFields.length > 0)
    return refuse(ctx, 400, 'unexpected_field', MESSAGES.unexpected_field, textFields[0]);
  const files = filesOf(ctx.request.files);
  const stranger = files.find(([field]) => field !== 'file' && field !== 'files');
  if (stranger) return refuse(ctx, 400, 'unexpected_field', MESSAGES.unexpected_field, stranger[0]);
  if (files.length === 0) return refuse(ctx, 400, 'file_required', MESSAGES.file_required);
  if (files.length > 1)
    return refuse(ctx, 400, 'unexpected_field', MESSAGES.unexpected_field, files[1][0]);
  const [, file] = files[0];

  // 2. whole: on disk = received = declared (less the framing)
  const received = Number(file.size);
  let onDisk = -1;
  try {
    onDisk = (await stat(file.filepath)).size;
  } catch {
    /* missing: not whole */
  }
  const declared = Number(ctx.get('content-length'));
  const declaredOk =
    !Number.isFinite(declared) ||
    declared <= 0 ||
    (declared >= received && declared - received <= MAX_FRAMING_BYTES);
  if (onDisk !== received || !declaredOk) {
    strapi.log.error(
      '[attachments] upload not stored: the received file is incomplete (temporary disk full?)',
    );
    return refuse(ctx, 503, 'not_stored', MESSAGES.not_stored);
  }

  // 3. size, type by name and content, image dimensions (header only)
  if (received > publicUploadMaxBytes())
    return refuse(ctx, 413, 'file_too_large', MESSAGES.file_too_large);
  const ext = path.extname(String(file.originalFilename ?? '')).toLowerCase();
  const type = PUBLIC_UPLOAD_TYPES[ext];
  if (!type || received === 0 || !type.sniff(await readHead(file.filepath))) {
    return refuse(ctx, 400, 'invalid_file_type', MESSAGES.invalid_file_type);
  }
  if (type.kind === 'image') {
    const dims = await headerDimensions(file.filepath);
    if (!dims) return refuse(ctx, 400, 'invalid_file_type', MESSAGES.invalid_file_type);
    if (tooLarge(dims)) return refuse(ctx, 400, 'image_too_large', MESSAGES.image_too_large);
  }

  // 4. store privately, with the token's hash, through the upload service with fixed options
  const name = cleanName(file.originalFilename, ext);
  const token = newToken();
  const upload = {
    filepath: file.filepath,
    originalFilename: name,
    mimetype: type.mime,
    size: received,
  };
  let stored: FileRow | undefined;
  try {
    const folder = await attachmentsFolder(strapi);
    [stored] = await runInScope({ attachment: { tokenHash: hashToken(token) }, written: [] }, () =>
      strapi
        .plugin('upload')
        .service('upload')
        .upload({ data: { fileInfo: { name, folder } }, files: upload }),
    );
  } catch (thrown) {
    const e = thrown as ErrorLike;
    if (isClientError(e)) return refuse(ctx, 400, 'invalid_file_type', MESSAGES.invalid_file_type);
    strapi.log.error(`[attachments] upload not stored: ${e?.code ?? e?.name ?? 'error'}`);
    return refuse(ctx, 503, 'not_stored', MESSAGES.not_stored);
  }
  if (!stored?.id) return refuse(ctx, 503, 'not_stored', MESSAGES.not_stored);
  ctx.status = 201;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: { token, name, mime: type.mime, size: received } };
}
