/**
 * Attachment tokens: what the visitor gets for an upload and sends in the form (`cv`, `evidence`).
 * 256 random bits, base64url (43 characters); the database keeps only their SHA-256.
 */
import { createHash, randomBytes } from 'crypto';

export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
