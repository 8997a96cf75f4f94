import type { Core } from '@strapi/strapi';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RequestClass } from './classify';
import { createCounter } from './store';

/**
 * Rate limits of the public surface, per client address and request class. Defaults below; each can
 * be set by environment as `RATE_LIMIT_<CLASS>=<points>/<seconds>` (e.g. `RATE_LIMIT_FORM=10/600`).
 * Form limits count per form: ten complaints do not use up the inquiry form's allowance.
 *
 * nginx (deploy/nginx.conf) limits the same routes per address before they reach the CMS; these are
 * the CMS's own, which hold whatever sits in front of it.
 */
export const LIMITED_CLASSES = ['form', 'newsletter', 'attachment', 'search', 'challenge'] as const;
export type LimitedClass = (typeof LIMITED_CLASSES)[number];

export const DEFAULT_LIMITS: Record<LimitedClass, { points: number; duration: number }> = {
  form: { points: 10, duration: 600 },
  newsletter: { points: 5, duration: 600 },
  attachment: { points: 30, duration: 600 },
  // about 20 collection reads a second with room for a burst (one site search reads 16: a
  // federated request costs one point per collection, see classify.ts searchCost)
  search: { points: 40, duration: 2 },
  challenge: { points: 60, duration: 600 },
};

export function limitFor(
  cls: LimitedClass,
  env: NodeJS.ProcessEnv = process.env,
): { points: number; duration: number } {
  const raw = env[`RATE_LIMIT_${cls.toUpperCase()}`];
  const m = raw ? /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw) : null;
  if (raw && !m)
    throw new Error(
      `RATE_LIMIT_${cls.toUpperCase()} must look like 10/600 (points/seconds), got "${raw}"`,
    );
  if (m && Number(m[1]) > 0 && Number(m[2]) > 0)
    return { points: Number(m[1]), duration: Number(m[2]) };
  return DEFAULT_LIMITS[cls];
}

/**
 * Addresses whose search reads are not counted: the page service's (`RATE_LIMIT_EXEMPT_READERS`,
 * comma-separated). The page service renders `/?query=` for every visitor from its one address (16
 * reads a search), so counting it as one visitor would turn a busy hour into 429s for everyone;
 * visitors' own page requests are limited by nginx and the page service's admission control.
 * Only reads are exempt: forms, the newsletter, attachments and challenges count for every address.
 */
export function exemptReader(
  cls: RequestClass,
  ip: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (cls !== 'search') return false;
  const list = (env.RATE_LIMIT_EXEMPT_READERS ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return list.includes(ip) || list.includes(bare);
}

let limiters: Promise<Record<LimitedClass, RateLimiterAbstract>> | null = null;

function all(strapi: Core.Strapi) {
  limiters ??= (async () => {
    const out = {} as Record<LimitedClass, RateLimiterAbstract>;
    for (const cls of LIMITED_CLASSES)
      out[cls] = await createCounter(strapi, { keyPrefix: `rl-${cls}`, ...limitFor(cls) });
    return out;
  })();
  return limiters;
}

/**
 * Seconds to wait when the request is over its limit, or 0 when it may go on. `points`: what the
 * request costs (a federated search: one per collection it reads).
 */
export async function overLimit(
  strapi: Core.Strapi,
  cls: RequestClass,
  key: string,
  points = 1,
): Promise<number> {
  if (!(LIMITED_CLASSES as readonly string[]).includes(cls)) return 0;
  const limiter = (await all(strapi))[cls as LimitedClass];
  try {
    // A request never costs more than the whole allowance (it could never pass otherwise).
    await limiter.consume(key, Math.min(points, limiter.points));
    return 0;
  } catch (res) {
    // rate-limiter-flexible rejects with its RateLimiterRes when the allowance is spent.
    if (res instanceof Error) {
      // The store failed and its insurance too: do not block the visitor for our fault.
      strapi.log.error(`[ditp-cms] rate limit check failed: ${res.message}`);
      return 0;
    }
    return Math.max(1, Math.ceil(((res as RateLimiterRes)?.msBeforeNext ?? 1000) / 1000));
  }
}

/** Forget the limiters (tests that change the environment between starts use a new process anyway). */
export function resetLimits() {
  limiters = null;
}
