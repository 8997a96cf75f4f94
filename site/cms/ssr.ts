/**
 * CMS reads and server rendering (site/server/render.tsx).
 *
 * On the server a render pass cannot fetch (SWR does not run fetchers there): every read a page
 * asks for is recorded in a `ServerData` by its SWR key, the server runs them, and the next pass
 * renders with their answers as SWR's `fallback`. The answers travel with the HTML, so the
 * browser hydrates the very markup the server sent; `isSsrFresh` lets the mounts of those reads
 * during the first seconds skip an immediate refetch (the server read them moments ago).
 */
import { createContext } from 'react';

export interface ServerData {
  /** Reads asked for in this render pass and not answered yet: SWR key -> fetcher. */
  wanted: Map<string, () => Promise<unknown>>;
  /** Answers so far (SWR `fallback`), by serialized SWR key. */
  fallback: Record<string, unknown>;
}

export const ServerDataContext = createContext<ServerData | null>(null);

/** What the server sends with the HTML (JSON in `<script type="application/json" id="ssr-data">`). */
export interface SsrPayload {
  locale: string;
  /** The configured public origin the page was rendered for (shared links' addresses). */
  origin?: string;
  fallback: Record<string, unknown>;
  /** The lazy chunks the page rendered (site/lazyChunk.tsx): loaded before hydration. */
  chunks: string[];
}

export const SSR_DATA_ID = 'ssr-data';

/** Keys the server answered for this page load, fresh for SWR's deduping interval. */
const freshKeys = new Set<string>();
let freshUntil = 0;

/**
 * Did the server just read this? Mounts within `FRESH_MS` of reading the payload do not refetch
 * it (as SWR itself dedupes a read for its `dedupingInterval`); later mounts revalidate as usual.
 */
export function isSsrFresh(key: string): boolean {
  return freshKeys.has(key) && performance.now() < freshUntil;
}

/** As long as SWR's dedupingInterval (site/cms/hooks.ts). */
const FRESH_MS = 10_000;

/** Reads the server's payload from the document, once, or null when the page was not rendered there. */
export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const payload = JSON.parse(element.textContent) as SsrPayload;
    for (const key of Object.keys(payload.fallback)) freshKeys.add(key);
    freshUntil = performance.now() + FRESH_MS;
    return payload;
  } catch (error) {
    console.error('[ditp] server data could not be read', error);
    return null;
  }
}

/** JSON safe inside a `<script>` element (no `</script>`, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
