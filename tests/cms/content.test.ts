/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
import { createHmac } from 'node:crypto';
import qs from 'qs';
import { describe, expect, it, beforeAll, inject } from 'vitest';
import {
  auth,
  get,
  post,
  listCollections,
  listQuery,
  singleTypes,
  previewSecret,
  url as inject_url,
} from './helpers';
import { LOCALES } from '../../cms/src/model/locales';
import { EMPLOYMENT_TYPES } from '../../cms/src/model/jobs';
import { mintPreviewToken, readPreviewToken } from '../../cms/src/utils/preview-token';

const expectEnvelope = (body: any, page = 1, pageSize = 20) => {
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.meta.pagination).toMatchObject({ page, pageSize });
  expect(typeof body.meta.pagination.pageCount).toBe('number');
  expect(typeof body.meta.pagination.total).toBe('number');
};

describe('list collections answer the site query shape', () => {
  it('knows every list collection of the content model', () => {
    const names = listCollections.map((s) => s.info.pluralName).sort();
    for (const n of [
      'posts',
      'categories',
      'regions',
      'post-types',
      'report-types',
      'authors',
      'tags',
      'executives',
      'overseas-offices',
      'trade-and-investment-guides',
      'highlighted-product-catalogs',
      'trending-products',
      'trade-opportunities',
      'awarded-products-services',
      'about-ditp-2s',
      'international-trade-promotion-funds',
      'procurement-news',
      'ditp-news',
      'ditp-honest-transparent-no-corruptions',
      'service-standard-posts',
      'government-information-center-posts',
      'privacy-policy-posts',
      'apply-for-works',
      'apply-for-work-posts',
      'divisions',
      'site-map-posts',
      'popups',
      'trade-associations',
      'category-trade-associations',
      'ditp-families',
    ]) {
      expect(names).toContain(n);
    }
  });

  for (const s of listCollections) {
    const plural = s.info.pluralName;
    it(`GET /api/${plural} (th and en) returns the paginated envelope with visible entries only`, async () => {
      const now = new Date().toISOString();
      for (const locale of ['th', 'en']) {
        const { status, body } = await get(`/api/${plural}?${listQuery(locale, { now })}`);
        expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
        expectEnvelope(body);
        expect(body.meta.pagination.total, `${plural} ${locale} has seed content`).toBeGreaterThan(
          0,
        );
        for (const item of body.data) {
          expect(item.documentId).toMatch(/^[a-z0-9]+$/);
          expect(item.locale).toBe(locale);
          expect(typeof item.title).toBe('string');
          expect('content_html' in item).toBe(true);
          if (item.publish_date !== null)
            expect(Date.parse(item.publish_date)).toBeLessThanOrEqual(Date.parse(now));
        }
        // sorted by publish_date desc among dated entries
        const dates = body.data
          .map((i: any) => i.publish_date)
          .filter(Boolean)
          .map(Date.parse);
        expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      }
    });
  }

  it('main collections have at least 8 entries in th and en and at least 3 in zh, ja, nl', async () => {
    const main = [
      'posts',
      'ditp-news',
      'procurement-news',
      'trade-and-investment-guides',
      'apply-for-works',
      'overseas-offices',
      'trade-opportunities',
      'highlighted-product-catalogs',
    ];
    for (const plural of main) {
      for (const locale of LOCALES) {
        const { body } = await get(`/api/${plural}?${listQuery(locale)}`);
        expect(body.meta.pagination.total, `${plural} ${locale}`).toBeGreaterThanOrEqual(
          locale === 'th' || locale === 'en' ? 8 : 3,
        );
      }
    }
  });

  it('pagination pages through the list', async () => {
    const p1 = await get(`/api/posts?${listQuery('th', { page: 1, pageSize: 5 })}`);
    const p2 = await get(`/api/posts?${listQuery('th', { page: 2, pageSize: 5 })}`);
    expectEnvelope(p1.body, 1, 5);
    expectEnvelope(p2.body, 2, 5);
    expect(p1.body.data).toHaveLength(5);
    expect(p1.body.meta.pagination.pageCount).toBe(Math.ceil(p1.body.meta.pagination.total / 5));
    const ids1 = p1.body.data.map((d: any) => d.documentId);
    for (const d of p2.body.data) expect(ids1).not.toContain(d.documentId);
  });

  // Pages after the first, and every page filtered on a relation, read their ids first
  // (cms/src/content/deep-pages.ts): each must still be exactly its slice of the whole list, in
  // order, with its category. The oracle is a read the lifecycle leaves alone: the whole locale's
  // first page (no offset, no relation filter), filtered here.
  it('every page of a list, filtered on a relation or not, is its slice of the whole list', async () => {
    const cards = (body: any) =>
      body.data.map((d: any) => [d.documentId, d.category?.name ?? null] as const);
    const slices = async (locale: string, category?: string) => {
      const whole = await get(`/api/posts?${listQuery(locale, { pageSize: 100 })}`);
      expect(whole.body.meta.pagination.total).toBe(whole.body.data.length);
      const all = cards(whole.body).filter(([, name]: any) => !category || name === category);
      expect(all.length).toBeGreaterThan(2);
      const filters = category ? { category: { name: { $eq: category } } } : undefined;
      const paged: unknown[] = [];
      for (let page = 1; paged.length < all.length; page++) {
        const { body } = await get(
          `/api/posts?${listQuery(locale, { page, pageSize: 2, filters })}`,
        );
        expectEnvelope(body, page, 2);
        expect(body.meta.pagination.total).toBe(all.length);
        expect(body.data.length, `page ${page}`).toBeGreaterThan(0);
        paged.push(...cards(body));
      }
      expect(paged).toEqual(all);
    };
    await slices('th');
    await slices('en', 'Knowledge');
    await slices('th', 'Knowledge');
  });

  it('populates relations and image formats', async () => {
    const { body } = await get(`/api/posts?${listQuery('en', { pageSize: 50 })}`);
    const withImage = body.data.find((p: any) => p.image);
    expect(withImage.image.url).toMatch(/^\/uploads\//);
    expect(withImage.image.formats.thumbnail.url).toMatch(/^\/uploads\//);
    const podcast = body.data.find((p: any) => p.post_type?.post_type_name === 'Podcast');
    expect(podcast).toBeTruthy();
    expect(podcast.category.name).toBe('Knowledge');
    for (const t of ['Presentation', 'blockdit'])
      expect(body.data.some((p: any) => p.post_type?.post_type_name === t)).toBe(true);
    expect(body.data.find((p: any) => p.title.includes('(no image)')).image).toBeNull();
  });

  it('filters by category name, category documentId and region documentId', async () => {
    const byName = await get(
      `/api/posts?${listQuery('th', { filters: { category: { name: { $eq: 'Knowledge' } } } })}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.data.length).toBeGreaterThanOrEqual(4);
    for (const p of byName.body.data) expect(p.category.name).toBe('Knowledge');

    const categoryId = byName.body.data[0].category.documentId;
    const byId = await get(
      `/api/posts?${listQuery('th', { filters: { category: { documentId: { $eq: categoryId } } } })}`,
    );
    expect(byId.body.meta.pagination.total).toBe(byName.body.meta.pagination.total);

    const all = await get(`/api/posts?${listQuery('th', { pageSize: 50 })}`);
    const eastAsia = all.body.data.find((p: any) => p.region?.name === 'East Asia').region
      .documentId;
    const byRegion = await get(
      `/api/posts?${listQuery('th', { filters: { region: { documentId: { $eq: eastAsia } } } })}`,
    );
    expect(byRegion.body.data.length).toBeGreaterThan(0);
    for (const p of byRegion.body.data) expect(p.region.documentId).toBe(eastAsia);

    const offices = await get(
      `/api/overseas-offices?${listQuery('th', { filters: { region: { documentId: { $eq: eastAsia } } } })}`,
    );
    expect(offices.body.data.length).toBeGreaterThanOrEqual(3);
    expect(offices.body.data.map((o: any) => o.country_name_th)).toContain('ญี่ปุ่น');
  });

  it('trade guides and investment guides are told apart by category', async () => {
    const trade = await get(
      `/api/trade-and-investment-guides?${listQuery('en', { filters: { category: { name: { $in: ['Trade-Guide', 'Trade-Guide-Regulation'] } } } })}`,
    );
    const invest = await get(
      `/api/trade-and-investment-guides?${listQuery('en', { filters: { category: { name: { $eq: 'Investment-Guide' } } } })}`,
    );
    expect(trade.body.meta.pagination.total).toBe(5);
    expect(invest.body.meta.pagination.total).toBe(3);
  });

  it('overseas offices carry kind, Thai country name and city, and no invented contacts', async () => {
    const { body } = await get(`/api/overseas-offices?${listQuery('en', { pageSize: 50 })}`);
    const kinds = new Set(body.data.map((o: any) => o.kind));
    expect(kinds).toEqual(new Set(['office', 'honorary_trade_advisor']));
    const countries = new Set(body.data.map((o: any) => o.country_name_th));
    for (const c of [
      'ญี่ปุ่น',
      'จีน',
      'สหรัฐอเมริกา',
      'เยอรมนี',
      'เนเธอร์แลนด์',
      'สหรัฐอาหรับเอมิเรตส์',
      'เวียดนาม',
      'อินเดีย',
    ])
      expect(countries).toContain(c);
    for (const o of body.data) {
      expect(o.city).toBeTruthy();
      // No invented contact details (tests/unit/seedFacts.test.ts checks the whole seed).
      expect([o.email, o.phone, o.website, o.address].filter(Boolean)).toEqual([]);
    }
  });

  it('a trending product links to an external link_url; job listings have their fields', async () => {
    const t = await get(`/api/trending-products?${listQuery('en')}`);
    expect(t.body.data.some((p: any) => /^https:\/\//.test(p.link_url))).toBe(true);
    const jobs = await get(`/api/apply-for-works?${listQuery('th')}`);
    for (const j of jobs.body.data) {
      expect(j.position).toBeTruthy();
      expect(j.closing_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof j.positions_available).toBe('number');
      expect(EMPLOYMENT_TYPES).toContain(j.employment_type);
      expect(j.department).toBeTruthy();
    }
  });

  it('site-map-posts list the data governance documents (footer links)', async () => {
    const { body } = await get(`/api/site-map-posts?${listQuery('th')}`);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
  });
});

describe('publish_date and drafts', () => {
  it('hides entries with a future publish_date, keeps those with none', async () => {
    const { body } = await get(`/api/posts?${listQuery('en', { pageSize: 100 })}`);
    const titles = body.data.map((p: any) => p.title);
    expect(titles).not.toContain('Scheduled: future outlook for Thai rice exports');
    expect(titles).toContain('Export documents checklist (no publish date)');
    // the future entry is published in Strapi: only the site's filter hides it
    const unfiltered = await get(
      `/api/posts?${qs.stringify({ locale: 'en', pagination: { pageSize: 100 } })}`,
    );
    expect(unfiltered.body.data.map((p: any) => p.title)).toContain(
      'Scheduled: future outlook for Thai rice exports',
    );
    const news = await get(`/api/ditp-news?${listQuery('en', { pageSize: 100 })}`);
    expect(news.body.data.map((p: any) => p.title)).not.toContain(
      'Scheduled news: a future trade fair',
    );
  });

  it('never lists the draft-only entry publicly', async () => {
    const { body } = await get(
      `/api/posts?${qs.stringify({ locale: 'en', pagination: { pageSize: 100 } })}`,
    );
    expect(body.data.map((p: any) => p.title)).not.toContain(
      'Draft only: unpublished internal market note',
    );
  });

  it('serves status=draft only with a preview token for that document', async () => {
    const q = qs.stringify(
      {
        status: 'draft',
        locale: 'en',
        filters: { title: { $eq: 'Draft only: unpublished internal market note' } },
      },
      { encodeValuesOnly: true },
    );
    const denied = await get(`/api/posts?${q}`);
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('unpublished internal');
    // the static secret itself opens nothing any more, in a header or in the query string
    expect((await get(`/api/posts?${q}`, { 'x-preview-secret': previewSecret() })).status).toBe(
      404,
    );
    expect((await get(`/api/posts?${q}`, { 'x-preview-token': 'wrong-token' })).status).toBe(404);
    const forged = mintPreviewToken('another-secret-of-at-least-32-bytes!!', {
      type: 'posts',
      locale: 'en',
    });
    expect((await get(`/api/posts?${q}`, { 'x-preview-token': forged })).status).toBe(404);
    const expired = mintPreviewToken(
      previewSecret(),
      { type: 'posts', locale: 'en' },
      { ttlSeconds: -1 },
    );
    expect((await get(`/api/posts?${q}`, { 'x-preview-token': expired })).status).toBe(404);
    const whole = mintPreviewToken(previewSecret(), { type: 'posts', locale: 'en' });
    const ok = await get(`/api/posts?${q}`, { 'x-preview-token': whole });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(1);
    const id = ok.body.data[0].documentId;

    // detail: published lookup 404s, draft lookup needs a token naming this document and locale
    const token = mintPreviewToken(previewSecret(), {
      type: 'posts',
      documentId: id,
      locale: 'en',
    });
    expect((await get(`/api/posts/${id}?locale=en`)).status).toBe(404);
    expect((await get(`/api/posts/${id}?locale=en&status=draft`)).status).toBe(404);
    expect(
      (
        await get(
          `/api/posts/${id}?locale=en&status=draft&secret=${encodeURIComponent(previewSecret())}`,
        )
      ).status,
    ).toBe(404);
    expect((await get(`/api/posts/${id}?locale=en&publicationState=preview`)).status).toBe(404);
    expect(
      (await get(`/api/posts/${id}?locale=th&status=draft`, { 'x-preview-token': token })).status,
    ).toBe(404);
    expect(
      (await get(`/api/ditp-news/${id}?locale=en&status=draft`, { 'x-preview-token': token }))
        .status,
    ).toBe(404);
    expect((await get(`/api/posts?${q}`, { 'x-preview-token': token })).status).toBe(404);
    const detail = await get(`/api/posts/${id}?locale=en&status=draft&populate=*`, {
      'x-preview-token': token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.title).toBe('Draft only: unpublished internal market note');
    // the site's legacy preview params are tolerated with the token
    const legacy = await get(`/api/posts/${id}?locale=en&publicationState=preview&secret=x`, {
      'x-preview-token': token,
    });
    expect(legacy.status).toBe(200);
    // single types too
    const home = mintPreviewToken(previewSecret(), { type: 'home', locale: 'en' });
    expect((await get(`/api/home?locale=en&status=draft`)).status).toBe(404);
    expect(
      (await get(`/api/home?locale=en&status=draft`, { 'x-preview-token': home })).status,
    ).toBe(200);
    expect((await get(`/api/faq?locale=en&status=draft`, { 'x-preview-token': home })).status).toBe(
      404,
    );
  });
});

describe('admin preview button', () => {
  it('points at the site preview route with a token for that draft in the fragment', async () => {
    const { body } = await get(`/api/posts?${listQuery('th')}`);
    const id = body.data[0].documentId;
    const admin = { authorization: `Bearer ${inject('cmsAdminJwt')}` };
    const r = await get(
      `/content-manager/preview/url/api::post.post?documentId=${id}&locale=th&status=draft`,
      admin,
    );
    expect(r.status).toBe(200);
    const link = new URL(r.body.data.url);
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:5173/th/preview/posts/${id}`);
    expect(link.search).toBe('');
    const hash = new URLSearchParams(link.hash.slice(1));
    expect(hash.get('status')).toBe('draft');
    expect(readPreviewToken(previewSecret(), hash.get('preview')!)).toMatchObject({
      type: 'posts',
      documentId: id,
      locale: 'th',
    });
    const single = await get(
      `/content-manager/preview/url/api::faq.faq?locale=en&status=published`,
      admin,
    );
    const singleLink = new URL(single.body.data.url);
    expect(`${singleLink.origin}${singleLink.pathname}`).toBe(
      'http://127.0.0.1:5173/en/preview/faq',
    );
    expect(new URLSearchParams(singleLink.hash.slice(1)).get('status')).toBe('published');
  });
});

describe('details by documentId per locale', () => {
  let durian: string;
  let thOnly: string;
  beforeAll(async () => {
    const { body } = await get(`/api/posts?${listQuery('th', { pageSize: 100 })}`);
    durian = body.data.find((p: any) => p.title.startsWith('ส่งออกทุเรียนไทยไปจีน')).documentId;
    thOnly = body.data.find((p: any) => p.title.startsWith('เฉพาะภาษาไทย')).documentId;
  });

  it('returns the entry in each locale it exists in', async () => {
    for (const locale of LOCALES) {
      const { status, body } = await get(`/api/posts/${durian}?locale=${locale}&populate=*`);
      expect(status).toBe(200);
      expect(body.data.documentId).toBe(durian);
      expect(body.data.locale).toBe(locale);
      expect(body.data.category.name).toBe('Hot-issue');
      expect(body.data.category.locale).toBe(locale);
    }
  });

  it('answers 404 for a locale the entry does not exist in', async () => {
    expect((await get(`/api/posts/${thOnly}?locale=th`)).status).toBe(200);
    expect((await get(`/api/posts/${thOnly}?locale=en`)).status).toBe(404);
    expect((await get(`/api/posts/doesnotexist123?locale=th`)).status).toBe(404);
  });
});

describe('single types', () => {
  it('has every single page of the menus and footer', () => {
    const names = singleTypes.map((s) => s.info.singularName);
    for (const n of [
      'home',
      'about-ditp-thai',
      'contact',
      'e-service',
      'faq',
      'th-privacy-policy',
      'web-policy',
      'disclaimer',
      'information-security-policy',
      'data-governance',
      'citizen-guide',
      'accessibility-statement',
      'public-information-oit',
      'trade-association-thai',
      'overseas-office-page',
      'exporting-business',
      'international-business-expansion',
      'adding-value-with-innovative-brand-design',
      'niche-market',
      'international-trade-advice-and-complaints',
      'promote-and-working-with-designers',
      'other-services',
    ]) {
      expect(names).toContain(n);
    }
  });

  for (const s of singleTypes) {
    const name = s.info.singularName;
    it(`GET /api/${name} answers in all five locales`, async () => {
      for (const locale of LOCALES) {
        const { status, body } = await get(`/api/${name}?locale=${locale}&populate=*`);
        expect(status, `${name} ${locale}`).toBe(200);
        expect(body.data.locale).toBe(locale);
        expect(body.data.title.length).toBeGreaterThan(0);
        expect(body.data.content_html).toContain('<p>');
      }
    });
  }

  it('about page has the vision, executives, cio and values anchors; FAQ has questions', async () => {
    const about = await get(`/api/about-ditp-thai?locale=th&populate=*`);
    expect(about.body.data.sections.map((s: any) => s.anchor)).toEqual([
      'vision',
      'executives',
      'cio',
      'values',
    ]);
    const faq = await get(`/api/faq?locale=ja&populate=*`);
    expect(faq.body.data.faqs.length).toBeGreaterThanOrEqual(3);
    expect(faq.body.data.faqs[0].question).toBeTruthy();
    expect(faq.body.data.faqs[0].answer_html).toContain('<p>');
  });
});

describe('public permissions', () => {
  it('refuses writes to content and reads of private plugins', async () => {
    const { body } = await get(`/api/posts?${listQuery('en')}`);
    const id = body.data[0].documentId;
    const put = await fetch(`${inject_url()}/api/posts/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x' } }),
    });
    expect(put.status).toBe(403);
    const del = await fetch(`${inject_url()}/api/posts/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect((await post('/api/posts', { data: { title: 'x' } })).status).toBe(403);
    expect((await get('/api/upload/files')).status).toBe(403);
    expect((await get('/api/users')).status).toBe(403);
    expect(
      (
        await post('/api/auth/local/register', {
          username: 'x',
          email: 'x@example.com',
          password: 'Password123!',
        })
      ).status,
    ).toBe(403);
  });

  it('answers 401 to a bearer it does not accept, even on public reads (the site then ends the session)', async () => {
    // A well-formed HS256 token signed with another key and expired an hour ago, and plain junk.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 1, type: 'access', exp: Math.floor(Date.now() / 1000) - 3600 })}`;
    const expired = `${unsigned}.${createHmac('sha256', 'not-the-cms-secret').update(unsigned).digest('base64url')}`;
    for (const bearer of [expired, 'not-a-token']) {
      const { status } = await get(`/api/posts?${listQuery('en')}`, {
        authorization: `Bearer ${bearer}`,
      });
      expect(status, bearer).toBe(401);
    }
    expect((await get(`/api/posts?${listQuery('en')}`)).status).toBe(200);
  });

  it('lets a signed-in visitor (authenticated role) read and send everything the public can', async () => {
    const { body } = await get('/api/users-permissions/roles', auth());
    const roleId = (type: string) => body.roles.find((r: any) => r.type === type).id;
    const enabled = async (type: string) => {
      const { status, body: one } = await get(
        `/api/users-permissions/roles/${roleId(type)}`,
        auth(),
      );
      expect(status).toBe(200);
      const actions: string[] = [];
      for (const [api, { controllers }] of Object.entries<any>(one.role.permissions))
        for (const [controller, acts] of Object.entries<any>(controllers))
          for (const [action, { enabled: on }] of Object.entries<any>(acts))
            if (on) actions.push(`${api}.${controller}.${action}`);
      return actions;
    };
    const publicActions = await enabled('public');
    expect(publicActions).toContain('api::post.post.find');
    const authenticated = new Set(await enabled('authenticated'));
    expect(publicActions.filter((a) => !authenticated.has(a))).toEqual([]);
  });

  it('lists the five locales with th as default', async () => {
    const { status, body } = await get('/api/i18n/locales');
    expect(status).toBe(200);
    expect(body.map((l: any) => l.code).sort()).toEqual([...LOCALES].sort());
    expect(body.find((l: any) => l.isDefault).code).toBe('th');
  });

  it('rejects unknown query keys (strictParams) but tolerates the preview-only keys', async () => {
    expect((await get('/api/posts?locale=th&bogus=1')).status).toBe(400);
    expect((await get('/api/posts?locale=th&secret=abc')).status).toBe(200);
  });
});
