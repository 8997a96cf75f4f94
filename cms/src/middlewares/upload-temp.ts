import type { Core } from '@strapi/strapi';
import { tempFilesMiddleware } from '../attachments/temp-files';

/**
 * Deletes every temporary file of every multipart request, whatever its outcome, and answers the
 * attachment route's parse failures with a clear code (src/attachments/temp-files.ts). Placed right
 * before strapi::body in config/middlewares.ts.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  tempFilesMiddleware(strapi);
