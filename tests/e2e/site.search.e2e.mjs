// @ts-check
/**
 * Site search as a visitor uses it: Thai and English terms find the seeded durian article and
 * lead to its page; "See all results" opens the full results page grouped by collection; a slow
 * answer for an older text never replaces the answer for the newer one; the results page filters
 * by type and refines the query.
 */
import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import { assertRealPage, decideConsent, open, settled, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

const SEARCH = { th: 'ค้นหา', en: 'Search' };

/**
 * @param {import('playwright').Page} page
 * @param {'th' | 'en'} locale
 */
async function openSearch(page, locale) {
  await page.getByRole('button', { name: SEARCH[locale], exact: true }).first().click();
  return page.getByRole('searchbox');
}

const panelLinks = (/** @type {import('playwright').Page} */ page) =>
  page.locator('[id$="-panel"] a');

for (const [locale, term, expected] of /** @type {['th' | 'en', string, string][]} */ ([
  ['th', 'ทุเรียน', 'ส่งออกทุเรียนไทยไปจีน'],
  ['en', 'durian', 'Thai durian exports to China'],
])) {
  test(`searching "${term}" leads to the matching article (${locale})`, async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await decideConsent(context, stack.base);
    const page = await open(context, `${stack.base}/${locale}/`);
    const box = await openSearch(page, locale);
    await box.pressSequentially(term, { delay: 40 });
    const hit = panelLinks(page).filter({ hasText: expected }).first();
    await hit.waitFor({ timeout: 15_000 });
    // The snippet shows the text around the match with the match marked.
    const marked = await page.locator('[id$="-panel"] a mark').allTextContents();
    assert.ok(
      marked.length > 0 && marked.every((m) => m.toLowerCase() === term),
      `marked matches in the panel: ${marked.join(' | ')}`,
    );
    await hit.click();
    await page.waitForURL(new RegExp(`/${locale}/post/[^/]+$`));
    await page.locator('main h1').filter({ hasText: expected }).waitFor();
    await assertRealPage(page, `${locale} result page`);
    assert.equal(await page.getByRole('searchbox').count(), 0, 'search closed on route change');

    // The full results page pages through every collection, grouped by collection.
    const box2 = await openSearch(page, locale);
    const broad = locale === 'th' ? 'ส่งออก' : 'export';
    await box2.fill(broad);
    await page
      .locator('[id$="-panel"]')
      .getByRole('link', { name: /see all results|ดูผลการค้นหาทั้งหมด/i })
      .click();
    await page.waitForURL(/\/\?query=/);
    // The article's own title contains the broad term too ("…exports…"), and the router keeps
    // the old page on screen while the lazy results page loads: wait for the results heading.
    await page
      .locator('main h1')
      .filter({ hasText: `“${broad}”` })
      .waitFor();
    await page.locator('main p[role="status"]').first().waitFor(); // the count: results are in
    const groups = page.locator('main section h2');
    await groups.first().waitFor();
    assert.ok((await groups.count()) >= 2, 'results grouped by several collections');
    const marks = await page.locator('main article mark').allTextContents();
    assert.ok(
      marks.length > 0 && marks.every((m) => m.toLowerCase() === broad),
      `marked matches on the results page: ${marks.join(' | ')}`,
    );
    await context.close();
  });
}

test('a slow answer for an older search never replaces the newer results', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  // The search read for the first text answers 4 s late.
  let delayed = 0;
  /** @param {import('playwright').Request} request */
  const isDurian = (request) =>
    /\/api\/search([/?]|$)/.test(request.url()) &&
    new URL(request.url()).searchParams.get('q') === 'durian';
  // Settles when that slow read has ended: answered, or aborted by the newer search.
  const durianEnded = new Promise((resolve) => {
    context.on('requestfinished', (r) => isDurian(r) && resolve(undefined));
    context.on('requestfailed', (r) => isDurian(r) && resolve(undefined));
  });
  await context.route(/\/api\/search([/?]|$)/, async (route) => {
    if (isDurian(route.request())) {
      delayed++;
      await new Promise((r) => setTimeout(r, 4000));
    }
    await route.continue().catch(() => {});
  });
  const page = await open(context, `${stack.base}/en/`);
  const box = await openSearch(page, 'en');
  await box.fill('durian');
  // The debounce is over: the slow read is in flight.
  await expect.poll(() => delayed).toBe(1);
  await box.fill('halal');
  const halal = panelLinks(page).filter({ hasText: /halal/i }).first();
  await halal.waitFor({ timeout: 15_000 });
  await durianEnded;
  await settled(page);
  const titles = await panelLinks(page).allInnerTexts();
  assert.ok(
    titles.some((t) => /halal/i.test(t)),
    'the halal results are shown',
  );
  assert.ok(!titles.some((t) => /durian/i.test(t)), `no durian result: ${titles.join(' | ')}`);
  assert.equal(delayed, 1, 'the one read for the older text was the slow one');
  await context.close();
});

test('the results page filters by type, widens to all types and refines the query', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await decideConsent(context, stack.base);
    const page = await open(context, `${stack.base}/en/?query=export&type=ditp-news`);
    const filter = page.getByRole('navigation', { name: 'Filter by type' });
    await filter.waitFor();
    const current = filter.locator('a[aria-current="page"]');
    assert.match(await current.innerText(), /\(\d+\)$/, 'the section is the chosen type');
    assert.doesNotMatch(await current.innerText(), /^All types/);
    const results = page.locator('main ol article');
    await results.first().waitFor();
    for (const type of await page
      .locator('main ol article p:first-of-type > span:first-child')
      .allTextContents())
      assert.match(type, /DITP news/i, `only the chosen type's results: ${type}`);
    // "All types" widens the search; the field refines it.
    await filter.getByRole('link', { name: /^All types/ }).click();
    await page.waitForURL(/\/en\/\?query=export$/);
    await page.locator('main section h2').nth(1).waitFor();
    assert.ok((await page.locator('main section h2').count()) >= 2, 'every type with matches');
    const again = page.getByRole('searchbox', { name: 'Search the site' });
    await again.fill('durian');
    await page.getByRole('search', { name: 'Search the site again' }).getByRole('button').click();
    await page.locator('main h1').filter({ hasText: '“durian”' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('query'), 'durian');
    assert.deepEqual(page.uncaughtErrors, []);
  } finally {
    await context.close();
  }
});

test('the results page arrives rendered: count, filter and results in the HTML, no read after hydration', async () => {
  // Rendered in the browser, the count and results pushed the refine field down after
  // hydration (Lighthouse: CLS 0.24 on mobile) and painted late.
  const html = await (await fetch(`${stack.base}/en/?query=durian`)).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  assert.match(main, /<p role="status"[^>]*>\d+ results?<\/p>/, 'the count in the HTML');
  assert.match(main, /aria-labelledby="results-filter"/, 'the type filter in the HTML');
  assert.match(main, /Thai durian exports to China/, 'the matching article in the HTML');
  const context = await stack.browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    await decideConsent(context, stack.base);
    /** @type {string[]} */
    const searches = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/search')) searches.push(r.url());
    });
    const page = await open(context, `${stack.base}/en/?query=durian`);
    await page.locator('main ol article').first().waitFor();
    assert.deepEqual(searches, [], 'the browser read the search again after hydration');
    assert.deepEqual(page.uncaughtErrors, []);
  } finally {
    await context.close();
  }
});
