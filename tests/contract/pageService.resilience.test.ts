/**
 * The page service under faults and load, against the real CMS behind a proxy the test controls
 * (./cmsProxy.ts): what reaches the CMS (cache key, request ids, concurrency, cancelled reads,
 * circuit breaker) and what visitors get (stale copies, honest 503s, shed load), plus its health
 * routes and its log. One service at a time: the site's HTTP client is one per process.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import http from 'node:http';
import { createLogger } from '../../site/server/log';
import type { PageServiceOptions, StartedPageService } from '../../site/server/pageService';
import { startCmsProxy, type CmsProxy } from './cmsProxy';
import { testPageService } from './testPageService';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let proxy: CmsProxy;
let service: StartedPageService | null = null;
let logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  proxy = await startCmsProxy(inject('contractCmsUrl'));
});
afterAll(async () => {
  await proxy?.close();
});
afterEach(async () => {
  await service?.close();
  service = null;
  proxy.mode = 'up';
  proxy.reset();
});

async function start(options: Partial<PageServiceOptions> = {}, cmsUrl = proxy.url) {
  // Each service its own list: a stopped service's late lines do not land in the next test's.
  const lines: Array<Record<string, unknown>> = [];
  logLines = lines;
  service = await testPageService({
    cmsUrl,
    siteUrl: 'https://www.ditp.example',
    logger: createLogger({
      write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    }),
    ...options,
  });
  return service;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(new URL(path, service!.url), { headers });
  const html = await res.text();
  return { res, html, ms: performance.now() - started };
}

/** A page the server rendered with its CMS content (the list's entries are in the markup). */
const hasNewsList = (html: string) => /<li[^>]*><article/.test(html);

