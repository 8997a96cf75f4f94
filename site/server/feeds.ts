/**
 * Atom feeds (RFC 4287) of the lists a visitor can follow (docs/behaviour.md#feeds), answered by
 * the page service: `/{locale}{list path}/feed.atom`, e.g. `/th/ditp-news/feed.atom` or
 * `/en/trade-opportunities/feed.atom?region=<documentId>`. A feed holds the list's first page
 * (FEED_ENTRIES entries, newest first), read from the CMS with the list's own query and filtered as
 * the page is (`?category=` among the page's categories, `?region=` where the collection has
 * regions), so what the feed says is what the page shows. Which lists have one is the registry's
 * `feed` (site/cms/collections.ts).
 *
 * Every entry's id is its page's address on the configured public origin (documentIds do not
 * change), with `published` (its publish date, else creation), `updated` (its last change), its
 * title, its stored summary and a link to the page. The feed's title and subtitle are the list
 * page's, in the feed's language (its own i18n instance: the shared one belongs to renders).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from '../../design-system';
import { localePath } from '../cms/collections';
import { ATOM_TYPE, feedFilters, feedHref, feedOf, withQuery } from '../cms/feeds';
import { queryString } from '../cms/qs';
import { listQuery, type Built } from '../cms/query';
import type { ContentItem, ListEnvelope } from '../cms/types';
import { localeCatalogs } from '../i18n/i18n';
import { DEPARTMENT_NAME, SITE_SHORT_NAME, listDescription } from '../pages/listMessages';
import type { CmsGate } from './cmsGate';
import { escapeHtml } from '../../cms/src/model/html';
import type { Logger } from './log';

/** Entries a feed holds: the list's first page. */
export const FEED_ENTRIES = 20;

/** Text for XML: escaped, without the control characters XML 1.0 does not allow. */
const text = (value: string) =>
  // eslint-disable-next-line no-control-regex
  escapeHtml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

/** A date as Atom writes it (RFC 3339), or null when there is none. */
function instant(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

export interface AtomInput {
  origin: string;
  locale: Locale;
  /** The feed's own address (path and query). */
  self: string;
  /** The list page's address (path and query). */
  page: string;
  title: string;
  subtitle: string;
  author: string;
  entries: ReadonlyArray<{ href: string; item: ContentItem & { updatedAt?: string } }>;
  /** When nothing in the feed says when it changed (no entries). */
  now: Date;
}

/** The feed's XML. */
export function atomFeed({
  origin,
  locale,
  self,
  page,
  title,
  subtitle,
  author,
  entries,
  now,
}: AtomInput): string {
  const rows = entries.map(({ href, item }) => {
    const published = instant(item.publish_date) ?? instant(item.createdAt) ?? now.toISOString();
    const updated = instant(item.updatedAt) ?? published;
    const url = `${origin}${href}`;
    return [
      '<entry>',
      `<id>${text(url)}</id>`,
      `<title>${text(item.title ?? '')}</title>`,
      `<link rel="alternate" type="text/html" href="${text(url)}"/>`,
      `<published>${published}</published>`,
      `<updated>${updated > published ? updated : published}</updated>`,
      item.summary ? `<summary>${text(item.summary)}</summary>` : '',
      '</entry>',
    ].join('');
  });
  const updated =
    entries
      .map(
        ({ item }) =>
          instant(item.updatedAt) ?? instant(item.publish_date) ?? instant(item.createdAt),
      )
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LOCALE_TAGS[locale]}">`,
    `<id>${text(origin + self)}</id>`,
    `<title>${text(title)}</title>`,
    `<subtitle>${text(subtitle)}</subtitle>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="${ATOM_TYPE}" href="${text(origin + self)}"/>`,
    `<link rel="alternate" type="text/html" href="${text(origin + page)}"/>`,
    `<author><name>${text(author)}</name><uri>${text(`${origin}/${locale}`)}</uri></author>`,
    `<icon>${text(`${origin}/favicon.svg`)}</icon>`,
    ...rows,
    '</feed>',
    '',
  ].join('\n');
}

interface FeedServiceOptions {
  cmsUrl: string;
  origin: string;
  gate: CmsGate;
  logger: Logger;
  /** Longest wait for the CMS. @default 5000 */
  readTimeoutMs?: number;
}

