// @ts-check
/* global document -- inside page.evaluate callbacks, which run in the browser */
/**
 * Language switch: to a page that exists in English the visitor stays on that page; to a page
 * that exists only in Thai they land on the English home with the notice. `<html lang>`,
 * hreflang alternates and the title follow.
 *
 * The HEAD check goes through the real server: scripts/lib/serve.mjs answers `HEAD /{locale}{path}`
 * with site/server/pageExists.ts, which asks the real CMS whether the entry exists in that locale.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { decideConsent, open, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/**
 * @param {import('playwright').Page} page
 * @param {string} name the language's name in the switch
 */
async function switchTo(page, name) {
  await page
    .getByRole('button', { name: /ภาษา|Language/ })
    .first()
    .click();
  await page.getByRole('link', { name }).click();
}

test('switching to English on a Thai-only page lands on the English home with the notice', async () => {
  const res = await fetch(
    `${stack.cms.url}/api/posts?locale=th&filters[title][$startsWith]=${encodeURIComponent('เฉพาะภาษาไทย')}`,
  );
  const [post] = (await res.json()).data;
  assert.ok(post, 'the Thai-only post is seeded');
  const head = async (/** @type {string} */ path) =>
    (await fetch(`${stack.base}${path}`, { method: 'HEAD' })).status;
  assert.equal(await head(`/th/post/${post.documentId}`), 200, 'HEAD of the post in Thai');
  assert.equal(await head(`/en/post/${post.documentId}`), 404, 'HEAD of the post in English');
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  const page = await open(context, `${stack.base}/th/post/${post.documentId}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'th');
  await switchTo(page, 'English');
  await page.waitForURL(/\/en\?notice=unavailable/);
  await page
    .getByText('This page is not available in English; you are on its home page.')
    .waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').count();
  assert.equal(alternates, 5, 'hreflang alternates for the five locales');
  await context.close();
});

test('switching language on a page that exists in both keeps the page', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  const page = await open(context, `${stack.base}/th/procurement`);
  await switchTo(page, 'English');
  await page.waitForURL(/\/en\/procurement$/);
  await page.locator('main h1').filter({ hasText: 'Procurement' }).waitFor();
  assert.match(await page.title(), /– DITP$/);
  await context.close();
});

// The whole shell on a phone: below 768 px the header hides the text-size and theme controls, so
// the drawer must carry them (they were missing: a phone visitor could not scale the text).
for (const [locale, menu, bigger, night] of [
  ['th', 'เมนู', 'เพิ่มขนาดตัวอักษร', 'ธีมกลางคืน'],
  ['en', 'Menu', 'Increase text size', 'Night theme'],
]) {
  test(`on a phone the menu drawer scales the text and switches the theme (${locale})`, async () => {
    const context = await stack.browser.newContext({ viewport: { width: 375, height: 812 } });
    await decideConsent(context, stack.base);
    const page = await open(context, `${stack.base}/${locale}/`);
    await page.getByRole('button', { name: menu, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const before = await page.evaluate(() =>
      document.documentElement.getAttribute('data-font-size'),
    );
    await drawer.getByRole('button', { name: bigger }).click();
    await page.waitForFunction(
      (b) => document.documentElement.getAttribute('data-font-size') !== b,
      before,
    );
    await drawer.getByRole('radio', { name: night }).check();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-theme') === 'night',
    );
    await context.close();
  });
}
