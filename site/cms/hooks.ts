/**
 * SWR hooks over the CMS, one per use. Each returns `{ data, error, isLoading, isValidating,
 * retry }`: pages show skeletons while `isLoading`, an ErrorState with `retry` when `error` is set
 * and there is no data, and keep showing stale `data` when a revalidation fails (SWR never drops
 * data on error). Content calls are public (`refkey`; the token cookie when present) and reject
 * without the error dialog: the page's ErrorState speaks instead. During a server render they are
 * recorded instead of fetched (site/cms/ssr.ts).
 *
 * Wrap the app in `<SWRConfig value={swrConfig}>` (site/App.tsx).
 */
import { useLingui } from '@lingui/react';
import { useCallback, useContext } from 'react';
import useSWR, { unstable_serialize, type SWRConfiguration } from 'swr';
import { ApiError, get, type RequestOptions } from './client';
import {
  collectionByKey,
  contentTypeByApiName,
  localePath,
  singleTypeByKey,
  type CollectionDef,
} from './collections';
import {
  detailQuery,
  isVisible,
  listQuery,
  oldestQuery,
  previewQuery,
  singleQuery,
  sitemapQuery,
} from './query';
import { isSsrFresh, ServerDataContext } from './ssr';
import type { ContentItem, EntryEnvelope, ListEnvelope } from './types';

/** Answers that retrying cannot fix. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 405, 413, 422]);

/**
 * Shared SWR configuration: identical reads within 10 s share one request; no refetch storm when
 * the tab regains focus (content changes slowly); a failed read is retried 3 times with backoff,
 * never for answers a retry cannot change (4xx).
 */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: 10_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  revalidateIfStale: true,
  shouldRetryOnError: true,
  errorRetryCount: 3,
  errorRetryInterval: 3_000,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return;
    if (retryCount >= (config.errorRetryCount ?? 3)) return;
    const delay = (config.errorRetryInterval ?? 3_000) * 2 ** (retryCount - 1);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};

export interface CmsResult<T> {
  data: T | undefined;
  error: Error | undefined;
  /** First load, nothing to show yet. */
  isLoading: boolean;
  /** A (re)load is running (data may be stale). */
  isValidating: boolean;
  /** Read again (the ErrorState's "Try again"). */
  retry: () => void;
}

const content = (locale: string): RequestOptions => ({ public: true, dialog: false, locale });

function useLocale(override?: string): string {
  const { i18n } = useLingui();
  return override || i18n.locale || 'th';
}

function requireCollection(key: string): CollectionDef {
  const def = collectionByKey(key);
  if (!def) throw new Error(`Unknown CMS collection "${key}" (site/cms/collections.ts)`);
  return def;
}

/**
 * A CMS read through SWR that the server renders too: during a server render it is recorded and
 * answered before the next pass (site/server/render.tsx), and the browser hydrates with the
 * answer instead of reading again. Every read a page shows goes through it, so the page arrives
 * complete (no skeleton swapped for content after hydration: a layout shift, a late LCP).
 */
export function useCms<T>(
  key: unknown[] | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration,
): CmsResult<T> {
  const server = useContext(ServerDataContext);
  const id = key ? unstable_serialize(key) : null;
  if (server && id !== null && !(id in server.fallback) && !server.wanted.has(id)) {
    server.wanted.set(id, fetcher);
  }
  // The server read this moments ago for the HTML being hydrated: no refetch on mounting.
  const fresh = id !== null && isSsrFresh(id);
  const swr = useSWR<T, Error>(
    key,
    fetcher,
    fresh ? { ...config, revalidateOnMount: false } : config,
  );
  const { mutate } = swr;
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    data: swr.data,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    retry,
  };
}

export interface ListHookOptions {
  page?: number;
  pageSize?: number;
  /** Category name(s) (a list page's `categories`). */
  category?: string | readonly string[];
  categoryId?: string;
  /** Region documentId. */
  region?: string;
  /** A date range (listQuery's `dated`). */
  dated?: { start: string; end: string };
  /** Only what a card shows (listQuery's `cards`). */
  cards?: boolean;
  /** Only featured entries (listQuery's `featured`). */
  featured?: boolean;
  locale?: string;
}

/** A page of a collection; the previous page stays on screen while the next one loads. */
export function useCollectionList(
  key: string,
  {
    page = 1,
    pageSize = 20,
    category,
    categoryId,
    region,
    dated,
    cards = false,
    featured = false,
    locale: localeOpt,
  }: ListHookOptions = {},
): CmsResult<ListEnvelope<ContentItem>> {
  const locale = useLocale(localeOpt);
  const def = requireCollection(key);
  const categories = typeof category === 'string' ? [category] : category ? [...category] : [];
  return useCms(
    [
      'cms:list',
      key,
      locale,
      page,
      pageSize,
      categories.join('|'),
      categoryId ?? '',
      region ?? '',
      dated ? `${dated.start}/${dated.end}` : '',
      cards ? 'cards' : 'full',
      featured ? 'featured' : '',
    ],
    () => {
      // `now` is taken at fetch time (not part of the cache key, which must stay stable).
      const q = listQuery(def, {
        locale,
        page,
        pageSize,
        category: categories,
        categoryId,
        regionId: region,
        dated,
        cards,
        featured,
      });
      return get<ListEnvelope<ContentItem>>(q.path, q.params, content(locale));
    },
    { keepPreviousData: true },
  );
}

