import type { Core } from '@strapi/strapi';
import type { Redis as RedisClient } from 'ioredis';
import type { ErrorLike } from '../utils/error-like';
/**
 * A Redis store for koa2-ratelimit, the limiter of Strapi's admin login (`admin.rateLimit` in
 * config/admin.ts). Strapi keeps the counts in process memory, so with several instances behind a
 * load balancer each one allowed its own 5 failed logins. With `REDIS_URL` set, every instance
 * counts in the same Redis: 5 failures across all instances lock the account for the interval.
 *
 * Counting is one atomic Lua call (increment, set the expiry on the first hit, read the time left).
 * When Redis cannot be reached the store falls back to counting in memory (logged), so a Redis
 * outage neither opens the login to unlimited guessing on one instance nor locks everyone out.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- koa2-ratelimit (Strapi's dependency, not
   ours) ships no types; ioredis is loaded the same way, at first use of this module */
const { Stores } = require('koa2-ratelimit');
const { Redis } = require('ioredis') as { Redis: typeof RedisClient };

const HIT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {c, ttl}`;

/** ioredis with the command the constructor defines (`defineCommand` adds it at run time). */
type HitClient = RedisClient & {
  ditpHit(key: string, weight: number, intervalMs: number): Promise<[number, number]>;
};

export class RedisRateLimitStore extends (Stores.Store as new () => object) {
  private client: HitClient;
  private memory = new Stores.Memory();
  private prefix: string;
  private lastWarn = 0;

  constructor(url: string, prefix = 'ditp:admin-login:') {
    super();
    this.prefix = prefix;
    const client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    client.defineCommand('ditpHit', { numberOfKeys: 1, lua: HIT });
    this.client = client as HitClient;
    this.client.on('error', (e: ErrorLike) => this.warn(e));
    this.client.connect().catch((e: ErrorLike) => this.warn(e));
  }

  private warn(e: ErrorLike) {
    if (Date.now() - this.lastWarn < 10_000) return;
    this.lastWarn = Date.now();
    const log = (globalThis as { strapi?: Core.Strapi }).strapi?.log;
    const msg = `[ditp-cms] admin login rate limit: Redis unavailable (${e?.code ?? e?.message}), counting in this process meanwhile`;
    if (log) log.warn(msg);
    else console.warn(msg);
  }

  async incr(key: string, options: { interval: number }, weight: number) {
    try {
      const [counter, ttl] = await this.client.ditpHit(this.prefix + key, weight, options.interval);
      return { counter: Number(counter), dateEnd: Date.now() + Number(ttl) };
    } catch (e) {
      this.warn(e as ErrorLike);
      return this.memory.incr(key, options, weight);
    }
  }

  async decrement(key: string, options: unknown, weight: number) {
    try {
      await this.client.decrby(this.prefix + key, weight);
    } catch (e) {
      this.warn(e as ErrorLike);
      await this.memory.decrement(key, options, weight);
    }
  }

  saveAbuse() {}
}
