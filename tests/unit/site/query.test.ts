import { describe, expect, it } from 'vitest';
import { SPEC, formatMonth, formatYear } from '../../../design-system';
import { siteMonthRange, siteYear, siteYearRange } from '../../../cms/src/model/years';
import { queryString } from '../../../site/cms/qs';
import { collectionByKey, singleTypeByKey } from '../../../site/cms/collections';
import {
  detailQuery,
  isVisible,
  listQuery,
  oldestQuery,
  previewQuery,
  federatedSearchQuery,
  searchQuery,
  singleQuery,
  sitemapQuery,
} from '../../../site/cms/query';

const now = new Date('2025-01-02T03:04:05.000Z');
const posts = collectionByKey('posts')!;
const news = collectionByKey('ditp-news')!;
const jobs = collectionByKey('apply-for-works')!;
const url = (b: { path: string; params: Record<string, unknown> }) =>
  `${b.path}?${queryString(b.params)}`;
/** Cards populate the image and the relations they read (label, route), not everything. */
const postsPopulate =
  'populate[image]=true&populate[category]=true&populate[region]=true&populate[post_type]=true';
const visible =
  'filters[$or][0][publish_date][$lte]=2025-01-02T03%3A04%3A05.000Z&filters[$or][1][publish_date][$null]=true';

