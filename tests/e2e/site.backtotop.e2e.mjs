// @ts-check
/* global document, window, MutationObserver -- inside page.evaluate callbacks, which run in the browser */
/**
 * The back-to-top button on the built site never covers the content column (WCAG 1.4.4): on a
 * wide screen it floats in the gutter beside the column; on a laptop, on a phone and with 32 px
 * text it ends the content in the page flow, before the footer.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { decideConsent, startStack } from './site.support.mjs';

/** @typedef {import('./forms.support.mjs').PageWithErrors} PageWithErrors */

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/** The attributes written on <html> with the value they already had, by the init script below. */
/** @typedef {typeof window & { htmlWrites: string[] }} HtmlWritesWindow */

/**
 * Where the button is, once the visitor has scrolled two screens down.
 * @param {import('playwright').Page} page
 */
async function placement(page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
  const button = page.getByRole('button', { name: 'กลับขึ้นด้านบน' });
  await button.waitFor();
  return button.evaluate((el) => {
    // Every page has its column (cast: getElementById's type allows null).
    const column = /** @type {HTMLElement} */ (
      document.getElementById('page-column')
    ).getBoundingClientRect();
    const rect = el.getBoundingClientRect();
    // And its footer (cast: querySelector's type allows null).
    const footer = /** @type {HTMLElement} */ (document.querySelector('footer'));
    return {
      position: window.getComputedStyle(el).position,
      overColumn:
        rect.left < column.right &&
        column.left < rect.right &&
        rect.top < column.bottom &&
        column.top < rect.bottom,
      beforeFooter: Boolean(el.compareDocumentPosition(footer) & 4),
    };
  });
}

const cases = [
  { name: 'a wide screen', viewport: { width: 1920, height: 1000 }, position: 'fixed' },
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, position: 'static' },
  { name: 'a phone', viewport: { width: 375, height: 740 }, position: 'static' },
  {
    name: 'a wide screen with 32 px text',
    viewport: { width: 1920, height: 1000 },
    position: 'static',
    rootPx: 32,
  },
];

for (const c of cases) {
  test(`back to top on the Thai home page, ${c.name}: ${c.position === 'fixed' ? 'beside' : 'after'} the content`, async () => {
    const context = await stack.browser.newContext({ viewport: c.viewport });
    await decideConsent(context, stack.base);
    // Its uncaughtErrors are set on the next line.
    const page = /** @type {PageWithErrors} */ (await context.newPage());
    page.uncaughtErrors = [];
    page.on('pageerror', (e) => page.uncaughtErrors.push(String(e?.message ?? e)));
    if (c.rootPx) {
      // The browser's own default text size (Settings > Appearance > Font size), as the audit set it.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: c.rootPx } });
    }
    await page.goto(`${stack.base}/th/`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    if (c.rootPx) {
      const rootPx = await page.evaluate(() =>
        parseFloat(window.getComputedStyle(document.documentElement).fontSize),
      );
      assert.equal(rootPx, c.rootPx, 'the browser default text size applies');
    }
    const where = await placement(page);
    assert.equal(where.position, c.position, `${c.name}: position`);
    assert.equal(where.overColumn, false, `${c.name}: the button is not over the content column`);
    if (c.position === 'static')
      assert.ok(where.beforeFooter, `${c.name}: ends the content, before the footer`);
    assert.deepEqual(page.uncaughtErrors, []);
    await context.close();
  });
}

/*
 * The measured insets on <html> (the header's height, the cookie banner's as the bottom inset) are
 * written just after hydration. An inherited custom property, or a write that changes nothing (the
 * same `lang`), restyles every element of the page, a long task on a phone then (Total Blocking
 * Time): they are registered as not inherited, and the floating button takes the bottom inset
 * from <html> itself, so it still sits above the banner.
 */
test('after hydration nothing restyles the whole page for nothing, and the floating button stays above the cookie banner', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1920, height: 1000 } });
  await context.addInitScript(() => {
    const w = /** @type {HtmlWritesWindow} */ (window);
    w.htmlWrites = [];
    new MutationObserver((records) => {
      for (const r of records) {
        // Before <body> exists (the head script) nothing has been styled yet: it costs nothing.
        if (r.target !== document.documentElement || !document.body) continue;
        // Only attribute records are observed, and they always name their attribute.
        const name = /** @type {string} */ (r.attributeName);
        const now = document.documentElement.getAttribute(name);
        if (name !== 'style' && now === r.oldValue) w.htmlWrites.push(name);
      }
    }).observe(document, { attributes: true, attributeOldValue: true, subtree: true });
  });
  try {
    for (const path of ['/th/', '/en/survey-form']) {
      const page = await context.newPage();
      await page.goto(stack.base + path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      // Hydrated, and the cookie banner (no choice made yet) measured.
      await page.waitForFunction(
        () =>
          document.documentElement.style.getPropertyValue('--ds-header-height') !== '' &&
          document.documentElement.style.getPropertyValue('--ds-bottom-inset') !== '',
      );
      const found = await page.evaluate(() => {
        const root = document.documentElement;
        // Waited for above (cast: querySelector's type allows null).
        const main = /** @type {HTMLElement} */ (document.querySelector('main'));
        const written = [...root.style].filter((p) => p.startsWith('--'));
        return {
          sameValueWrites: /** @type {HtmlWritesWindow} */ (window).htmlWrites,
          inheritedByMain: written.filter(
            (p) => window.getComputedStyle(main).getPropertyValue(p).trim() !== '',
          ),
          written,
        };
      });
      assert.deepEqual(
        found.sameValueWrites,
        [],
        `${path}: attributes written on <html> unchanged`,
      );
      assert.ok(found.written.length >= 2, `${path}: the insets are written on <html>`);
      assert.deepEqual(found.inheritedByMain, [], `${path}: <html>'s insets reach <main>`);
      if (path === '/th/') {
        await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
        const button = page.getByRole('button', { name: 'กลับขึ้นด้านบน' });
        await button.waitFor();
        const gap = await button.evaluate((el) => {
          const inset = parseFloat(
            document.documentElement.style.getPropertyValue('--ds-bottom-inset'),
          );
          return {
            position: window.getComputedStyle(el).position,
            clear: window.innerHeight - inset - el.getBoundingClientRect().bottom,
          };
        });
        assert.equal(gap.position, 'fixed', 'floats beside the column on a wide screen');
        assert.ok(gap.clear >= 0, `the button reaches ${-gap.clear} px under the cookie banner`);
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
});
