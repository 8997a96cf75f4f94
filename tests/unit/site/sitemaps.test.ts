/**
 * The sitemaps and robots.txt (site/server/sitemaps.ts): file names both ways, the index split at
 * the protocol's 50,000 URLs, a locale's pages (only what exists in it, never a page for one
 * visitor), a section read chunk by chunk from where its part starts, alternates and escaping, and
 * the service part: the CMS's summary reused and standing in, 503 without one, a stream's slot
 * given back however the stream ends. The same files against the real CMS and the sitemaps.org
 * schemas: tests/contract/sitemaps.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createCmsGate } from '../../../site/server/cmsGate';
import { silentLogger } from '../../../site/server/log';
import {
  SITEMAP_CHUNK,
  SITEMAP_MAX_URLS,
  SITEMAP_SECTIONS,
  SITEMAP_STREAMS,
  createSitemaps,
  pagesSitemap,
  robotsTxt,
  sectionSitemap,
  sitemapFileOf,
  sitemapIndex,
  sitemapPath,
  type SectionReader,
  type SitemapSummary,
} from '../../../site/server/sitemaps';
import { collectionByKey } from '../../../site/cms/collections';
import { LOCALES, LOCALE_TAGS } from '../../../design-system';

const ORIGIN = 'https://www.ditp.go.th';
const news = collectionByKey('ditp-news')!;
const posts = collectionByKey('posts')!;

const summary: SitemapSummary = {
  collections: { 'ditp-news': { th: 120_001, en: 3 }, posts: { th: 2 }, executives: { th: 5 } },
  singles: { faq: { th: '2026-11-01T00:00:00.000Z', en: '2026-11-02T00:00:00.000Z' }, home: {} },
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** A CMS of `total` entries with ids 1..total, as GET /api/sitemap/:collection reads them. */
function fakeCms(total: number, calls: Array<Record<string, unknown>> = []): SectionReader {
  return async (params) => {
    calls.push(params);
    const start = params.offset ?? 0;
    const ids = Array.from({ length: total }, (_, i) => i + 1)
      .filter((id) => id > (params.after ?? 0))
      .slice(start, start + params.limit + 1);
    const chunk = ids.slice(0, params.limit);
    return {
      data: chunk.map((id) => ({
        id,
        documentId: `doc${id}`,
        updatedAt: '2026-11-20T10:00:00.000Z',
        locales: id % 2 ? ['en', 'xx'] : [],
      })),
      meta: { next: ids.length > params.limit ? chunk[chunk.length - 1]! : null },
    };
  };
}

async function collect(pieces: AsyncIterable<string>) {
  let out = '';
  for await (const piece of pieces) out += piece;
  return out;
}

