/**
 * The site's data layer against the real CMS: every registry entry answers the exact queries the
 * site sends (through the site's own client and query builders), and the registry's result routes
 * work on real seeded items.
 */
import { describe, expect, inject, it } from 'vitest';
import { mintPreviewToken } from '../../cms/src/utils/preview-token';
import { type ApiError, get } from '../../site/cms/client';
import {
  COLLECTIONS,
  SINGLE_TYPES,
  allSearchable,
  collectionByKey,
  type CollectionDef,
} from '../../site/cms/collections';
import {
  detailQuery,
  listQuery,
  previewQuery,
  searchQuery,
  singleQuery,
  sitemapQuery,
} from '../../site/cms/query';
import type { ContentItem, EntryEnvelope, ListEnvelope } from '../../site/cms/types';
import { pageExists } from '../../site/server/pageExists';
import { searchAll } from '../../site/shell/search';

const cmsUrl = () => inject('contractCmsUrl');
const opts = (locale: string) => ({ baseUrl: cmsUrl(), public: true, locale });

const list = (
  def: CollectionDef,
  locale: string,
  extra: Parameters<typeof listQuery>[1] = { locale },
) => {
  const q = listQuery(def, { ...extra, locale });
  return get<ListEnvelope<ContentItem>>(q.path, q.params, opts(locale));
};

const expectEnvelope = (body: ListEnvelope<ContentItem>, page: number, pageSize: number) => {
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.meta.pagination).toMatchObject({ page, pageSize });
  expect(body.meta.pagination.pageCount).toBeTypeOf('number');
  expect(body.meta.pagination.total).toBeTypeOf('number');
};

/** A result route must be one of the collection's detail patterns (or an external link). */
const routeFits = (def: CollectionDef, href: string, locale: string, id: string) =>
  /^https:\/\//.test(href) ||
  def.detailPaths.some((p) => href === `/${locale}${p.replace(':id', encodeURIComponent(id))}`);

describe("the cards' reads: only what a card shows", () => {
  it('every collection answers the card read (its card fields, relations and files) in th and en', async () => {
    for (const def of COLLECTIONS) {
      for (const locale of ['th', 'en']) {
        const body = await list(def, locale, { locale, pageSize: 5, cards: true });
        expectEnvelope(body, 1, 5);
        for (const item of body.data) {
          expect(item.content_html, `${def.key}: no body in a card read`).toBeUndefined();
          for (const name of def.cardFiles) {
            for (const file of (item[name] as Array<Record<string, unknown>>) ?? []) {
              expect(Object.keys(file).sort(), `${def.key}.${name}`).toEqual(
                expect.arrayContaining(['name', 'url']),
              );
              expect(file).not.toHaveProperty('formats');
              expect(file).not.toHaveProperty('related');
            }
          }
        }
      }
    }
  });

  it("the home page's featured read: the flagged article of the locale, newest first", async () => {
    const posts = collectionByKey('posts')!;
    for (const locale of ['th', 'en']) {
      const body = await list(posts, locale, { locale, pageSize: 1, cards: true, featured: true });
      expect(body.data, `${locale} has a featured article`).toHaveLength(1);
      const all = await list(posts, locale, { locale, pageSize: 100, cards: true });
      expect(all.meta.pagination.total).toBeGreaterThan(body.meta.pagination.total);
      // The whole entry (not a card read) says it is flagged.
      const whole = await list(posts, locale, { locale, pageSize: 1, featured: true });
      expect(whole.data[0]!.documentId).toBe(body.data[0]!.documentId);
      expect(whole.data[0]!.featured).toBe(true);
    }
  });
});

