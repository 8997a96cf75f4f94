// @ts-check
/* global document -- inside page.evaluate callbacks, which run in the browser */
/**
 * What goes wrong, against the built site and the real CMS: uploads over the limit or of a
 * forbidden type are refused with a message (by the page, and by the CMS for a disguised file);
 * a CMS 500 keeps everything the visitor typed and stores nothing, and the retry sends the same
 * idempotency key; a post the CMS stored but whose answer was lost is not stored twice when the
 * visitor sends again; a verification token the CMS refuses asks the visitor to verify again; a
 * server-side refusal lands on its field; a draft survives a reload and a language switch,
 * without the files and without the verification token.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import {
  expectNoViolations,
  label,
  mail,
  openForm,
  pdf,
  run,
  startStack,
  restoredValue,
  submitButton,
  succeeded,
  tr,
  recordWrites,
  UUID,
  verify,
} from './forms.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
/** @type {{ documentId: string }} the newest job posting (the CMS's JSON, parsed) */
let job;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
  const jobs = await (
    await fetch(`${stack.cms.url}/api/apply-for-works?locale=en&pagination[pageSize]=1`)
  ).json();
  job = jobs.data[0];
});
test.afterAll(async () => {
  await stack?.stop();
});

/**
 * @param {import('playwright').Page} page
 * @param {string} locale
 * @param {string} email
 */
async function fillApplicant(page, locale, email) {
  await page.getByRole('main').getByLabel(label(locale, 'Full name')).fill('Jan de Vries');
  await page.getByRole('main').getByLabel(label(locale, 'Email address')).fill(email);
  await page.getByRole('main').getByLabel(label(locale, 'Phone number')).fill('+31 70 000 0000');
  await page
    .getByRole('checkbox', { name: label(locale, 'I have read and accept the privacy notice.') })
    .check({ force: true });
}

test.describe('uploads that are refused', () => {
  test('a CV of a forbidden type or over 5 MB is refused with a message naming the file', async () => {
    const context = await stack.context();
    const page = await openForm(context, `${stack.base}/en/apply-for-work/${job.documentId}`);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00'),
    });
    await page.getByText(/tool\.exe is not an accepted file type/).waitFor();
    await input.setInputFiles({
      name: 'huge-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(5 * 1024 * 1024 + 10),
    });
    await page.getByText(/huge-cv\.pdf is too large/).waitFor();
    assert.equal(
      await page.getByRole('list', { name: 'Chosen files' }).count(),
      0,
      'no file was accepted',
    );
    await expectNoViolations(page, 'job: refused files');
    await context.close();
  });

  test('a file whose content is not what its name says is refused by the CMS, and nothing is stored', async () => {
    const context = await stack.context();
    const page = await openForm(context, `${stack.base}/en/apply-for-work/${job.documentId}`);
    const email = mail('disguised');
    await fillApplicant(page, 'en', email);
    await page.locator('input[type=file]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is not a pdf'),
    });
    await verify(page, 'job-application');
    await submitButton(page, 'job-application').click();
    await page
      .getByRole('link', { name: /cv\.pdf is damaged or is not the type its name says/ })
      .waitFor();
    assert.equal(
      await page
        .getByRole('main')
        .getByLabel(/^Full name/)
        .inputValue(),
      'Jan de Vries',
    );
    assert.equal((await stack.stored('apply-for-work-forms', { email: { $eq: email } })).length, 0);
    await expectNoViolations(page, 'job: server refusal');
    await context.close();
  });
});

