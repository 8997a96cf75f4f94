/**
 * Storage routing of the upload plugin (installed after the plugin registered its provider):
 *
 * - form attachments (an upload made in an attachment scope, context.ts) go to the private store
 *   (private-store.ts) under a random 128-bit name; their row gets `provider_metadata.private` and
 *   an unsigned `/attachments/<key>` url that is never served as such (signing: signed-url.ts);
 * - content files go to the configured provider (local disk under public/uploads, or the S3
 *   content bucket). On the local disk they are written atomically (atomic-file.ts) instead of
 *   streamed into their final name, so a full disk never leaves a truncated file that is served;
 * - every object written during one upload-service call is recorded (context.ts), so that the
 *   call's wrapper (index.ts) removes them all when the call fails.
 */
import { randomBytes } from 'crypto';
import path from 'path';
import type { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { writeFileAtomically } from './atomic-file';
import { currentScope, type Written } from './context';
import type { FileRow, ProviderFile, UploadProvider } from './file-row';
import { privateStore } from './private-store';

export const PRIVATE_URL_PREFIX = '/attachments/';

/** True for the row (or format) of a form attachment kept in the private store. */
export const isPrivateFile = (file: FileRow | null | undefined): boolean =>
  Boolean(file?.provider_metadata?.private);

export const privateKeyOf = (file: FileRow): string => `${file.hash}${file.ext ?? ''}`;

const sourceOf = (file: ProviderFile): Readable | Buffer => {
  if (file.stream) return file.stream;
  if (file.buffer) return Buffer.isBuffer(file.buffer) ? file.buffer : Buffer.from(file.buffer);
  throw new Error('upload: the file has neither a stream nor a buffer');
};

const sizeOf = (file: ProviderFile): number =>
  Number(file.sizeInBytes ?? Math.round(Number(file.size) * 1000));

async function putPrivate(file: ProviderFile) {
  // The name is random (never derived from the visitor's file name): not guessable, always valid.
  file.hash = `attachment_${randomBytes(16).toString('hex')}`;
  const key = privateKeyOf(file);
  const bytes = sizeOf(file);
  await privateStore().put(key, sourceOf(file), bytes, file.mime);
  file.url = `${PRIVATE_URL_PREFIX}${key}`;
  file.provider_metadata = { private: true, store: privateStore().kind, bytes };
}

export function installStorageRouting(strapi: Core.Strapi, opts: { localPublic: boolean }) {
  const provider = strapi.plugin('upload').provider as UploadProvider;
  const base: UploadProvider = { ...provider };
  const uploadsDir = () => path.resolve(strapi.dirs.static.public, 'uploads');

  // The row without the bytes (a stream already read, a buffer of the whole file).
  const record = (store: 'private' | 'public', { stream: _s, buffer: _b, ...file }: ProviderFile) =>
    currentScope()?.written.push({ store, file });

  /** Content file on the local disk, written whole or not at all (same name and url as Strapi's). */
  const putLocalPublic = async (file: ProviderFile) => {
    await writeFileAtomically(uploadsDir(), `${file.hash}${file.ext ?? ''}`, sourceOf(file), {
      expectedSize: file.sizeInBytes ?? undefined,
    });
    file.url = `/uploads/${file.hash}${file.ext ?? ''}`;
  };

  const put = (streaming: boolean) => async (file: ProviderFile, options?: unknown) => {
    const scope = currentScope();
    if (scope?.attachment) {
      await putPrivate(file);
      if (scope.attachment.tokenHash) file.attachment_token_hash = scope.attachment.tokenHash;
      record('private', file);
      return;
    }
    if (opts.localPublic) await putLocalPublic(file);
    else await (streaming && base.uploadStream ? base.uploadStream : base.upload)(file, options);
    record('public', file);
  };

  const replace =
    (streaming: boolean) => async (newFile: ProviderFile, oldFile: FileRow, options?: unknown) => {
      if (isPrivateFile(oldFile))
        throw new errors.ApplicationError(
          'A form attachment cannot be replaced: it is the file the visitor sent.',
        );
      if (opts.localPublic) {
        await putLocalPublic(newFile);
        const oldName = `${oldFile.hash}${oldFile.ext ?? ''}`;
        if (oldName !== `${newFile.hash}${newFile.ext ?? ''}`) await base.delete(oldFile);
        return;
      }
      const fn = streaming ? base.replaceStream : base.replace;
      if (fn) return fn(newFile, oldFile, options);
      await base.delete(oldFile);
      await (streaming && base.uploadStream ? base.uploadStream : base.upload)(newFile, options);
    };

  provider.extend({
    uploadStream: put(true),
    upload: put(false),
    replaceStream: replace(true),
    replace: replace(false),
    async delete(file: FileRow, options?: unknown) {
      if (isPrivateFile(file)) return privateStore().remove(privateKeyOf(file));
      return base.delete(file, options);
    },
  });
  return { base };
}

/** Removes what a failed upload-service call wrote (the call's error is what the caller sees). */
export async function removeWritten(strapi: Core.Strapi, written: Written[]) {
  const provider = strapi.plugin('upload').provider as UploadProvider;
  for (const { store, file } of written) {
    try {
      if (store === 'private') await privateStore().remove(privateKeyOf(file));
      else await provider.delete(file);
    } catch (e) {
      strapi.log.warn(
        `[uploads] could not remove ${store} object after a failed upload: ${(e as Error).message}`,
      );
    }
  }
}
