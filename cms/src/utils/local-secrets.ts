import { createHash } from 'crypto';

/**
 * Local-only defaults so a fresh clone starts without anyone writing a .env.
 *
 * Every secret read through `secret()` comes from the environment when it is set. When it is not,
 * a deterministic value derived from the variable name is used and a warning is printed once.
 * These derived values are public (anyone can compute them): they are for local development and
 * tests only. Set real values (see .env.example) in any shared or public deployment, or set
 * REQUIRE_SECRETS=true to refuse to start without them.
 */
const warned = new Set<string>();

export function secret(name: string, value: string | undefined): string {
  if (value && value.trim() !== '') return value;
  if (process.env.REQUIRE_SECRETS === 'true') {
    throw new Error(`${name} is not set and REQUIRE_SECRETS=true: refusing to start with a local default.`);
  }
  if (!warned.has(name)) {
    warned.add(name);
    if (process.env.DITP_QUIET_SECRETS !== 'true') {
      // eslint-disable-next-line no-console
      console.warn(`[ditp-cms] ${name} not set: using a LOCAL-ONLY default (never use it in production).`);
    }
  }
  return createHash('sha256').update(`ditp-cms-local-only:${name}`).digest('base64');
}

export function secretList(name: string, value: string[] | undefined): string[] {
  if (value && value.length > 0 && value.every((v) => v.trim() !== '')) return value;
  return [secret(`${name}_1`, undefined), secret(`${name}_2`, undefined)].map((v, i) => v + i);
}

/** Documented local default for the preview secret (header x-preview-secret). */
export const LOCAL_PREVIEW_SECRET = 'ditp-local-preview-secret';

export function previewSecret(): string {
  const v = process.env.PREVIEW_SECRET;
  if (v && v.trim() !== '') return v;
  if (process.env.REQUIRE_SECRETS === 'true') {
    throw new Error('PREVIEW_SECRET is not set and REQUIRE_SECRETS=true.');
  }
  return LOCAL_PREVIEW_SECRET;
}

export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://127.0.0.1:5173').replace(/\/+$/, '');
}
