/**
 * The page service: what answers for the site's pages (every `/{locale}/...` address that is not a
 * file), in production behind nginx (deploy/nginx.conf) and in the test server
 * (scripts/lib/serve.mjs). docs/page-service.md describes how it behaves under load and faults.
 *
 * - `GET`: the page rendered on the server with its CMS content (./render.tsx), kept and served by
 *   ./pageCache.ts: fresh, or a stale copy (`Age`, `X-Page-Cache: stale`) when a fresh one cannot
 *   be had; with neither, a 503 page (`Retry-After`, `noindex`, `no-store`) in the page's language
 *   with the shell around it. Never a 200 without the page's content. The static shell (which the
 *   browser renders itself) for what the server does not render (no locale, previews).
 * - `HEAD`: whether the page exists in that locale, asked of the CMS (./pageExists.ts): the
 *   language switch's check (docs/behaviour.md#language-switch).
 * - `POST /cookie-consent`: the cookie banner's choice without JavaScript (./consentForm.ts).
 * - `/robots.txt`, `/sitemap.xml`, `/sitemaps/...`: ./sitemaps.ts (a section's file is streamed);
 *   `/{locale}/{list}/feed.atom`: the list's Atom feed (./feeds.ts).
 * - `GET /_health/live`: 200 while the process serves. `GET /_health/ready`: 200 when the CMS is
 *   ready (its `/_health/ready`, or `/_health` on a CMS without it), 503 otherwise and while the
 *   service shuts down.
 *
 * The cache key and the render use the canonical address (./pageAddress.ts); the origin in links
 * is the configured site URL, never the request's `Host` or `X-Forwarded-*`. Every CMS read goes
 * through one gate (./cmsGate.ts: deadline, request id, concurrency cap, circuit breaker), every
 * render through one admission queue (./admission.ts). Every answer carries `X-Request-Id` (the
 * incoming one, e.g. nginx's `$request_id`, or a new one), which every CMS read of that request
 * passes on; degraded answers are logged as JSON lines (./log.ts).
 *
 * Built into `dist-server/page-service.mjs` by `npm run build` (scripts/build-server.mjs; entry
 * ./pageServiceMain.ts); see deploy/README.md.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { availableParallelism } from 'node:os';
import { createAdmission } from './admission';
import { answerConsentForm } from './consentForm';
import { createCmsGate, type BreakerOptions, type CmsGate } from './cmsGate';
import { createLogger, type Logger } from './log';
import { decidedInCookieHeader } from '../consent/requestConsent';
import { NOT_A_PAGE, canonicalPageAddress } from './pageAddress';

export { NOT_A_PAGE };
import { createPageCache, pathOf, type PageOutcome } from './pageCache';
import { spaHeadStatus } from './pageExists';
import { createRenderer, renderedLocale, type RenderedPage } from './render';
import { createFeeds } from './feeds';
import { createSitemaps } from './sitemaps';
import { LOCALES } from '../../design-system';

// For the test server (scripts/lib/serve.mjs), which loads this module from the build.
export { createLogger, silentLogger } from './log';

/**
 * The origin used when no site URL is configured. Production sets its own (`--site-url`,
 * SITE_URL); the request's Host is never used (it is the client's to choose).
 */
export const DEFAULT_SITE_URL = 'https://www.ditp.go.th';

export interface PageServiceOptions {
  /** Origin of the CMS, e.g. http://127.0.0.1:1337. */
  cmsUrl: string;
  /** dist/index.html of the build being served. */
  template: string;
  /** A DOM for the RichText sanitiser (jsdom's window). */
  domWindow: Window & typeof globalThis;
  /** The site's public origin for hreflang links and the sanitiser. @default DEFAULT_SITE_URL */
  siteUrl?: string;
  /** Seconds a rendered page is served as it is; 0: no cache at all. @default 10 */
  cacheSeconds?: number;
  /**
   * Seconds a CMS answer is reused by other renders (the menu, a list's filters: ./sharedReads.ts).
   * By default 1, and 0 when pages are not cached (a page may be `cacheSeconds` old anyway).
   * @default min(1, cacheSeconds)
   */
  sharedReadSeconds?: number;
  /** Seconds past that during which a stale copy is served while a new render runs. @default 60 */
  staleSeconds?: number;
  /** Seconds a last good copy is kept to stand in for a page that cannot be rendered. @default 86400 */
  keepStaleSeconds?: number;
  /** @default 1000 */
  cacheMaxEntries?: number;
  /** @default 64 MiB */
  cacheMaxBytes?: number;
  /** Longest wait for the CMS per render pass; later reads are aborted. @default 1500 */
  dataTimeoutMs?: number;
  /** Renders running at once. @default 2 × the CPUs */
  renderConcurrency?: number;
  /** Renders waiting for a turn; more are refused at once. @default 8 × renderConcurrency */
  renderQueueLength?: number;
  /** Longest wait for a turn. @default 2000 */
  queueTimeoutMs?: number;
  /** CMS reads open at once. @default 16 */
  cmsConcurrency?: number;
  breaker?: BreakerOptions;
  /** @default JSON lines on stdout */
  logger?: Logger;
}

