/**
 * Site configuration read from Vite's environment (`VITE_*` variables, inlined at build time).
 * Nothing secret lives here: everything in this module ends up in the browser bundle. Preview
 * access in particular is never configured in the site: the preview route reads the short-lived
 * token the CMS admin put in its URL's fragment and forwards it as the `x-preview-token` header
 * (see cms/src/middlewares/preview-guard.ts).
 */

export type Env = Record<string, string | boolean | undefined>;

// `import.meta.env` is undefined outside Vite (e.g. a plain Node import); treat that as "not set".
export const env: Env = (import.meta as unknown as { env?: Env }).env ?? {};

export const str = (value: string | boolean | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

/** Removes trailing slashes so `${base}/api/...` never doubles them. */
export const trimSlash = (value: string): string => value.replace(/\/+$/, '');

/**
 * Origin of the CMS. Empty (the default) means same-origin: calls go to `/api/...`, which Vite
 * (dev and preview) and the production server proxy to Strapi on 127.0.0.1:1337.
 */
export const CMS_URL: string = trimSlash(str(env.VITE_CMS_URL));

/**
 * Base of the account / authentication / master-data API (docs/behaviour.md#accounts-and-master-data).
 * Defaults to the CMS origin's `/api`, the one host of every call; deployments with a separate account service
 * set `VITE_ACCOUNT_API_URL`.
 */
export const ACCOUNT_API_URL: string = trimSlash(str(env.VITE_ACCOUNT_API_URL)) || `${CMS_URL}/api`;

/** GA4 measurement id (`G-XXXXXXX`). Empty: no analytics script is ever loaded. */
export const GA4_ID: string = str(env.VITE_GA4_ID);

/** Shown wherever an item has no image (docs/behaviour.md#content-and-calls). A real file: public/images/default.svg. */
export const DEFAULT_IMAGE = '/images/default.svg';

/**
 * Absolute-or-root URL of a CMS media file. Strapi answers `/uploads/...` paths; with a separate
 * CMS origin they are prefixed with it. Absolute URLs (external providers) pass through.
 */
export function mediaUrl(url: string | null | undefined): string {
  if (!url) return DEFAULT_IMAGE;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  return `${CMS_URL}${url.startsWith('/') ? '' : '/'}${url}`;
}