/** Asks for `path` until its answer comes from the cache as a fresh page (at most `ms`). */
async function untilHit(path: string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await get(path);
    if (answer.res.headers.get('x-page-cache') === 'hit' || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

describe('the cache key and the origin', () => {
  it('serves any query string the page does not read, and any Host, from the cached page', async () => {
    await start({ cacheSeconds: 60 });
    const first = await get('/en/ditp-news');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    proxy.reset();
    for (const variant of [
      '/en/ditp-news?utm_source=newsletter&fbclid=abc',
      '/en/ditp-news?v=1',
      '/en/ditp-news?v=2&x[]=1',
    ]) {
      const again = await get(variant);
      expect(again.res.headers.get('x-page-cache'), variant).toBe('hit');
      expect(again.html).toBe(first.html);
    }
    const forged = await new Promise<{ cache: string; html: string }>((resolve, reject) =>
      http
        .get(
          new URL('/en/ditp-news?utm_medium=x', service!.url),
          { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
          (res) => {
            let html = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (html += c));
            res.on('end', () => resolve({ cache: String(res.headers['x-page-cache']), html }));
          },
        )
        .on('error', reject),
    );
    expect(forged.cache).toBe('hit');
    expect(forged.html).not.toContain('evil.example');
    expect(proxy.requests).toEqual([]);
    // A parameter the page reads is a page of its own, rendered with it.
    const second = await get('/en/ditp-news?page=2&utm_source=x');
    expect(second.res.headers.get('x-page-cache')).toBe('miss');
    expect(second.html).toContain('href="https://www.ditp.example/th/ditp-news?page=2"');
    expect(second.html).not.toContain('utm_source');
  });
});

describe('CMS reads of a render', () => {
  it('are shared by the renders within sharedReadSeconds, and by none when pages are not cached', async () => {
    await start({ cacheSeconds: 0, sharedReadSeconds: 1 });
    const first = await get('/en/ditp-news');
    expect(hasNewsList(first.html)).toBe(true);
    const sent = proxy.requests.length;
    expect(sent).toBeGreaterThan(1);
    // Rendered again at once (the page cache is off): every answer is still fresh enough.
    proxy.reset();
    const again = await get('/en/ditp-news');
    expect(again.res.headers.get('x-page-cache')).toBe('off');
    expect(hasNewsList(again.html)).toBe(true);
    expect(proxy.requests).toEqual([]);
    // After the window, read again.
    await sleep(1100);
    await get('/en/ditp-news');
    expect(proxy.requests).toHaveLength(sent);
    await service!.close();
    // The default with the page cache off: every render reads for itself.
    proxy.reset();
    await start({ cacheSeconds: 0 });
    await get('/en/ditp-news');
    await get('/en/ditp-news');
    expect(proxy.requests).toHaveLength(2 * sent);
  });

  it('carry the page request id, and the answer says it back', async () => {
    await start({ cacheSeconds: 0 });
    const { res } = await get('/en/ditp-news', {
      'x-request-id': 'e2b6a3c8f0d14c5b9a7e6d5c4b3a2f10',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('e2b6a3c8f0d14c5b9a7e6d5c4b3a2f10');
    expect(proxy.requests.length).toBeGreaterThan(1);
    expect(new Set(proxy.requests.map((r) => r.requestId))).toEqual(
      new Set(['e2b6a3c8f0d14c5b9a7e6d5c4b3a2f10']),
    );
    // Without one (or a malformed one), the service makes its own.
    const own = await get('/en/ditp-news', { 'x-request-id': 'bad id <script>' });
    expect(own.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are cancelled when they are late, not left running against the CMS', async () => {
    await start({ cacheSeconds: 0, dataTimeoutMs: 300 });
    proxy.mode = 'slow';
    proxy.delayMs = 5000;
    const { res, ms } = await get('/en/ditp-news');
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(2500);
    expect(proxy.requests.length).toBeGreaterThan(0);
    await sleep(300);
    expect(proxy.open).toBe(0);
    expect(proxy.aborted).toBe(proxy.requests.length);
  });

  it('are capped: never more open at once than the service allows', async () => {
    await start({ cacheSeconds: 0, cmsConcurrency: 2, dataTimeoutMs: 10_000 });
    proxy.mode = 'slow';
    proxy.delayMs = 50;
    const pages = ['/en/ditp-news', '/th/ditp-news', '/en/procurement', '/th/', '/en/', '/ja/'];
    const answers = await Promise.all(pages.map((p) => get(p)));
    expect(answers.map((a) => a.res.status)).toEqual(pages.map(() => 200));
    expect(proxy.requests.length).toBeGreaterThan(6);
    expect(proxy.maxOpen).toBe(2);
  });
});

describe('the circuit breaker', () => {
  it('stops reading a failing CMS, answers at once meanwhile, and recovers through a probe', async () => {
    await start({ cacheSeconds: 0, breaker: { minReads: 4, coolDownMs: 1500 } });
    proxy.mode = 'down';
    const failing = ['/en/ditp-news', '/th/ditp-news', '/en/procurement', '/th/'];
    for (const p of failing) expect((await get(p)).res.status).toBe(503);
    expect(service!.handler.stats().breaker).toBe('open');
    const opened = logLines.filter((l) => l.event === 'breaker_open');
    expect(opened).toHaveLength(1);

    proxy.reset();
    const refused = await Promise.all(failing.map((p) => get(p)));
    for (const { res, ms } of refused) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(ms).toBeLessThan(500);
    }
    expect(proxy.requests).toEqual([]);

    proxy.mode = 'up';
    await sleep(1600);
    const probe = await get('/en/ditp-news');
    expect(probe.res.status).toBe(200);
    expect(hasNewsList(probe.html)).toBe(true);
    expect(service!.handler.stats().breaker).toBe('closed');
    expect(logLines.filter((l) => l.event === 'breaker_closed')).toHaveLength(1);
  });
});

describe('degraded answers', () => {
  it('an expired page is served from its last good copy when the new render fails, and says so', async () => {
    await start({ cacheSeconds: 2, staleSeconds: 0, breaker: { minReads: 100 } });
    const good = await get('/en/ditp-news');
    expect(good.res.headers.get('x-page-cache')).toBe('miss');
    await sleep(2100);
    proxy.mode = 'down';
    const stale = await get('/en/ditp-news?utm_source=x');
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get('x-page-cache')).toBe('stale');
    expect(Number(stale.res.headers.get('age'))).toBeGreaterThanOrEqual(2);
    expect(stale.html).toBe(good.html);
    expect(hasNewsList(stale.html)).toBe(true);
    // The copy is served at once from now on, and the page tried again in the background.
    const again = await get('/en/ditp-news');
    expect(again.res.headers.get('x-page-cache')).toBe('stale');
    expect(again.ms).toBeLessThan(200);
    // Back up: the background render replaces the copy.
    proxy.mode = 'up';
    await sleep(5200);
    const fresh = await untilHit('/en/ditp-news', 3000);
    expect(fresh.res.headers.get('x-page-cache')).toBe('hit');
    const served = logLines.filter((l) => l.event === 'stale_served');
    expect(served.length).toBeGreaterThan(0);
    expect(served[0]).toMatchObject({ path: '/en/ditp-news', why: 'incomplete' });
  });

  it('within the stale window, an expired page is answered at once and rendered again behind it', async () => {
    await start({ cacheSeconds: 3, staleSeconds: 60 });
    const first = await get('/th/ditp-news');
    expect(first.res.status).toBe(200);
    await sleep(3100);
    proxy.reset();
    proxy.mode = 'slow';
    proxy.delayMs = 400;
    const stale = await get('/th/ditp-news');
    expect(stale.res.headers.get('x-page-cache')).toBe('stale');
    expect(stale.ms).toBeLessThan(300);
    const fresh = await untilHit('/th/ditp-news', 3000);
    expect(fresh.res.headers.get('x-page-cache')).toBe('hit');
    expect(proxy.requests.length).toBeGreaterThan(0);
  });

  it('sheds renders beyond its queue at once with 503 + Retry-After, never a page without content', async () => {
    await start({
      cacheSeconds: 0,
      renderConcurrency: 1,
      renderQueueLength: 1,
      queueTimeoutMs: 300,
    });
    proxy.mode = 'slow';
    proxy.delayMs = 250;
    const pages = ['/en/ditp-news', '/th/ditp-news', '/en/procurement', '/th/', '/ja/', '/zh/'];
    const answers = await Promise.all(pages.map((p) => get(p)));
    const shed = answers.filter((a) => a.res.status === 503);
    const served = answers.filter((a) => a.res.status === 200);
    expect(shed.length).toBeGreaterThanOrEqual(3);
    expect(served.length).toBeGreaterThanOrEqual(1);
    for (const a of shed) {
      expect(a.res.headers.get('retry-after')).toBe('5');
      expect(a.res.headers.get('cache-control')).toBe('no-store');
      expect(a.html).toContain('<meta name="robots" content="noindex" data-ssr>');
    }
    for (const a of served) expect(a.html).toContain('"fallback":{"');
    expect(logLines.some((l) => l.event === 'render_shed')).toBe(true);
  });
});

describe('health', () => {
  it('live always; ready when the CMS is, also a CMS without /_health/ready (404 -> /_health)', async () => {
    // The CMS under test may or may not have /_health/ready yet: the stub below has neither
    // answer of its own but the older /_health.
    let readyStatus = 404;
    let healthStatus = 204;
    const stub = http.createServer((req, res) => {
      if (req.url === '/_health/ready') res.writeHead(readyStatus).end();
      else if (req.url === '/_health') res.writeHead(healthStatus).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()));
    const stubUrl = `http://127.0.0.1:${(stub.address() as { port: number }).port}`;
    try {
      await start({}, stubUrl);
      const live = await get('/_health/live');
      expect(live.res.status).toBe(200);
      expect(JSON.parse(live.html)).toEqual({ status: 'ok' });
      expect((await get('/_health/ready')).res.status).toBe(200);
      healthStatus = 500;
      expect((await get('/_health/ready')).res.status).toBe(503);
      readyStatus = 200;
      expect((await get('/_health/ready')).res.status).toBe(200);
      readyStatus = 503;
      const down = await get('/_health/ready');
      expect(down.res.status).toBe(503);
      expect(JSON.parse(down.html)).toMatchObject({ status: 'unavailable' });
    } finally {
      await new Promise<void>((r) => stub.close(() => r()));
    }
    await service!.close();
    // The real CMS.
    await start({}, inject('contractCmsUrl'));
    expect((await get('/_health/ready')).res.status).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight, refuses new connections, and turns unready', async () => {
    await start({ cacheSeconds: 0, dataTimeoutMs: 10_000 });
    proxy.mode = 'slow';
    proxy.delayMs = 600;
    const inFlight = ['/en/ditp-news', '/th/ditp-news', '/en/procurement', '/th/'].map((p) =>
      get(p),
    );
    while (service!.inFlight() < 4) await sleep(20);
    const stopped = service!.shutdown({ timeoutMs: 20_000 });
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200]);
    expect((await stopped).cut).toBe(0);
    await expect(fetch(new URL('/_health/live', service!.url))).rejects.toThrow();
  });
});

describe('the log', () => {
  it('is JSON lines with request ids, and never carries a query string', async () => {
    await start({ cacheSeconds: 0, breaker: { minReads: 3, coolDownMs: 60_000 } });
    proxy.mode = 'down';
    for (let i = 0; i < 4; i++) {
      await get(`/en/?query=secret-token-${i}&page=2`, { 'x-request-id': `req-0000000${i}` });
    }
    expect(logLines.length).toBeGreaterThan(0);
    const text = JSON.stringify(logLines);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('query=');
    for (const line of logLines) {
      expect(line).toMatchObject({ service: 'page-service' });
      expect(typeof line.time).toBe('string');
      expect(['info', 'warn', 'error']).toContain(line.level);
    }
    expect(logLines.find((l) => l.event === 'unavailable_served')).toMatchObject({
      requestId: 'req-00000000',
      path: '/en/',
    });
    expect(logLines.filter((l) => l.event === 'breaker_open')).toHaveLength(1);
  });
});
