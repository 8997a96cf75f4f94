import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_PAGES,
  COLLECTIONS,
  SEARCH_TAGS,
  SINGLE_TYPES,
  allSearchable,
  collectionByKey,
  collectionByTag,
  contentTypeByApiName,
  pageHref,
} from '../../../site/cms/collections';
import { CARD_FIELDS, cardPopulate, listQuery } from '../../../site/cms/query';
import type { ContentItem } from '../../../site/cms/types';

const item = (extra: Partial<ContentItem> = {}): ContentItem => ({
  documentId: 'abc123',
  title: 'T',
  content_html: '',
  ...extra,
});
const href = (tag: string, extra?: Partial<ContentItem>, locale = 'th') =>
  collectionByTag(tag)!.resultHref!(item(extra), locale);

describe('the collection registry', () => {
  it('has the 16 search tags, each on exactly one collection with a result route', () => {
    expect(SEARCH_TAGS).toHaveLength(16);
    const searchable = allSearchable();
    expect(searchable.map((c) => c.tag)).toEqual([...SEARCH_TAGS]);
    for (const c of searchable) {
      expect(c.resultHref, c.key).toBeTypeOf('function');
      expect(c.resultHref!(item(), 'en'), c.key).toMatch(/^\/en\/\S+$/);
    }
    expect(new Set(COLLECTIONS.filter((c) => c.tag).map((c) => c.key)).size).toBe(16);
  });

  it('maps the search tags with other names to the right CMS collections', () => {
    expect(collectionByTag('delve_into_the_world_markets')!.apiPath).toBe('/api/posts');
    expect(collectionByTag('highlighted')!.apiPath).toBe('/api/highlighted-product-catalogs');
    expect(collectionByTag('sitemap')!.apiPath).toBe('/api/site-map-posts');
    expect(collectionByTag('ditp_news')!.apiPath).toBe('/api/ditp-news');
    expect(collectionByTag('procurement_news')!.apiPath).toBe('/api/procurement-news');
    expect(collectionByTag('nope')).toBeUndefined();
  });

  it('searches content_html only for posts and news', () => {
    const withContent = COLLECTIONS.filter((c) => c.searchFields.includes('content_html')).map(
      (c) => c.key,
    );
    expect(withContent.sort()).toEqual(['ditp-news', 'posts']);
    for (const c of allSearchable()) expect(c.searchFields[0]).toBe('title');
  });

  describe('builds each of the 17 result routes', () => {
    it('/post/{id} for world-market articles', () => {
      expect(
        href('delve_into_the_world_markets', { category: { documentId: 'c', name: 'Hot-issue' } }),
      ).toBe('/th/post/abc123');
    });
    it('/post/post-knowledge/{id} for the knowledge category and the knowledge post types', () => {
      expect(
        href('delve_into_the_world_markets', { category: { documentId: 'c', name: 'Knowledge' } }),
      ).toBe('/th/post/post-knowledge/abc123');
      expect(
        href('delve_into_the_world_markets', {
          category_post: { documentId: 'c', name: 'Knowledge' },
        }),
      ).toBe('/th/post/post-knowledge/abc123');
      for (const type of ['Podcast', 'Presentation', 'blockdit']) {
        expect(
          href('delve_into_the_world_markets', {
            post_type: { documentId: 'p', post_type_name: type },
          }),
        ).toBe('/th/post/post-knowledge/abc123');
      }
      expect(
        href('delve_into_the_world_markets', {
          post_type: { documentId: 'p', post_type_name: 'Article' },
        }),
      ).toBe('/th/post/abc123');
    });
    it('Trade-Guide for the two trade-guide categories, Investment-Guide otherwise', () => {
      for (const name of ['Trade-Guide', 'Trade-Guide-Regulation']) {
        expect(href('trade_and_investment_guides', { category: { documentId: 'c', name } })).toBe(
          '/th/international-foreign-market/Trade-Guide/abc123',
        );
      }
      expect(
        href('trade_and_investment_guides', {
          category: { documentId: 'c', name: 'Investment-Guide' },
        }),
      ).toBe('/th/international-foreign-market/Investment-Guide/abc123');
    });
    it.each([
      ['ditp_news', '/th/post/ditpnew/abc123'],
      ['apply_for_works', '/th/apply-for-work/abc123'],
      ['about_ditp_2s', '/th/post/about/about-ditp-2/abc123'],
      ['ditp_honest_transparent_no_corruptions', '/th/post/ditp-honest/abc123'],
      ['procurement_news', '/th/post/inthecountry/abc123'],
      ['international_trade_promotion_funds', '/th/post/international-trade-promotion-fund/abc123'],
      ['service_standard_posts', '/th/post/service-standard/abc123'],
      ['government_information_center_posts', '/th/post/government/abc123'],
      ['privacy_policy_posts', '/th/post/policy/th-privacy-policy/abc123'],
      ['apply_for_work_posts', '/th/post/apply-for-work/apply_for_work_posts/abc123'],
      ['trade_opportunities', '/th/post/trade/abc123'],
      ['sitemap', '/th/data-governance-policy/abc123'],
      ['highlighted', '/th/highlighted-product/abc123'],
    ])('%s -> %s', (tag, expected) => {
      expect(href(tag)).toBe(expected);
    });
    it('trending products open their external link_url (a detail page only without one)', () => {
      expect(href('trending_products', { link_url: 'https://example.com/p?x=1' })).toBe(
        'https://example.com/p?x=1',
      );
      expect(href('trending_products', { link_url: 'javascript:alert(1)' })).toBe(
        '/th/trending-products/abc123',
      );
      expect(href('trending_products', { link_url: null })).toBe('/th/trending-products/abc123');
    });
    it('encodes the id and prefixes the locale', () => {
      expect(href('ditp_news', { documentId: 'a/b' }, 'en')).toBe('/en/post/ditpnew/a%2Fb');
    });
  });

  it('every detail route pattern and every result route fit together', () => {
    for (const c of allSearchable()) {
      const out = c.resultHref!(item(), 'th');
      if (/^https?:/.test(out)) continue;
      const patterns = c.detailPaths.map((p) => `/th${p.replace(':id', 'abc123')}`);
      expect(patterns, c.key).toContain(out);
    }
  });

  it('page paths are unique across collections, single types and app pages', () => {
    const paths = [
      ...COLLECTIONS.flatMap((c) => [...c.listPages.map((l) => l.path), ...c.detailPaths]),
      ...SINGLE_TYPES.map((s) => s.pagePath),
      ...APP_PAGES.map((p) => p.pagePath),
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the menu and footer pages', () => {
    const single = (k: string) => pageHref(k, 'th');
    expect(single('about-ditp-thai')).toBe('/th/post/about/about-ditp-thai');
    expect(single('web-policy')).toBe('/th/post/policy/web-policy');
    expect(single('e-service')).toBe('/th/e-Service');
    expect(single('faq')).toBe('/th/frequently-ask');
    expect(single('exporting-business')).toBe('/th/exporting-business');
    expect(single('home')).toBe('/th');
    expect(pageHref('ditp-news', 'en')).toBe('/en/ditp-news');
    expect(pageHref('procurement-news', 'en')).toBe('/en/procurement');
    expect(pageHref('sitemap', 'en')).toBe('/en/sitemap');
    expect(pageHref('nothing', 'en')).toBeUndefined();
  });

  it('marks the previewable collections as previewable and resolves preview api names', () => {
    const previewable = COLLECTIONS.filter((c) => c.previewable).map((c) => c.key);
    expect(previewable).toHaveLength(15);
    expect(previewable).not.toContain('trending-products');
    expect(contentTypeByApiName('posts')?.kind).toBe('collection');
    expect(contentTypeByApiName('faq')?.kind).toBe('single');
    expect(contentTypeByApiName('admin')).toBeUndefined();
  });

  it('labels are real Lingui messages (ids are the hash of their text)', () => {
    for (const c of COLLECTIONS) {
      expect(c.label.id, c.key).toBe(generateMessageId(c.label.message!));
    }
    expect(collectionByKey('posts')!.label.message).toBe('World markets');
  });
});

describe('the registry and the CMS content model agree on what cards read', () => {
  const apiDir = path.resolve(import.meta.dirname, '../../../cms/src/api');
  const schemas = new Map<string, Record<string, { type: string }>>();
  for (const dir of readdirSync(apiDir)) {
    const file = path.join(apiDir, dir, 'content-types', dir, 'schema.json');
    if (!existsSync(file)) continue;
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schemas.set(schema.info.pluralName, schema.attributes);
  }

  it.each(COLLECTIONS.map((c) => [c.key, c] as const))(
    '%s: lists populate its image and exactly its card relations; search matches text fields',
    (_, def) => {
      const attributes = schemas.get(def.key);
      expect(attributes, `no CMS collection "${def.key}"`).toBeDefined();
      expect(attributes!.image?.type).toBe('media');
      const cardRelations = (['category', 'region', 'post_type'] as const).filter(
        (name) => attributes![name]?.type === 'relation',
      );
      expect([...def.relations].sort()).toEqual([...cardRelations].sort());
      expect(Object.keys(cardPopulate(def)).sort()).toEqual(['image', ...cardRelations].sort());
      // Search matches these fields by name: each must be a text field of the type (else 400).
      for (const field of def.searchFields) {
        expect(['string', 'text', 'richtext']).toContain(attributes![field]?.type);
      }
      // A card list asks for these fields by name (`fields`): each must exist (else 400), and the
      // stored summary must be there for the card's snippet.
      const cardFields = listQuery(def, { locale: 'th', cards: true }).params.fields as string[];
      expect(cardFields).toEqual([...CARD_FIELDS, ...def.cardFields]);
      for (const field of cardFields.filter((f) => f !== 'createdAt'))
        expect(attributes![field], `${def.key}.${field}`).toBeDefined();
      expect(attributes!.summary?.type).toBe('text');
      expect(listQuery(def, { locale: 'th' }).params).not.toHaveProperty('fields');
    },
  );
});
