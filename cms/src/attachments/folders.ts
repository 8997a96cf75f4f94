/**
 * Media-library folders made at start, before any request can race to make them:
 * - "Form attachments": where every form attachment is filed, apart from the editors' content, so
 *   that nobody picks a private file as a page image by mistake;
 * - Strapi's "API Uploads" folder (uploads with an API token go there). Strapi makes it lazily on
 *   the first such upload, and simultaneous first uploads failed on its unique path.
 * Several instances starting together: a unique-path failure means another one made it; read again.
 */
import type { Core } from '@strapi/strapi';
import type { ErrorLike } from '../utils/error-like';

export const ATTACHMENTS_FOLDER_NAME = 'Form attachments';

const isUniqueViolation = (e: ErrorLike) =>
  /unique|duplicate key/i.test(String(e?.message)) ||
  e?.code === '23505' ||
  String(e?.code).startsWith('SQLITE_CONSTRAINT');

async function retryOnRace<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isUniqueViolation(e as ErrorLike) || attempt >= 4) throw e;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

let attachmentsFolderId: number | undefined;

export async function ensureAttachmentsFolder(strapi: Core.Strapi): Promise<number> {
  return retryOnRace(async () => {
    const folders = strapi.db.query('plugin::upload.folder');
    const existing: { id: number } | null = await folders.findOne({
      where: { name: ATTACHMENTS_FOLDER_NAME, parent: { id: { $null: true } } },
      select: ['id'],
    });
    if (existing) return (attachmentsFolderId = existing.id);
    const created: { id: number } = await strapi
      .plugin('upload')
      .service('folder')
      .create({ name: ATTACHMENTS_FOLDER_NAME, parent: null });
    return (attachmentsFolderId = created.id);
  });
}

/** The folder's id (made again if someone deleted it). */
export async function attachmentsFolder(strapi: Core.Strapi): Promise<number> {
  if (attachmentsFolderId !== undefined) {
    const still = await strapi.db
      .query('plugin::upload.folder')
      .findOne({ where: { id: attachmentsFolderId }, select: ['id'] });
    if (still) return attachmentsFolderId;
  }
  return ensureAttachmentsFolder(strapi);
}

export async function ensureApiUploadFolder(strapi: Core.Strapi) {
  await retryOnRace(() =>
    strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder(),
  );
}