test.describe('failures keep what the visitor typed', () => {
  for (const locale of ['th', 'en']) {
    test(`a CMS 500 keeps the typed text, says so, and nothing is stored (${locale})`, async () => {
      const context = await stack.context();
      const page = await openForm(context, `${stack.base}/${locale}/opinions-for-the-ditp`);
      let posts = 0;
      const writes = recordWrites(page);
      await page.route('**/api/opinions-for-the-ditps**', (route) => {
        posts += 1;
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"data":null,"error":{"status":500,"name":"InternalServerError","message":"Internal Server Error"}}',
        });
      });
      const email = mail(`opinion-500-${locale}`);
      const message = `ความคิดเห็นที่ต้องไม่หาย ${run}`;
      await page.getByRole('main').getByLabel(label(locale, 'Email address')).fill(email);
      await page
        .getByRole('radio', { name: tr(locale, "The department's services") })
        .check({ force: true });
      await page.getByRole('main').getByLabel(label(locale, 'Your opinion')).fill(message);
      await page
        .getByRole('checkbox', {
          name: label(locale, 'I have read and accept the privacy notice.'),
        })
        .check({ force: true });
      await verify(page, 'opinion');
      await submitButton(page, 'opinion').click();
      await page.getByRole('heading', { name: tr(locale, 'Your form was not sent') }).waitFor();
      assert.equal(posts, 1);
      assert.equal(
        await page.getByRole('main').getByLabel(label(locale, 'Your opinion')).inputValue(),
        message,
      );
      assert.equal(
        await page.getByRole('main').getByLabel(label(locale, 'Email address')).inputValue(),
        email,
      );
      await expectNoViolations(page, `opinion ${locale}: CMS 500`);
      assert.equal(
        (await stack.stored('opinions-for-the-ditps', { email: { $eq: email } })).length,
        0,
      );

      // The CMS recovers: the same form goes through once the visitor verifies again (the token
      // served the failed attempt), with the same idempotency key.
      await page.unroute('**/api/opinions-for-the-ditps**');
      await verify(page, 'opinion');
      await submitButton(page, 'opinion').click();
      await page
        .locator('section[aria-labelledby="form-success-title"]')
        .waitFor({ timeout: 30_000 });
      assert.equal(
        (await stack.stored('opinions-for-the-ditps', { email: { $eq: email } })).length,
        1,
      );
      const sent = writes.filter((w) => w.path === '/api/opinions-for-the-ditps');
      assert.equal(sent.length, 2);
      assert.match(sent[0].headers['idempotency-key'] ?? '', UUID);
      assert.equal(sent[1].headers['idempotency-key'], sent[0].headers['idempotency-key']);
      assert.notEqual(
        sent[1].headers['x-verification-token'],
        sent[0].headers['x-verification-token'],
      );
      await context.close();
    });
  }

  test('a post stored by the CMS whose answer was lost is not stored twice when the visitor sends again', async () => {
    const context = await stack.context();
    const page = await openForm(context, `${stack.base}/th/opinions-for-the-ditp`);
    const email = mail('opinion-lost-answer');
    // The first post reaches the CMS (which stores it), then the connection drops before the
    // answer arrives: the visitor is told nothing was sent.
    let first = true;
    await page.route('**/api/opinions-for-the-ditps**', async (route) => {
      if (!first) return route.continue();
      first = false;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('main').getByLabel(label('th', 'Email address')).fill(email);
    await page.getByRole('radio', { name: tr('th', 'This website') }).check({ force: true });
    await page.getByRole('main').getByLabel(label('th', 'Your opinion')).fill(`ครั้งเดียว ${run}`);
    await page
      .getByRole('checkbox', { name: label('th', 'I have read and accept the privacy notice.') })
      .check({ force: true });
    await verify(page, 'opinion');
    await submitButton(page, 'opinion').click();
    await page.getByRole('heading', { name: tr('th', 'Your form was not sent') }).waitFor();
    const stored = await stack.stored('opinions-for-the-ditps', { email: { $eq: email } });
    assert.equal(stored.length, 1, 'the lost answer was stored');
    // The visitor sends again: same key, so the CMS answers the first answer and stores nothing.
    await verify(page, 'opinion');
    await submitButton(page, 'opinion').click();
    const ref = await succeeded(page, 'opinion: resent after a lost answer');
    assert.equal(ref, stored[0].documentId, 'the reference of the stored entry');
    assert.equal(
      (await stack.stored('opinions-for-the-ditps', { email: { $eq: email } })).length,
      1,
      'stored once',
    );
    await context.close();
  });

  test('a verification token the CMS refuses asks the visitor, in Thai, to verify again', async () => {
    const context = await stack.context();
    const page = await openForm(context, `${stack.base}/th/opinions-for-the-ditp`);
    const email = mail('opinion-forged-token');
    // The browser solves the challenge, but what reaches the CMS is a forged token.
    await page.route('**/api/opinions-for-the-ditps**', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-verification-token': btoa('{"forged":1}') },
      }),
    );
    await page.getByRole('main').getByLabel(label('th', 'Email address')).fill(email);
    await page.getByRole('radio', { name: tr('th', 'This website') }).check({ force: true });
    await page.getByRole('main').getByLabel(label('th', 'Your opinion')).fill('ปลอม');
    await page
      .getByRole('checkbox', { name: label('th', 'I have read and accept the privacy notice.') })
      .check({ force: true });
    await verify(page, 'opinion');
    await submitButton(page, 'opinion').click();
    const again = tr('th', 'Complete the human verification again.');
    await page.getByRole('link', { name: again }).waitFor();
    assert.equal(await page.locator('#opinion-verification-error').innerText(), again);
    assert.equal(
      await page.locator('#opinion-verification').getByRole('checkbox').isChecked(),
      false,
      'a fresh check',
    );
    await expectNoViolations(page, 'opinion: verification refused');
    assert.equal(
      (await stack.stored('opinions-for-the-ditps', { email: { $eq: email } })).length,
      0,
    );
    await context.close();
  });

  test('a server-side refusal is shown on its field', async () => {
    const context = await stack.context();
    const page = await openForm(context, `${stack.base}/en/post/contact/contact-ditp?topic=advice`);
    // The address passes the page's check; the CMS is made to refuse it, as a stricter server would.
    await page.route('**/api/inquiries**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Enter a valid email address, like name@example.com.',
            details: {
              errors: [
                {
                  path: ['email'],
                  message: 'Enter a valid email address, like name@example.com.',
                  name: 'ValidationError',
                  code: 'invalid_email',
                },
              ],
            },
          },
        }),
      }),
    );
    await page
      .getByRole('main')
      .getByLabel(/^Full name/)
      .fill('Somchai');
    await page
      .getByRole('main')
      .getByLabel(/^Email address/)
      .fill('somchai@example.com');
    await page
      .getByRole('main')
      .getByLabel(/^Your message/)
      .fill('Hello');
    await page
      .getByRole('main')
      .getByRole('checkbox', { name: /privacy notice/ })
      .check({ force: true });
    await verify(page, 'inquiry');
    await submitButton(page, 'inquiry').click();
    const link = page.getByRole('link', {
      name: 'Enter a valid email address, like name@example.com.',
    });
    await link.waitFor();
    await link.click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'inquiry-email');
    await context.close();
  });
});

