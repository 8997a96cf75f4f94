/**
 * Signed, short-lived download links of form attachments:
 * `/attachments/<key>?expires=<unix seconds>&signature=<base64url HMAC-SHA256>`.
 *
 * They are made only where Strapi signs file URLs for staff (admin media library, content manager,
 * API-token reads of form entries: index.ts) and checked by the download route (download.ts). The
 * key is derived from the CMS's APP_KEYS, which every instance of a deployment shares.
 */
import { createHash, createHmac, timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import { PRIVATE_URL_PREFIX } from './provider';
import { signedUrlTtlSeconds } from './settings';

let cachedKey: { from: string; key: Buffer } | undefined;

function signingKey(strapi: Core.Strapi): Buffer {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  if (!keys || keys.length === 0)
    throw new Error('server.app.keys is empty: cannot sign attachment links');
  const from = keys.join('\n');
  if (cachedKey?.from !== from)
    cachedKey = { from, key: createHash('sha256').update(`ditp-attachments\n${from}`).digest() };
  return cachedKey.key;
}

const mac = (strapi: Core.Strapi, key: string, expires: number) =>
  createHmac('sha256', signingKey(strapi)).update(`${key}\n${expires}`).digest('base64url');

export function signedUrl(strapi: Core.Strapi, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + signedUrlTtlSeconds();
  return `${PRIVATE_URL_PREFIX}${encodeURIComponent(key)}?expires=${expires}&signature=${mac(strapi, key, expires)}`;
}

export type Verdict = 'ok' | 'expired' | 'invalid';

/** Checks a link's expiry and signature (constant-time comparison). */
export function verifySignedUrl(
  strapi: Core.Strapi,
  key: string,
  expiresRaw: unknown,
  signatureRaw: unknown,
  now = Date.now(),
): Verdict {
  if (
    typeof expiresRaw !== 'string' ||
    !/^\d{1,12}$/.test(expiresRaw) ||
    typeof signatureRaw !== 'string'
  )
    return 'invalid';
  const expires = Number(expiresRaw);
  const expected = Buffer.from(mac(strapi, key, expires));
  const given = Buffer.from(signatureRaw);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const nowSec = Math.floor(now / 1000);
  if (expires < nowSec) return 'expired';
  // A link never lives longer than the configured lifetime, even if it was made with a longer one.
  if (expires > nowSec + signedUrlTtlSeconds() + 60) return 'invalid';
  return 'ok';
}
