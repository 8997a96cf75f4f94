// @ts-check
/**
 * The CMS admin's preview link: the editor's "Open preview" URL (a short-lived token for that one
 * draft, in the URL's fragment) shows the draft under a visible "Preview" banner; the token
 * travels to the CMS only as the x-preview-token header, never in any address a server sees. A
 * forged token, or the token of another document, shows nothing of the draft.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { adminCredentials } from '../../scripts/cms.mjs';
import { decideConsent, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
/** @type {string} */
let jwt;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
  const login = await fetch(`${stack.cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  });
  jwt = (await login.json())?.data?.token;
  assert.ok(jwt, 'admin login');
});
test.afterAll(async () => {
  await stack?.stop();
});

/**
 * An admin API read, with the login's token.
 *
 * @param {string} path
 * @returns {Promise<any>} the CMS's JSON, parsed (not checked)
 */
const admin = (path) =>
  fetch(`${stack.cms.url}${path}`, { headers: { authorization: `Bearer ${jwt}` } }).then((r) =>
    r.json(),
  );

test('an editor previews a draft post; a forged or foreign token shows nothing of it', async () => {
  const drafts = await admin(
    `/content-manager/collection-types/api::post.post?locale=en&filters[title][$startsWith]=Draft&status=draft`,
  );
  const draft = drafts.results?.[0];
  assert.ok(draft, 'the draft-only post is seeded');
  const { data } = await admin(
    `/content-manager/preview/url/api::post.post?documentId=${draft.documentId}&locale=en&status=draft`,
  );
  const link = new URL(data.url);
  const token = new URLSearchParams(link.hash.slice(1)).get('preview');
  assert.ok(token, 'the preview link carries a token in its fragment');
  assert.equal(link.search, '', 'nothing secret in the query string');

  const context = await stack.browser.newContext();
  await decideConsent(context, stack.base);
  const page = await context.newPage();
  /** @type {{ url: string, headers: Record<string, string> }[]} */
  const requests = [];
  page.on('request', (r) => requests.push({ url: r.url(), headers: r.headers() }));
  await page.goto(`${stack.base}${link.pathname}${link.hash}`);
  await page.getByRole('status').filter({ hasText: 'Preview' }).first().waitFor();
  await page.locator('main h1').filter({ hasText: draft.title }).waitFor();
  const apiCalls = requests.filter((r) => r.url.includes('/api/posts/'));
  assert.ok(apiCalls.length > 0);
  for (const call of apiCalls) assert.equal(call.headers['x-preview-token'], token);
  for (const r of requests)
    assert.ok(!r.url.includes(token), `no request address carries the token: ${r.url}`);

  // A tampered token, and this token on another document: nothing of the draft.
  const forged = `${token.slice(0, -4)}AAAA`;
  await page.goto(`${stack.base}${link.pathname}#preview=${forged}&status=draft`);
  await page.getByText('This preview link is not valid').waitFor();
  assert.equal(await page.getByText(draft.title).count(), 0, 'the draft is not shown');
  const other = await admin(
    `/content-manager/collection-types/api::post.post?locale=en&pageSize=1`,
  );
  const otherPath = link.pathname.replace(draft.documentId, other.results[0].documentId);
  await page.goto(`${stack.base}${otherPath}#preview=${token}&status=draft`);
  await page.getByText('This preview link is not valid').waitFor();
  await context.close();
});
