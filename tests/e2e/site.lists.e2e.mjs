// @ts-check
/**
 * Server-rendered list pages (docs/quality.md#content-at-scale), on the built site and the real
 * CMS: a list carries what its cards show and not the entries' bodies, and the first card's image
 * (the likely Largest Contentful Paint) loads at once with high priority while the others wait
 * until they are near the viewport. Run by scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { adminCredentials } from '../../scripts/cms.mjs';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { dist, startThrowawayCms } from '../../scripts/lib/stack.mjs';

test.describe('server-rendered list pages', () => {
  /** @type {Awaited<ReturnType<typeof startThrowawayCms>>} */
  let cms;
  /** @type {Awaited<ReturnType<typeof serveDist>>} */
  let site;
  test.beforeAll(async () => {
    cms = await startThrowawayCms({ name: 'lists-e2e' });
    site = await serveDist({ dist, cmsUrl: cms.url });
  });
  test.afterAll(async () => {
    await site?.close();
    await cms?.stop();
  });

  for (const path of [
    '/th/ditp-news',
    '/en/procurement',
    '/th/international-foreign-market/Hot-issue',
  ]) {
    test(`${path}: cards without bodies, the first image eager and high priority`, async () => {
      const res = await fetch(site.url + path);
      assert.equal(res.status, 200);
      const html = await res.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const images = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      assert.ok(images.length >= 2, `${path}: ${images.length} card images`);
      assert.match(images[0], /fetchpriority="high"/i);
      assert.match(images[0], /loading="eager"/);
      for (const img of images.slice(1)) {
        assert.match(img, /loading="lazy"/);
        assert.doesNotMatch(img, /fetchpriority/i);
      }
      // The page's data (sent with the HTML for hydration): the card list holds summaries, and
      // neither its entries nor their category, region or post type carry a body.
      const json = html.match(
        /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/,
      );
      assert.ok(json, `${path}: no page data`);
      const { fallback } = JSON.parse(json[1]);
      const lists = Object.entries(fallback).filter(([key]) => key.includes('"cards"'));
      assert.equal(lists.length, 1, `${path}: ${Object.keys(fallback).join(' ')}`);
      const entries = lists[0][1].data;
      assert.ok(entries.length > 0);
      for (const entry of entries) {
        assert.equal(typeof entry.summary, 'string', entry.documentId);
        assert.doesNotMatch(JSON.stringify(entry), /"content_html"/, entry.documentId);
      }
    });
  }

  test('a detail page: its lead image loads at once with high priority', async () => {
    const list = await (await fetch(`${site.url}/th/ditp-news`)).text();
    const main = list.slice(list.indexOf('<main'), list.indexOf('</main>'));
    const href = /<a\b[^>]*href="(\/th\/post\/ditpnew\/[^"?#]+)"/.exec(main)?.[1];
    assert.ok(href, 'no news entry linked from /th/ditp-news');
    const res = await fetch(site.url + href);
    assert.equal(res.status, 200);
    const html = await res.text();
    const figure = /<figure\b[\s\S]*?<\/figure>/.exec(
      html.slice(html.indexOf('<main'), html.indexOf('</main>')),
    )?.[0];
    assert.ok(figure, `${href}: no lead image`);
    const img = /<img\b[^>]*>/.exec(figure)?.[0];
    assert.ok(img, `${href}: no <img> in the lead figure`);
    assert.match(img, /fetchpriority="high"/i);
    assert.match(img, /loading="eager"/);
  });

  test('the offices page: each office’s flag is an image in the served page, from a file', async () => {
    const res = await fetch(`${site.url}/th/overseas-office-and-honorary-trade-advisors-hta`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const table = /<table\b[\s\S]*?<\/table>/.exec(html)?.[0];
    assert.ok(table, 'no offices table');
    const rows = [...table.matchAll(/<th scope="row"[\s\S]*?<\/th>/g)].map((m) => m[0]);
    assert.ok(rows.length >= 10, `${rows.length} offices`);
    // In the HTML itself, not swapped in by a script after the page starts (what it cost:
    // Flag.tsx); lazy, since most of a phone's list is below the fold.
    const sources = rows.map((row) => {
      const img = /<img\b[^>]*>/.exec(row)?.[0];
      assert.ok(img, `a row without its flag: ${row}`);
      assert.match(img, /loading="lazy"/);
      const src = /src="([^"]+)"/.exec(img)?.[1];
      assert.ok(src, `a flag without its src: ${img}`);
      return src;
    });
    for (const src of new Set(sources)) {
      assert.match(src, /^\/assets\/[a-z]{2}-[\w-]+\.svg$/);
      const svg = await fetch(site.url + src);
      assert.equal(svg.status, 200, src);
      assert.match(svg.headers.get('content-type') ?? '', /^image\/svg\+xml/, src);
    }
  });

  test('a list filtered by year, and by month within it, shows only the entries dated then in Thailand', async () => {
    // Two older news items (the seed is all of this year), published through the REST API.
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials()),
    });
    const jwt = (await login.json())?.data?.token;
    const tokenRes = await fetch(`${cms.url}/admin/api-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({
        name: `lists-e2e-${Date.now()}`,
        type: 'full-access',
        lifespan: null,
      }),
    });
    const auth = { authorization: `Bearer ${(await tokenRes.json()).data.accessKey}` };
    /** @type {[string, string][]} documentId and locale of each entry made here */
    const made = [];
    for (const [locale, title, date] of [
      // 1 January 2019, 00:30 in Bangkok: still 2018 in UTC, 2019 on the site.
      ['en', 'Trade fair report 2019', '2018-12-31T17:30:00.000Z'],
      ['en', 'Market brief 2021', '2021-06-15T03:00:00.000Z'],
      ['th', 'รายงานงานแสดงสินค้า 2562', '2019-03-01T03:00:00.000Z'],
    ]) {
      const res = await fetch(`${cms.url}/api/ditp-news?status=published&locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          data: { title, publish_date: date, content_html: `<p>${title}.</p>` },
        }),
      });
      const body = await res.json();
      assert.equal(res.status, 201, JSON.stringify(body).slice(0, 200));
      made.push([body.data.documentId, locale]);
    }
    try {
      const titles = (/** @type {string} */ html) =>
        [
          ...html
            .slice(html.indexOf('<main'), html.indexOf('</main>'))
            .matchAll(/<h2[^>]*><a[^>]*>([^<]+)</g),
        ].map((m) => m[1]);
      const plain = await (await fetch(`${site.url}/en/ditp-news`)).text();
      assert.match(plain, />Year</, 'the year filter is on the list page');
      assert.match(plain, />2019</, 'offered back to the oldest entry');
      const y2019 = await (await fetch(`${site.url}/en/ditp-news?year=2019`)).text();
      assert.deepEqual(titles(y2019), ['Trade fair report 2019']);
      const y2021 = await (await fetch(`${site.url}/en/ditp-news?year=2021`)).text();
      assert.deepEqual(titles(y2021), ['Market brief 2021']);
      const y2020 = await (await fetch(`${site.url}/en/ditp-news?year=2020`)).text();
      assert.match(y2020, /There are no entries to show/);
      // The month filter comes with a year, in Thailand's calendar: 1 January 00:30 there is
      // January, though it is still December in UTC.
      assert.doesNotMatch(plain, />Month</, 'no month filter before a year is chosen');
      assert.match(y2019, />Month</, 'the month filter once a year is chosen');
      const jan = await (await fetch(`${site.url}/en/ditp-news?year=2019&month=1`)).text();
      assert.deepEqual(titles(jan), ['Trade fair report 2019']);
      assert.match(jan, />January</);
      const feb = await (await fetch(`${site.url}/en/ditp-news?year=2019&month=2`)).text();
      assert.match(feb, /There are no entries to show/);
      const june = await (await fetch(`${site.url}/en/ditp-news?year=2021&month=6`)).text();
      assert.deepEqual(titles(june), ['Market brief 2021']);
      // A month without a year, or out of range, is no filter.
      const loose = await (await fetch(`${site.url}/en/ditp-news?month=6&page=1`)).text();
      assert.ok(titles(loose).length > 1, 'a month alone does not filter');
      const odd = await (await fetch(`${site.url}/en/ditp-news?year=2021&month=13`)).text();
      assert.deepEqual(titles(odd), ['Market brief 2021']);
      // In Thai the years are the Buddhist era's.
      // (?page=1: /th/ditp-news itself is in the page service's cache from the first test.)
      const th = await (await fetch(`${site.url}/th/ditp-news?page=1`)).text();
      assert.match(th, /พ\.ศ\. 2562/, '2019 as พ.ศ. 2562');
      const th2019 = await (await fetch(`${site.url}/th/ditp-news?year=2019`)).text();
      assert.deepEqual(titles(th2019), ['รายงานงานแสดงสินค้า 2562']);
      const thMarch = await (await fetch(`${site.url}/th/ditp-news?year=2019&month=3`)).text();
      assert.deepEqual(titles(thMarch), ['รายงานงานแสดงสินค้า 2562']);
      assert.match(thMarch, />มีนาคม</, 'months named in Thai');
    } finally {
      for (const id of made)
        await fetch(`${cms.url}/api/ditp-news/${id}?locale=en`, {
          method: 'DELETE',
          headers: auth,
        });
    }
  });
});
