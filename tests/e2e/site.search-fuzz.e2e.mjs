// @ts-check
/**
 * Search survives whatever a visitor types (docs/quality.md#reliability): SQL-like wildcards (`%`,
 * `_`), a backslash, quotes, an emoji, Thai text and a 10,000-character string, typed into the
 * header search and opened directly as `/{locale}/?query=`, in the built site against the real
 * CMS. Each time: no uncaught error and no console error (a failed CMS read, e.g. a 414, logs
 * one), no error dialog, the panel and the results page show results or the empty message, and
 * the text round-trips through the URL (the results page's query is the typed text, and the
 * search field reopened there holds it again).
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { decideConsent, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/** The longest text the site sends to the CMS (site/shell/search.ts MAX_QUERY_LENGTH). */
const MAX_QUERY_LENGTH = 200;

/** 10,000 characters mixing Thai, Latin, digits, wildcards and an emoji (a surrogate pair). */
const LONG = Array.from({ length: 10_000 }, (_, i) => 'กa%_9ข🍜'.split(/(?:)/u)[i % 7]).join('');

/** @type {[string, 'th' | 'en', string][]} what, in which locale, the text searched for */
const INPUTS = [
  ['a percent sign', 'en', '%'],
  ['an underscore', 'en', '_'],
  ['a backslash', 'en', '\\'],
  ['an apostrophe', 'en', "'"],
  ['a double quote', 'en', '"'],
  ['an emoji', 'en', '🍜'],
  ['Thai text', 'th', 'ทุเรียน'],
  ['a 10,000-character text', 'th', LONG],
];

const SEARCH = { th: 'ค้นหา', en: 'Search' };
/** The panel's count ("{n} Results") or its empty message. */
const PANEL_SETTLED = {
  th: /ผลลัพธ์|ขออภัย ไม่พบข้อมูล/,
  en: /\d+ Results?|Sorry, but nothing matched your search terms\./,
};
const PANEL_ERROR = {
  th: /ไม่สามารถใช้การค้นหาได้/,
  en: /Search is not available right now/,
};
/** The results page's empty state. */
const NO_RESULTS = { th: 'ไม่พบผลลัพธ์', en: 'No results' };

/** What the site does to a query before showing or sending it (search.ts normalizeQuery). */
const normalize = (/** @type {string} */ text) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return Array.from(trimmed).slice(0, MAX_QUERY_LENGTH).join('').trim();
};

/**
 * A page that records uncaught errors and console errors.
 *
 * @param {import('playwright').BrowserContext} context
 */
async function watchedPage(context) {
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e?.message ?? e}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  return { page, problems };
}

/**
 * @param {import('playwright').Page} page
 * @param {string} what
 */
async function assertNoErrorDialog(page, what) {
  assert.equal(await page.getByRole('alertdialog').count(), 0, `${what}: an error dialog opened`);
}

/**
 * The full results page for `text`: its heading, then the count or the empty state.
 *
 * @param {import('playwright').Page} page
 * @param {'th' | 'en'} locale
 * @param {string} text
 * @param {string} what
 */
async function assertResultsPage(page, locale, text, what) {
  const shown = normalize(text);
  const heading = page.locator('main h1').filter({ hasText: `“${shown}”` });
  await heading.waitFor({ timeout: 20_000 });
  const count = page.locator('main p[role="status"]');
  const empty = page.locator('main').getByText(NO_RESULTS[locale], { exact: true });
  const retry = page.getByRole('button', { name: /try again|ลองอีกครั้ง/i });
  await count.or(empty).or(retry).first().waitFor({ timeout: 30_000 });
  assert.equal(await retry.count(), 0, `${what}: the results page shows the error state`);
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('query'), text.trim(), `${what}: the query in the URL`);
  await assertNoErrorDialog(page, what);
}

for (const [name, locale, text] of INPUTS) {
  test(`searching for ${name} shows results or the empty message, never an error (${locale})`, async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await decideConsent(context, stack.base);
    try {
      // 1. Typed into the header search, then Enter for the full results page.
      const { page, problems } = await watchedPage(context);
      await page.goto(`${stack.base}/${locale}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: SEARCH[locale], exact: true }).first().click();
      const box = page.getByRole('searchbox');
      if (text.length <= 20) await box.pressSequentially(text, { delay: 30 });
      else await box.fill(text);
      assert.equal(await box.inputValue(), text, 'the field holds the whole text');
      const panel = page.locator('[id$="-panel"]');
      await panel.getByText(PANEL_SETTLED[locale]).first().waitFor({ timeout: 30_000 });
      assert.equal(
        await panel.getByText(PANEL_ERROR[locale]).count(),
        0,
        'the panel shows the search error',
      );
      await assertNoErrorDialog(page, 'panel');
      await box.press('Enter');
      await page.waitForURL(/\/\?query=/);
      await assertResultsPage(page, locale, text, 'results page after Enter');
      assert.deepEqual(problems, [], 'header search: uncaught or console errors');
      await page.close();

      // 2. Opened directly by its address; the search field reopened there holds the text again.
      const direct = await watchedPage(context);
      await direct.page.goto(`${stack.base}/${locale}/?query=${encodeURIComponent(text)}`, {
        waitUntil: 'networkidle',
      });
      await assertResultsPage(direct.page, locale, text, 'results page opened by address');
      await direct.page.getByRole('button', { name: SEARCH[locale], exact: true }).first().click();
      assert.equal(
        await direct.page.getByRole('banner').getByRole('searchbox').inputValue(),
        text,
        'the reopened field holds the query of the address',
      );
      assert.deepEqual(direct.problems, [], 'results page by address: uncaught or console errors');
      await direct.page.close();
    } finally {
      await context.close();
    }
  });
}
