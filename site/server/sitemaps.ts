/**
 * The site's sitemaps and robots.txt (docs/behaviour.md#sitemaps), answered by the page service:
 *
 * - `/robots.txt`: allows everything but previews, and names the sitemap index on the configured
 *   public origin (never the request's Host).
 * - `/sitemap.xml`: a sitemap index with, per locale, one sitemap of its pages (home, the list
 *   pages of sections with content in that locale, the published single types, the public forms)
 *   and one per section with detail pages, split every SITEMAP_MAX_URLS entries as the protocol
 *   requires (`/sitemaps/th/ditp-news-1.xml`, `-2.xml`...).
 * - `/sitemaps/{locale}/...`: each sitemap; a section's is streamed chunk by chunk from the CMS's
 *   GET /api/sitemap/:collection (an indexed walk of the primary key), so that its cost and memory
 *   stay flat at 100,000 entries. Every URL has `lastmod` and `xhtml:link` hreflang alternates to
 *   the locales where the same page is visible, itself included.
 *
 * Only visible entries (published, `publish_date` empty or past: the CMS applies the same rule as
 * the lists) and only addresses on this site: an entry that links elsewhere (a trending product's
 * `link_url`) has no page of its own to list. The file names and the sections come from the
 * registry (site/cms/collections.ts); nothing here names a collection.
 */
import { LOCALES, LOCALE_TAGS, isLocale, type Locale } from '../../design-system';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES, type CollectionDef } from '../cms/collections';
import type { ContentItem } from '../cms/types';
import type { CmsGate } from './cmsGate';
import { escapeHtml } from '../../cms/src/model/html';
import type { Logger } from './log';

/** At most this many URLs per sitemap (the sitemaps.org protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;
/** Entries per read of the CMS (its GET /api/sitemap/:collection maximum). */
export const SITEMAP_CHUNK = 1000;
/** How long the CMS's summary (counts per section and locale) is reused. */
export const SITEMAP_SUMMARY_SECONDS = 60;

/** The sections with pages of their own: every collection with a detail page. */
export const SITEMAP_SECTIONS: readonly CollectionDef[] = COLLECTIONS.filter(
  (c) => c.detailPaths.length > 0 && c.resultHref !== undefined,
);
const sectionByKey = new Map(SITEMAP_SECTIONS.map((c) => [c.key, c]));

/** What GET /api/sitemap answers. */
export interface SitemapSummary {
  /** Per collection (plural name), the visible entries per locale. */
  collections: Record<string, Partial<Record<string, number>>>;
  /** Per single type (singular name), when it was last changed in each locale it is published in. */
  singles: Record<string, Partial<Record<string, string>>>;
}

interface SitemapEntry {
  id: number;
  documentId: string;
  updatedAt: string | null;
  link_url?: string | null;
  /** The other locales this document is visible in. */
  locales: string[];
  category?: { name: string | null } | null;
  post_type?: { post_type_name: string | null } | null;
}

/** A sitemap file the site serves. */
export type SitemapFile =
  | { kind: 'index' }
  | { kind: 'pages'; locale: Locale }
  | { kind: 'section'; locale: Locale; section: CollectionDef; part: number };

/** The file an address names, or null when it names none (a 404). */
export function sitemapFileOf(pathname: string): SitemapFile | null {
  if (pathname === '/sitemap.xml') return { kind: 'index' };
  const m = /^\/sitemaps\/([a-z]{2})\/([a-z0-9-]+?)(?:-([1-9]\d{0,5}))?\.xml$/.exec(pathname);
  if (!m || !isLocale(m[1])) return null;
  const locale = m[1];
  if (m[2] === 'pages' && m[3] === undefined) return { kind: 'pages', locale };
  const section = sectionByKey.get(m[2]!);
  if (!section || m[3] === undefined) return null;
  return { kind: 'section', locale, section, part: Number(m[3]) };
}

