/**
 * Images that would cost too much to decode are refused before any decoding: the dimensions come
 * from the file's header (sharp's metadata(), which does not decode pixels). Limits: IMAGE_MAX_PIXELS
 * (default 40,000,000) and IMAGE_MAX_SIDE (default 8,000 px) per frame.
 */
import sharp from 'sharp';
import { imageMaxPixels, imageMaxSide } from './settings';

export type Dimensions = { width: number; height: number };

/** The image's dimensions from its header, or null when it is not an image sharp can read. */
export async function headerDimensions(filepath: string): Promise<Dimensions | null> {
  try {
    const meta = await sharp(filepath).metadata();
    if (!meta.width || !meta.height) return null;
    // animated images: one frame's height (what a decoder allocates per frame)
    return { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    return null;
  }
}

export const tooLarge = ({ width, height }: Dimensions) =>
  width > imageMaxSide() || height > imageMaxSide() || width * height > imageMaxPixels();

export const IMAGE_TOO_LARGE_MESSAGE =
  'The image has too many pixels. Reduce its size and try again.';