describe('every registry collection answers the site list and detail queries', () => {
  for (const def of COLLECTIONS) {
    it(`${def.key}: list (th, en) and detail`, async () => {
      for (const locale of ['th', 'en']) {
        const body = await list(def, locale);
        expectEnvelope(body, 1, 20);
        expect(body.meta.pagination.total, `${def.key} ${locale} has content`).toBeGreaterThan(0);
        for (const item of body.data) expect(item.locale).toBe(locale);
        const first = body.data[0]!;
        const d = detailQuery(def, first.documentId, locale);
        const detail = await get<EntryEnvelope<ContentItem>>(d.path, d.params, opts(locale));
        expect(detail.data.documentId).toBe(first.documentId);
        expect(detail.data.title).toBe(first.title);
      }
    });
  }

  it('list pages with categories and the region filter narrow the list', async () => {
    for (const def of COLLECTIONS) {
      for (const page of def.listPages.filter((p) => p.categories)) {
        const body = await list(def, 'en', { locale: 'en', category: page.categories });
        expect(body.meta.pagination.total, page.path).toBeGreaterThan(0);
        for (const item of body.data) expect(page.categories).toContain(item.category?.name);
      }
    }
    const posts = collectionByKey('posts')!;
    const all = await list(posts, 'th', { locale: 'th', pageSize: 50 });
    const withRegion = all.data.find((p) => p.region)!;
    const byRegion = await list(posts, 'th', {
      locale: 'th',
      regionId: withRegion.region!.documentId,
    });
    expect(byRegion.data.length).toBeGreaterThan(0);
    for (const p of byRegion.data) expect(p.region?.documentId).toBe(withRegion.region!.documentId);
    const byCategoryId = await list(posts, 'th', {
      locale: 'th',
      categoryId: withRegion.category!.documentId,
    });
    for (const p of byCategoryId.data)
      expect(p.category?.documentId).toBe(withRegion.category!.documentId);
  });

  it('pages: page 2 of 5 holds other entries', async () => {
    const posts = collectionByKey('posts')!;
    const p1 = await list(posts, 'th', { locale: 'th', pageSize: 5 });
    const p2 = await list(posts, 'th', { locale: 'th', page: 2, pageSize: 5 });
    expectEnvelope(p2, 2, 5);
    const ids = new Set(p1.data.map((d) => d.documentId));
    for (const d of p2.data) expect(ids.has(d.documentId)).toBe(false);
  });
});

describe('search', () => {
  it('every searched collection answers the search query and its result routes fit real items', async () => {
    let total = 0;
    for (const def of allSearchable()) {
      for (const [locale, text] of [
        ['th', 'ส่งออก'],
        ['en', 'export'],
        ['en', 'e'],
      ] as const) {
        const q = searchQuery(def, text, { locale });
        const body = await get<ListEnvelope<ContentItem>>(q.path, q.params, opts(locale));
        expectEnvelope(body, 1, 5);
        total += body.meta.pagination.total;
        for (const item of body.data) {
          const href = def.resultHref!(item, locale);
          expect(routeFits(def, href, locale, item.documentId), `${def.key}: ${href}`).toBe(true);
        }
      }
    }
    expect(total).toBeGreaterThan(20);
  });

  it('the real seed exercises the special routes: knowledge posts, both guide kinds, external trending links', async () => {
    const hrefs: string[] = [];
    for (const key of ['posts', 'trade-and-investment-guides', 'trending-products']) {
      const def = collectionByKey(key)!;
      const body = await list(def, 'en', { locale: 'en', pageSize: 100 });
      hrefs.push(...body.data.map((item) => def.resultHref!(item, 'en')));
    }
    expect(hrefs.some((h) => h.startsWith('/en/post/post-knowledge/'))).toBe(true);
    expect(hrefs.some((h) => /^\/en\/post\/[a-z0-9]+$/.test(h))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('/en/international-foreign-market/Trade-Guide/'))).toBe(
      true,
    );
    expect(
      hrefs.some((h) => h.startsWith('/en/international-foreign-market/Investment-Guide/')),
    ).toBe(true);
    expect(hrefs.some((h) => h.startsWith('https://'))).toBe(true);
  });

  it('searchAll aggregates the 16 collections and odd input never fails', async () => {
    // searchAll goes through the client with the default base; point it at the CMS.
    const page = await searchAllAt('export', 'en');
    expect(page.groups).toHaveLength(16);
    expect(page.total).toBe(page.groups.reduce((s, g) => s + g.pagination.total, 0));
    expect(page.total).toBeGreaterThan(5);
    for (const text of ['%', '_', '\\', `'"`, '🇹🇭🚢', 'ส่งออก🙂', 'a'.repeat(10_000)]) {
      const odd = await searchAllAt(text, 'en');
      expect(odd.groups).toHaveLength(16);
    }
  });
});

