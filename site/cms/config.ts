/**
 * Site configuration read from Vite's environment (`VITE_*` variables, inlined at build time).
 * Nothing secret lives here: everything in this module ends up in the browser bundle. Preview
 * access in particular is never configured in the site: the preview route reads the short-lived
 * token the CMS admin put in its URL's fragment and forwards it as the `x-preview-token` header
 * (see cms/src/middlewares/preview-guard.ts).
 */

type Env = Record<string, string | boolean | undefined>;

// `import.meta.env` is undefined outside Vite (e.g. a plain Node import); treat that as "not set".
const env: Env = (import.meta as unknown as { env?: Env }).env ?? {};

const str = (value: string | boolean | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

/** Removes trailing slashes so `${base}/api/...` never doubles them. */
const trimSlash = (value: string): string => value.replace(/\/+$/, '');

/**
 * Origin of the CMS. Empty (the default) means same-origin: calls go to `/api/...`, which Vite
 * (dev and preview) and the production server proxy to Strapi on 127.0.0.1:1337.
 */
export const CMS_URL: string = trimSlash(str(env.VITE_CMS_URL));

/**
 * Base of the account / authentication / master-data API (spec section 7). Defaults to the CMS
 * origin's `/api`, where the spec says all calls go; deployments with a separate account service
 * set `VITE_ACCOUNT_API_URL`.
 */
export const ACCOUNT_API_URL: string =
  trimSlash(str(env.VITE_ACCOUNT_API_URL)) || `${CMS_URL}/api`;

/** GA4 measurement id (`G-XXXXXXX`). Empty: no analytics script is ever loaded. */
export const GA4_ID: string = str(env.VITE_GA4_ID);

export type VerificationProvider = 'turnstile' | 'recaptcha' | 'development';

/** Human-verification widget of the newsletter and forms (spec section 9's two site keys). */
export interface VerificationConfig {
  provider: VerificationProvider;
  /** Site key of the chosen provider ('' for the development provider). */
  siteKey: string;
}

function verificationConfig(): VerificationConfig {
  const turnstile = str(env.VITE_TURNSTILE_SITE_KEY);
  const recaptcha = str(env.VITE_RECAPTCHA_SITE_KEY);
  const requested = str(env.VITE_VERIFICATION_PROVIDER).toLowerCase();
  if (requested === 'turnstile' && turnstile) return { provider: 'turnstile', siteKey: turnstile };
  if (requested === 'recaptcha' && recaptcha) return { provider: 'recaptcha', siteKey: recaptcha };
  if (!requested) {
    // No explicit choice: use whichever key is configured.
    if (turnstile) return { provider: 'turnstile', siteKey: turnstile };
    if (recaptcha) return { provider: 'recaptcha', siteKey: recaptcha };
  }
  // Local default (and a provider named without its key): the clearly labelled development
  // provider of design-system/HumanVerification.
  return { provider: 'development', siteKey: '' };
}

export const VERIFICATION: VerificationConfig = verificationConfig();

/** Shown wherever an item has no image (spec section 9). A real file: public/images/default.svg. */
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
