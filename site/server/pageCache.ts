/**
 * Rendered pages, kept and served (docs/page-service.md has the whole picture):
 *
 * - A complete render (every CMS read answered) is kept. For `freshSeconds` it is served as it is
 *   (`hit`); concurrent requests for one address share one render.
 * - After that it is a stale copy, kept up to `keepStaleSeconds` (bounded by `maxEntries` and
 *   `maxBytes`, least recently used first out). Within `staleSeconds` of going stale it is served
 *   at once while the page is rendered again in the background (stale-while-revalidate). Later
 *   the page is rendered in the foreground and the copy stands in only if that render fails.
 * - The copy stands in (`stale`, with its age) whenever a fresh page cannot be had: the render
 *   is incomplete (a CMS read failed or was late), refused (the render queue is full: load
 *   shedding), failed, or not even tried (the CMS circuit breaker is open). After such a failure
 *   the copy is served at once and the page re-rendered in the background, at most every
 *   `retrySeconds`.
 * - Without a copy the answer is `unavailable` (a 503 page: ./pageService.ts). A 404 stays a 404,
 *   complete or not (the route is unknown whatever the CMS says).
 * - Only complete renders are ever kept. Not-found pages are kept apart (fresh only), so that
 *   made-up addresses cannot push real pages out.
 *
 * `freshSeconds: 0` turns the cache off entirely (no copies either): every request renders.
 */
import { ShedError, type Admission } from './admission';
import type { CmsGate } from './cmsGate';
import { errorField, silentLogger, type Logger } from './log';
import { resolvePage } from './pageExists';
import { renderedLocale, type RenderedPage, type Renderer } from './render';

export interface PageCacheOptions {
  renderer: Renderer;
  admission: Admission;
  gate?: CmsGate;
  logger?: Logger;
  /** A rendered page is served as it is this long. 0: no cache, no stale copies. @default 10 */
  freshSeconds?: number;
  /** Past that, a copy is served at once while a new render runs in the background. @default 60 */
  staleSeconds?: number;
  /** Longest a copy is kept to stand in for a page that cannot be rendered. @default 86400 */
  keepStaleSeconds?: number;
  /** After a failed render, how long a stale copy is served before the next try. @default 5 */
  retrySeconds?: number;
  /** @default 1000 */
  maxEntries?: number;
  /** Total UTF-8 size of the kept pages. @default 64 MiB */
  maxBytes?: number;
  /** Longest a render may take, CMS reads included (then it is cut). @default 8000 */
  renderDeadlineMs?: number;
  now?: () => number;
}

export type StaleReason = 'revalidating' | 'incomplete' | 'shed' | 'failed' | 'breaker';
export type UnavailableReason = 'incomplete' | 'shed' | 'failed' | 'breaker';

export type PageOutcome =
  /** Not rendered on the server (no locale, a preview): the static shell. */
  | { kind: 'shell' }
  | { kind: 'page'; page: RenderedPage; cache: 'hit' | 'miss' | 'off' }
  | { kind: 'stale'; page: RenderedPage; ageSeconds: number; reason: StaleReason }
  | { kind: 'unavailable'; reason: UnavailableReason; retryAfterSeconds: number };

export interface PageRequest {
  /** The canonical address (./pageAddress.ts): path and the query parameters pages read. */
  address: string;
  /** The site's public origin. */
  origin: string;
  requestId?: string;
  /**
   * The request carries a consent decision. Without one the page is rendered with the cookie
   * banner: a page has two cached copies, with and without it. @default true
   */
  consentDecided?: boolean;
}

/** The cache key of a request: its canonical address, and whether the banner is in the page. */
export function pageKey({ address, consentDecided = true }: PageRequest): string {
  return consentDecided ? address : `${address} +cookie-banner`;
}

interface Entry {
  page: RenderedPage;
  storedAt: number;
  bytes: number;
  /** A render since the last good one failed: serve this copy at once. */
  failing: boolean;
  /** No new render before this time (after a failure). */
  retryAt: number;
}

/** Least recently used first out, bounded by count and bytes; entries expire after `maxAgeMs`. */
class PageStore {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  constructor(
    private maxEntries: number,
    private maxBytes: number,
    private maxAgeMs: number,
    private now: () => number,
  ) {}

