// @ts-check
/* global document -- inside page.evaluate callbacks, which run in the browser */
/**
 * Session expiry (docs/behaviour.md#sessions): a visitor whose `token` cookie the CMS no longer
 * accepts reads the site; the first CMS read their browser makes carries that token, the real
 * Strapi answers 401, and the site shows ONE "Warning" dialog whose button logs in: the token
 * cookie is removed and the visitor lands on /{locale}/login. Without a token the same pages read
 * as usual.
 *
 * The page a visitor opens first is rendered on the server from public reads (no token); the
 * browser's first own read is the next page's, reached here through the home page's link.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { decideConsent, open, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

const tokenCookie = async (/** @type {import('playwright').BrowserContext} */ context) =>
  (await context.cookies()).find((c) => c.name === 'token')?.value ?? null;

for (const { locale, dialogTitle, button } of [
  { locale: 'th', dialogTitle: 'คำเตือน', button: 'เข้าสู่ระบบ' },
  { locale: 'en', dialogTitle: 'Warning', button: 'Log in' },
]) {
  const path = `/${locale}/ditp-news`;
  test(`${locale}: an expired token ends the session: one warning, the cookie removed, /${locale}/login`, async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await decideConsent(context, stack.base);
    await context.addCookies([{ name: 'token', value: 'expired-session-token', url: stack.base }]);
    const page = await context.newPage();
    /** @type {string[]} */
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(String(e?.message ?? e)));
    /** @type {import('playwright').Response[]} */
    const refused = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.status() === 401) refused.push(r);
    });
    await page.goto(`${stack.base}/${locale}/`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    await page.locator(`main a[href="${path}"]`).first().click();

    const dialog = page.getByRole('alertdialog', { name: dialogTitle });
    await dialog.waitFor({ timeout: 15_000 });
    assert.ok(refused.length >= 1, 'the CMS refused the expired token');
    assert.equal(
      await refused[0].request().headerValue('authorization'),
      'Bearer expired-session-token',
      'content reads carry the token cookie',
    );
    // The page's several reads all failed with that session: still one dialog.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('alertdialog').count(), 1, 'one session-expired dialog');
    assert.equal(
      await tokenCookie(context),
      'expired-session-token',
      'token kept until the visitor answers',
    );

    await dialog.getByRole('button', { name: button }).click();
    await page.waitForURL(new RegExp(`/${locale}/login$`));
    await page.locator('main h1').first().waitFor();
    assert.equal(await tokenCookie(context), null, 'token cookie removed');
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no dialog on the login page');
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale);

    // Without the token the site reads as usual again.
    await page.goto(`${stack.base}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no dialog without a token');
    assert.deepEqual(pageErrors, [], 'no uncaught error');
    await context.close();
  });
}

test('without a token nothing asks to log in', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  const page = await open(context, `${stack.base}/th/ditp-news`);
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByRole('alertdialog').count(), 0);
  assert.match(page.url(), /\/th\/ditp-news$/);
  await context.close();
});
