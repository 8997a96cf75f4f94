// @ts-check
/* global document -- inside evaluate callbacks, which run in the browser */
/**
 * The CMS's current announcement on the home page (docs/behaviour.md#announcements), on the built
 * site and the real CMS: in the server's HTML, shown on the visit's first home page, hidden before
 * the first paint on the next one of the same visit (site/boot.ts), shown again on a new visit,
 * and never again on this device once dismissed, with focus kept where the banner was. The
 * featured story is there too, and is not repeated in its collection's row. Run by
 * scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { decideConsent, firstEntry, open, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

test('the announcement: once per visit, dismissible, remembered; the featured story once', async () => {
  const current = await firstEntry(
    stack.cms.url,
    'popups',
    'th',
    '&sort[0]=publish_date:desc&fields[0]=title',
  );
  assert.ok(current, 'the seed has an announcement in Thai');
  const html = await (await fetch(`${stack.base}/th/`)).text();
  assert.ok(
    html.includes(`data-announcement="${current.documentId}"`),
    'the server renders the announcement (no shift when it appears)',
  );

  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await decideConsent(context, stack.base);
  const page = await open(context, `${stack.base}/th/`);
  const banner = page.getByRole('region', { name: current.title });
  assert.ok(await banner.isVisible(), "the visit's first home page shows it");

  // The featured story, and its article not again in the row below.
  const featured = page.getByRole('region', { name: 'เรื่องเด่น' });
  const title = (await featured.getByRole('heading', { level: 3 }).innerText()).trim();
  assert.ok(title.length > 0, 'a featured story');
  assert.equal(await page.getByRole('heading', { level: 3, name: title, exact: true }).count(), 1);

  // The same visit (this tab), a full page load: hidden before the app has even loaded.
  await page.reload({ waitUntil: 'domcontentloaded' });
  assert.equal(
    await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-hidden')),
    true,
    'site/boot.ts hid it before the first paint',
  );
  assert.equal(await banner.isVisible(), false, 'not shown again on this visit');
  await page.waitForLoadState('networkidle');
  assert.equal(await banner.isVisible(), false, 'nor after hydration');

  // A new visit (a new tab): shown again; dismissed, it is gone and focus stays in place.
  const next = await open(context, `${stack.base}/th/`);
  const again = next.getByRole('region', { name: current.title });
  assert.ok(await again.isVisible(), 'a new visit shows it again');
  await again.getByRole('button', { name: 'ปิดประกาศ' }).click();
  assert.equal(await again.count(), 0, 'dismissed');
  assert.equal(
    (await next.evaluate(() => document.activeElement?.textContent ?? '')).trim(),
    'ปิดประกาศแล้ว',
    'focus is where the banner was, on the sentence that says it was dismissed',
  );

  // Later visits on this device: never again.
  const later = await open(context, `${stack.base}/th/`);
  assert.equal(
    await later.getByRole('region', { name: current.title }).isVisible(),
    false,
    'a dismissed announcement stays dismissed',
  );
  assert.deepEqual(
    [...page.uncaughtErrors, ...next.uncaughtErrors, ...later.uncaughtErrors],
    [],
    'no uncaught error (hydration included)',
  );
  await context.close();
});
