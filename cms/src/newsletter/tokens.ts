import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto';
import { secret } from '../utils/local-secrets';

/**
 * The two kinds of newsletter link token.
 *
 * - Confirmation: 32 random bytes (base64url, 43 characters), e-mailed once. Only its SHA-256 hash
 *   is stored, with an expiry (48 hours): a copy of the database does not confirm anyone.
 * - Unsubscribe: `<documentId>.<HMAC-SHA256(NEWSLETTER_SECRET, documentId)>`, so every e-mail can
 *   carry a link that works for as long as the subscription exists (it never expires) without a
 *   stored token, and nobody can make one for another subscriber without the secret.
 */

export const CONFIRMATION_TTL_MS = 48 * 3600 * 1000;

const CONFIRMATION_RE = /^[A-Za-z0-9_-]{43}$/;
const UNSUBSCRIBE_RE = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/;

/** The HMAC key. Read at start-up (src/index.ts) so REQUIRE_SECRETS=true refuses to start without it. */
export function newsletterSecret(): string {
  return secret('NEWSLETTER_SECRET', process.env.NEWSLETTER_SECRET);
}

export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a confirmation token (hex SHA-256); null for anything that is not one. */
export function confirmationHash(token: unknown): string | null {
  if (typeof token !== 'string' || !CONFIRMATION_RE.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

const signature = (documentId: string) =>
  createHmac('sha256', newsletterSecret())
    .update(`ditp-newsletter-unsubscribe:v1:${documentId}`)
    .digest();

export function unsubscribeToken(documentId: string): string {
  return `${documentId}.${signature(documentId).toString('base64url')}`;
}

/** The subscriber's documentId when the token is one this CMS signed, else null. */
export function verifyUnsubscribeToken(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const m = UNSUBSCRIBE_RE.exec(token);
  if (!m) return null;
  // Compared as text: base64url has several spellings of one byte string, only one is ours.
  const given = Buffer.from(m[2]);
  const expected = Buffer.from(signature(m[1]).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return m[1];
}
