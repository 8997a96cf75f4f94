/**
 * The server renderer behind a short-lived cache (micro-caching): a page rendered for one visitor
 * is served to the next ones for `cacheSeconds`, and concurrent requests for the same address
 * share one render. Only complete renders (every CMS read answered) are cached, so a CMS hiccup
 * never sticks. Content published in the CMS shows within `cacheSeconds`; the browser also
 * revalidates the page's reads on its next visit to them (SWR).
 *
 * Used by the production page service (./pageServiceMain.ts) and the test server
 * (scripts/lib/serve.mjs), so both serve what production serves.
 */
import { createRenderer, type RenderedPage, type RendererOptions } from './render';

export interface PageCacheOptions extends RendererOptions {
  /** How long a rendered page is reused. 0 disables the cache. @default 10 */
  cacheSeconds?: number;
  /** Most pages kept (the oldest go first). @default 500 */
  maxEntries?: number;
}

export type ServedPage = RenderedPage & { cache: 'hit' | 'miss' | 'off' };

export function createPageCache({
  cacheSeconds = 10,
  maxEntries = 500,
  ...options
}: PageCacheOptions) {
  const renderer = createRenderer(options);
  const cache = new Map<string, { expires: number; page: RenderedPage }>();
  const inflight = new Map<string, Promise<RenderedPage | null>>();

  /** The page at `pathAndQuery` for a visitor of `origin`; null: serve the static shell. */
  return async function page(pathAndQuery: string, origin: string): Promise<ServedPage | null> {
    const key = `${origin}${pathAndQuery}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.expires > now) return { ...cached.page, cache: 'hit' };
    if (cached) cache.delete(key);

    let pending = inflight.get(key);
    if (!pending) {
      pending = renderer.render(pathAndQuery, { origin }).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    const rendered = await pending;
    if (!rendered) return null;
    if (cacheSeconds > 0 && rendered.complete && !cache.has(key)) {
      cache.set(key, { expires: Date.now() + cacheSeconds * 1000, page: rendered });
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    }
    return { ...rendered, cache: cacheSeconds > 0 ? 'miss' : 'off' };
  };
}
