/**
 * Link-preview images (`og:image`): the size the major platforms show a large card at (Facebook,
 * LINE, X: 1.91:1). The CMS crops every raster upload to it (src/extensions/upload/webp-formats.ts,
 * the `og` format); the site's designed default cards have it too (site/shell/ogImage.ts).
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Below this width a platform shows a small card instead: no crop is made. */
export const OG_IMAGE_MIN_WIDTH = 600;

/**
 * The size of an image's preview crop: the largest 1.91:1 box up to 1200 × 630 that the image
 * holds without being enlarged, or null when it is too small for a large card.
 */
export function ogCropSize(
  width: number | null | undefined,
  height: number | null | undefined,
): { width: number; height: number } | null {
  if (!width || !height) return null;
  const { width: W, height: H } = OG_IMAGE_SIZE;
  const w = Math.min(W, width, Math.floor((height * W) / H));
  if (w < OG_IMAGE_MIN_WIDTH) return null;
  return { width: w, height: Math.round((w * H) / W) };
}
