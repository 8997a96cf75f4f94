/**
 * The human verification's configuration, in a module of its own: only the forms and the (lazy)
 * newsletter need it, so it stays out of the first paint's script (site/cms/config.ts is in it).
 */
import { env, str, trimSlash, type Env } from './config';

export type VerificationProvider = 'altcha' | 'turnstile' | 'recaptcha';

/**
 * The human verification of the newsletter and the forms; it must match the CMS's
 * `VERIFICATION_PROVIDER`, which checks the token of every public write (docs/human-verification.md).
 * `VITE_VERIFICATION_PROVIDER`: `altcha` (the default: self-hosted proof of work, challenges from
 * the CMS), `turnstile` or `recaptcha` (with `VITE_TURNSTILE_SITE_KEY` / `VITE_RECAPTCHA_SITE_KEY`).
 */
export interface VerificationConfig {
  provider: VerificationProvider;
  /** Public site key of Turnstile or reCAPTCHA ('' with ALTCHA). */
  siteKey: string;
  /** ALTCHA: where the widget gets its challenges (the CMS's `GET /api/verification/challenge`). */
  challengeUrl: string;
}

export function verificationConfig(source: Env = env): VerificationConfig {
  const challengeUrl = `${trimSlash(str(source.VITE_CMS_URL))}/api/verification/challenge`;
  const requested = str(source.VITE_VERIFICATION_PROVIDER).toLowerCase() || 'altcha';
  if (requested === 'turnstile' || requested === 'recaptcha') {
    const siteKey = str(
      source[requested === 'turnstile' ? 'VITE_TURNSTILE_SITE_KEY' : 'VITE_RECAPTCHA_SITE_KEY'],
    );
    // Without its key the widget says it could not load (and logs why): no silent fallback to
    // another provider, whose tokens the CMS would refuse anyway.
    return { provider: requested, siteKey, challengeUrl };
  }
  if (requested !== 'altcha') {
    console.warn(`VITE_VERIFICATION_PROVIDER "${requested}" is not known; using altcha.`);
  }
  return { provider: 'altcha', siteKey: '', challengeUrl };
}

export const VERIFICATION: VerificationConfig = verificationConfig();