/**
 * The publish_date of a collection's oldest dated entry in the locale (null when none is dated):
 * where a list's year filter starts.
 */
export function useOldestDate(
  key: string,
  opts: { locale?: string } = {},
): CmsResult<string | null> {
  const locale = useLocale(opts.locale);
  const def = requireCollection(key);
  return useCms<string | null>(['cms:oldest', key, locale], async () => {
    const q = oldestQuery(def, locale);
    const body = await get<ListEnvelope<ContentItem>>(q.path, q.params, content(locale));
    return body.data[0]?.publish_date ?? null;
  });
}

/**
 * One entry by documentId; `data` is `null` when there is none in this locale (the CMS answered
 * 404) or it is scheduled for later: an answer, not an error, so that a server render can show
 * (and say with its status) that the page does not exist.
 */
export function useDetail(key: string, id: string | undefined, opts: { locale?: string } = {}) {
  const locale = useLocale(opts.locale);
  const def = requireCollection(key);
  return useCms<ContentItem | null>(id ? ['cms:detail', key, locale, id] : null, async () => {
    const q = detailQuery(def, id!, locale);
    try {
      const { data } = await get<EntryEnvelope<ContentItem>>(q.path, q.params, content(locale));
      return data && isVisible(data) ? data : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

/** A single type's content (about, FAQ, policies...). */
export function useSinglePage(key: string, opts: { locale?: string } = {}) {
  const locale = useLocale(opts.locale);
  const def = singleTypeByKey(key);
  if (!def) throw new Error(`Unknown CMS single type "${key}" (site/cms/collections.ts)`);
  return useCms<ContentItem>(['cms:single', key, locale], async () => {
    const q = singleQuery(def, locale);
    const { data } = await get<EntryEnvelope<ContentItem>>(q.path, q.params, content(locale));
    return data;
  });
}

export interface SitemapLink {
  documentId: string;
  title: string;
  /** `/{locale}/data-governance-policy/{documentId}` */
  href: string;
}

/** The data-governance footer links (sitemap call). A failure is logged; the list stays empty. */
export function useSitemapLinks(opts: { locale?: string } = {}): SitemapLink[] {
  const locale = useLocale(opts.locale);
  const def = requireCollection('site-map-posts');
  const { data } = useCms<SitemapLink[]>(
    ['cms:sitemap', locale],
    async () => {
      const q = sitemapQuery(def, locale);
      const body = await get<ListEnvelope<ContentItem>>(q.path, q.params, content(locale));
      return body.data.map((item) => ({
        documentId: item.documentId,
        title: item.title,
        href: def.resultHref!(item, locale),
      }));
    },
    { onError: (error) => console.error('[ditp] sitemap links could not be loaded', error) },
  );
  return data ?? [];
}

/**
 * A draft for the preview route (`/{locale}/preview/{apiName}/{id}#preview=<token>&status=`). The
 * token comes from the URL's fragment (never sent to any server) and goes to the CMS only as the
 * `x-preview-token` header. Never cached across visits: each mount reads again.
 */
export function usePreview(
  apiName: string,
  id: string | undefined,
  token: string | undefined,
  opts: { locale?: string; status?: string } = {},
) {
  const locale = useLocale(opts.locale);
  const type = contentTypeByApiName(apiName);
  const ready = Boolean(type && token && (type.kind === 'single' || id));
  return useCms<ContentItem>(
    ready ? ['cms:preview', apiName, locale, id ?? '', token, opts.status ?? 'draft'] : null,
    async () => {
      const q = previewQuery(
        type!.def,
        type!.kind === 'collection' ? id : undefined,
        locale,
        token!,
        opts.status,
      );
      const { data } = await get<EntryEnvelope<ContentItem>>(q.path, q.params, {
        ...content(locale),
        headers: q.headers,
      });
      return data;
    },
    { dedupingInterval: 0, revalidateOnMount: true, shouldRetryOnError: false },
  );
}

/** Where a list or search item links (the registry's result route, or the list page). */
export function itemHref(key: string, item: ContentItem, locale: string): string | undefined {
  const def = collectionByKey(key);
  if (!def) return undefined;
  if (def.resultHref) return def.resultHref(item, locale);
  const list = def.listPages[0];
  return list ? localePath(locale, list.path) : undefined;
}
