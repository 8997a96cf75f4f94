import type { Core } from '@strapi/strapi';

/**
 * Strapi's upload plugin puts files uploaded through the content API into an "API Uploads" folder
 * that it creates on the first such upload. Concurrent first uploads on a new database all tried to
 * create it and all but one failed with a 500 (unique `upload_folders.path`). Creating it here, in
 * bootstrap and under the start-up lock, makes it exist before the first request (idempotent: the
 * plugin's own lookup, which returns the folder when it already exists).
 */
export async function ensureApiUploadFolder(strapi: Core.Strapi) {
  const service = strapi.plugin('upload')?.service('api-upload-folder');
  if (!service?.getAPIUploadFolder) return;
  await service.getAPIUploadFolder();
}