test.describe('drafts', () => {
  test('the complaint draft survives a reload and a switch from Thai to English, without the files', async () => {
    const context = await stack.context();
    const page = await openForm(
      context,
      `${stack.base}/th/corruption-and-Misconduct-Complaint-Form`,
    );
    const subject = `ร่างเรื่องร้องเรียน ${run}`;
    await page.getByRole('main').getByLabel(label('th', 'Subject')).fill(subject);
    await page.getByRole('main').getByLabel(label('th', 'What happened?')).fill('ข้อความยาว');
    await page
      .getByRole('checkbox', { name: label('th', 'Complain anonymously') })
      .check({ force: true });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'evidence.pdf', mimeType: 'application/pdf', buffer: pdf() });
    const token = await verify(page, 'complaint');
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(
      await restoredValue(page.getByRole('main').getByLabel(label('th', 'Subject')), subject),
      subject,
    );
    await page.goto(`${stack.base}/en/corruption-and-Misconduct-Complaint-Form`, {
      waitUntil: 'networkidle',
    });
    assert.equal(
      await restoredValue(page.getByRole('main').getByLabel(/^Subject/), subject),
      subject,
    );
    assert.equal(
      await page
        .getByRole('main')
        .getByLabel(/^What happened\?/)
        .inputValue(),
      'ข้อความยาว',
    );
    assert.ok(
      await page
        .getByRole('main')
        .getByRole('checkbox', { name: /^Complain anonymously/ })
        .isChecked(),
    );
    assert.equal(
      await page.getByRole('list', { name: 'Chosen files' }).count(),
      0,
      'files are never kept',
    );
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    assert.ok(!stored.includes('evidence.pdf'), 'no file in the draft');
    assert.ok(!stored.includes(token.slice(0, 40)), 'no verification token in the draft');
    await context.close();
  });

  test('the job application draft survives a reload', async () => {
    const context = await stack.context();
    const page = await openForm(context, `${stack.base}/en/apply-for-work/${job.documentId}`);
    await page
      .getByRole('main')
      .getByLabel(/^Full name/)
      .fill('Applicant Draft');
    await page
      .getByRole('main')
      .getByLabel(/^Cover letter/)
      .fill('I would like to apply.');
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(
      await restoredValue(page.getByRole('main').getByLabel(/^Full name/), 'Applicant Draft'),
      'Applicant Draft',
    );
    assert.equal(
      await page
        .getByRole('main')
        .getByLabel(/^Cover letter/)
        .inputValue(),
      'I would like to apply.',
    );
    await context.close();
  });
});
