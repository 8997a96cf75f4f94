/**
 * The default link-preview card of a page without an image of its own (`og:image`): one per
 * locale, drawn by scripts/og-images.mjs (`npm run og-images`) into public/. Its size is the
 * CMS's preview crop's (cms/src/model/images.ts).
 */
export { OG_IMAGE_SIZE } from '../../cms/src/model/images';

export const defaultOgImage = (locale: string): string => `/images/og/default-${locale}.png`;
