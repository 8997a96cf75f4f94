/**
 * Newsletter sign-up in the footer: the visitor solves the real human verification (the CMS's
 * ALTCHA challenge, in the browser), the subscription carries its token, a new address is stored
 * in the CMS exactly once (read back with an admin API token), the success dialog shows and the
 * field is cleared; the same address again shows the error with the server's message and keeps
 * what was typed. After each answer the form asks for a new verification.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { recordWrites } from './forms.support.mjs';
import { decideConsent, mail, open, startStackWithAdmin } from './site.support.mjs';

let stack;
before(async () => {
  stack = await startStackWithAdmin();
});
after(async () => {
  await stack?.stop();
});

async function subscribe(page, email) {
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const field = footer.getByRole('textbox');
  await field.waitFor({ timeout: 15_000 });
  await field.fill(email);
  // A fresh check (not ticked): the widget fetches the CMS's challenge and solves it.
  const check = footer.getByRole('checkbox');
  assert.equal(await check.isChecked(), false, 'a fresh verification');
  await check.click({ timeout: 15_000, force: true }); // the tick mark lies over the box
  await footer.locator('[data-state="verified"]').first().waitFor({ timeout: 30_000 });
  const token = await footer.locator('input[name="altcha"]').inputValue();
  await footer.getByRole('button', { name: /subscribe|สมัคร/i }).click();
  return { field, token };
}

for (const [locale, success, failure] of [
  ['th', 'ส่งข้อมูลสำเร็จ!', 'เกิดข้อผิดพลาด:'],
  ['en', 'Sent successfully!', 'An error occurred:'],
]) {
  test(`a visitor subscribes once and a second try shows the error (${locale})`, async () => {
    const email = mail(`newsletter-${locale}`);
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await decideConsent(context, stack.base);
    const page = await open(context, `${stack.base}/${locale}/`);
    const writes = recordWrites(page);

    let { field, token } = await subscribe(page, email);
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByText(success).waitFor();
    assert.equal(await field.inputValue(), '', 'the field is cleared after success');
    const stored = await stack.stored('subscribe-to-news', { email: { $eq: email } });
    assert.equal(stored.length, 1, 'stored exactly once');
    const posts = writes.filter((w) => w.path === '/api/subscribe-to-news');
    assert.equal(posts.length, 1);
    assert.equal(posts[0].headers['x-verification-token'], token, 'the post carries the token');
    await page.keyboard.press('Escape');
    await page.getByText(success).waitFor({ state: 'detached', timeout: 10_000 });

    ({ field, token } = await subscribe(page, email));
    const error = page.getByRole('alertdialog').or(page.getByRole('dialog')).getByText(failure);
    await error.waitFor();
    assert.equal(await field.inputValue(), email, 'the address is kept after an error');
    assert.equal((await stack.stored('subscribe-to-news', { email: { $eq: email } })).length, 1);
    await context.close();
  });
}