describe('single types, sitemap links, preview', () => {
  it('every single type answers in th and en', async () => {
    for (const def of SINGLE_TYPES) {
      for (const locale of ['th', 'en']) {
        const q = singleQuery(def, locale);
        const body = await get<EntryEnvelope<ContentItem>>(q.path, q.params, opts(locale));
        expect(body.data.title, def.key).toBeTruthy();
      }
    }
  });

  it('the sitemap call lists data-governance links that resolve to /data-governance-policy/{id}', async () => {
    const def = collectionByKey('site-map-posts')!;
    const q = sitemapQuery(def, 'th');
    const body = await get<ListEnvelope<ContentItem>>(q.path, q.params, opts('th'));
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const item of body.data) {
      expect(def.resultHref!(item, 'th')).toBe(`/th/data-governance-policy/${item.documentId}`);
    }
  });

  it('preview: a draft is served with a preview token for it only', async () => {
    const previewSecret = inject('contractPreviewSecret');
    const list = mintPreviewToken(previewSecret, { type: 'posts', locale: 'en' });
    const posts = collectionByKey('posts')!;
    const drafts = await get<ListEnvelope<ContentItem>>(
      '/api/posts',
      { status: 'draft', locale: 'en', filters: { title: { $startsWith: 'Draft only' } } },
      { ...opts('en'), headers: { 'x-preview-token': list } },
    );
    const id = drafts.data[0]!.documentId;
    const token = mintPreviewToken(previewSecret, { type: 'posts', documentId: id, locale: 'en' });
    const q = previewQuery(posts, id, 'en', token);
    const ok = await get<EntryEnvelope<ContentItem>>(q.path, q.params, {
      ...opts('en'),
      headers: q.headers,
    });
    expect(ok.data.title).toMatch(/^Draft only/);
    const denied = await get(q.path, q.params, opts('en')).catch((e: unknown) => e);
    expect((denied as ApiError).status).toBe(404);
    const single = SINGLE_TYPES[0]!;
    const singleToken = mintPreviewToken(previewSecret, {
      type: single.apiPath.replace('/api/', ''),
      locale: 'th',
    });
    const home = previewQuery(single, undefined, 'th', singleToken);
    await expect(
      get(home.path, home.params, { ...opts('th'), headers: home.headers }),
    ).resolves.toBeTruthy();
  });
});

describe('headers', () => {
  it('the CMS accepts the empty refkey and the language header; a bearer it did not issue is refused (the session-expired path)', async () => {
    const res = await fetch(`${cmsUrl()}/api/ditp-news?locale=en`, {
      headers: { refkey: '', 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const foreign = await fetch(`${cmsUrl()}/api/ditp-news?locale=en`, {
      headers: { authorization: 'Bearer account-service-token' },
    });
    expect(foreign.status).toBe(401);
  });
});

describe('the HEAD page check against the real CMS', () => {
  it('answers 200 for pages that exist in a locale and 404 for those that do not', async () => {
    const posts = collectionByKey('posts')!;
    const th = await list(posts, 'th', { locale: 'th', pageSize: 100 });
    const thOnly = th.data.find((p) => p.title.startsWith('เฉพาะภาษาไทย'))!;
    const both = th.data.find((p) => p.title.startsWith('ส่งออกทุเรียนไทยไปจีน'))!;
    const o = { cmsUrl: cmsUrl() };
    await expect(pageExists(`/th/post/${thOnly.documentId}`, o)).resolves.toBe(200);
    await expect(pageExists(`/en/post/${thOnly.documentId}`, o)).resolves.toBe(404);
    await expect(pageExists(`/en/post/${both.documentId}`, o)).resolves.toBe(200);
    await expect(pageExists('/nl/frequently-ask', o)).resolves.toBe(200);
    await expect(pageExists('/en/post/doesnotexist123', o)).resolves.toBe(404);
    await expect(pageExists('/en/ditp-news', o)).resolves.toBe(200);
    await expect(pageExists('/en/not-a-page', o)).resolves.toBe(404);
  });
});

/** searchAll with the client's requests pointed at the test CMS (the site uses same-origin /api). */
async function searchAllAt(text: string, locale: string) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    realFetch(
      typeof input === 'string' && input.startsWith('/') ? `${cmsUrl()}${input}` : input,
      init,
    );
  try {
    return await searchAll(text, locale, 1);
  } finally {
    globalThis.fetch = realFetch;
  }
}
