// @ts-check
/**
 * What search engines and link previews read in every page type's server-rendered head, in Thai
 * and English: its own title and description in the page's language (the build's English
 * site-wide description gone), a canonical address on the configured origin (never the request's
 * Host) for the pages that may be indexed, Open Graph and Twitter tags, `noindex` on the not-found
 * page, search results and newsletter links; a detail page previews with its own summary and image.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { resolveRoutes } from './routes.mjs';
import { decideConsent, firstEntry, open, startStack } from './site.support.mjs';

const ORIGIN = 'https://www.ditp.go.th'; // the page service's default site URL
const NOT_INDEXED = new Set([
  'not-found',
  'search-results',
  'newsletter-confirm',
  'newsletter-unsubscribe',
]);
const THAI = /[\u0E00-\u0E7F]/;

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/** @param {string} path */
async function headOf(path) {
  const res = await fetch(stack.base + path, { headers: { host: 'attacker.example' } });
  const html = await res.text();
  const { document } = new JSDOM(html).window;
  const meta = (/** @type {string} */ selector) =>
    document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    status: res.status,
    title: document.title,
    description: meta('meta[name="description"]'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta('meta[name="robots"]'),
    og: (/** @type {string} */ property) => meta(`meta[property="${property}"]`),
    twitter: meta('meta[name="twitter:card"]'),
  };
}

for (const locale of ['th', 'en']) {
  test(`every page type's head describes that page (${locale})`, async () => {
    const routes = (await resolveRoutes({ cmsUrl: stack.cms.url, locale })).filter(
      (r) => !r.skipped,
    );
    const titles = new Map();
    for (const route of routes) {
      const head = await headOf(route.path);
      const what = `${locale} ${route.type} (${route.path})`;
      assert.equal(head.status, route.type === 'not-found' ? 404 : 200, `${what}: status`);
      assert.equal(head.descriptions, 1, `${what}: one description`);
      assert.ok(head.description && head.description.length >= 20, `${what}: a description`);
      assert.ok([...head.description].length <= 160, `${what}: description within 160 characters`);
      if (locale === 'th') assert.match(head.description, THAI, `${what}: description in Thai`);
      else assert.doesNotMatch(head.description, THAI, `${what}: description in English`);
      assert.ok(
        !titles.has(head.title),
        `${what}: title "${head.title}" also on ${titles.get(head.title)}`,
      );
      titles.set(head.title, route.type);
      if (NOT_INDEXED.has(route.type)) {
        assert.equal(head.robots, 'noindex', `${what}: noindex`);
        assert.equal(head.canonical, null, `${what}: no canonical address`);
        continue;
      }
      assert.equal(head.robots, null, `${what}: indexable`);
      assert.ok(
        head.canonical?.startsWith(`${ORIGIN}/${locale}`),
        `${what}: canonical ${head.canonical}`,
      );
      assert.equal(head.og('og:url'), head.canonical, `${what}: og:url`);
      assert.equal(head.og('og:title'), head.title, `${what}: og:title`);
      assert.equal(head.og('og:description'), head.description, `${what}: og:description`);
      assert.equal(head.og('og:locale'), locale === 'th' ? 'th_TH' : 'en_GB', `${what}: og:locale`);
      assert.ok(head.og('og:site_name'), `${what}: og:site_name`);
      assert.ok(head.twitter, `${what}: twitter:card`);
      // Every page previews with an image: its own, or the locale's card, which is served.
      const image = head.og('og:image') ?? '';
      assert.match(image, new RegExp(`^${ORIGIN}/`), `${what}: og:image`);
      if (image.includes('/images/og/')) {
        assert.equal(image, `${ORIGIN}/images/og/default-${locale}.png`, `${what}: og:image`);
        const card = await fetch(stack.base + image.slice(ORIGIN.length));
        assert.equal(card.headers.get('content-type'), 'image/png', `${what}: the card is served`);
      }
    }
  });
}

test("a news item previews as an article with its own summary and its image's 1200 x 630 crop", async () => {
  const res = await fetch(
    `${stack.cms.url}/api/ditp-news?locale=en&populate=image&pagination[pageSize]=50&filters[publish_date][$lte]=${new Date().toISOString()}`,
  );
  // The CMS's JSON, parsed (not checked): news items with their summary and image.
  const items = /** @type {any[]} */ ((await res.json()).data).filter((n) => n.summary);
  assert.ok(items.length > 0, 'seeded English news with summaries');
  const withImage = items.find((n) => n.image);
  assert.ok(withImage, 'a seeded English news item with an image');
  const head = await headOf(`/en/post/ditpnew/${withImage.documentId}`);
  assert.equal(head.status, 200);
  assert.equal(head.og('og:type'), 'article');
  assert.ok(
    // (A page without a description fails here, at replace().)
    withImage.summary.startsWith(/** @type {string} */ (head.description).replace(/…$/, '')),
    head.description ?? undefined,
  );
  // The CMS's link-preview crop (a 1.91:1 JPEG), with its size stated for the crawlers.
  const og = withImage.image.formats?.og;
  assert.ok(og, 'the seeded image has its preview crop');
  assert.equal(head.og('og:image'), `${ORIGIN}${og.url}`);
  assert.match(og.url, /^\/uploads\/og_[^/]+\.jpg$/);
  assert.equal(head.og('og:image:width'), String(og.width));
  assert.equal(head.og('og:image:height'), String(og.height));
  assert.equal(head.og('og:image:type'), 'image/jpeg');
  assert.equal(Math.round((og.width / og.height) * 100), 190, 'a 1.91:1 crop');
  assert.equal(head.twitter, 'summary_large_image');
});

