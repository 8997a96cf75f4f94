/* eslint-disable @typescript-eslint/no-explicit-any -- Strapi types plugin extensions loosely */
import { withWebpFormats } from './webp-formats';

/**
 * Upload plugin extension: the thumbnail and the responsive formats of raster uploads are WebP
 * (see webp-formats.ts). The original file and GIF/SVG uploads keep Strapi's behaviour.
 */
export default (plugin: any) => {
  const original = plugin.services['image-manipulation'];
  // Strapi 5.54 exports the service as a plain object; accept a factory too in case that changes.
  plugin.services['image-manipulation'] =
    typeof original === 'function' ? (deps: any) => withWebpFormats(original(deps)) : withWebpFormats(original);
  return plugin;
};
