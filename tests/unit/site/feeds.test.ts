/**
 * The lists' Atom feeds (site/cms/feeds.ts, site/server/feeds.ts): which lists have one and their
 * addresses both ways, the filters a feed takes (as its list page does), and the XML read back by
 * a maintained feed parser (@rowanmanning/feed-parser) with what RFC 4287 requires of a feed and
 * its entries. The feeds against the real CMS: tests/contract/feeds.test.ts.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, collectionByKey } from '../../../site/cms/collections';
import { FEED_FILE, feedFilters, feedHref, feedOf } from '../../../site/cms/feeds';
import { atomFeed } from '../../../site/server/feeds';
import { NOT_A_PAGE } from '../../../site/server/pageAddress';

const ORIGIN = 'https://www.ditp.go.th';

describe('feed addresses', () => {
  it('every list of a followable collection has a feed, and the address reads back', () => {
    const followable = COLLECTIONS.filter((c) => c.feed);
    expect(followable.map((c) => c.key).sort()).toEqual([
      'apply-for-work-posts',
      'apply-for-works',
      'ditp-news',
      'posts',
      'procurement-news',
      'trade-opportunities',
    ]);
    for (const def of followable)
      for (const page of def.listPages) {
        const href = feedHref('ja', page.path)!;
        expect(href).toBe(`/ja${page.path}/${FEED_FILE}`);
        expect(NOT_A_PAGE.test(href), 'the app follows it with a full load').toBe(true);
        expect(feedOf(href)).toEqual({ locale: 'ja', def, listPage: page });
      }
    // Lists nobody follows, unknown lists and locales: no feed.
    expect(feedHref('th', '/service-standards')).toBeUndefined();
    expect(feedOf('/th/service-standards/feed.atom')).toBeNull();
    expect(feedOf('/xx/ditp-news/feed.atom')).toBeNull();
    expect(feedOf('/th/ditp-news/feed.xml')).toBeNull();
  });

  it('takes the list page’s filters only where the list takes them', () => {
    const trade = collectionByKey('trade-opportunities')!;
    const news = collectionByKey('ditp-news')!;
    const q = (s: string) => new URLSearchParams(s);
    expect(feedFilters(trade, trade.listPages[0]!, q('region=abc123&page=2&year=2020'))).toEqual({
      region: 'abc123',
    });
    expect(feedFilters(trade, trade.listPages[0]!, q('region=a%22%3Cb'))).toEqual({});
    expect(feedFilters(news, news.listPages[0]!, q('region=abc123&category=x'))).toEqual({});
    const guides = { filters: { category: true, region: false } };
    const page = { path: '/g', categories: ['Trade-Guide', 'Trade-Guide-Regulation'] };
    expect(feedFilters(guides, page, q('category=Trade-Guide'))).toEqual({
      category: 'Trade-Guide',
    });
    expect(feedFilters(guides, page, q('category=Other'))).toEqual({});
    expect(feedHref('en', '/trade-opportunities', { region: 'abc123' })).toBe(
      '/en/trade-opportunities/feed.atom?region=abc123',
    );
  });
});

describe('the Atom document', () => {
  const item = (n: number, extra: Record<string, unknown> = {}) => ({
    documentId: `doc${n}`,
    title: `Entry <${n}> & co`,
    summary: `Summary ${n}\u0001`,
    publish_date: `2026-11-0${n}T03:00:00.000Z`,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: `2026-11-1${n}T00:00:00.000Z`,
    ...extra,
  });
  const xml = atomFeed({
    origin: ORIGIN,
    locale: 'th',
    self: '/th/ditp-news/feed.atom',
    page: '/th/ditp-news',
    title: 'ข่าว DITP – DITP',
    subtitle: 'ข่าวล่าสุด',
    author: 'กรมส่งเสริมการค้าระหว่างประเทศ',
    entries: [
      { href: '/th/post/ditpnew/doc1', item: item(1) },
      {
        href: '/th/post/ditpnew/doc2',
        item: item(2, { publish_date: null, updatedAt: undefined }),
      },
    ],
    now: new Date('2026-11-27T00:00:00.000Z'),
  });

  it('is a feed a maintained parser reads, with what RFC 4287 requires', () => {
    const feed = parseFeed(xml).toJSON();
    expect(feed.meta.type).toBe('atom');
    expect(feed.language).toBe('th-TH');
    expect(feed.title).toBe('ข่าว DITP – DITP');
    expect(feed.self).toBe(`${ORIGIN}/th/ditp-news/feed.atom`);
    expect(feed.url).toBe(`${ORIGIN}/th/ditp-news`);
    expect(feed.authors[0]!.name).toBe('กรมส่งเสริมการค้าระหว่างประเทศ');
    // The feed changed when its latest entry did.
    expect(feed.updated).toBe('2026-11-11T00:00:00.000Z');
    expect(xml).toMatch(
      /<feed[^>]*>\n<id>https:\/\/www\.ditp\.go\.th\/th\/ditp-news\/feed\.atom<\/id>/,
    );
    expect(feed.items.map((i) => [i.id, i.url, i.title])).toEqual([
      [`${ORIGIN}/th/post/ditpnew/doc1`, `${ORIGIN}/th/post/ditpnew/doc1`, 'Entry <1> & co'],
      [`${ORIGIN}/th/post/ditpnew/doc2`, `${ORIGIN}/th/post/ditpnew/doc2`, 'Entry <2> & co'],
    ]);
    const [first, second] = feed.items;
    expect(first!.published).toBe('2026-11-01T03:00:00.000Z');
    expect(first!.updated).toBe('2026-11-11T00:00:00.000Z');
    // No publish date: its creation; no change since: published.
    expect(second!.published).toBe('2026-10-01T00:00:00.000Z');
    expect(second!.updated).toBe('2026-10-01T00:00:00.000Z');
    // Characters XML does not allow are dropped, not sent.
    expect(first!.description).toBe('Summary 1');
    for (const entry of xml.split('<entry>').slice(1))
      for (const required of ['<id>', '<title>', '<updated>', '<link rel="alternate"'])
        expect(entry).toContain(required);
  });

  it('an empty list is a valid feed that says when it was written', () => {
    const empty = parseFeed(
      atomFeed({
        origin: ORIGIN,
        locale: 'en',
        self: '/en/procurement/feed.atom',
        page: '/en/procurement',
        title: 'Procurement news – DITP',
        subtitle: 's',
        author: 'a',
        entries: [],
        now: new Date('2026-11-27T00:00:00.000Z'),
      }),
    ).toJSON();
    expect(empty.items).toEqual([]);
    expect(empty.updated).toBe('2026-11-27T00:00:00.000Z');
  });
});
