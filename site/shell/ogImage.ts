/**
 * The default link-preview card of a page without an image of its own (`og:image`): one per
 * locale, drawn by scripts/og-images.mjs (`npm run og-images`) into public/.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const defaultOgImage = (locale: string): string => `/images/og/default-${locale}.png`;
