/**
 * The CMS down or slow: the shell (header, navigation, footer) always renders; content regions
 * show loading placeholders, then an error state with "Try again" in the visitor's language, and
 * the content once the CMS answers again. No uncaught error.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideConsent, startStack } from './site.support.mjs';

let stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack?.stop();
});

test('with the CMS down the shell stays and the page offers to try again (th)', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  let down = true;
  await context.route('**/api/**', (route) =>
    down
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' })
      : route.continue(),
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${stack.base}/th/ditp-news`);
  await page.getByRole('banner').waitFor();
  await page.getByRole('contentinfo').waitFor();
  const retry = page.getByRole('button', { name: 'ลองอีกครั้ง' }).first();
  await retry.waitFor({ timeout: 30_000 });
  down = false;
  await retry.click();
  await page.locator('main li h2, main li h3').first().waitFor({ timeout: 15_000 });
  assert.equal(await page.getByRole('button', { name: 'ลองอีกครั้ง' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with a slow CMS the page shows loading placeholders, then the content', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  await context.route('**/api/**', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => {});
  });
  const page = await context.newPage();
  await page.goto(`${stack.base}/en/procurement`);
  await page.locator('main [role="status"][aria-busy="true"]').first().waitFor();
  await page.getByRole('banner').waitFor();
  await page.locator('main li h2').first().waitFor({ timeout: 30_000 });
  await context.close();
});
