/**
 * The shell search (docs/behaviour.md#search).
 *
 * - 500 ms (SPEC.search.debounceMs) after the last keystroke, one read of the CMS's federated
 *   search endpoint (cms/src/api/search) for every tagged collection of the registry (16):
 *   `$containsi` on the registry's fields, locale, page size 5 per collection. One request, not
 *   sixteen: a browser queues a host's requests beyond six, and the sixteen came in three rounds.
 * - A newer text aborts the reads still in flight for the older one (AbortController) and a
 *   request sequence id drops any late answer, so stale results are never shown.
 * - count = the sum of `meta.pagination.total`; results are tagged with the collection's tag and
 *   mapped to the SearchPanel's `SearchResult`; the panel gets the first 4.
 * - Blank text is idle: no request. A failed read is logged and the status becomes `error`
 *   (the loader stops).
 * - Input is trimmed and capped at MAX_QUERY_LENGTH (200) characters, counted in code points so
 *   emoji and Thai are never split. The CMS survives 10,000-character searches (tests/cms), but such
 *   a query string would exceed proxies' URL limits (a 10,000-character Thai text is ~90 KB
 *   encoded) and no title is that long; 200 characters is far above any real search.
 *   `%`, `_`, `\`, quotes and emoji are sent as typed: Strapi matches them literally.
 */
import { useEffect, useRef, useState } from 'react';
import { SPEC } from '../../design-system';
import { get } from '../cms/client';
import {
  allSearchable,
  collectionByKey,
  type CollectionDef,
  type SearchTag,
} from '../cms/collections';
import { mediaUrl } from '../cms/config';
import { federatedSearchQuery, searchQuery } from '../cms/query';
import { snippet, translate, truncate } from '../cms/text';
import type { ContentItem, ListEnvelope, Pagination } from '../cms/types';

/** Longest search text sent to the CMS, in characters (code points). */
export const MAX_QUERY_LENGTH = 200;

/** One result as the SearchPanel and the full results page show it. */
export interface SearchResult {
  /** Unique across collections: `<tag>:<documentId>`. */
  id: string;
  title: string;
  /**
   * The text around the match as the CMS cut it, `[text, match, text, ...]` (shown with the
   * matches in `<mark>`); or, from a plain REST answer, the summary (plain text), shortened.
   */
  snippet: string | readonly string[];
  /** ISO date: publish_date, else createdAt. */
  date: string | null;
  /** Thumbnail (or the image, or the default image). */
  imageUrl: string;
  href: string;
  /** Opens in a new tab (trending products' link_url). */
  external: boolean;
  /** The source collection's label, translated. */
  collectionLabel: string;
  /** The source collection's search tag (`type` on each result). */
  type: SearchTag;
}

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The normalised text the results belong to ('' when idle). */
  query: string;
  /** The first SPEC.search.panelResults results. */
  results: SearchResult[];
  /** Sum of the totals of every collection. */
  total: number;
}

export const IDLE: SearchState = Object.freeze({
  status: 'idle',
  query: '',
  results: [],
  total: 0,
}) as SearchState;

