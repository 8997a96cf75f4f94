/**
 * The admin login limiter counts in Redis when REDIS_URL is set, so it holds across instances:
 * two CMS instances, one redis-server (Debian's, installed with apt-get when missing), wrong
 * passwords sent alternately through each instance: the first 5 answer 400, the 6th and later 429
 * whichever instance gets them. Without Redis each instance counted alone (10 failures through two).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySeeded, startCms, stopAll, tmpRoot } from './support/cms';
import { startRedis, type Redis } from './support/redis';

const work = path.join(tmpRoot, `ratelimit-${process.pid}`);
let redis: Redis | null = null;

afterAll(async () => {
  await stopAll();
  await redis?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('admin login rate limit across instances', () => {
  it('5 failures through two instances lock the account; the 6th is 429 on either', async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url };
    const [one, two] = await Promise.all([
      copySeeded(path.join(work, 'a')),
      copySeeded(path.join(work, 'b')),
    ]);
    const [a, b] = await Promise.all([
      startCms({ dbFile: one.db, env: { ...env, STRAPI_PUBLIC_DIR: one.pub } }),
      startCms({ dbFile: two.db, env: { ...env, STRAPI_PUBLIC_DIR: two.pub } }),
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const url = i % 2 === 0 ? a.url : b.url;
      const res = await fetch(`${url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@ditp.local', password: `wrong-password-${i}` }),
      });
      statuses.push(res.status);
    }
    console.log(`[admin login, two instances, Redis] statuses ${JSON.stringify(statuses)}`);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
