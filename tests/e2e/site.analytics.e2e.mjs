// @ts-check
/* global window -- inside page.evaluate callbacks, which run in the browser */
/**
 * Page-view analytics only after consent: the site is built with a fake GA4 id (VITE_GA4_ID);
 * Google's script requests are intercepted (nothing reaches the internet). Before consent no
 * request goes to Google and nothing is queued; after "Accept all" the script loads once and
 * exactly one page_view is sent per route change.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildEnv, root } from '../../scripts/lib/stack.mjs';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { open, settled, startStack } from './site.support.mjs';

const GA_ID = 'G-E2ETEST000';
/** The page's gtag queue: each entry the `arguments` of one gtag() call. */
/** @typedef {typeof window & { dataLayer?: ArrayLike<unknown>[] }} GtagWindow */
/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
/** @type {Awaited<ReturnType<typeof serveDist>>} */
let site;
/** @type {string} */
let outDir;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
  outDir = mkdtempSync(join(tmpdir(), 'ditp-ga-'));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    env: { ...buildEnv, VITE_GA4_ID: GA_ID },
    stdio: 'ignore',
  });
  // The CSP opened for GA4 as in production (deploy/configure.mjs --analytics ga4).
  site = await serveDist({ dist: outDir, cmsUrl: stack.cms.url, analytics: 'ga4' });
});
test.afterAll(async () => {
  await site?.close();
  await stack?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const pageViews = (/** @type {import('playwright').Page} */ page) =>
  page.evaluate(() => {
    const w = /** @type {GtagWindow} */ (window);
    return (w.dataLayer ?? []).filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .length;
  });

test('no analytics before consent, one page view per route change after', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  /** @type {string[]} */
  const google = [];
  await context.route(/google(tagmanager|-analytics)\.com/, (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stub */' });
  });
  const page = await open(context, `${site.url}/en/`);
  await page.getByRole('link', { name: 'Worldwide offices' }).first().click();
  await page
    .locator('main h1')
    .filter({ hasText: /offices/i })
    .waitFor();
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await page.waitForURL(/contact/);
  assert.deepEqual(google, [], 'no request to Google before consent');
  assert.equal(
    await page.evaluate(() => /** @type {GtagWindow} */ (window).dataLayer),
    undefined,
    'nothing queued',
  );

  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => google.length, { message: 'the GA script loads after consent' }).toBe(1);
  await settled(page);
  assert.equal(google.length, 1, 'the GA script loads once');
  assert.match(google[0], new RegExp(`id=${GA_ID}`));
  assert.equal(await pageViews(page), 1, 'the current page is counted once');

  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await page.waitForURL(/about-ditp-thai/);
  await expect.poll(() => pageViews(page)).toBe(2);
  await page.getByRole('link', { name: 'Worldwide offices' }).first().click();
  await page.waitForURL(/overseas-office/);
  await expect.poll(() => pageViews(page), { message: 'one page view per route change' }).toBe(3);
  await settled(page);
  assert.equal(await pageViews(page), 3, 'one page view per route change, not more');
  assert.equal(google.length, 1, 'the script is not loaded again');
  await context.close();
});
