// @ts-check
/* global window -- inside page.evaluate callbacks, which run in the browser */
/**
 * The seeded post whose content_html carries <script>, onerror=, javascript: and SVG payloads
 * renders its safe text and executes nothing (no alert, no global set by the payloads).
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

for (const locale of ['th', 'en']) {
  test(`a visitor reading the seeded XSS post runs none of its payloads (${locale})`, async () => {
    const q = new URLSearchParams({
      locale,
      'filters[content_html][$containsi]': '__ditpXss',
      'pagination[pageSize]': '1',
    });
    const res = await fetch(`${stack.cms.url}/api/posts?${q}`);
    const [post] = (await res.json()).data;
    assert.ok(post, `the XSS post is seeded in ${locale}`);
    const context = await stack.browser.newContext();
    await decideConsent(context, stack.base);
    /** @type {string[]} */
    const dialogs = [];
    context.on('page', (p) => p.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss())));
    const page = await open(
      context,
      `${stack.base}/${locale}/post/post-knowledge/${post.documentId}`,
    );
    await page.getByText('safe text after the payloads').waitFor();
    // Give handlers (onerror of a broken image, SVG onload) the chance they must not get: every
    // image has loaded or failed by the time the network is idle.
    await settled(page);
    const link = page.getByRole('link', { name: /export statistics/i });
    if (await link.count())
      await link
        .first()
        .click({ noWaitAfter: true })
        .catch(() => {});
    await settled(page);
    // What a payload that ran would set (the seeded post's scripts and handlers).
    assert.equal(
      await page.evaluate(
        () => /** @type {typeof window & { __ditpXss?: unknown }} */ (window).__ditpXss,
      ),
      undefined,
      'no payload ran',
    );
    assert.deepEqual(dialogs, [], 'no alert opened');
    assert.equal(
      await page.locator('main script, main iframe, main [onerror], main [onload]').count(),
      0,
    );
    await context.close();
  });
}