/** Trimmed, whitespace-collapsed, at most MAX_QUERY_LENGTH code points. */
export function normalizeQuery(text: string | null | undefined): string {
  const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(trimmed);
  return chars.length <= MAX_QUERY_LENGTH
    ? trimmed
    : chars.slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** A CMS item as a SearchResult of collection `def`. */
export function toSearchResult(
  item: ContentItem,
  def: CollectionDef,
  locale: string,
): SearchResult {
  const href = def.resultHref ? def.resultHref(item, locale) : `/${locale}`;
  const image = item.image;
  return {
    id: `${def.tag ?? def.key}:${item.documentId}`,
    title: item.title,
    // The search answers the stored summary (plain text: cut, never read as markup); an answer
    // with the body instead (the REST `find` fallback) is stripped first.
    snippet: Array.isArray(item.snippet)
      ? item.snippet
      : item.summary
        ? truncate(item.summary.replace(/\s+/g, ' ').trim(), 160)
        : snippet(item.content_html),
    date: item.publish_date || item.createdAt || null,
    imageUrl: mediaUrl(image?.formats?.thumbnail?.url ?? image?.url),
    href,
    external: /^https?:\/\//i.test(href),
    collectionLabel: translate(def.label),
    type: def.tag as SearchTag,
  };
}

export interface SearchGroup {
  key: string;
  tag: SearchTag;
  label: string;
  results: SearchResult[];
  pagination: Pagination;
}

export interface SearchPage {
  query: string;
  page: number;
  /** The largest pageCount of any collection: the full results page pages up to it. */
  pageCount: number;
  total: number;
  groups: SearchGroup[];
}

export interface SearchOptions {
  page?: number;
  pageSize?: number;
  signal?: AbortSignal;
  /** Defaults to the registry's 16 searched collections. */
  collections?: readonly CollectionDef[];
}

/** A collection's answer as a SearchGroup (no answer: an empty group of that page). */
function toGroup(
  def: CollectionDef,
  body: ListEnvelope<ContentItem> | undefined,
  locale: string,
  page: number,
  pageSize: number,
): SearchGroup {
  const items = Array.isArray(body?.data) ? body.data : [];
  return {
    key: def.key,
    tag: def.tag as SearchTag,
    label: translate(def.label),
    results: items.map((item) => toSearchResult({ ...item, type: def.tag }, def, locale)),
    pagination: body?.meta?.pagination ?? { page, pageSize, pageCount: 0, total: 0 },
  };
}

/** One page of one collection's matches. */
export async function searchCollection(
  def: CollectionDef,
  text: string,
  locale: string,
  { page = 1, pageSize = SPEC.search.pageSize, signal }: Omit<SearchOptions, 'collections'> = {},
): Promise<SearchGroup> {
  const q = searchQuery(def, text, { locale, page, pageSize });
  const body = await get<ListEnvelope<ContentItem>>(q.path, q.params, {
    public: true,
    dialog: false,
    locale,
    signal,
  });
  return toGroup(def, body, locale, page, pageSize);
}

/**
 * Page `page` of every searched collection, in one request to the CMS's federated search (the
 * panel and the full results page `/?query=`): each group carries its own pagination, so paging on
 * reaches every match of every collection. Rejects if the read fails.
 */
export async function searchAll(
  query: string,
  locale: string,
  page = 1,
  {
    pageSize = SPEC.search.pageSize,
    signal,
    collections = allSearchable(),
  }: Omit<SearchOptions, 'page'> = {},
): Promise<SearchPage> {
  const text = normalizeQuery(query);
  if (!text || collections.length === 0)
    return { query: text, page, pageCount: 0, total: 0, groups: [] };
  const q = federatedSearchQuery(collections, text, { locale, page, pageSize });
  const body = await get<{ data?: Record<string, ListEnvelope<ContentItem>> }>(q.path, q.params, {
    public: true,
    dialog: false,
    locale,
    signal,
  });
  const answers = body?.data && typeof body.data === 'object' ? body.data : {};
  const groups = collections.map((def) => toGroup(def, answers[def.key], locale, page, pageSize));
  return {
    query: text,
    page,
    pageCount: Math.max(0, ...groups.map((g) => g.pagination.pageCount)),
    total: groups.reduce((sum, g) => sum + g.pagination.total, 0),
    groups,
  };
}

/** The next page of one collection on the full results page (its "more" control). */
export function searchMore(
  key: string,
  query: string,
  locale: string,
  page: number,
  signal?: AbortSignal,
) {
  const def = collectionByKey(key);
  if (!def?.tag) return Promise.reject(new Error(`"${key}" is not a searched collection`));
  return searchCollection(def, normalizeQuery(query), locale, { page, signal });
}

export interface SearchController {
  /** The visitor typed: debounce, then search (blank: idle at once). */
  setQuery(text: string): void;
  /** Back to idle, aborting anything in flight (route change, clear, close). */
  reset(): void;
  /** Stops timers and reads for good (unmount). */
  dispose(): void;
  getState(): SearchState;
}

export interface SearchControllerOptions {
  locale: string;
  onChange: (state: SearchState) => void;
  /** @default SPEC.search.debounceMs */
  debounceMs?: number;
  collections?: readonly CollectionDef[];
}

/** The debounced, abortable search behind the header's search field. */
export function createSearchController({
  locale,
  onChange,
  debounceMs = SPEC.search.debounceMs,
  collections,
}: SearchControllerOptions): SearchController {
  let state: SearchState = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | undefined;
  let seq = 0;
  let disposed = false;

  const set = (next: SearchState) => {
    state = next;
    if (!disposed) onChange(next);
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inflight?.abort();
    inflight = undefined;
    seq++;
  };

  const run = async (text: string, mine: number) => {
    const controller = new AbortController();
    inflight = controller;
    try {
      const page = await searchAll(text, locale, 1, { signal: controller.signal, collections });
      if (mine !== seq) return; // a newer text took over: drop this late answer
      const all = page.groups.flatMap((g) => g.results);
      set({
        status: 'success',
        query: text,
        results: all.slice(0, SPEC.search.panelResults),
        total: page.total,
      });
    } catch (error) {
      if (mine !== seq || controller.signal.aborted) return;
      console.error('[ditp] search failed', error);
      set({ status: 'error', query: text, results: [], total: 0 });
    } finally {
      if (inflight === controller) inflight = undefined;
    }
  };

  return {
    setQuery(raw) {
      const text = normalizeQuery(raw);
      if (text === state.query && state.status !== 'idle' && timer === undefined) return;
      cancel();
      if (!text) {
        set(IDLE);
        return;
      }
      const mine = seq;
      set({ ...state, status: 'loading', query: text });
      timer = setTimeout(() => {
        timer = undefined;
        void run(text, mine);
      }, debounceMs);
    },
    reset() {
      cancel();
      set(IDLE);
    },
    dispose() {
      cancel();
      disposed = true;
    },
    getState: () => state,
  };
}

/**
 * React binding: pass the field's current text; get the panel's `{ status, query, results, total }`.
 * Changing the locale starts over in the new language.
 */
export function useSiteSearch(query: string, locale: string): SearchState {
  const [state, setState] = useState<SearchState>(IDLE);
  const controller = useRef<SearchController | null>(null);

  useEffect(() => {
    const c = createSearchController({ locale, onChange: setState });
    controller.current = c;
    return () => {
      c.dispose();
      controller.current = null;
      setState(IDLE);
    };
  }, [locale]);

  useEffect(() => {
    controller.current?.setQuery(query);
  }, [query, locale]);

  return state;
}
