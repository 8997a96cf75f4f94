// @ts-check
/* global document -- inside page.evaluate callbacks, which run in the browser */
/**
 * Newsletter double opt-in, as a visitor lives it: sign up in the footer (the dialog asks them to
 * check their inbox; the CMS stores the address as pending), read the e-mail in the mail catcher
 * (maildev), open its link (opening changes nothing), press "Confirm subscription" (the result gets
 * focus; the CMS now has the address as active). Signing up again answers the same dialog, never an
 * "already subscribed" error. Then the e-mail's unsubscribe link and its button. In Thai and English.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { startMaildev, waitForMail } from '../../scripts/lib/maildev.mjs';
import {
  decideConsent,
  expectNoViolations,
  mail,
  open,
  startStackWithAdmin,
} from './site.support.mjs';

/** The site the CMS's links point at (its SITE_URL default); the test serves the build elsewhere. */
const SITE_URL = 'http://127.0.0.1:5173';

/** @type {Awaited<ReturnType<typeof startStackWithAdmin>>} */
let stack;
/** @type {Pick<Awaited<ReturnType<typeof startMaildev>>, 'url' | 'smtpEnv' | 'stop'>} */
let catcher;
test.beforeAll(async ({ browser }) => {
  // `npm run e2e` starts one mail catcher for its shared CMS; alone, this file starts its own.
  catcher = process.env.DITP_E2E_MAILDEV_URL
    ? { url: process.env.DITP_E2E_MAILDEV_URL, smtpEnv: {}, stop: async () => {} }
    : await startMaildev();
  stack = await startStackWithAdmin(browser, { cmsEnv: catcher.smtpEnv });
});
test.afterAll(async () => {
  await stack?.stop();
  await catcher?.stop();
});

/**
 * @param {import('playwright').Page} page
 * @param {string} email
 */
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
  await footer.getByRole('button', { name: /subscribe|สมัคร/i }).click();
  return field;
}

const dialog = (/** @type {import('playwright').Page} */ page) =>
  page.getByRole('alertdialog').or(page.getByRole('dialog'));

/**
 * The link of kind `confirm` or `unsubscribe` in an e-mail's text, on the test's site.
 *
 * @param {import('../../scripts/lib/maildev.mjs').MailMessage} message
 * @param {'confirm' | 'unsubscribe'} kind
 */
function linkIn(message, kind) {
  // (maildev leaves `text` out of a message without a plain-text part: then there is no link.)
  const m = new RegExp(`(\\S+/newsletter/${kind}\\?token=\\S+)`).exec(message.text ?? '');
  assert.ok(m, `no ${kind} link in the e-mail:\n${message.text}`);
  assert.ok(m[1].startsWith(`${SITE_URL}/`), `the link points at SITE_URL: ${m[1]}`);
  return stack.base + m[1].slice(SITE_URL.length);
}

const texts = {
  th: {
    dialog: 'โปรดตรวจสอบกล่องจดหมายของท่าน',
    confirmTitle: 'ยืนยันการสมัครรับจดหมายข่าว',
    confirm: 'ยืนยันการสมัคร',
    confirmed: 'ยืนยันการสมัครรับจดหมายข่าวเรียบร้อยแล้ว',
    unsubscribe: 'ยกเลิกการรับข่าวสาร',
    unsubscribed: 'ยกเลิกการรับข่าวสารเรียบร้อยแล้ว',
  },
  en: {
    dialog: 'Check your inbox: we have sent you a link to confirm your subscription.',
    confirmTitle: 'Confirm your newsletter subscription',
    confirm: 'Confirm subscription',
    confirmed: 'Your subscription is confirmed',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You have been unsubscribed',
  },
};

for (const [locale, t] of Object.entries(texts)) {
  test(`a visitor subscribes, confirms through the e-mailed link and unsubscribes (${locale})`, async () => {
    const email = mail(`newsletter-${locale}`);
    const status = async () =>
      (await stack.stored('subscribe-to-news', { email: { $eq: email } })).map((r) => r.status);
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await decideConsent(context, stack.base);
    const page = await open(context, `${stack.base}/${locale}/`);

    const field = await subscribe(page, email);
    await dialog(page).getByText(t.dialog).waitFor();
    assert.equal(await field.inputValue(), '', 'the field is cleared after success');
    assert.deepEqual(await status(), ['pending'], 'stored once, not yet subscribed');
    await page.keyboard.press('Escape');
    await page.getByText(t.dialog).waitFor({ state: 'detached', timeout: 10_000 });

    const [message] = await waitForMail(catcher.url, (m) => m.to[0].address === email);
    const confirmPage = await open(context, linkIn(message, 'confirm'));
    await confirmPage.getByRole('heading', { level: 1, name: t.confirmTitle }).waitFor();
    assert.equal(
      await confirmPage.locator('meta[name="robots"][content="noindex"]').count(),
      1,
      'noindex',
    );
    assert.deepEqual(await status(), ['pending'], 'opening the link changes nothing');
    await confirmPage.getByRole('button', { name: t.confirm, exact: true }).click();
    const result = confirmPage.getByRole('heading', { level: 2, name: t.confirmed });
    await result.waitFor();
    assert.equal(
      await confirmPage.evaluate(() => document.activeElement?.id),
      'newsletter-result',
      'focus moves to the result',
    );
    assert.equal(await confirmPage.getByRole('status').getByText(t.confirmed).count(), 1);
    assert.deepEqual(await status(), ['active']);
    await expectNoViolations(confirmPage, `confirmed page (${locale})`);
    assert.deepEqual(confirmPage.uncaughtErrors, []);

    // Again from the footer: the same answer (the CMS e-mails the subscriber a notice instead).
    await subscribe(page, email);
    await dialog(page).getByText(t.dialog).waitFor();
    const messages = await waitForMail(catcher.url, (m) => m.to[0].address === email, {
      count: 2,
    });

    const unsubscribePage = await open(context, linkIn(messages[1], 'unsubscribe'));
    assert.deepEqual(await status(), ['active'], 'opening the link changes nothing');
    await unsubscribePage.getByRole('button', { name: t.unsubscribe, exact: true }).click();
    await unsubscribePage.getByRole('heading', { level: 2, name: t.unsubscribed }).waitFor();
    assert.equal(
      await unsubscribePage.evaluate(() => document.activeElement?.id),
      'newsletter-result',
    );
    assert.deepEqual(await status(), ['unsubscribed']);
    await context.close();
  });
}

test('an expired or broken confirmation link says what to do (en)', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, stack.base);
  const page = await open(context, `${stack.base}/en/newsletter/confirm?token=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Confirm subscription', exact: true }).click();
  await page
    .getByRole('heading', { level: 2, name: 'This confirmation link has expired or is not valid' })
    .waitFor();
  assert.match(await page.locator('main').innerText(), /subscribe again/);
  assert.equal(await page.getByRole('button', { name: 'Confirm subscription' }).count(), 0);
  await expectNoViolations(page, 'expired confirmation link');
  await context.close();
});