describe('Strapi query strings', () => {
  it('list: populate, newest first, visible only, page 1 of 20, locale', () => {
    expect(url(listQuery(posts, { locale: 'th', now }))).toBe(
      `/api/posts?${postsPopulate}&sort[0]=publish_date%3Adesc&sort[1]=createdAt%3Adesc&${visible}&pagination[page]=1&pagination[pageSize]=20&locale=th`,
    );
    const defaults = listQuery(posts, { locale: 'th', now }).params.pagination;
    expect(defaults).toEqual({
      page: SPEC.request.defaultPage,
      pageSize: SPEC.request.defaultPageSize,
    });
  });

  it('list filters: category name, several category names, category documentId, region documentId', () => {
    expect(
      url(listQuery(posts, { locale: 'en', now, page: 3, pageSize: 5, category: 'Knowledge' })),
    ).toBe(
      `/api/posts?${postsPopulate}&sort[0]=publish_date%3Adesc&sort[1]=createdAt%3Adesc&${visible}&filters[category][name][$eq]=Knowledge&pagination[page]=3&pagination[pageSize]=5&locale=en`,
    );
    expect(
      queryString(
        listQuery(posts, { locale: 'en', now, category: ['Trade-Guide', 'Trade-Guide-Regulation'] })
          .params,
      ),
    ).toContain(
      'filters[category][name][$in][0]=Trade-Guide&filters[category][name][$in][1]=Trade-Guide-Regulation',
    );
    expect(
      queryString(
        listQuery(posts, { locale: 'en', now, categoryId: 'cat1', regionId: 'reg1' }).params,
      ),
    ).toContain('filters[category][documentId][$eq]=cat1&filters[region][documentId][$eq]=reg1');
    // nonsense paging falls back to the defaults
    expect(listQuery(posts, { locale: 'en', page: -1, pageSize: 0 }).params.pagination).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('detail and single type', () => {
    expect(url(detailQuery(posts, 'abc', 'zh'))).toBe('/api/posts/abc?populate=%2A&locale=zh');
    expect(url(singleQuery(singleTypeByKey('faq')!, 'ja'))).toBe('/api/faq?populate=%2A&locale=ja');
  });

  it("search: one read of the CMS's search endpoint per collection, its match fields, page size 5", () => {
    expect(url(searchQuery(jobs, 'ส่งออก 100%', { locale: 'th' }))).toBe(
      '/api/search/apply-for-works?q=%E0%B8%AA%E0%B9%88%E0%B8%87%E0%B8%AD%E0%B8%AD%E0%B8%81%20100%25' +
        '&locale=th&page=1&pageSize=5&match=title',
    );
    expect(url(searchQuery(news, "a&b='c'", { locale: 'en', page: 2 }))).toBe(
      '/api/search/ditp-news?q=a%26b%3D%27c%27&locale=en&page=2&pageSize=5&match=title%2Ccontent_html',
    );
    expect(SPEC.search.pageSize).toBe(5);
  });

  it('search: one read of the federated endpoint names every collection with its match fields', () => {
    expect(url(federatedSearchQuery([jobs, news], 'ส่งออก 100%', { locale: 'th' }))).toBe(
      '/api/search?q=%E0%B8%AA%E0%B9%88%E0%B8%87%E0%B8%AD%E0%B8%AD%E0%B8%81%20100%25' +
        '&locale=th&page=1&pageSize=5&in[apply-for-works]=title&in[ditp-news]=title%2Ccontent_html',
    );
    expect(url(federatedSearchQuery([posts], 'a&b', { locale: 'en', page: 3, pageSize: 10 }))).toBe(
      '/api/search?q=a%26b&locale=en&page=3&pageSize=10&in[posts]=title%2Ccontent_html',
    );
  });

  it('sitemap links and preview', () => {
    expect(url(sitemapQuery(collectionByKey('site-map-posts')!, 'th', now))).toBe(
      `/api/site-map-posts?fields[0]=title&sort[0]=publish_date%3Adesc&sort[1]=createdAt%3Adesc&${visible}&pagination[page]=1&pagination[pageSize]=100&locale=th`,
    );
    const preview = previewQuery(posts, 'doc1', 'en', 's3cret');
    expect(url(preview)).toBe('/api/posts/doc1?populate=%2A&locale=en&status=draft');
    expect(preview.headers).toEqual({ 'x-preview-token': 's3cret' });
    expect(url(previewQuery(singleTypeByKey('home')!, undefined, 'th', 's', 'published'))).toBe(
      '/api/home?populate=%2A&locale=th&status=published',
    );
    // the secret never travels in the query string
    expect(url(preview)).not.toContain('s3cret');
  });

  it('isVisible: no date or a past date is visible, a future one is not', () => {
    expect(isVisible({ publish_date: null }, now)).toBe(true);
    expect(isVisible({ publish_date: '2025-01-02T03:04:05.000Z' }, now)).toBe(true);
    expect(isVisible({ publish_date: '2025-01-02T03:04:06.000Z' }, now)).toBe(false);
  });
});

describe('the year filter of a list', () => {
  it('is a calendar year in Thailand, by publish_date or else createdAt', () => {
    expect(siteYearRange(2026)).toEqual({
      start: '2025-12-31T17:00:00.000Z',
      end: '2026-12-31T17:00:00.000Z',
    });
    const q = listQuery(
      { apiPath: 'ditp-news', relations: [], cardFields: [] },
      { locale: 'th', dated: siteYearRange(2026) },
    );
    const filters = q.params.filters as Record<string, unknown>;
    // Visibility still applies, and the year comes on top of it.
    expect(filters.$or).toBeDefined();
    expect(filters.$and).toEqual([
      {
        $or: [
          { publish_date: { $gte: '2025-12-31T17:00:00.000Z', $lt: '2026-12-31T17:00:00.000Z' } },
          {
            $and: [
              { publish_date: { $null: true } },
              { createdAt: { $gte: '2025-12-31T17:00:00.000Z', $lt: '2026-12-31T17:00:00.000Z' } },
            ],
          },
        ],
      },
    ]);
    expect(
      (
        listQuery({ apiPath: 'x', relations: [], cardFields: [] }, { locale: 'th' }).params
          .filters as Record<string, unknown>
      ).$and,
    ).toBeUndefined();
  });

  it('starts at the oldest dated entry: one row, its publish_date only, oldest first', () => {
    const q = oldestQuery({ apiPath: 'ditp-news' }, 'en', new Date('2026-11-26T00:00:00Z'));
    expect(q.params).toMatchObject({
      fields: ['publish_date'],
      sort: ['publish_date:asc'],
      pagination: { page: 1, pageSize: 1 },
      locale: 'en',
      filters: { publish_date: { $notNull: true } },
    });
  });

  it("knows an instant's year in Thailand", () => {
    expect(siteYear('2018-12-31T17:30:00.000Z')).toBe(2019);
    expect(siteYear('2018-12-31T16:59:59.000Z')).toBe(2018);
  });

  it('a month is a calendar month in Thailand; December ends at the next January', () => {
    expect(siteMonthRange(2019, 1)).toEqual({
      start: '2018-12-31T17:00:00.000Z',
      end: '2019-01-31T17:00:00.000Z',
    });
    expect(siteMonthRange(2024, 2)).toEqual({
      start: '2024-01-31T17:00:00.000Z',
      end: '2024-02-29T17:00:00.000Z',
    });
    expect(siteMonthRange(2026, 12).end).toBe(siteYearRange(2027).start);
  });

  it('names months as each locale does when a month stands alone', () => {
    expect(formatMonth(1, 'th')).toBe('มกราคม');
    expect(formatMonth(1, 'en')).toBe('January');
    expect(formatMonth(12, 'zh')).toBe('十二月');
    expect(formatMonth(12, 'ja')).toBe('12月');
    expect(formatMonth(3, 'nl')).toBe('maart');
  });

  it('writes years as each locale does', () => {
    expect(formatYear(2026, 'th')).toBe('พ.ศ. 2569');
    expect(formatYear(2026, 'en')).toBe('2026');
    expect(formatYear(2026, 'zh')).toBe('2026年');
    expect(formatYear(2026, 'ja')).toBe('2026年');
    expect(formatYear(2026, 'nl')).toBe('2026');
  });
});
