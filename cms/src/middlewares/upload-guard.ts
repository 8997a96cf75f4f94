import { open } from 'fs/promises';
import { extname } from 'path';
import type { Core } from '@strapi/strapi';
import { PUBLIC_UPLOAD_TYPES, PUBLIC_UPLOAD_EXTENSIONS, PUBLIC_UPLOAD_MAX_FILES, publicUploadMaxBytes } from '../utils/upload-types';

const readHead = async (path: string) => {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await fh.read(buf, 0, 16, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
};

const reply = (ctx: any, status: number, name: string, message: string, errors: Array<{ path: (string | number)[]; message: string }>) => {
  ctx.status = status;
  ctx.body = {
    data: null,
    error: { status, name, message, details: { errors: errors.map((e) => ({ ...e, name })) } },
  };
};

/**
 * Guards the content-API upload route (POST /api/upload), which the public role may call so that
 * visitors can attach a CV or evidence to a form:
 * - no `?id=` (that would replace or edit an existing file),
 * - files only in the multipart field `files`, at most 5 per request,
 * - each file: extension in the public allow list AND content that starts like that type,
 * - each file at most PUBLIC_UPLOAD_MAX_BYTES (default 20,000,000 bytes) -> 413.
 * The admin media library (/upload/...) is not affected.
 */
export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => {
  return async (ctx: any, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || !/^\/api\/upload\/?$/.test(ctx.path)) return next();
    if (ctx.query && ctx.query.id !== undefined) {
      return reply(ctx, 403, 'ForbiddenError', 'Files cannot be replaced or edited through the public API.', [
        { path: ['id'], message: 'Replacing or editing an existing file is not allowed.' },
      ]);
    }
    const all = ctx.request.files || {};
    const otherFields = Object.keys(all).filter((k) => k !== 'files');
    if (otherFields.length > 0) {
      return reply(ctx, 400, 'ValidationError', 'Send files in the multipart field "files".', otherFields.map((k) => ({ path: [k], message: 'Unexpected file field; use "files".' })));
    }
    const files = all.files ? (Array.isArray(all.files) ? all.files : [all.files]) : [];
    if (files.length === 0) {
      return reply(ctx, 400, 'ValidationError', 'No file received.', [{ path: ['files'], message: 'Choose a file to upload.' }]);
    }
    if (files.length > PUBLIC_UPLOAD_MAX_FILES) {
      return reply(ctx, 400, 'ValidationError', `At most ${PUBLIC_UPLOAD_MAX_FILES} files per upload.`, [
        { path: ['files'], message: `At most ${PUBLIC_UPLOAD_MAX_FILES} files per upload.` },
      ]);
    }
    const max = publicUploadMaxBytes();
    const tooLarge: Array<{ path: (string | number)[]; message: string }> = [];
    const badType: Array<{ path: (string | number)[]; message: string }> = [];
    for (const [i, file] of files.entries()) {
      const name: string = file.originalFilename || file.name || '';
      const ext = extname(name).toLowerCase();
      if (file.size > max) {
        tooLarge.push({ path: ['files', i], message: `"${name}" is larger than the ${max.toLocaleString('en-US')} byte limit.` });
        continue;
      }
      const type = PUBLIC_UPLOAD_TYPES[ext];
      if (!type) {
        badType.push({ path: ['files', i], message: `"${name}": file type not allowed. Allowed: ${PUBLIC_UPLOAD_EXTENSIONS.join(', ')}.` });
        continue;
      }
      const head = await readHead(file.filepath);
      if (!type.sniff(head)) {
        badType.push({ path: ['files', i], message: `"${name}": the content is not a valid ${ext.slice(1).toUpperCase()} file.` });
        continue;
      }
      file.mimetype = type.mime; // trust the checked type, not the client's header
    }
    if (tooLarge.length) return reply(ctx, 413, 'PayloadTooLargeError', tooLarge[0].message, tooLarge);
    if (badType.length) return reply(ctx, 400, 'ValidationError', badType[0].message, badType);
    return next();
  };
};