export interface PageAnswer {
  status: number;
  /** A list for a header sent more than once (`Set-Cookie`). */
  headers: Record<string, string | string[]>;
  /** null for HEAD; pieces to write as they come for a streamed answer (a sitemap). */
  body: string | null | AsyncIterable<string>;
}

export interface PageHandler {
  (req: http.IncomingMessage): Promise<PageAnswer>;
  /** Readiness turns 503 and answers ask clients to close their connection. */
  setClosing(): void;
  /** The circuit breaker's state and the cache's size (tests, diagnostics). */
  stats(): { breaker: string; cache: ReturnType<ReturnType<typeof createPageCache>['stats']> };
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** nginx's `$request_id` (32 hex digits), a UUID, or anything alike; else a new one. */
function requestIdOf(req: http.IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

/** Is the CMS ready? Its `/_health/ready` (200), or on a CMS without that route `/_health` (2xx). */
async function cmsReady(cmsUrl: string): Promise<boolean> {
  const ask = (path: string) =>
    fetch(`${cmsUrl.replace(/\/+$/, '')}${path}`, { signal: AbortSignal.timeout(2000) });
  try {
    const ready = await ask('/_health/ready');
    await ready.body?.cancel();
    if (ready.status !== 404) return ready.status === 200;
    const health = await ask('/_health');
    await health.body?.cancel();
    return health.ok;
  } catch {
    return false;
  }
}

/** Answers one page request (HEAD or GET); the caller writes (and may compress) it. */
export function createPageHandler({
  cmsUrl,
  template,
  domWindow,
  siteUrl,
  cacheSeconds = 10,
  sharedReadSeconds = Math.min(1, cacheSeconds),
  staleSeconds,
  keepStaleSeconds,
  cacheMaxEntries,
  cacheMaxBytes,
  dataTimeoutMs = 1500,
  renderConcurrency = Math.max(2, availableParallelism() * 2),
  renderQueueLength = renderConcurrency * 8,
  queueTimeoutMs = 2000,
  cmsConcurrency = 16,
  breaker,
  logger = createLogger(),
}: PageServiceOptions): PageHandler {
  const origin = new URL(siteUrl ?? DEFAULT_SITE_URL).origin;
  const gate: CmsGate = createCmsGate({ maxConcurrentReads: cmsConcurrency, breaker, logger });
  const renderer = createRenderer({
    template,
    cmsUrl,
    domWindow,
    dataTimeoutMs,
    gate,
    sharedReadMs: sharedReadSeconds * 1000,
  });
  const admission = createAdmission({
    concurrency: renderConcurrency,
    maxQueue: renderQueueLength,
    queueTimeoutMs,
  });
  const pages = createPageCache({
    renderer,
    admission,
    gate,
    logger,
    freshSeconds: cacheSeconds,
    staleSeconds,
    keepStaleSeconds,
    maxEntries: cacheMaxEntries,
    maxBytes: cacheMaxBytes,
    // Three passes of reads and renders, with room to spare.
    renderDeadlineMs: dataTimeoutMs * 4 + 2000,
  });
  // The 503 pages are ready before they are needed (they read nothing from the CMS).
  for (const locale of LOCALES) {
    renderer.unavailablePage(locale).catch((error: unknown) => {
      logger.error('unavailable_page_failed', { locale, error: String(error) });
    });
  }
  const sitemaps = createSitemaps({ cmsUrl, origin, gate, logger });
  const feeds = createFeeds({ cmsUrl, origin, gate, logger });
  let closing = false;

  const shell = (status = 200): PageAnswer => ({
    status,
    headers: { 'content-type': HTML, 'cache-control': 'no-cache' },
    body: template,
  });

  const pageAnswer = (page: RenderedPage, cache: string, extra: Record<string, string> = {}) => ({
    status: page.status,
    headers: {
      'content-type': HTML,
      'cache-control': 'no-cache',
      'x-page-cache': cache,
      'server-timing': `render;dur=${page.timings.render}, cms;dur=${page.timings.cms}, cache;desc=${cache}`,
      ...extra,
    },
    body: page.html,
  });

  async function answer(outcome: PageOutcome, path: string, requestId: string) {
    switch (outcome.kind) {
      case 'shell':
        return shell();
      case 'page':
        return pageAnswer(outcome.page, outcome.cache);
      case 'stale':
        logger.throttled('warn', 'stale_served', {
          requestId,
          path,
          why: outcome.reason,
          ageSeconds: outcome.ageSeconds,
        });
        return pageAnswer(outcome.page, 'stale', { age: String(outcome.ageSeconds) });
      case 'unavailable': {
        logger.throttled('warn', 'unavailable_served', { requestId, path, why: outcome.reason });
        return {
          status: 503,
          headers: {
            'content-type': HTML,
            'cache-control': 'no-store',
            'retry-after': String(outcome.retryAfterSeconds),
            'x-page-cache': 'unavailable',
          },
          body: await renderer.unavailablePage(renderedLocale(path)!),
        };
      }
    }
  }

  async function health(path: string): Promise<PageAnswer> {
    const json = (status: number, body: unknown): PageAnswer => ({
      status,
      headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' },
      body: JSON.stringify(body),
    });
    if (path === '/_health/live') return json(200, { status: 'ok' });
    const cms = !closing && (await cmsReady(cmsUrl));
    const ready = cms && !closing;
    return json(ready ? 200 : 503, {
      status: ready ? 'ready' : 'unavailable',
      checks: {
        cms: cms ? 'ready' : 'unavailable',
        breaker: gate.state(),
        ...(closing ? { service: 'shutting down' } : {}),
      },
    });
  }

  async function handle(req: http.IncomingMessage): Promise<PageAnswer> {
    const requestId = requestIdOf(req);
    const withId = (a: PageAnswer): PageAnswer => ({
      ...a,
      headers: {
        ...a.headers,
        'x-request-id': requestId,
        ...(closing ? { connection: 'close' } : {}),
      },
    });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return withId({ status: 400, headers: { 'cache-control': 'no-store' }, body: '' });
    }
    if (url.pathname === '/_health/live' || url.pathname === '/_health/ready') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return withId({ status: 405, headers: { allow: 'GET, HEAD' }, body: '' });
      }
      const a = await health(url.pathname);
      return withId(req.method === 'HEAD' ? { ...a, body: null } : a);
    }
    const consentAnswer = await answerConsentForm(req, url);
    if (consentAnswer) {
      return withId(req.method === 'HEAD' ? { ...consentAnswer, body: null } : consentAnswer);
    }
    const sitemapAnswer = await sitemaps.answer(url.pathname, req.method ?? 'GET', requestId);
    if (sitemapAnswer) return withId(sitemapAnswer);
    const feedAnswer = await feeds.answer(url, req.method ?? 'GET', requestId);
    if (feedAnswer) return withId(feedAnswer);
    // A file's address (`/feed.xml`, `/th/feed.json`, `/x/app.js`) that no file answered is a
    // plain 404: never the application's HTML under a 200 (a crawler or a script would take it
    // for the file) nor a rendered not-found page.
    if (NOT_A_PAGE.test(url.pathname)) {
      return withId({
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        body: req.method === 'HEAD' ? null : 'Not found\n',
      });
    }
    if (req.method === 'HEAD') {
      const status = await gate.run({ requestId, signal: AbortSignal.timeout(5000) }, () =>
        spaHeadStatus(url.pathname, { cmsUrl, fetch: gate.fetch }),
      );
      return withId({
        status,
        headers: { 'content-type': HTML, 'cache-control': 'no-store' },
        body: null,
      });
    }
    if (req.method !== 'GET') {
      return withId({
        status: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: '',
      });
    }
    const address = canonicalPageAddress(url.pathname, url.search);
    try {
      const consentDecided = decidedInCookieHeader(req.headers.cookie);
      const outcome = await pages.get({ address, origin, requestId, consentDecided });
      const page = await answer(outcome, pathOf(address), requestId);
      // Which of a page's two copies this is (nginx stores a copy under the key it matches only).
      if (outcome.kind === 'page' || outcome.kind === 'stale') {
        page.headers = { ...page.headers, 'x-cookie-banner': consentDecided ? '0' : '1' };
      }
      return withId(page);
    } catch (error) {
      // Only a bug gets here (pageCache answers every render failure itself).
      logger.error('request_failed', { requestId, path: url.pathname, error: String(error) });
      return withId({
        status: 500,
        headers: { 'content-type': HTML, 'cache-control': 'no-store' },
        body: template,
      });
    }
  }

  return Object.assign(handle, {
    setClosing() {
      closing = true;
    },
    stats: () => ({ breaker: gate.state(), cache: pages.stats() }),
  });
}

