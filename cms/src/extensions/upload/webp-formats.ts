/**
 * Responsive formats as WebP.
 *
 * Strapi's upload plugin writes the thumbnail (245x156 box) and the responsive formats (small 500,
 * medium 750, large 1000) in the upload's own format: a PNG upload gets PNG formats, which for
 * photos and illustrations are several times larger than needed (the seed's 500 px "small" PNGs
 * weigh ~110-130 KB). Here every format of a raster upload is encoded as WebP instead, which all
 * browsers the site supports decode. Differences from Strapi's `image-manipulation` service:
 *
 * - only `generateThumbnail` and `generateResponsiveFormats` change, and only for the formats in
 *   WEBP_SOURCES (as detected by sharp, not as declared by the client);
 * - GIF (animation, palette) and SVG (vector, never resized by Strapi) go to Strapi's originals
 *   untouched, as does anything sharp cannot read;
 * - each format's `ext`, `mime` and `name` say WebP (`.webp`, `image/webp`), so the provider stores
 *   it as `<key>_<hash>.webp` and its `url` ends in `.webp`;
 * - the original file is not touched here: it keeps its format (Strapi's own optional
 *   "size optimization" of the original, in the same format, still applies as before).
 *
 * Sizes, breakpoints and the "only when the image is larger" rules are Strapi's (5.54).
 *
 * One format is added: `og`, the link-preview crop (1200 × 630, or the largest 1.91:1 box the image
 * holds; none below 600 px wide: src/model/images.ts), as JPEG, which every preview crawler reads
 * (not all of them read WebP). The crop keeps the most interesting region (sharp's `attention`).
 */
import { createReadStream } from 'fs';
import { join } from 'path';
import sharp from 'sharp';
import type { OutputInfo, ResizeOptions } from 'sharp';
import { file as fileUtils } from '@strapi/utils';
import { ogCropSize } from '../../model/images';
import type { ImageFile, ImageService } from '../../attachments/file-row';

/** quality 78: no visible loss on the card and hero images; effort 4 (0-6): fast uploads. */
export const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;

/**
 * Formats (sharp's names) whose responsive formats become WebP. AVIF is reported by sharp as
 * `heif`; Strapi 5.54 does not resize AVIF at all (its isResizableImage), and the media library
 * does not accept it (config/plugins.ts), so `heif` is listed only for completeness.
 */
export const WEBP_SOURCES = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif']);

// Strapi 5.54 values (image-manipulation.js).
const THUMBNAIL_RESIZE_OPTIONS = { width: 245, height: 156, fit: 'inside' } as const;
const DEFAULT_BREAKPOINTS: Record<string, number> = { large: 1000, medium: 750, small: 500 };

/** sharp's format name of the upload, or undefined when sharp cannot read it. */
async function sourceFormat(file: ImageFile): Promise<string | undefined> {
  try {
    if (file.filepath) return (await sharp(file.filepath).metadata()).format;
    const pipeline = sharp();
    file.getStream().pipe(pipeline);
    return (await pipeline.metadata()).format;
  } catch {
    return undefined;
  }
}

const webpName = (name: string) => `${name.replace(/\.[^./\\]+$/, '')}.webp`;

/** Strapi's resizeFileTo, with WebP output and `.webp` / `image/webp` on the new file. */
async function resizeToWebp(file: ImageFile, resize: ResizeOptions, key: string) {
  const hash = `${key}_${file.hash}`;
  const filepath = file.tmpWorkingDirectory ? join(file.tmpWorkingDirectory, hash) : hash;
  const input = file.filepath
    ? sharp(file.filepath, { animated: true })
    : file.getStream().pipe(sharp({ animated: true }));
  const info = await input.resize(resize).webp(WEBP_OPTIONS).toFile(filepath);
  return {
    name: `${key}_${webpName(file.name)}`,
    hash,
    ext: '.webp',
    mime: 'image/webp',
    filepath,
    path: file.path || null,
    getStream: () => createReadStream(filepath),
    width: info.width,
    // animated images: the height of one frame, as Strapi does
    height: (info as OutputInfo & { pageHeight?: number }).pageHeight ?? info.height,
    size: fileUtils.bytesToKbytes(info.size),
    sizeInBytes: info.size,
  };
}

/** quality 82 with mozjpeg: a 1200 × 630 photo in about 100-150 KB, under every platform's limit. */
export const OG_JPEG_OPTIONS = { quality: 82, mozjpeg: true } as const;

/** The `og` format: the preview crop as JPEG, or null when the image is too small for one. */
async function ogCrop(file: ImageFile, width: number | undefined, height: number | undefined) {
  const size = ogCropSize(width, height);
  if (!size) return null;
  const hash = `og_${file.hash}`;
  const filepath = file.tmpWorkingDirectory ? join(file.tmpWorkingDirectory, hash) : hash;
  const input = file.filepath ? sharp(file.filepath) : file.getStream().pipe(sharp());
  const info = await input
    .resize({ ...size, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' }) // a transparent PNG previews on white, not black
    .jpeg(OG_JPEG_OPTIONS)
    .toFile(filepath);
  return {
    name: `og_${file.name.replace(/\.[^./\\]+$/, '')}.jpg`,
    hash,
    ext: '.jpg',
    mime: 'image/jpeg',
    filepath,
    path: file.path || null,
    getStream: () => createReadStream(filepath),
    width: info.width,
    height: info.height,
    size: fileUtils.bytesToKbytes(info.size),
    sizeInBytes: info.size,
  };
}

/** Wraps Strapi's `image-manipulation` service object; every other function is Strapi's. */
export function withWebpFormats(original: ImageService): ImageService {
  const convert = async (file: ImageFile) => WEBP_SOURCES.has((await sourceFormat(file)) ?? '');

  return {
    ...original,

    async generateThumbnail(file: ImageFile) {
      if (!(await convert(file))) return original.generateThumbnail(file);
      const { width, height } = THUMBNAIL_RESIZE_OPTIONS;
      if (file.width && file.height && (file.width > width || file.height > height)) {
        return resizeToWebp(file, THUMBNAIL_RESIZE_OPTIONS, 'thumbnail');
      }
      return null;
    },

    async generateResponsiveFormats(file: ImageFile) {
      if (!(await convert(file))) return original.generateResponsiveFormats(file);
      const settings = await strapi.plugin('upload').service('upload').getSettings();
      if (!settings?.responsiveDimensions) return [];
      const { width, height } = await original.getDimensions(file);
      const breakpoints: Record<string, number> = strapi.config.get(
        'plugin::upload.breakpoints',
        DEFAULT_BREAKPOINTS,
      );
      const results: Array<{ key: string; file: Awaited<ReturnType<typeof resizeToWebp>> }> = [];
      for (const [key, breakpoint] of Object.entries(breakpoints)) {
        // Strapi's breakpointSmallerThan: never upscale
        if (breakpoint < (width ?? 0) || breakpoint < (height ?? 0)) {
          results.push({
            key,
            file: await resizeToWebp(
              file,
              { width: breakpoint, height: breakpoint, fit: 'inside' },
              key,
            ),
          });
        }
      }
      const og = await ogCrop(file, width, height);
      if (og) results.push({ key: 'og', file: og });
      return results;
    },
  };
}