describe('sitemap files', () => {
  it('names each file and reads each name back; anything else is no file', () => {
    for (const file of [
      { kind: 'index' as const },
      { kind: 'pages' as const, locale: 'ja' as const },
      { kind: 'section' as const, locale: 'th' as const, section: news, part: 3 },
    ])
      expect(sitemapFileOf(sitemapPath(file))).toEqual(file);
    for (const path of [
      '/sitemaps/xx/pages.xml',
      '/sitemaps/th/pages-1.xml',
      '/sitemaps/th/ditp-news.xml',
      '/sitemaps/th/ditp-news-0.xml',
      '/sitemaps/th/executives-1.xml', // no detail pages
      '/sitemaps/th/nothing-1.xml',
      '/sitemap.xml.gz',
    ])
      expect(sitemapFileOf(path), path).toBeNull();
    // Every section has detail pages on the site.
    for (const s of SITEMAP_SECTIONS) expect(s.detailPaths.length).toBeGreaterThan(0);
  });

  it('robots.txt names the index on the configured origin', () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robotsTxt(ORIGIN)).toContain('Disallow: /*/preview/');
  });

  it('the index lists every locale’s pages and splits a section every 50,000 entries', () => {
    const files = locs(sitemapIndex(ORIGIN, summary)).map((u) => u.slice(ORIGIN.length));
    for (const l of LOCALES) expect(files).toContain(`/sitemaps/${l}/pages.xml`);
    expect(files.filter((f) => f.startsWith('/sitemaps/th/ditp-news-'))).toEqual([
      '/sitemaps/th/ditp-news-1.xml',
      '/sitemaps/th/ditp-news-2.xml',
      '/sitemaps/th/ditp-news-3.xml',
    ]);
    expect(files).toContain('/sitemaps/en/ditp-news-1.xml');
    expect(files).toContain('/sitemaps/th/posts-1.xml');
    // No file for a section without entries in a locale, nor for one without detail pages.
    expect(files).not.toContain('/sitemaps/en/posts-1.xml');
    expect(files.some((f) => f.includes('executives'))).toBe(false);
  });

  it('a locale’s pages: home, lists with entries, published single types, public forms only', () => {
    const th = pagesSitemap(ORIGIN, 'th', summary);
    const en = pagesSitemap(ORIGIN, 'en', summary);
    expect(locs(th)).toContain(`${ORIGIN}/th`);
    expect(locs(th)).toContain(`${ORIGIN}/th/frequently-ask`);
    expect(th).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
    expect(locs(th)).toContain(`${ORIGIN}/th/ditp-news`);
    expect(locs(th)).toContain(`${ORIGIN}/th/international-foreign-market/Hot-issue`);
    expect(locs(en)).not.toContain(`${ORIGIN}/en/international-foreign-market/Hot-issue`);
    expect(locs(th)).toContain(`${ORIGIN}/th/survey-form`);
    for (const personal of ['/login', '/newsletter/confirm', '/newsletter/unsubscribe'])
      expect(locs(th)).not.toContain(`${ORIGIN}/th${personal}`);
    // A single type unpublished in a locale is not there.
    expect(locs(pagesSitemap(ORIGIN, 'zh', summary))).not.toContain(`${ORIGIN}/zh/frequently-ask`);
    // The list of news exists in th and en: alternates to both, itself included.
    const newsUrl = th.split('\n').find((l) => l.includes(`<loc>${ORIGIN}/th/ditp-news</loc>`))!;
    expect(newsUrl).toContain(`hreflang="${LOCALE_TAGS.th}" href="${ORIGIN}/th/ditp-news"`);
    expect(newsUrl).toContain(`hreflang="${LOCALE_TAGS.en}" href="${ORIGIN}/en/ditp-news"`);
    expect(newsUrl).not.toContain('/zh/');
  });

  it('a section’s part starts where it should and holds at most 50,000 entries, read in chunks', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const total = SITEMAP_MAX_URLS + 1_500;
    const part1 = await collect(
      sectionSitemap(
        ORIGIN,
        { kind: 'section', locale: 'th', section: news, part: 1 },
        fakeCms(total, calls),
      ),
    );
    expect(locs(part1)).toHaveLength(SITEMAP_MAX_URLS);
    expect(calls).toHaveLength(SITEMAP_MAX_URLS / SITEMAP_CHUNK);
    expect(calls[0]).toMatchObject({ offset: 0, limit: SITEMAP_CHUNK });
    expect(calls[1]).toMatchObject({ after: SITEMAP_CHUNK });
    calls.length = 0;
    const part2 = await collect(
      sectionSitemap(
        ORIGIN,
        { kind: 'section', locale: 'th', section: news, part: 2 },
        fakeCms(total, calls),
      ),
    );
    expect(calls[0]).toMatchObject({ offset: SITEMAP_MAX_URLS });
    expect(locs(part2)).toEqual(
      Array.from(
        { length: 1_500 },
        (_, i) => `${ORIGIN}/th/post/ditpnew/doc${SITEMAP_MAX_URLS + i + 1}`,
      ),
    );
    // lastmod, alternates to the locales the entry is in (unknown locale codes dropped).
    const first = part2.split('\n').find((l) => l.includes('doc50001<'))!;
    expect(first).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(first.match(/hreflang=/g)).toHaveLength(2);
    expect(
      part2
        .split('\n')
        .find((l) => l.includes('doc50002<'))!
        .match(/hreflang=/g),
    ).toHaveLength(1);
    expect(part2.startsWith('<?xml')).toBe(true);
    expect(part2.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('routes come from the registry (a knowledge post), addresses elsewhere are left out, text is escaped', async () => {
    const trending = collectionByKey('trending-products')!;
    const read: SectionReader = async () => ({
      data: [
        { id: 1, documentId: 'a&b', updatedAt: null, locales: [], category: { name: 'Knowledge' } },
        {
          id: 2,
          documentId: 'c',
          updatedAt: null,
          locales: [],
          link_url: 'https://shop.example.com/x',
        },
      ],
      meta: { next: null },
    });
    const xml = await collect(
      sectionSitemap(ORIGIN, { kind: 'section', locale: 'en', section: posts, part: 1 }, read),
    );
    expect(locs(xml)[0]).toBe(`${ORIGIN}/en/post/post-knowledge/a%26b`);
    const out = await collect(
      sectionSitemap(ORIGIN, { kind: 'section', locale: 'en', section: trending, part: 1 }, read),
    );
    expect(locs(out)).toEqual([`${ORIGIN}/en/trending-products/a%26b`]);
    expect(out).not.toContain('<lastmod>');
  });
});

