import { createHash, randomInt } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { secret } from '../utils/local-secrets';
import { createCounter } from './store';
import type { Context } from 'koa';

/**
 * Human verification of the public writes, checked here on the server (never only in the browser).
 *
 * Provider (`VERIFICATION_PROVIDER`):
 * - `altcha` (default): a self-hosted proof of work. `GET /api/verification/challenge` hands out a
 *   challenge signed with `ALTCHA_HMAC_KEY` that expires in 10 minutes; the visitor's browser (the
 *   `altcha` widget) solves it and the site sends the solution as the token. Nothing leaves our
 *   servers: no third party, no cookie, works offline.
 * - `turnstile` / `recaptcha`: the provider's response token, verified through its documented
 *   siteverify call with `TURNSTILE_SECRET_KEY` / `RECAPTCHA_SECRET_KEY`.
 *
 * The token travels in the `X-Verification-Token` header. One token covers one submission: up to
 * five attachment uploads, then one form post or newsletter subscription. A missing, forged,
 * expired or used-up token is refused.
 */
export type Provider = 'altcha' | 'turnstile' | 'recaptcha';
export const TOKEN_HEADER = 'x-verification-token';
const MAX_TOKEN_LENGTH = 8192;
const CHALLENGE_TTL_S = 600;
/** Counters outlive the challenge, so a token can never be counted afresh while it is valid. */
const USES_TTL_S = 900;
export const ATTACHMENT_USES = 5;

export function provider(env: NodeJS.ProcessEnv = process.env): Provider {
  const p = (env.VERIFICATION_PROVIDER ?? 'altcha').trim().toLowerCase();
  if (p === 'altcha' || p === 'turnstile' || p === 'recaptcha') return p;
  throw new Error(
    `VERIFICATION_PROVIDER must be altcha, turnstile or recaptcha, got "${env.VERIFICATION_PROVIDER}"`,
  );
}

// altcha-lib is ESM-first with subpath exports; its CommonJS build is loaded at run time.
const altcha = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the CommonJS build
  require('altcha-lib') as {
    createChallenge(o: Record<string, unknown>): Promise<AltchaChallenge>;
    verifySolution(o: Record<string, unknown>): Promise<{ verified: boolean; expired: boolean }>;
  };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pbkdf2 = () => require('altcha-lib/algorithms/pbkdf2').deriveKey as unknown;

interface AltchaChallenge {
  parameters: { nonce: string; [k: string]: unknown };
  signature?: string;
}

const hmacKey = () => secret('ALTCHA_HMAC_KEY', process.env.ALTCHA_HMAC_KEY);
const keySignatureSecret = () =>
  createHash('sha256').update(`altcha-key:${hmacKey()}`).digest('hex');

/** Difficulty: PBKDF2/SHA-256 at `ALTCHA_COST` iterations, the answer somewhere up to `ALTCHA_COUNTER_MAX`. */
function difficulty() {
  const cost = Number(process.env.ALTCHA_COST || 500);
  const max = Number(process.env.ALTCHA_COUNTER_MAX || 5000);
  if (!Number.isInteger(cost) || cost < 1 || !Number.isInteger(max) || max < 2) {
    throw new Error('ALTCHA_COST and ALTCHA_COUNTER_MAX must be positive whole numbers');
  }
  return { cost, counter: randomInt(Math.max(1, Math.floor(max / 2)), max + 1) };
}

/** A fresh challenge for the altcha widget. */
export async function createAltchaChallenge(): Promise<AltchaChallenge> {
  const { cost, counter } = difficulty();
  return altcha().createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter,
    deriveKey: pbkdf2(),
    hmacSignatureSecret: hmacKey(),
    hmacKeySignatureSecret: keySignatureSecret(),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_S * 1000),
  });
}

export type VerificationVerdict =
  | { ok: true }
  | { ok: false; code: 'verification_required' | 'verification_failed'; reason: string };

/** Checks an ALTCHA payload; answers the id its uses are counted under. */
async function checkAltcha(token: string): Promise<{ id: string } | { reason: string }> {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return { reason: 'not an ALTCHA payload' };
  }
  if (!payload || typeof payload !== 'object') return { reason: 'not an ALTCHA payload' };
  // The shape altcha-lib checks in depth below; here only what this function reads itself.
  const { challenge, solution } = payload as {
    challenge?: { parameters?: { nonce?: unknown } };
    solution?: unknown;
  };
  if (!challenge?.parameters || !solution) return { reason: 'not an ALTCHA payload' };
  try {
    const result = await altcha().verifySolution({
      challenge,
      solution,
      deriveKey: pbkdf2(),
      hmacSignatureSecret: hmacKey(),
      hmacKeySignatureSecret: keySignatureSecret(),
    });
    if (result.expired) return { reason: 'expired' };
    if (!result.verified) return { reason: 'not verified' };
  } catch {
    return { reason: 'malformed' };
  }
  return { id: `a:${String(challenge.parameters.nonce)}` };
}

