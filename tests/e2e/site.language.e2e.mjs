/* global document -- inside page.evaluate callbacks, which run in the browser */
/**
 * Language switch: to a page that exists in English the visitor stays on that page; to a page
 * that exists only in Thai they land on the English home with the notice. `<html lang>`,
 * hreflang alternates and the title follow.
 *
 * The HEAD check is answered from the real CMS (the entry exists in that locale or not): the
 * test server (scripts/lib/serve.mjs) answers every HEAD with 200 until it mounts the
 * page-exists middleware of site/server/pageExists.ts.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideConsent, open, startStack } from './site.support.mjs';

let stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack?.stop();
});

/** HEAD /{locale}/post/{id} answered by asking the CMS whether the post exists in that locale. */
async function truthfulHeads(context) {
  await context.route(/\/(th|en|zh|ja|nl)\/post\/[^/]+$/, async (route) => {
    if (route.request().method() !== 'HEAD') return route.continue();
    const [, locale, id] = /\/(\w\w)\/post\/([^/?#]+)/.exec(route.request().url());
    const res = await fetch(`${stack.cms.url}/api/posts/${id}?locale=${locale}`);
    return route.fulfill({ status: res.status === 200 ? 200 : 404 });
  });
}

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
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  await truthfulHeads(context);
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
