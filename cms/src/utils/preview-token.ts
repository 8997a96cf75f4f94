import { createHmac, timingSafeEqual } from 'crypto';

/**
 * Preview tokens: short-lived, signed permissions to read ONE draft.
 *
 * The admin's preview button (config/admin.ts) mints a token for the document being edited and
 * opens the site's preview route with it in the URL's fragment (`#preview=<token>`), which
 * browsers never send to a server, so it never lands in an access log or a Referer. The site
 * sends it to the CMS as the `x-preview-token` header; the preview guard
 * (src/middlewares/preview-guard.ts) serves a draft only for the type, document and locale the
 * token names, until it expires.
 *
 * Format: `base64url(JSON payload) "." base64url(HMAC-SHA256(PREVIEW_SECRET, "ditp-preview." + payload))`.
 */
export interface PreviewGrant {
  /** REST name of the type: the plural of a collection, the singular name of a single type. */
  type: string;
  /** The entry's documentId ('' for a single type). */
  documentId: string;
  /** The locale previewed ('' for any). */
  locale: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const PREVIEW_TOKEN_TTL_S = 3600;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`ditp-preview.${payload}`).digest('base64url');

export function mintPreviewToken(
  secret: string,
  grant: { type: string; documentId?: string; locale?: string },
  {
    ttlSeconds = PREVIEW_TOKEN_TTL_S,
    now = Date.now(),
  }: { ttlSeconds?: number; now?: number } = {},
): string {
  const payload = Buffer.from(
    JSON.stringify({
      t: grant.type,
      d: grant.documentId ?? '',
      l: grant.locale ?? '',
      e: Math.floor(now / 1000) + ttlSeconds,
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant of a valid, unexpired token, or null. */
export function readPreviewToken(
  secret: string,
  token: string,
  now = Date.now(),
): PreviewGrant | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (
      typeof p.t !== 'string' ||
      typeof p.d !== 'string' ||
      typeof p.l !== 'string' ||
      typeof p.e !== 'number'
    )
      return null;
    if (p.e * 1000 <= now) return null;
    return { type: p.t, documentId: p.d, locale: p.l, exp: p.e };
  } catch {
    return null;
  }
}

/** Whether a grant covers a request for `/api/<type>[/<documentId>]` in `locale`. */
export function grantCovers(grant: PreviewGrant, apiPath: string, locale: unknown): boolean {
  const [type, documentId, more] = apiPath
    .replace(/^\/api\//, '')
    .replace(/\/+$/, '')
    .split('/');
  if (more !== undefined || type !== grant.type) return false;
  if ((documentId ?? '') !== grant.documentId) return false;
  if (grant.locale && locale !== undefined && locale !== grant.locale) return false;
  return true;
}