const SITEVERIFY: Record<'turnstile' | 'recaptcha', { url: string; secret: string }> = {
  turnstile: {
    url: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    secret: 'TURNSTILE_SECRET_KEY',
  },
  recaptcha: {
    url: 'https://www.google.com/recaptcha/api/siteverify',
    secret: 'RECAPTCHA_SECRET_KEY',
  },
};

/** Turnstile and reCAPTCHA: their documented server-side verification call. */
async function checkExternal(
  which: 'turnstile' | 'recaptcha',
  token: string,
  ip: string,
): Promise<{ id: string } | { reason: string }> {
  const key = process.env[SITEVERIFY[which].secret];
  if (!key)
    throw new Error(`${SITEVERIFY[which].secret} is not set (VERIFICATION_PROVIDER=${which})`);
  const url = process.env.VERIFICATION_SITEVERIFY_URL || SITEVERIFY[which].url;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: key, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    // The siteverify answer of Turnstile and reCAPTCHA: { success, 'error-codes'?, ... }.
    const body = (await res.json()) as { success?: unknown; 'error-codes'?: string[] } | null;
    if (!res.ok || body?.success !== true)
      return { reason: `provider refused (${(body?.['error-codes'] ?? []).join(',')})` };
  } catch (e) {
    return { reason: `provider unreachable: ${(e as Error).name}` };
  }
  return { id: `${which[0]}:${createHash('sha256').update(token).digest('hex')}` };
}

let counters: Promise<{
  verified: RateLimiterAbstract;
  attach: RateLimiterAbstract;
  final: RateLimiterAbstract;
}> | null = null;
const uses = (strapi: Core.Strapi) =>
  (counters ??= (async () => ({
    verified: await createCounter(strapi, { keyPrefix: 'vt-ok', points: 1, duration: USES_TTL_S }),
    attach: await createCounter(strapi, {
      keyPrefix: 'vt-attach',
      points: ATTACHMENT_USES,
      duration: USES_TTL_S,
    }),
    final: await createCounter(strapi, { keyPrefix: 'vt-final', points: 1, duration: USES_TTL_S }),
  }))());

const consumed = async (limiter: RateLimiterAbstract, key: string) =>
  ((await limiter.get(key))?.consumedPoints ?? 0) > 0;

/**
 * Checks the request's verification token for one use: `attachment` (one of up to five uploads of
 * a submission) or `final` (the form post or subscription itself, after which the token is spent).
 */
export async function verifyRequest(
  strapi: Core.Strapi,
  ctx: Context,
  use: 'attachment' | 'final',
): Promise<VerificationVerdict> {
  const token = String(ctx.get(TOKEN_HEADER) ?? '').trim();
  if (!token) return { ok: false, code: 'verification_required', reason: 'no token' };
  if (token.length > MAX_TOKEN_LENGTH)
    return { ok: false, code: 'verification_failed', reason: 'token too long' };
  const which = provider();
  const store = await uses(strapi);
  let id: string;
  if (which === 'altcha') {
    const checked = await checkAltcha(token);
    if ('reason' in checked)
      return { ok: false, code: 'verification_failed', reason: checked.reason };
    id = checked.id;
  } else {
    // The provider answers once per token: remember that it did, for the submission's other uses.
    const known = `${which[0]}:${createHash('sha256').update(token).digest('hex')}`;
    if (await consumed(store.verified, known)) {
      id = known;
    } else {
      const checked = await checkExternal(which, token, ctx.request.ip);
      if ('reason' in checked)
        return { ok: false, code: 'verification_failed', reason: checked.reason };
      id = checked.id;
      await store.verified.penalty(id, 1);
    }
  }
  try {
    if (use === 'final') {
      await store.final.consume(id);
    } else {
      if (await consumed(store.final, id))
        return { ok: false, code: 'verification_failed', reason: 'token already used' };
      await store.attach.consume(id);
    }
  } catch (e) {
    if (e instanceof Error) throw e;
    return { ok: false, code: 'verification_failed', reason: 'token already used' };
  }
  return { ok: true };
}
