/**
 * The CMS admin's preview link: with the preview secret a draft shows under a visible "Preview"
 * banner (the secret travels to the CMS as the x-preview-secret header, never in the API query);
 * with a wrong secret the draft stays hidden.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideConsent, startStack } from './site.support.mjs';

const SECRET = process.env.PREVIEW_SECRET || 'ditp-local-preview-secret';
let stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack?.stop();
});

test('an editor previews a draft post; a wrong secret shows nothing of it', async () => {
  const res = await fetch(
    `${stack.cms.url}/api/posts?status=draft&locale=en&filters[title][$startsWith]=Draft`,
    { headers: { 'x-preview-secret': SECRET } },
  );
  const [draft] = (await res.json()).data;
  assert.ok(draft, 'the draft-only post is seeded');
  const context = await stack.browser.newContext();
  await decideConsent(context, stack.base);
  const page = await context.newPage();
  const apiCalls = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/posts/')) apiCalls.push({ url: r.url(), headers: r.headers() });
  });
  const path = `/en/preview/posts/${draft.documentId}`;
  await page.goto(`${stack.base}${path}?secret=${SECRET}&status=draft`);
  await page.getByRole('status').filter({ hasText: 'Preview' }).first().waitFor();
  await page.locator('main h1').filter({ hasText: draft.title }).waitFor();
  assert.ok(apiCalls.length > 0);
  for (const call of apiCalls) {
    assert.ok(!call.url.includes(SECRET), 'the secret is not in the API address');
    assert.equal(call.headers['x-preview-secret'], SECRET);
  }

  await page.goto(`${stack.base}${path}?secret=wrong&status=draft`);
  await page.getByText('This preview link is not valid').waitFor();
  assert.equal(await page.getByText(draft.title).count(), 0, 'the draft is not shown');
  await context.close();
});
