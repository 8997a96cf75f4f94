import type { Core } from '@strapi/strapi';
import { extendUploadPlugin, type UploadPlugin } from '../../attachments';
import { withWebpFormats } from './webp-formats';

/**
 * Upload plugin extension:
 * - the thumbnail and the responsive formats of raster uploads are WebP (see webp-formats.ts); the
 *   original file and GIF/SVG uploads keep Strapi's behaviour;
 * - private form attachments, atomic storage, image limits, signed links and the sweeper
 *   (src/attachments/index.ts).
 */
export default (plugin: UploadPlugin) => {
  const original = plugin.services['image-manipulation'];
  // Strapi 5.54 exports the service as a plain object; accept a factory too in case that changes.
  plugin.services['image-manipulation'] =
    typeof original === 'function'
      ? (deps: { strapi: Core.Strapi }) => withWebpFormats(original(deps))
      : withWebpFormats(original);
  return extendUploadPlugin(plugin);
};