  get(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry); // most recently used
    return entry;
  }

  set(key: string, page: RenderedPage): void {
    this.delete(key);
    const bytes = Buffer.byteLength(page.html);
    if (bytes > this.maxBytes / 8) return; // one page must not empty the store
    this.entries.set(key, { page, storedAt: this.now(), bytes, failing: false, retryAt: 0 });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

type RenderResult =
  { ok: true; page: RenderedPage } | { ok: false; reason: UnavailableReason; page?: RenderedPage };

export interface PageCache {
  get(request: PageRequest): Promise<PageOutcome>;
  stats(): { entries: number; bytes: number; notFound: number; rendering: number };
}

export function createPageCache({
  renderer,
  admission,
  gate,
  logger = silentLogger,
  freshSeconds = 10,
  staleSeconds = 60,
  keepStaleSeconds = 86_400,
  retrySeconds = 5,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  renderDeadlineMs = 8000,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const enabled = freshSeconds > 0;
  const freshMs = freshSeconds * 1000;
  const pages = new PageStore(maxEntries, maxBytes, keepStaleSeconds * 1000, now);
  const notFound = new PageStore(
    Math.max(50, Math.floor(maxEntries / 5)),
    maxBytes / 8,
    freshMs,
    now,
  );
  const rendering = new Map<string, Promise<RenderResult>>();

  /** One render of `request.address` at a time, through the admission queue and the breaker. */
  function render(request: PageRequest): Promise<RenderResult> {
    const { address, origin, requestId, consentDecided } = request;
    const key = pageKey(request);
    let pending = rendering.get(key);
    if (pending) return pending;
    pending = (async (): Promise<RenderResult> => {
      const permit = gate?.permitRender() ?? 'normal';
      // An address no route knows is a 404 whatever the CMS says: render its not-found page even
      // with the breaker open (its reads are refused at once by the gate).
      if (permit === 'refused' && !unknownRoute(address)) return { ok: false, reason: 'breaker' };
      try {
        const page = await admission.run(() =>
          renderer.render(address, {
            origin,
            requestId,
            probe: permit === 'probe',
            consentDecided,
            signal: AbortSignal.timeout(renderDeadlineMs),
          }),
        );
        if (!page) return { ok: false, reason: 'failed' };
        if (!page.complete) return { ok: false, reason: 'incomplete', page };
        if (enabled) {
          if (page.status === 200) pages.set(key, page);
          else if (page.status === 404) notFound.set(key, page);
        }
        return { ok: true, page };
      } catch (error) {
        if (error instanceof ShedError) {
          const { running, queued } = admission.stats();
          logger.throttled('warn', 'render_shed', {
            requestId,
            path: pathOf(address),
            why: error.reason,
            running,
            queued,
          });
          return { ok: false, reason: 'shed' };
        }
        logger.throttled('error', 'render_failed', {
          requestId,
          path: pathOf(address),
          error: errorField(error, true),
        });
        return { ok: false, reason: 'failed' };
      } finally {
        if (permit === 'probe') gate?.endProbe();
      }
    })().finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return pending;
  }

  const failed = (entry: Entry) => {
    entry.failing = true;
    entry.retryAt = now() + retrySeconds * 1000;
  };

  /** Renders again in the background (the visitor already has the stale copy). */
  function revalidate(request: PageRequest, entry: Entry) {
    if (rendering.has(pageKey(request)) || now() < entry.retryAt) return;
    void render(request).then((result) => {
      if (!result.ok) failed(entry);
    });
  }

  const stale = (entry: Entry, reason: StaleReason): PageOutcome => ({
    kind: 'stale',
    page: entry.page,
    ageSeconds: Math.floor((now() - entry.storedAt) / 1000),
    reason,
  });

  const unavailable = (reason: UnavailableReason): PageOutcome => ({
    kind: 'unavailable',
    reason,
    retryAfterSeconds: reason === 'breaker' && gate ? gate.retryAfterSeconds() : retrySeconds,
  });

  return {
    async get(request) {
      const path = pathOf(request.address);
      if (!renderedLocale(path)) return { kind: 'shell' };

      const key = pageKey(request);
      const entry = enabled ? pages.get(key) : null;
      const missing = enabled ? notFound.get(key) : null;
      const age = entry ? now() - entry.storedAt : 0;
      if (entry && age < freshMs) return { kind: 'page', page: entry.page, cache: 'hit' };
      if (missing) return { kind: 'page', page: missing.page, cache: 'hit' };

      if (entry) {
        const breakerOpen = gate ? gate.state() !== 'closed' : false;
        if (age < freshMs + staleSeconds * 1000 || entry.failing || breakerOpen) {
          revalidate(request, entry);
          return stale(
            entry,
            breakerOpen ? 'breaker' : entry.failing ? 'incomplete' : 'revalidating',
          );
        }
      }

      const result = await render(request);
      if (result.ok) return { kind: 'page', page: result.page, cache: enabled ? 'miss' : 'off' };
      if (entry) {
        failed(entry);
        return stale(entry, result.reason);
      }
      // The page does not exist whatever the CMS says (an unknown route): a 404 is still a 404.
      if (result.page?.status === 404) return { kind: 'page', page: result.page, cache: 'off' };
      return unavailable(result.reason);
    },
    stats: () => ({
      ...pages.stats(),
      notFound: notFound.stats().entries,
      rendering: rendering.size,
    }),
  };
}

/** No route of the site matches the address (`/{locale}/no-such-page`). */
function unknownRoute(address: string): boolean {
  return resolvePage(pathOf(address).replace(/^\/[^/]+/, '') || '/') === null;
}

/** The path of a canonical address (log lines never carry its query string). */
export function pathOf(address: string): string {
  const i = address.indexOf('?');
  return i < 0 ? address : address.slice(0, i);
}