test('a followable list announces its feed after hydration too, and its link loads the feed itself', async () => {
  const context = await stack.browser.newContext();
  try {
    await decideConsent(context, stack.base);
    const page = await open(context, `${stack.base}/en/ditp-news`);
    // The server's copy is replaced by the page's own once hydrated: exactly one.
    const announced = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await announced.first().waitFor({ state: 'attached' });
    assert.equal(await announced.count(), 1);
    assert.match((await announced.getAttribute('href')) ?? '', /\/en\/ditp-news\/feed\.atom$/);
    const link = page.getByRole('link', { name: 'Subscribe to this list’s feed (Atom)' });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/en/ditp-news/feed.atom')),
      link.click(),
    ]);
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'] ?? '', /^application\/atom\+xml/);
    await page.waitForURL(/\/en\/ditp-news\/feed\.atom$/);
  } finally {
    await context.close();
  }
});

test('structured data: the organisation on home pages, articles, job postings and breadcrumbs, never on pages kept out of indexes', async () => {
  /**
   * The page's JSON-LD items (parsed, not checked).
   *
   * @param {string} path
   * @returns {Promise<any[]>}
   */
  const ldOf = async (path) => {
    const html = await (await fetch(stack.base + path)).text();
    const { document } = new JSDOM(html).window;
    return [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      // An element's textContent is a string (null only for a document or a doctype).
      JSON.parse(/** @type {string} */ (s.textContent)),
    );
  };
  const byType = (/** @type {any[]} */ items) =>
    Object.fromEntries(items.map((i) => [i['@type'], i]));

  const th = byType(await ldOf('/th'));
  assert.equal(th.GovernmentOrganization?.name, 'กรมส่งเสริมการค้าระหว่างประเทศ');
  assert.equal(th.GovernmentOrganization.url, `${ORIGIN}/th`);
  assert.equal(th.GovernmentOrganization.contactPoint[0].telephone, '1169');

  const news = await firstEntry(
    stack.cms.url,
    'ditp-news',
    'en',
    '&filters[publish_date][$lte]=' + new Date().toISOString(),
  );
  const article = byType(await ldOf(`/en/post/ditpnew/${news.documentId}`));
  assert.equal(article.NewsArticle?.headline, news.title.slice(0, 110));
  assert.equal(article.NewsArticle.url, `${ORIGIN}/en/post/ditpnew/${news.documentId}`);
  assert.ok(article.NewsArticle.datePublished && article.NewsArticle.dateModified);
  const crumbs = article.BreadcrumbList.itemListElement;
  assert.deepEqual(
    crumbs.map((/** @type {{ position: number, item?: string }} */ c) => [
      c.position,
      c.item ?? null,
    ]),
    [
      [1, `${ORIGIN}/en`],
      [2, `${ORIGIN}/en/ditp-news`],
      [3, null],
    ],
  );

  // Shared as its public address (the configured origin, in the server's markup and after
  // hydration alike), through plain links: nothing loads from a network until one is followed.
  const detailHtml = await (await fetch(`${stack.base}/en/post/ditpnew/${news.documentId}`)).text();
  const shared = encodeURIComponent(`${ORIGIN}/en/post/ditpnew/${news.documentId}`);
  assert.ok(
    detailHtml.includes(`href="https://social-plugins.line.me/lineit/share?url=${shared}"`),
    'LINE share link with the public address',
  );

  const job = await firstEntry(stack.cms.url, 'apply-for-works', 'th');
  const posting = byType(await ldOf(`/th/apply-for-work/${job.documentId}`)).JobPosting;
  assert.equal(posting?.title, job.title);
  for (const required of ['datePosted', 'description', 'hiringOrganization', 'jobLocation'])
    assert.ok(posting[required], required);
  if (job.closing_date) assert.match(posting.validThrough, /^\d{4}-\d\d-\d\dT16:59:59\.999Z$/);
  // The listing's kind of employment, as schema.org names it (cms/src/model/jobs.ts).
  assert.equal(posting.employmentType, job.employment_type.toUpperCase());

  // A list has its breadcrumbs; search results and the not-found page state nothing.
  assert.ok(byType(await ldOf('/en/ditp-news')).BreadcrumbList);
  assert.deepEqual(await ldOf('/en/?query=export'), []);
  assert.deepEqual(await ldOf('/en/no-such-page'), []);
});
