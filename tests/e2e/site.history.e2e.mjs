// @ts-check
/* global document, window -- inside page.evaluate callbacks, which run in the browser */
/**
 * Back and Forward on the built site (WCAG 2.4.3, the follow-up of the audit's F10): after a client-side
 * navigation and Back, the page is scrolled where the visitor left it (not to the top) and focus
 * is on its heading; Forward returns to the top of the page opened from it. Run by scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { decideConsent, open, settled, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/** @typedef {import('playwright').Page} Page */

const scrollY = (/** @type {Page} */ page) => page.evaluate(() => Math.round(window.scrollY));
/**
 * Waits until the window is scrolled to `y` (within a pixel), or says where it is.
 *
 * @param {Page} page
 * @param {number} y
 * @param {string} what
 */
async function scrolledTo(page, y, what) {
  const reached = await page
    .waitForFunction((want) => Math.abs(window.scrollY - want) <= 1, y, { timeout: 8000 })
    .then(() => true)
    .catch(() => false);
  assert.ok(reached, `${what}: scrolled to ${await scrollY(page)}, not ${y}`);
}
const focusedHeading = (/** @type {Page} */ page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.tagName === 'H1' ? el.textContent.trim() : `${el?.tagName} (not the h1)`;
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`Back restores the list's scroll position and focuses its heading, at ${viewport.width} px`, async () => {
    const context = await stack.browser.newContext({ viewport });
    await decideConsent(context, stack.base);
    try {
      const page = await open(context, `${stack.base}/th/ditp-news`);
      const listHeading = (await page.locator('main h1').first().innerText()).trim();
      // The last entry of the list, scrolled into view: the visitor has read down the page.
      const entry = page.locator('main li a[href*="/th/"]').last();
      await entry.scrollIntoViewIfNeeded();
      const left = await scrollY(page);
      assert.ok(left > viewport.height / 2, `scrolled down the list (${left} px)`);
      const listUrl = page.url();

      await entry.click();
      await page.waitForURL((url) => url.href !== listUrl);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await scrolledTo(page, 0, 'the entry opened from the list');

      await page.goBack();
      await page.waitForURL(listUrl);
      await scrolledTo(page, left, 'Back to the list');
      await page.waitForFunction(
        (text) => document.activeElement?.textContent?.trim() === text,
        listHeading,
        { timeout: 8000 },
      );
      assert.equal(await focusedHeading(page), listHeading);
      // And it stays there: focus moved without scrolling the heading into view, and nothing
      // scrolls the page back to the top once its content has settled.
      await settled(page);
      assert.equal(await scrollY(page), left, 'still where the visitor left the list');

      await page.goForward();
      await page.waitForURL((url) => url.href !== listUrl);
      await scrolledTo(page, 0, 'Forward to the entry');
      assert.deepEqual(page.uncaughtErrors, []);
    } finally {
      await context.close();
    }
  });
}
