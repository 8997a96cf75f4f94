import type { Core } from '@strapi/strapi';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis as RedisClient } from 'ioredis';

/**
 * The shared counters of the public write surface: rate limits and the uses of human-verification
 * tokens (src/public/limits.ts, src/public/verification.ts). They live
 *
 * - in process memory by default (one CMS process: the embedded default);
 * - in Redis when `REDIS_URL` is set (several CMS instances behind a load balancer);
 * - in the database when `RATE_LIMIT_STORE=database` and the database is PostgreSQL (several
 *   instances without Redis; a table per counter, made by rate-limiter-flexible).
 *
 * A Redis or database store falls back to memory for the request when it cannot be reached (its
 * "insurance" limiter), so a store outage never blocks the forms; it is logged.
 */
export type StoreKind = 'memory' | 'redis' | 'database';

export function storeKind(env: NodeJS.ProcessEnv = process.env): StoreKind {
  const wanted = (env.RATE_LIMIT_STORE ?? '').trim().toLowerCase();
  if (wanted === 'memory' || wanted === 'redis' || wanted === 'database') return wanted;
  return env.REDIS_URL ? 'redis' : 'memory';
}

let redisClient: RedisClient | null = null;

function redis(strapi: Core.Strapi): RedisClient {
  if (redisClient) return redisClient;
  // Loaded only when Redis is the store (most installs count in memory or the database).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Redis } = require('ioredis') as { Redis: typeof RedisClient };
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  };
  const url = process.env.REDIS_URL;
  const client = url ? new Redis(url, options) : new Redis(options);
  redisClient = client;
  let down = false;
  client.on('error', (e: Error) => {
    if (!down)
      strapi.log.warn(
        `[ditp-cms] rate-limit store (Redis) unreachable: ${e.message}; counting in memory meanwhile`,
      );
    down = true;
  });
  client.on('ready', () => {
    if (down) strapi.log.info('[ditp-cms] rate-limit store (Redis) reachable again');
    down = false;
  });
  return client;
}

export interface CounterOptions {
  /** Names the counter (and its Redis key prefix or table). */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

const made: RateLimiterAbstract[] = [];

/** A counter in the configured store, with an in-memory insurance limiter. */
export async function createCounter(
  strapi: Core.Strapi,
  opts: CounterOptions,
): Promise<RateLimiterAbstract> {
  const insuranceLimiter = new RateLimiterMemory({
    ...opts,
    keyPrefix: `${opts.keyPrefix}-insurance`,
  });
  let kind = storeKind();
  if (kind === 'database' && strapi.db.dialect.client !== 'postgres') {
    strapi.log.warn('[ditp-cms] RATE_LIMIT_STORE=database needs PostgreSQL: counting in memory');
    kind = 'memory';
  }
  let limiter: RateLimiterAbstract;
  if (kind === 'redis') {
    limiter = new RateLimiterRedis({
      ...opts,
      keyPrefix: `ditp:${opts.keyPrefix}`,
      storeClient: redis(strapi),
      insuranceLimiter,
    });
  } else if (kind === 'database') {
    limiter = await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const l: RateLimiterAbstract = new RateLimiterPostgres(
        {
          ...opts,
          storeClient: strapi.db.connection,
          storeType: 'knex',
          tableName: `ditp_rl_${opts.keyPrefix.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`,
          clearExpiredByTimeout: true,
          insuranceLimiter,
        },
        (err?: Error) => (err ? reject(err) : resolve(l)),
      );
    });
  } else {
    limiter = new RateLimiterMemory(opts);
  }
  made.push(limiter);
  return limiter;
}

/**
 * Connects to the shared store before the CMS serves (bootstrap). Without it the first commands of
 * each instance ran before Redis was connected and were counted in the in-memory insurance
 * limiter: a verification token spent on one instance was taken again by a fresh one
 * (tests/faults/scale-out.test.ts). Waits up to `timeoutMs`; if Redis cannot be reached, the CMS
 * starts anyway, counting in memory, and says so.
 */
export async function connectStores(strapi: Core.Strapi, timeoutMs = 10_000): Promise<void> {
  if (storeKind() !== 'redis') return;
  const client = redis(strapi);
  if (client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      strapi.log.error(
        `[ditp-cms] Redis (REDIS_URL) not ready after ${timeoutMs} ms: counting in memory until it is`,
      );
      done();
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    client.on('ready', done);
  });
}

/** Closes the Redis connection (on shutdown). */
export async function closeStores() {
  if (redisClient) {
    const c = redisClient;
    redisClient = null;
    await c.quit().catch(() => c.disconnect());
  }
  made.length = 0;
}