export interface StartedPageService {
  server: http.Server;
  handler: PageHandler;
  /** e.g. http://127.0.0.1:8081 */
  url: string;
  /**
   * Graceful stop: no new connections, readiness 503, requests in flight finish (at most
   * `timeoutMs`, then their connections are cut). Resolves with how many were cut.
   */
  shutdown(options?: { timeoutMs?: number }): Promise<{ cut: number }>;
  /** Immediate stop (tests). */
  close(): Promise<void>;
  /** Requests being answered now. */
  inFlight(): number;
}

/** The handler as an HTTP service on `host:port` (port 0: a free one). */
export function startPageService(
  options: PageServiceOptions & { host?: string; port?: number },
): Promise<StartedPageService> {
  const handle = createPageHandler(options);
  const logger = options.logger ?? createLogger();
  let inFlight = 0;
  let drained: (() => void) | null = null;
  let closing = false;
  const server = http.createServer((req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
    void handle(req).then(
      ({ status, headers, body }) => {
        // While draining, each answer ends its connection: the client's next request opens a
        // new one, which goes to a live worker.
        if (closing) res.setHeader('connection', 'close');
        res.writeHead(status, headers);
        if (body === null || typeof body === 'string') res.end(body ?? undefined);
        // A failure midway cuts the connection: a crawler never takes half a file for the whole.
        else pipeline(Readable.from(body), res).catch(() => res.destroy());
      },
      () => res.writeHead(500).end(),
    );
  });
  const host = options.host ?? '127.0.0.1';

  async function shutdown({ timeoutMs = 10_000 } = {}) {
    closing = true;
    handle.setClosing();
    logger.info('shutdown_started', { inFlight, timeoutMs });
    const deadline = Date.now() + timeoutMs;
    // No new connections. Idle keep-alive connections are not closed by us: a client may be
    // writing its next request on one at that instant, and it gets a reset instead of an answer
    // (ECONNRESET, seen once in CI while a worker was replaced). Each one ends either after its
    // next answer (`Connection: close`, above) or at the keep-alive timeout the server announces
    // (`Keep-Alive: timeout=5`), which clients honour by retiring the connection first. So the
    // net.Server's close, not http.Server's, which since Node 19 also closes idle connections.
    const closed = new Promise<void>((r) => net.Server.prototype.close.call(server, () => r()));
    const allDone =
      inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => (drained = () => r()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<boolean>((r) => (timer = setTimeout(() => r(true), timeoutMs)));
    const late = await Promise.race([allDone.then(() => false), timedOut]);
    clearTimeout(timer);
    const cut = late ? inFlight : 0;
    if (!late) {
      // The idle connections' own timeout, and a second for a client that ignores it, within
      // the time the shutdown was given (the supervisor kills a worker that overstays it).
      const wait = Math.min(server.keepAliveTimeout + 1000, Math.max(0, deadline - Date.now()));
      await Promise.race([closed, new Promise<void>((r) => setTimeout(r, wait))]);
    }
    server.closeAllConnections();
    await closed;
    logger.info('shutdown_complete', { cut });
    return { cut };
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        handler: handle,
        url: `http://${host}:${port}`,
        shutdown,
        inFlight: () => inFlight,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}
