// @ts-check
/**
 * Every menu and footer link answers a real page, in Thai and in English: the links are read from
 * the rendered header (each mega-menu panel opened) and footer, then each internal target is
 * opened: a heading, content under it, no not-found page, no error state, no uncaught error, and
 * for a link with a `#anchor` an element with that id (the section the menu item points at).
 * No two of these pages share a title or an `h1` (WCAG 2.4.2: a visitor tells pages apart by
 * them). External links open in a new tab.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { mapLimit } from '../../scripts/lib/stack.mjs';
import { assertRealPage, decideConsent, open, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/**
 * Every link of the header navigation (panels opened one by one) and of the footer.
 *
 * @param {import('playwright').Page} page
 */
async function collectLinks(page) {
  const nav = page.getByRole('navigation').first();
  const triggers = nav.locator('button[aria-expanded]');
  /** @type {Map<string, { href: string, target: string | null }>} */
  const links = new Map();
  const grab = async (/** @type {import('playwright').Locator} */ scope) => {
    for (const a of await scope.locator('a[href]').all()) {
      const href = await a.getAttribute('href');
      if (!href || href.startsWith('tel:') || href.startsWith('mailto:')) continue;
      links.set(href, { href, target: await a.getAttribute('target') });
    }
  };
  const count = await triggers.count();
  for (let i = 0; i < count; i++) {
    await triggers.nth(i).click();
    await grab(page.locator('header'));
    await page.keyboard.press('Escape');
  }
  await grab(page.locator('header'));
  await grab(page.locator('footer'));
  return [...links.values()];
}

for (const locale of ['th', 'en']) {
  test.describe(`${locale}: navigation targets`, () => {
    test(`a visitor can reach every menu and footer page (${locale})`, async () => {
      const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await decideConsent(context, stack.base);
      const home = await open(context, `${stack.base}/${locale}/`);
      const links = await collectLinks(home);
      await home.close();
      const internal = links.filter((l) => l.href.startsWith('/'));
      const external = links.filter((l) => /^https?:/.test(l.href));
      assert.ok(
        internal.length >= (locale === 'th' ? 35 : 12),
        `${internal.length} internal links`,
      );
      for (const l of external) {
        assert.equal(l.target, '_blank', `${l.href} opens in a new tab`);
      }
      const paths = [...new Set(internal.map((l) => l.href.replace(/#.*$/, '')))];
      /** @type {Map<string, string[]>} path -> the anchors links point at on it */
      const anchors = new Map();
      for (const l of internal) {
        const [path, hash] = l.href.split('#');
        if (hash) anchors.set(path, [...(anchors.get(path) ?? []), decodeURIComponent(hash)]);
      }
      assert.ok(
        locale !== 'th' || (anchors.get('/th/post/about/about-ditp-2') ?? []).length >= 7,
        'the Thai about menu links to the sections of about-ditp-2',
      );
      /** @type {string[]} */
      const failures = [];
      /** @type {Map<string, Set<string>>} title -> the pages that have it (`/en` and `/en/` are one page) */
      const titles = new Map();
      /** @type {Map<string, Set<string>>} h1 -> the pages that have it */
      const headings = new Map();
      /**
       * @param {Map<string, Set<string>>} map
       * @param {string} key
       * @param {string} path
       */
      const note = (map, key, path) =>
        map.set(key, new Set(map.get(key)).add(path.replace(/\/+$/, '')));
      // Two pages at a time (each in its own tab): the server and the browser share two cores.
      await mapLimit(paths, 2, async (path) => {
        const page = await open(context, stack.base + path).catch((e) => {
          failures.push(`${path}: ${String(e.message).split('\n')[0]}`);
          return null;
        });
        if (!page) return;
        try {
          await assertRealPage(page, path);
          for (const id of anchors.get(path) ?? []) {
            await page
              .locator('main')
              .locator(`[id="${id}"]`)
              .first()
              .waitFor({ state: 'attached', timeout: 10_000 })
              .catch(() => failures.push(`${path}#${id}: no element with that id on the page`));
          }
          assert.deepEqual(page.uncaughtErrors, [], `${path}: uncaught errors`);
          note(titles, await page.title(), path);
          note(headings, (await page.locator('main h1').first().innerText()).trim(), path);
        } catch (e) {
          failures.push(String(/** @type {Error} */ (e).message).split('\n')[0]);
        }
        await page.close();
      });
      await context.close();
      for (const [what, map] of /** @type {[string, Map<string, Set<string>>][]} */ ([
        ['title', titles],
        ['h1', headings],
      ])) {
        for (const [text, shared] of map)
          if (shared.size > 1) failures.push(`same ${what} "${text}" on ${[...shared].join(', ')}`);
      }
      assert.deepEqual(failures, [], failures.join('\n'));
    });
  });
}
