// @ts-check
/* global document, requestAnimationFrame -- inside page.evaluate callbacks, which run in the browser */
/**
 * Shared helpers of the site e2e files (tests/e2e/site.*.e2e.mjs): the stack (built site + real
 * CMS + Chromium) and site-level page helpers.
 */
import assert from 'node:assert/strict';
import { engineProblems } from '../../scripts/lib/pagechecks.mjs';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { dist, startThrowawayCms } from '../../scripts/lib/stack.mjs';

/** @typedef {import('./forms.support.mjs').PageWithErrors} PageWithErrors */

/** With an admin API token (reads form collections back): forms.support.mjs's stack. */
export { mail, startStack as startStackWithAdmin } from './forms.support.mjs';

/**
 * The built site served with /api proxied to the shared CMS, beside the worker's Chromium (Playwright
 * Test's `browser` fixture, which owns it: stop() leaves it open). No admin login (the CMS
 * rate-limits admin logins; only the files that read form entries back need one).
 *
 * @param {import('playwright').Browser} browser
 */
export async function startStack(browser) {
  const cms = await startThrowawayCms({ name: 'site-e2e' });
  const site = await serveDist({ dist, cmsUrl: cms.url });
  return {
    cms,
    base: site.url,
    browser,
    async stop() {
      await site.close();
      await cms.stop();
    },
  };
}

/**
 * Waits until the page has settled: no network request for 500 ms, the fonts loaded, and two
 * frames painted after that (what an effect scheduled by the last answer does is then on screen).
 * The e2e tests wait for this instead of a number of milliseconds (docs/quality.md#the-end-to-end-suite).
 *
 * @param {import('playwright').Page} page
 */
export async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    document.fonts.ready.then(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
        ),
    ),
  );
}

/** Consent decided (no banner), so pages are checked as a returning visitor sees them. */
export { decideConsent } from '../../scripts/lib/pagechecks.mjs';

/**
 * Opens a path and waits for the page's heading. Records uncaught errors on `page.uncaughtErrors`.
 *
 * @param {import('playwright').BrowserContext} context
 * @param {string} url
 * @returns {Promise<PageWithErrors>}
 */
export async function open(context, url) {
  // Its uncaughtErrors are set on the next line.
  const page = /** @type {PageWithErrors} */ (await context.newPage());
  page.uncaughtErrors = [];
  page.on('pageerror', (e) => page.uncaughtErrors.push(String(e?.message ?? e)));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  return page;
}

/**
 * The page is a real page: a heading that is not the not-found one and content under it.
 *
 * @param {import('playwright').Page} page
 * @param {string} what names the page in the messages
 */
export async function assertRealPage(page, what) {
  const h1 = (await page.locator('main h1').first().innerText()).trim();
  assert.ok(h1.length > 0, `${what}: empty h1`);
  // (Search results are kept out of indexes too, without being a missing page.)
  const notFound = /[?&]query=/.test(page.url())
    ? 0
    : await page.locator('meta[name="robots"][content="noindex"]').count();
  assert.equal(notFound, 0, `${what}: shows the not-found page ("${h1}")`);
  const text = (await page.locator('main').innerText()).trim();
  assert.ok(text.length > h1.length + 20, `${what}: main holds no content beyond its heading`);
  const errorState = await page.getByRole('button', { name: /try again|ลองอีกครั้ง/i }).count();
  assert.equal(errorState, 0, `${what}: shows an error state`);
}

/**
 * Neither axe nor HTML_CodeSniffer finds anything on the page as it is now.
 *
 * @param {import('playwright').Page} page
 * @param {string} what
 */
export async function expectNoViolations(page, what) {
  const list = await engineProblems(page);
  assert.deepEqual(list, [], `${what}: accessibility violations\n${list.join('\n')}`);
}

/**
 * First visible entry of a collection in a locale, straight from the CMS (its JSON, parsed).
 *
 * @param {string} cmsUrl
 * @param {string} plural
 * @param {string} locale
 * @param {string} [extra] more of the query string (`&filters[...]=...`)
 */
export async function firstEntry(cmsUrl, plural, locale, extra = '') {
  const res = await fetch(
    `${cmsUrl}/api/${plural}?locale=${locale}&pagination[pageSize]=1&sort=createdAt:desc${extra}`,
  );
  assert.equal(res.status, 200, `GET /api/${plural}`);
  const body = await res.json();
  return body.data[0] ?? null;
}