describe('the sitemap service', () => {
  const summaryBody = JSON.stringify({ data: summary });

  function service(fetcher: (url: string) => Promise<Response>, clock = { t: 0 }) {
    const gate = createCmsGate({ fetch: ((url: string) => fetcher(String(url))) as typeof fetch });
    return createSitemaps({
      cmsUrl: 'http://cms.test',
      origin: ORIGIN,
      gate,
      logger: silentLogger,
      now: () => clock.t,
    });
  }

  it('answers only its own addresses, robots.txt with the configured origin', async () => {
    const sitemaps = service(async () => new Response(summaryBody));
    expect(await sitemaps.answer('/th/ditp-news', 'GET', 'r')).toBeNull();
    expect(await sitemaps.answer('/feed.xml', 'GET', 'r')).toBeNull();
    const robots = (await sitemaps.answer('/robots.txt', 'GET', 'r'))!;
    expect(robots.body).toBe(robotsTxt(ORIGIN));
    expect((await sitemaps.answer('/sitemaps/th/nothing-1.xml', 'GET', 'r'))!.status).toBe(404);
    expect((await sitemaps.answer('/sitemap.xml', 'POST', 'r'))!.status).toBe(405);
    const head = (await sitemaps.answer('/sitemap.xml', 'HEAD', 'r'))!;
    expect([head.status, head.body]).toEqual([200, null]);
    // A part past the section's entries does not exist.
    expect((await sitemaps.answer('/sitemaps/th/ditp-news-4.xml', 'GET', 'r'))!.status).toBe(404);
    expect((await sitemaps.answer('/sitemaps/en/posts-1.xml', 'GET', 'r'))!.status).toBe(404);
  });

  it('reads the summary once a minute, and the last one stands in while the CMS fails', async () => {
    const clock = { t: 0 };
    let reads = 0;
    let up = true;
    const sitemaps = service(async () => {
      reads++;
      if (!up) throw new Error('down');
      return new Response(summaryBody);
    }, clock);
    await Promise.all([1, 2, 3].map(() => sitemaps.answer('/sitemap.xml', 'GET', 'r')));
    expect(reads).toBe(1);
    clock.t = 61_000;
    up = false;
    const stale = (await sitemaps.answer('/sitemap.xml', 'GET', 'r'))!;
    expect(stale.status).toBe(200);
    expect(reads).toBe(2);
  });

  it('is a 503 with Retry-After when the CMS cannot answer and nothing stands in', async () => {
    const sitemaps = service(async () => new Response('no', { status: 500 }));
    const answer = (await sitemaps.answer('/sitemap.xml', 'GET', 'r'))!;
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('60');
  });

  it('streams at most a few sections at once, and a stream gives its slot back however it ends', async () => {
    const sitemaps = service(async (url) =>
      url.endsWith('/api/sitemap')
        ? new Response(summaryBody)
        : url.includes('ditp-news') && url.includes('locale=en')
          ? new Response('broken', { status: 500 })
          : new Response(JSON.stringify({ data: [], meta: { next: null } })),
    );
    const open = async () => (await sitemaps.answer('/sitemaps/th/ditp-news-1.xml', 'GET', 'r'))!;
    const streams = await Promise.all(Array.from({ length: SITEMAP_STREAMS }, open));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    expect((await open()).status).toBe(503);
    // One abandoned before its first piece (the client went away), one read to the end.
    await (streams[0]!.body as AsyncIterable<string>)[Symbol.asyncIterator]().return?.();
    expect(await collect(streams[1]!.body as AsyncIterable<string>)).toContain('</urlset>');
    const again = await Promise.all(Array.from({ length: SITEMAP_STREAMS }, open));
    expect(again.every((s) => s.status === 200)).toBe(true);
    for (const s of again) await collect(s.body as AsyncIterable<string>);
    // One that fails midway: an error (the writer cuts the connection), and its slot back.
    const failing = (await sitemaps.answer('/sitemaps/en/ditp-news-1.xml', 'GET', 'r'))!;
    await expect(collect(failing.body as AsyncIterable<string>)).rejects.toThrow();
    const after = await Promise.all(Array.from({ length: SITEMAP_STREAMS }, open));
    expect(after.every((s) => s.status === 200)).toBe(true);
  });
});
