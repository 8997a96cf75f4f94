/**
 * The lists' Atom feeds from the page service against the real CMS (site/server/feeds.ts): every
 * followable list in Thai and English is a feed a maintained parser reads, holding exactly the
 * list page's first page (same entries, same order, never a draft or a scheduled entry), each
 * entry's id its page on the configured origin; the region filter narrows as the page's does;
 * the list page announces its feed in the head and links to it; and what is not a feed is a 404.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get } from '../../site/cms/client';
import { COLLECTIONS, collectionByKey } from '../../site/cms/collections';
import { feedHref } from '../../site/cms/feeds';
import { listQuery } from '../../site/cms/query';
import type { ContentItem, ListEnvelope } from '../../site/cms/types';
import { FEED_ENTRIES } from '../../site/server/feeds';
import type { StartedPageService } from '../../site/server/pageService';
import { testPageService } from './testPageService';

const cmsUrl = () => inject('contractCmsUrl');
const ORIGIN = 'https://feeds-test.ditp.go.th';
let service: StartedPageService;

beforeAll(async () => {
  service = await testPageService({ cmsUrl: cmsUrl(), dataTimeoutMs: 4000, siteUrl: ORIGIN });
});
afterAll(() => service?.close());

const fetchFeed = async (path: string) => {
  const res = await fetch(new URL(path, service.url));
  const text = await res.text();
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toBe('application/atom+xml; charset=utf-8');
  return { text, feed: parseFeed(text).toJSON() };
};

const listed = async (
  key: string,
  locale: string,
  opts: { category?: readonly string[]; regionId?: string } = {},
) => {
  const def = collectionByKey(key)!;
  const q = listQuery(def, { locale, pageSize: FEED_ENTRIES, cards: true, ...opts });
  return get<ListEnvelope<ContentItem>>(q.path, q.params, {
    baseUrl: cmsUrl(),
    public: true,
    locale,
  });
};

describe('the lists’ Atom feeds', () => {
  it('every followable list, in Thai and English, holds the list’s first page', async () => {
    const now = Date.now();
    for (const def of COLLECTIONS.filter((c) => c.feed)) {
      for (const listPage of def.listPages) {
        for (const locale of ['th', 'en'] as const) {
          const path = feedHref(locale, listPage.path)!;
          const { text, feed } = await fetchFeed(path);
          expect(feed.meta.type).toBe('atom');
          expect(feed.self).toBe(`${ORIGIN}${path}`);
          expect(feed.url).toBe(`${ORIGIN}/${locale}${listPage.path}`);
          expect(feed.title, path).toMatch(/ – /);
          expect(feed.authors.length).toBe(1);
          expect(Date.parse(feed.updated!)).not.toBeNaN();
          const list = await listed(def.key, locale, { category: listPage.categories });
          const expected = list.data
            .map((item) => def.resultHref!(item, locale))
            .filter((href) => href.startsWith(`/${locale}/`))
            .map((href) => `${ORIGIN}${href}`);
          expect(
            feed.items.map((i) => i.id),
            path,
          ).toEqual(expected);
          for (const entry of feed.items) {
            expect(entry.url).toBe(entry.id);
            expect(Date.parse(entry.published!), entry.id!).toBeLessThanOrEqual(now);
            expect(Date.parse(entry.updated!)).toBeGreaterThanOrEqual(Date.parse(entry.published!));
            expect(entry.title).toBeTruthy();
          }
          // Required of every entry by RFC 4287.
          for (const entry of text.split('<entry>').slice(1))
            for (const required of ['<id>', '<title>', '<updated>'])
              expect(entry, path).toContain(required);
        }
      }
    }
  });

  it('never holds a scheduled or draft entry; Thai feeds are in Thai', async () => {
    const { feed, text } = await fetchFeed('/th/ditp-news/feed.atom');
    expect(feed.language).toBe('th-TH');
    expect(text).not.toContain('ข่าวล่วงหน้า');
    const en = await fetchFeed('/en/ditp-news/feed.atom');
    expect(en.text).not.toContain('Scheduled news');
    expect(en.feed.items.length).toBeGreaterThan(0);
    expect(
      (await fetchFeed('/en/international-foreign-market/Hot-issue/feed.atom')).text,
    ).not.toContain('Draft only');
  });

  it('a region narrows the feed as it narrows the list, and names it', async () => {
    const regions = await get<ListEnvelope<{ documentId: string; title: string }>>(
      '/api/regions',
      { locale: 'en', pagination: { pageSize: 100 } },
      { baseUrl: cmsUrl(), public: true, locale: 'en' },
    );
    let narrowed = 0;
    for (const region of regions.data) {
      const path = feedHref('en', '/trade-opportunities', { region: region.documentId })!;
      const { feed } = await fetchFeed(path);
      const list = await listed('trade-opportunities', 'en', { regionId: region.documentId });
      expect(feed.items.length, region.title).toBe(list.data.length);
      expect(feed.title).toContain(region.title);
      if (list.meta.pagination.total > 0) narrowed++;
    }
    expect(narrowed, 'some region has trade opportunities').toBeGreaterThan(0);
  });

  it('the list page announces its feed in the head and links to it', async () => {
    const res = await fetch(new URL('/en/trade-opportunities', service.url));
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${ORIGIN}/en/trade-opportunities/feed.atom" data-ssr>`,
      ),
    );
    expect(html).toMatch(/<a [^>]*href="\/en\/trade-opportunities\/feed\.atom"/);
    // A list nobody follows has none.
    const other = await (await fetch(new URL('/en/service-standards', service.url))).text();
    expect(other).not.toContain('application/atom+xml');
  });

  it('what is not a feed is a plain 404; HEAD has no body', async () => {
    for (const path of [
      '/en/service-standards/feed.atom',
      '/xx/ditp-news/feed.atom',
      '/en/ditp-news/rss.xml',
    ]) {
      const res = await fetch(new URL(path, service.url));
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<feed');
    }
    const head = await fetch(new URL('/en/ditp-news/feed.atom', service.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(
      (await fetch(new URL('/en/ditp-news/feed.atom', service.url), { method: 'POST' })).status,
    ).toBe(405);
  });
});