type Answer = { status: number; headers: Record<string, string>; body: string | null };

/** The page service's part for the feeds: `answer` gives the answer to a feed's address, or null. */
export function createFeeds({
  cmsUrl,
  origin,
  gate,
  logger,
  readTimeoutMs = 5000,
}: FeedServiceOptions) {
  const base = cmsUrl.replace(/\/+$/, '');
  const i18ns = new Map<Locale, Promise<I18n>>();
  const i18nOf = (locale: Locale) => {
    let made = i18ns.get(locale);
    if (!made) {
      made = localeCatalogs(locale).then((messages) =>
        setupI18n({ locale, messages: { [locale]: messages } }),
      );
      made.catch(() => i18ns.delete(locale));
      i18ns.set(locale, made);
    }
    return made;
  };

  const read = <T>(requestId: string, built: Built): Promise<T> =>
    gate.run(
      { requestId, signal: AbortSignal.timeout(readTimeoutMs), path: built.path },
      async () => {
        const res = await gate.fetch(`${base}${built.path}?${queryString(built.params)}`, {
          headers: { accept: 'application/json' },
        });
        if (!res.ok) {
          await res.body?.cancel();
          throw new Error(`${built.path}: ${res.status}`);
        }
        return (await res.json()) as T;
      },
    );

  /** The title a category or region has in `locale` (by category name or region documentId). */
  const titleOf = async (
    requestId: string,
    path: '/api/categories' | '/api/regions',
    filter: Record<string, unknown>,
    locale: Locale,
  ) => {
    const body = await read<ListEnvelope<{ title?: string }>>(requestId, {
      path,
      params: { fields: ['title'], filters: filter, locale, pagination: { pageSize: 1 } },
    });
    return body.data[0]?.title || undefined;
  };

  async function answer(url: URL, method: string, requestId: string): Promise<Answer | null> {
    const feed = feedOf(url.pathname);
    if (!feed) return null;
    if (method !== 'GET' && method !== 'HEAD')
      return {
        status: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: '',
      };
    const { locale, def, listPage } = feed;
    const filters = feedFilters(def, listPage, url.searchParams);
    try {
      const i18n = await i18nOf(locale);
      const category = filters.category ?? listPage.categories?.[0];
      const [list, categoryTitle, regionTitle] = await Promise.all([
        read<ListEnvelope<ContentItem & { updatedAt?: string }>>(requestId, {
          ...listQuery(def, {
            locale,
            category: filters.category ?? listPage.categories,
            regionId: filters.region,
            pageSize: FEED_ENTRIES,
            cards: true,
          }),
        }),
        category
          ? titleOf(requestId, '/api/categories', { name: { $eq: category } }, locale)
          : undefined,
        filters.region
          ? titleOf(requestId, '/api/regions', { documentId: { $eq: filters.region } }, locale)
          : undefined,
      ]);
      const listTitle = categoryTitle ?? i18n._(def.label);
      const title = regionTitle ? `${listTitle}: ${regionTitle}` : listTitle;
      const xml = atomFeed({
        origin,
        locale,
        self: feedHref(locale, listPage.path, filters)!,
        page: withQuery(localePath(locale, listPage.path), filters),
        title: `${title} – ${i18n._(SITE_SHORT_NAME)}`,
        subtitle: i18n._(listDescription(title)),
        author: i18n._(DEPARTMENT_NAME),
        entries: list.data
          .map((item) => ({ item, href: def.resultHref?.(item, locale) ?? '' }))
          .filter(({ href }) => href.startsWith(`/${locale}/`)),
        now: new Date(),
      });
      return {
        status: 200,
        headers: {
          'content-type': `${ATOM_TYPE}; charset=utf-8`,
          'cache-control': 'public, max-age=300',
        },
        body: method === 'HEAD' ? null : xml,
      };
    } catch (error) {
      logger.throttled('warn', 'feed_unavailable', {
        requestId,
        path: url.pathname,
        error: String(error),
      });
      return {
        status: 503,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '60',
        },
        body: method === 'HEAD' ? null : 'Feed unavailable; try again later\n',
      };
    }
  }

  return { answer };
}
