import { createHash } from 'crypto';

/**
 * Secrets of the CMS, and what it accepts for them.
 *
 * - In production (`NODE_ENV=production`, which is how `scripts/cms.mjs` and any deployment run
 *   `strapi start`) or when `REQUIRE_SECRETS` is on (`1`, `true`, `yes` or `on`, any case), every
 *   secret must be set in the environment, at least 32 bytes long, and not one of the documented
 *   local values: the CMS refuses to start otherwise. `scripts/cms.mjs` gives a local checkout its
 *   own random secrets (cms/.tmp/local-secrets.json), so a fresh clone still starts without a .env.
 * - Outside production (Strapi's `develop` watch mode, unit tests of these helpers), an unset secret
 *   gets a value derived from its name, with a warning. Those values are public: anyone can compute
 *   them.
 */
const warned = new Set<string>();

/** Shortest secret accepted where secrets are required. */
export const MIN_SECRET_BYTES = 32;

/** Documented local values that must never be accepted where secrets are required. */
export const LOCAL_PREVIEW_SECRET = 'ditp-local-preview-secret';
const KNOWN_LOCAL_VALUES = new Set([LOCAL_PREVIEW_SECRET, 'Ditp-Local-Admin-2025!']);

/** Production always requires real secrets; elsewhere REQUIRE_SECRETS (read leniently) decides. */
export function secretsRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = (env.REQUIRE_SECRETS ?? '').trim();
  if (/^(1|true|yes|on)$/i.test(flag)) return true;
  if (/^(0|false|no|off)$/i.test(flag) && env.NODE_ENV !== 'production') return false;
  return env.NODE_ENV === 'production';
}

const derived = (name: string) =>
  createHash('sha256').update(`ditp-cms-local-only:${name}`).digest('base64');

/** Why a value cannot be a required secret, or null when it can. */
export function secretProblem(name: string, value: string | undefined): string | null {
  if (!value || value.trim() === '') return `${name} is not set`;
  if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES)
    return `${name} is shorter than ${MIN_SECRET_BYTES} bytes`;
  if (KNOWN_LOCAL_VALUES.has(value) || value === derived(name))
    return `${name} is a documented local value`;
  return null;
}

function required(name: string, value: string | undefined): string {
  const problem = secretProblem(name, value);
  if (problem) {
    throw new Error(
      `${problem}: refusing to start (production requires real secrets; see cms/README.md "Secrets").`,
    );
  }
  return value as string;
}

function localDefault(name: string): string {
  if (!warned.has(name)) {
    warned.add(name);
    if (process.env.DITP_QUIET_SECRETS !== 'true') {
      console.warn(
        `[ditp-cms] ${name} not set: using a LOCAL-ONLY default (never use it in production).`,
      );
    }
  }
  return derived(name);
}

export function secret(name: string, value: string | undefined): string {
  if (secretsRequired()) return required(name, value);
  if (value && value.trim() !== '') return value;
  return localDefault(name);
}

export function secretList(name: string, value: string[] | undefined): string[] {
  const given = (value ?? []).filter((v) => v.trim() !== '');
  if (secretsRequired()) {
    if (given.length === 0) required(name, undefined);
    return given.map((v, i) => required(`${name}[${i}]`, v));
  }
  if (given.length > 0) return given;
  return [localDefault(`${name}_1`), localDefault(`${name}_2`)].map((v, i) => v + i);
}

/** The key that signs preview tokens (src/utils/preview-token.ts). */
export function previewSecret(): string {
  const v = process.env.PREVIEW_SECRET;
  if (secretsRequired()) return required('PREVIEW_SECRET', v);
  if (v && v.trim() !== '') return v;
  return LOCAL_PREVIEW_SECRET;
}

/** The first admin's password: required in production, a documented local value elsewhere. */
export function adminPassword(localDefaultPassword: string): string {
  const v = process.env.CMS_ADMIN_PASSWORD;
  if (secretsRequired()) {
    if (!v || v.trim() === '')
      throw new Error('CMS_ADMIN_PASSWORD is not set: refusing to start (production requires it).');
    if (KNOWN_LOCAL_VALUES.has(v))
      throw new Error('CMS_ADMIN_PASSWORD is the documented local password: refusing to start.');
    if (v.length < 12)
      throw new Error('CMS_ADMIN_PASSWORD is shorter than 12 characters: refusing to start.');
    return v;
  }
  return v && v.trim() !== '' ? v : localDefaultPassword;
}

export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://127.0.0.1:5173').replace(/\/+$/, '');
}