/** The address of a sitemap file (the inverse of sitemapFileOf). */
export function sitemapPath(file: SitemapFile): string {
  switch (file.kind) {
    case 'index':
      return '/sitemap.xml';
    case 'pages':
      return `/sitemaps/${file.locale}/pages.xml`;
    case 'section':
      return `/sitemaps/${file.locale}/${file.section.key}-${file.part}.xml`;
  }
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Previews show drafts to editors (and answer noindex besides).
    'Disallow: /*/preview/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** One `<url>`: `path` is `/{locale}...`; `locales`: every locale the page exists in. */
function urlElement(
  origin: string,
  locale: Locale,
  path: (locale: Locale) => string,
  locales: readonly Locale[],
  lastmod?: string | null,
): string {
  const alternates = LOCALES.filter((l) => l === locale || locales.includes(l)).map(
    (l) =>
      `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeHtml(origin + path(l))}"/>`,
  );
  return `<url><loc>${escapeHtml(origin + path(locale))}</loc>${
    lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  }${alternates.join('')}</url>\n`;
}

/** The sitemap index: every locale's pages, and every section's files where it has entries. */
export function sitemapIndex(origin: string, summary: SitemapSummary): string {
  const files: SitemapFile[] = [];
  for (const locale of LOCALES) {
    files.push({ kind: 'pages', locale });
    for (const section of SITEMAP_SECTIONS) {
      const count = summary.collections[section.key]?.[locale] ?? 0;
      for (let part = 1; part <= Math.ceil(count / SITEMAP_MAX_URLS); part++)
        files.push({ kind: 'section', locale, section, part });
    }
  }
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((f) => `<sitemap><loc>${escapeHtml(origin + sitemapPath(f))}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

const localesWith = (counts: Partial<Record<string, unknown>> | undefined): Locale[] =>
  LOCALES.filter((l) => counts?.[l] !== undefined);

/**
 * A locale's pages that are not a section's entries: home, the list pages of the sections with
 * entries in that locale, the single types published in it, and the public app pages (forms,
 * the sitemap page; never a page for one visitor such as sign-in).
 */
export function pagesSitemap(origin: string, locale: Locale, summary: SitemapSummary): string {
  const at = (path: string) => (l: Locale) => `/${l}${path === '/' ? '' : path}`;
  const urls: string[] = [];
  for (const single of SINGLE_TYPES) {
    const published = summary.singles[single.key];
    // The home page is there whether or not its single type has content in this locale.
    if (single.pagePath !== '/' && published?.[locale] === undefined) continue;
    const locales = single.pagePath === '/' ? LOCALES : localesWith(published);
    urls.push(urlElement(origin, locale, at(single.pagePath), locales, published?.[locale]));
  }
  for (const c of COLLECTIONS) {
    const counts = summary.collections[c.key];
    if (c.embeddedIn || counts?.[locale] === undefined) continue;
    for (const list of c.listPages)
      urls.push(urlElement(origin, locale, at(list.path), localesWith(counts)));
  }
  for (const app of APP_PAGES) {
    if (!app.personal) urls.push(urlElement(origin, locale, at(app.pagePath), LOCALES));
  }
  return URLSET_OPEN + urls.join('') + URLSET_CLOSE;
}

export interface SectionReader {
  /** One chunk of GET /api/sitemap/:collection. */
  (params: {
    collection: string;
    locale: Locale;
    after?: number;
    offset?: number;
    limit: number;
  }): Promise<{ data: SitemapEntry[]; meta: { next: number | null } }>;
}

/**
 * One section's sitemap file, as pieces of XML to write as they come: part `n` holds the section's
 * entries `(n - 1) × SITEMAP_MAX_URLS` onwards (the first chunk skips there with `offset`, the next
 * ones continue after the last id read), at most SITEMAP_MAX_URLS of them.
 */
export async function* sectionSitemap(
  origin: string,
  file: Extract<SitemapFile, { kind: 'section' }>,
  read: SectionReader,
): AsyncGenerator<string> {
  const { section, locale, part } = file;
  yield URLSET_OPEN;
  let after: number | undefined;
  let left = SITEMAP_MAX_URLS;
  let first = true;
  while (left > 0) {
    const { data, meta } = await read({
      collection: section.key,
      locale,
      ...(first ? { offset: (part - 1) * SITEMAP_MAX_URLS } : { after }),
      limit: Math.min(SITEMAP_CHUNK, left),
    });
    first = false;
    left -= data.length;
    let piece = '';
    for (const entry of data) {
      const item = entry as unknown as ContentItem;
      const href = (l: Locale) => section.resultHref!(item, l);
      // Only pages of this site (a trending product may link elsewhere).
      if (!href(locale).startsWith(`/${locale}/`)) continue;
      piece += urlElement(origin, locale, href, entry.locales.filter(isLocale), entry.updatedAt);
    }
    if (piece) yield piece;
    if (meta.next === null || data.length === 0) break;
    after = meta.next;
  }
  yield URLSET_CLOSE;
}

/** Sitemaps being streamed at once; more wait for none and get a 503 (they are cheap to retry). */
export const SITEMAP_STREAMS = 2;

interface SitemapServiceOptions {
  cmsUrl: string;
  /** The configured public origin. */
  origin: string;
  gate: CmsGate;
  logger: Logger;
  /** Longest wait for one read of the CMS. @default 10000 */
  readTimeoutMs?: number;
  now?: () => number;
}

type Answer = {
  status: number;
  headers: Record<string, string>;
  body: string | null | AsyncIterable<string>;
};

/**
 * The page service's part for robots.txt and the sitemaps: `answer` gives the answer to an
 * address that is one of them, or null for any other address. The CMS's summary is read at most
 * once a minute (one read at a time; the last one stands in while the CMS cannot answer);
 * sections are streamed, at most SITEMAP_STREAMS at once.
 */
export function createSitemaps({
  cmsUrl,
  origin,
  gate,
  logger,
  readTimeoutMs = 10_000,
  now = Date.now,
}: SitemapServiceOptions) {
  const base = cmsUrl.replace(/\/+$/, '');
  let summary: { value: SitemapSummary; at: number } | null = null;
  let reading: Promise<SitemapSummary> | null = null;
  let streams = 0;

  const readJson = async <T>(requestId: string, path: string): Promise<T> =>
    gate.run({ requestId, signal: AbortSignal.timeout(readTimeoutMs), path }, async () => {
      const res = await gate.fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`${path}: ${res.status}`);
      }
      return (await res.json()) as T;
    });

  async function currentSummary(requestId: string): Promise<SitemapSummary> {
    if (summary && now() - summary.at < SITEMAP_SUMMARY_SECONDS * 1000) return summary.value;
    reading ??= readJson<{ data: SitemapSummary }>(requestId, '/api/sitemap')
      .then(({ data }) => {
        summary = { value: data, at: now() };
        return data;
      })
      .finally(() => (reading = null));
    try {
      return await reading;
    } catch (error) {
      if (summary) {
        logger.throttled('warn', 'sitemap_summary_stale', { requestId, error: String(error) });
        return summary.value;
      }
      throw error;
    }
  }

  const text = (status: number, body: string, extra: Record<string, string> = {}): Answer => ({
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': status === 200 ? 'public, max-age=3600' : 'no-store',
      ...extra,
    },
    body,
  });
  const xml = (body: string | AsyncIterable<string>): Answer => ({
    status: 200,
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
    body,
  });
  const unavailable = () =>
    text(503, 'Sitemap unavailable; try again later\n', { 'retry-after': '60' });

  async function answer(
    pathname: string,
    method: string,
    requestId: string,
  ): Promise<Answer | null> {
    const file = pathname === '/robots.txt' ? 'robots' : sitemapFileOf(pathname);
    if (!file && !pathname.startsWith('/sitemaps/')) return null;
    if (method !== 'GET' && method !== 'HEAD')
      return {
        status: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: '',
      };
    const head = method === 'HEAD';
    const withoutBody = (a: Answer): Answer => (head ? { ...a, body: null } : a);
    if (file === 'robots') return withoutBody(text(200, robotsTxt(origin)));
    if (!file) return withoutBody(text(404, 'Not found\n'));
    let current: SitemapSummary;
    try {
      current = await currentSummary(requestId);
    } catch (error) {
      logger.throttled('warn', 'sitemap_unavailable', { requestId, error: String(error) });
      return withoutBody(unavailable());
    }
    if (file.kind === 'index') return withoutBody(xml(sitemapIndex(origin, current)));
    if (file.kind === 'pages') return withoutBody(xml(pagesSitemap(origin, file.locale, current)));
    const count = current.collections[file.section.key]?.[file.locale] ?? 0;
    if (file.part > Math.ceil(count / SITEMAP_MAX_URLS))
      return withoutBody(text(404, 'Not found\n'));
    if (head) return { ...xml(''), body: null };
    if (streams >= SITEMAP_STREAMS) return unavailable();
    streams++;
    const read: SectionReader = ({ collection, ...params }) =>
      readJson(
        requestId,
        `/api/sitemap/${encodeURIComponent(collection)}?${new URLSearchParams(
          Object.entries(params)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        )}`,
      );
    const pieces = sectionSitemap(origin, file, read);
    let released = false;
    const release = () => {
      if (!released) streams--;
      released = true;
    };
    // The stream's slot is given back when the file is complete, fails, or is abandoned (the
    // writer returns the iterator when the client goes away, even before the first piece).
    const body: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        async next() {
          try {
            const step = await pieces.next();
            if (step.done) release();
            return step;
          } catch (error) {
            release();
            logger.throttled('warn', 'sitemap_cut', {
              requestId,
              path: pathname,
              error: String(error),
            });
            throw error;
          }
        },
        async return() {
          release();
          return pieces.return(undefined);
        },
      }),
    };
    return xml(body);
  }

  return { answer };
}
