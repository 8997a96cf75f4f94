// @ts-check
/**
 * The CMS down or slow (docs/quality.md#reliability): the shell (header, navigation, footer) always
 * renders; content regions show loading placeholders, then an error state with "Try again" in the
 * visitor's language, and the content once the CMS answers again; content already on screen stays
 * when the CMS goes away mid-visit. No uncaught error.
 *
 * The fault sits in front of the real CMS (a proxy whose mode the test sets), so the server render
 * and the browser's own reads both meet it, as they would in production.
 */
/* global window, document, MutationObserver -- inside init scripts, which run in the browser */
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from '@playwright/test';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { dist, startThrowawayCms } from '../../scripts/lib/stack.mjs';
import { decideConsent } from './site.support.mjs';

/** `up` passes through; `down` answers 500 at once; `slow` waits `slowMs` before passing through. */
const fault = { mode: 'up', slowMs: 5000 };

/** What the init script of the slow-CMS test records in the page. */
/** @typedef {typeof window & { __cls: number, __progressSeen: boolean }} SlowCmsWindow */
/** A layout-shift entry of the Layout Instability API (not in TypeScript's DOM types). */
/** @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean }} LayoutShift */

/**
 * @param {string} target the CMS's origin
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
function startFaultProxy(target) {
  const server = http.createServer((req, res) => {
    const pass = () => {
      const upstream = http.request(
        // A request to a server always carries its URL (the type allows none for client ones).
        new URL(/** @type {string} */ (req.url), target),
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    if (fault.mode === 'down') {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{}}');
    } else if (fault.mode === 'slow') setTimeout(pass, fault.slowMs);
    else pass();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
        url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
      }),
    ),
  );
}

/** @type {Awaited<ReturnType<typeof startThrowawayCms>>} */
let cms;
/** @type {Awaited<ReturnType<typeof startFaultProxy>>} */
let proxy;
/** @type {Awaited<ReturnType<typeof serveDist>>} */
let site;
/** @type {import('playwright').Browser} */
let browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  cms = await startThrowawayCms({ name: 'resilience-e2e' });
  proxy = await startFaultProxy(cms.url);
  // No page cache: every visit meets the CMS as it is at that moment; production's CMS deadline.
  site = await serveDist({ dist, cmsUrl: proxy.url, cacheSeconds: 0, dataTimeoutMs: 1500 });
});
test.afterAll(async () => {
  await site?.close();
  await proxy?.close();
  await cms?.stop();
});

async function visitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, site.url);
  // Its errors (the uncaught ones it throws) are set on the next line.
  const page = /** @type {import('playwright').Page & { errors: string[] }} */ (
    await context.newPage()
  );
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  return { context, page };
}

test('with the CMS down the shell stays and the page offers to try again (th)', async () => {
  fault.mode = 'down';
  const { context, page } = await visitor();
  try {
    // goto answers null only for about:blank or a change of the hash alone.
    const res = /** @type {import('playwright').Response} */ (
      await page.goto(`${site.url}/th/ditp-news`)
    );
    // Honest: no page without its content is a 200 (the page service's 503 page, with its shell).
    assert.equal(res.status(), 503, 'the page service says it cannot give the page now');
    assert.ok(Number(res.headers()['retry-after']) > 0, 'with Retry-After');
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    assert.ok(await page.getByRole('navigation').count(), 'the navigation renders');
    const retry = page.getByRole('button', { name: 'ลองอีกครั้ง' }).first();
    await retry.waitFor({ timeout: 30_000 });
    fault.mode = 'up';
    await retry.click();
    await page.locator('main li h2, main li h3').first().waitFor({ timeout: 15_000 });
    assert.equal(await page.getByRole('button', { name: 'ลองอีกครั้ง' }).count(), 0);
    assert.deepEqual(page.errors, []);
  } finally {
    fault.mode = 'up';
    await context.close();
  }
});

test('with a slow CMS (5 s): placeholders, the progress bar on navigation, then the content without layout shift', async () => {
  fault.mode = 'slow';
  const { context, page } = await visitor();
  await page.addInitScript(() => {
    const w = /** @type {SlowCmsWindow} */ (window);
    w.__cls = 0;
    w.__progressSeen = false;
    new PerformanceObserver((list) => {
      for (const e of /** @type {LayoutShift[]} */ (list.getEntries()))
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) w.__progressSeen = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  try {
    const started = Date.now();
    await page.goto(`${site.url}/en/procurement`, { waitUntil: 'commit' });
    // The server does not hold the page for the CMS: after its 1.5 s deadline it answers 503 with
    // the shell; the browser app then renders the page itself, placeholders first.
    await page.getByRole('banner').waitFor();
    assert.ok(Date.now() - started < 4000, `the shell after ${Date.now() - started} ms`);
    await page.locator('main [role="status"][aria-busy="true"]').first().waitFor();
    // What is measured from here: the content landing in the placeholders' place.
    await page.evaluate(() => {
      /** @type {SlowCmsWindow} */ (window).__cls = 0;
    });
    await page.locator('main li h2').first().waitFor({ timeout: 30_000 });
    const cls = await page.evaluate(() => /** @type {SlowCmsWindow} */ (window).__cls);
    assert.ok(cls <= 0.02, `layout shift when the content landed: ${cls} (budget 0.02)`);
    // To another page in the browser: the progress bar shows while its page loads.
    await page.evaluate(() => {
      /** @type {SlowCmsWindow} */ (window).__progressSeen = false;
    });
    await page.locator('header').getByRole('link', { name: 'Worldwide offices' }).first().click();
    await page.waitForURL(/overseas-office/);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    assert.equal(
      await page.evaluate(() => /** @type {SlowCmsWindow} */ (window).__progressSeen),
      true,
      'the progress bar showed',
    );
    assert.deepEqual(page.errors, []);
  } finally {
    fault.mode = 'up';
    await context.close();
  }
});

test('the CMS stopping mid-visit keeps the content already read and offers to try again elsewhere', async () => {
  fault.mode = 'up';
  const { context, page } = await visitor();
  try {
    await page.goto(`${site.url}/en/ditp-news`, { waitUntil: 'networkidle' });
    const first = (await page.locator('main li h2, main li h3').first().innerText()).trim();
    assert.ok(first, 'news titles are on the page');
    fault.mode = 'down';
    // To another page (client-side): its reads fail.
    await page.locator('header').getByRole('link', { name: 'About' }).first().click();
    await page.getByRole('button', { name: 'Try again' }).first().waitFor({ timeout: 30_000 });
    // Back: the news read before the CMS went away are still shown.
    await page.goBack();
    await page.locator('main li h2, main li h3').filter({ hasText: first }).first().waitFor();
    assert.deepEqual(page.errors, []);
  } finally {
    fault.mode = 'up';
    await context.close();
  }
});
