// @ts-check
/* global document -- inside page.waitForFunction callbacks, which run in the browser */
/**
 * Every public form, in Thai and in English, against the built site and the real CMS: axe finds
 * nothing when the form is idle, after a failed submit (errors) and after success; a failed submit
 * lists the problems in a focused summary and stores nothing; a complete form submitted once (the
 * button clicked twice) is stored exactly once with the right fields, read back with an admin API
 * token, and the visitor gets the entry's documentId as the reference number. The human
 * verification is the real one: the browser solves the CMS's ALTCHA challenge, and the post (and
 * the attachment uploads of that submission) carry its token, the post its idempotency key.
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
  submitButton,
  succeeded,
  summary,
  tr,
  recordWrites,
  UUID,
  verify,
} from './forms.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/**
 * Idle axe, then an empty submit: focused summary, errors axe, nothing stored.
 *
 * @param {import('playwright').Page} page
 * @param {{ form: string, plural: string, locale: string, expectLinks: number }} options
 *   expectLinks: the fewest errors the summary lists
 */
async function idleAndErrors(page, { form, plural, locale, expectLinks }) {
  await expectNoViolations(page, `${form} ${locale}: idle`);
  const before = await stack.count(plural);
  await submitButton(page, form).click();
  const s = await summary(page);
  assert.ok(s.focused, `${form} ${locale}: the error summary takes focus`);
  assert.ok(s.links.length >= expectLinks, `${form} ${locale}: ${s.links.length} errors listed`);
  await expectNoViolations(page, `${form} ${locale}: errors`);
  assert.equal(await stack.count(plural), before, `${form} ${locale}: nothing stored`);
}

/**
 * Double-clicks send (the second click lands while sending), waits for success, checks axe: the
 * reference. A real double click, both clicks at one point in one action: a second click issued
 * as its own action could come after the CMS answered and land on whatever then took the button's
 * place (the unit tests cover "Send another form" ignoring such a click).
 *
 * @param {import('playwright').Page} page
 * @param {string} form
 * @param {string} what
 */
async function sendTwice(page, form, what) {
  await submitButton(page, form).dblclick();
  return succeeded(page, what);
}

for (const locale of ['th', 'en']) {
  test.describe(`public forms in ${locale}`, () => {
    test(`contact: an importer-list request from the services menu is stored once (${locale})`, async () => {
      const context = await stack.context();
      const page = await openForm(
        context,
        `${stack.base}/${locale}/international-trade-advice-and-complaints?topic=importer-list`,
      );
      await idleAndErrors(page, { form: 'inquiry', plural: 'inquiries', locale, expectLinks: 4 });
      const email = mail(`inquiry-${locale}`);
      await page.getByRole('main').getByLabel(label(locale, 'Full name')).fill('สมชาย ใจดี');
      await page
        .getByRole('main')
        .getByLabel(label(locale, 'Organisation'))
        .fill('บริษัท ตัวอย่าง จำกัด');
      await page.getByRole('main').getByLabel(label(locale, 'Email address')).fill(email);
      await page.getByRole('main').getByLabel(label(locale, 'Phone number')).fill('02 507 7999');
      await page
        .getByRole('main')
        .getByLabel(label(locale, 'Your message'))
        .fill('ขอรายชื่อผู้นำเข้าทุเรียนในญี่ปุ่น');
      await page
        .getByRole('checkbox', {
          name: label(locale, 'I have read and accept the privacy notice.'),
        })
        .check({ force: true });
      const writes = recordWrites(page);
      const token = await verify(page, 'inquiry');
      const ref = await sendTwice(page, 'inquiry', `contact ${locale}`);
      const posts = writes.filter((w) => w.path === '/api/inquiries');
      assert.equal(posts.length, 1, 'one post for a double click');
      assert.equal(posts[0].headers['x-verification-token'], token, 'the post carries the token');
      assert.match(posts[0].headers['idempotency-key'] ?? '', UUID, 'and an idempotency key');
      const rows = await stack.stored('inquiries', { email: { $eq: email } });
      assert.equal(rows.length, 1, 'stored exactly once');
      assert.equal(rows[0].documentId, ref);
      assert.deepEqual(
        {
          full_name: rows[0].full_name,
          organization: rows[0].organization,
          phone: rows[0].phone,
          topic: rows[0].topic,
          consent_privacy: rows[0].consent_privacy,
          submitted_locale: rows[0].submitted_locale,
        },
        {
          full_name: 'สมชาย ใจดี',
          organization: 'บริษัท ตัวอย่าง จำกัด',
          phone: '02 507 7999',
          topic: 'importer_list',
          consent_privacy: true,
          submitted_locale: locale,
        },
      );
      assert.deepEqual(page.uncaughtErrors, []);
      await context.close();
    });

    test(`survey: ratings and comments are stored once (${locale})`, async () => {
      const context = await stack.context();
      const page = await openForm(context, `${stack.base}/${locale}/survey-form`);
      await idleAndErrors(page, { form: 'survey', plural: 'survey-forms', locale, expectLinks: 3 });
      const email = mail(`survey-${locale}`);
      const rate = async (/** @type {string} */ question, /** @type {string} */ answer) =>
        page
          .getByRole('radiogroup', { name: label(locale, question) })
          .getByRole('radio', { name: label(locale, answer) })
          .check({ force: true });
      await rate('Overall, how satisfied are you with the website?', '5 – Very satisfied');
      await rate('How easy was it to find what you needed?', '4 – Satisfied');
      await rate('How useful was the information?', '3 – Neutral');
      await page
        .getByRole('main')
        .getByLabel(label(locale, 'Comments and suggestions'))
        .fill(`ใช้งานง่าย 👍 ${run}`);
      await page.getByRole('main').getByLabel(label(locale, 'Email address')).fill(email);
      await verify(page, 'survey');
      const ref = await sendTwice(page, 'survey', `survey ${locale}`);
      const rows = await stack.stored('survey-forms', { email: { $eq: email } });
      assert.equal(rows.length, 1);
      assert.equal(rows[0].documentId, ref);
      assert.deepEqual(
        [
          rows[0].overall_satisfaction,
          rows[0].ease_of_finding,
          rows[0].content_usefulness,
          rows[0].service_speed,
          rows[0].comments,
          rows[0].submitted_locale,
        ],
        [5, 4, 3, null, `ใช้งานง่าย 👍 ${run}`, locale],
      );
      await context.close();
    });

    test(`complaint: an anonymous complaint with evidence is stored once without contact details (${locale})`, async () => {
      const context = await stack.context();
      const page = await openForm(
        context,
        `${stack.base}/${locale}/corruption-and-Misconduct-Complaint-Form`,
      );
      assert.ok(
        await page
          .getByRole('region', { name: tr(locale, 'How we protect your identity') })
          .isVisible(),
      );
      await idleAndErrors(page, {
        form: 'complaint',
        plural: 'corruption-and-misconduct-complaint-forms',
        locale,
        expectLinks: 4,
      });
      const subject = `ร้องเรียนการเรียกรับเงิน ${run} ${locale}`;
      await page.getByRole('main').getByLabel(label(locale, 'Full name')).fill('Somchai');
      await page
        .getByRole('checkbox', { name: label(locale, 'Complain anonymously') })
        .check({ force: true });
      await page.getByRole('main').getByLabel(label(locale, 'Subject')).fill(subject);
      await page
        .getByRole('main')
        .getByLabel(label(locale, 'What happened?'))
        .fill('รายละเอียดเหตุการณ์');
      // The date is typed part by part as a visitor does, day/month/year on both pages; on the
      // Thai page the year is the Buddhist era (2567 is 2024). Either way 2024-05-01 is stored.
      const incident = page
        .getByRole('main')
        .getByRole('group', { name: label(locale, 'Date of the incident') });
      await incident.getByRole('spinbutton').first().click();
      await page.keyboard.type('1');
      await page.keyboard.press('Tab');
      await page.keyboard.type('5'); // no month starts with 5x: on to the year
      await page.keyboard.type(locale === 'th' ? '2567' : '2024');
      assert.equal(
        (await incident.textContent())?.replace(/[^\d/]/g, ''),
        locale === 'th' ? '1/5/2567' : '01/05/2024',
      );
      await page.getByRole('main').getByLabel(label(locale, 'Place of the incident')).fill('นนทบุรี');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: `evidence-${run}.pdf`, mimeType: 'application/pdf', buffer: pdf() });
      await page
        .getByRole('checkbox', {
          name: label(locale, 'I have read and accept the privacy notice.'),
        })
        .check({ force: true });
      await verify(page, 'complaint');
      const ref = await sendTwice(page, 'complaint', `complaint ${locale}`);
      const rows = await stack.stored('corruption-and-misconduct-complaint-forms', {
        subject: { $eq: subject },
      });
      assert.equal(rows.length, 1);
      assert.equal(rows[0].documentId, ref);
      assert.equal(rows[0].anonymous, true);
      assert.equal(rows[0].full_name, null, 'the name typed before ticking anonymous is not sent');
      assert.equal(rows[0].incident_date, '2024-05-01');
      assert.equal(rows[0].evidence?.length, 1);
      assert.equal(rows[0].evidence[0].mime, 'application/pdf');
      assert.equal(rows[0].submitted_locale, locale);
      await context.close();
    });

    test(`opinions: an opinion is stored once (${locale})`, async () => {
      const context = await stack.context();
      const page = await openForm(context, `${stack.base}/${locale}/opinions-for-the-ditp`);
      await idleAndErrors(page, {
        form: 'opinion',
        plural: 'opinions-for-the-ditps',
        locale,
        expectLinks: 3,
      });
      const email = mail(`opinion-${locale}`);
      await page.getByRole('main').getByLabel(label(locale, 'Email address')).fill(email);
      await page.getByRole('radio', { name: tr(locale, 'This website') }).check({ force: true });
      await page.getByRole('main').getByLabel(label(locale, 'Your opinion')).fill('เพิ่มภาษาเวียดนาม');
      await page
        .getByRole('checkbox', {
          name: label(locale, 'I have read and accept the privacy notice.'),
        })
        .check({ force: true });
      await verify(page, 'opinion');
      const ref = await sendTwice(page, 'opinion', `opinion ${locale}`);
      const rows = await stack.stored('opinions-for-the-ditps', { email: { $eq: email } });
      assert.equal(rows.length, 1);
      assert.equal(rows[0].documentId, ref);
      assert.deepEqual(
        [rows[0].topic, rows[0].message, rows[0].submitted_locale],
        ['website', 'เพิ่มภาษาเวียดนาม', locale],
      );
      await context.close();
    });

    test(`job application: the CV is uploaded and the application stored once (${locale})`, async () => {
      const jobs = await (
        await fetch(`${stack.cms.url}/api/apply-for-works?locale=${locale}&pagination[pageSize]=1`)
      ).json();
      const job = jobs.data[0];
      assert.ok(job, `a published job in ${locale}`);
      const context = await stack.context();
      const page = await openForm(
        context,
        `${stack.base}/${locale}/apply-for-work/${job.documentId}`,
      );
      await page.locator('#job-application-submit').waitFor();
      await idleAndErrors(page, {
        form: 'job-application',
        plural: 'apply-for-work-forms',
        locale,
        expectLinks: 5,
      });
      const email = mail(`applicant-${locale}`);
      await page.getByRole('main').getByLabel(label(locale, 'Full name')).fill('สมหญิง รักงาน');
      await page.getByRole('main').getByLabel(label(locale, 'Email address')).fill(email);
      await page
        .getByRole('main')
        .getByLabel(label(locale, 'Phone number'))
        .fill('+66 81 234 5678');
      await page
        .getByRole('main')
        .getByLabel(label(locale, 'Cover letter'))
        .fill('สนใจร่วมงานกับกรม');
      await page.locator('input[type=file]').setInputFiles({
        name: `cv-${run}.pdf`,
        mimeType: 'application/pdf',
        buffer: pdf(200_000),
      });
      await page
        .getByRole('checkbox', {
          name: label(locale, 'I have read and accept the privacy notice.'),
        })
        .check({ force: true });
      const writes = recordWrites(page);
      const token = await verify(page, 'job-application');
      const ref = await sendTwice(page, 'job-application', `job ${locale}`);
      // One submission, one token: the CV upload and the application post both carry it.
      const uploads = writes.filter((w) => /^\/api\/(attachments|upload)$/.test(w.path));
      const posts = writes.filter((w) => w.path === '/api/apply-for-work-forms');
      assert.ok(uploads.length >= 1, 'the CV was uploaded');
      for (const w of [...uploads, ...posts]) {
        assert.equal(w.headers['x-verification-token'], token, `${w.path} carries the token`);
      }
      assert.equal(posts.length, 1);
      assert.match(posts[0].headers['idempotency-key'] ?? '', UUID);
      assert.equal(
        uploads[0].headers['idempotency-key'],
        undefined,
        'only the post carries the key',
      );
      const rows = await stack.stored('apply-for-work-forms', { email: { $eq: email } });
      assert.equal(rows.length, 1);
      assert.equal(rows[0].documentId, ref);
      assert.equal(rows[0].position, job.documentId);
      assert.equal(rows[0].cv?.mime, 'application/pdf');
      assert.equal(rows[0].submitted_locale, locale);
      await context.close();
    });

    test(`page feedback: a "not useful" answer with a comment is stored once, with its page (${locale})`, async () => {
      const context = await stack.context();
      const path = `/${locale}/post/about/about-ditp-thai`;
      const page = await openForm(context, `${stack.base}${path}`);
      const writes = recordWrites(page);
      const before = await stack.count('page-insights-contents');
      const question = page.getByRole('group', { name: tr(locale, 'Was this page useful?') });
      await question.getByRole('button', { name: tr(locale, 'No') }).click();
      // The answer alone sends nothing: it opens the verified form, whose heading takes focus.
      await page.waitForFunction(() => document.activeElement?.id === 'page-feedback-form');
      assert.equal(writes.length, 0, 'no write before the form is sent');
      await expectNoViolations(page, `page feedback ${locale}: form`);
      const comment = `ไม่พบข้อมูลตลาดที่ต้องการ ${locale} ${run}`;
      await page.getByLabel(tr(locale, 'What was missing or wrong?')).fill(comment);
      const token = await verify(page, 'page-feedback');
      await submitButton(page, 'page-feedback').dblclick();
      await page.waitForFunction(
        () => document.activeElement?.id === 'page-feedback-thanks',
        null,
        {
          timeout: 60_000,
        },
      );
      await expectNoViolations(page, `page feedback ${locale}: thanks`);
      const posts = writes.filter((w) => w.path === '/api/page-insights-contents');
      assert.equal(posts.length, 1, 'one post for a double click');
      assert.equal(posts[0].headers['x-verification-token'], token, 'the post carries the token');
      assert.match(posts[0].headers['idempotency-key'] ?? '', UUID, 'and an idempotency key');
      assert.equal(await stack.count('page-insights-contents'), before + 1, 'stored exactly once');
      const rows = await stack.stored('page-insights-contents', { comment: { $eq: comment } });
      assert.equal(rows.length, 1);
      assert.deepEqual(
        {
          page_path: rows[0].page_path,
          useful: rows[0].useful,
          content_type: rows[0].content_type,
          submitted_locale: rows[0].submitted_locale,
          has_document: typeof rows[0].content_document_id === 'string',
        },
        {
          page_path: path,
          useful: false,
          content_type: 'about-ditp-thai',
          submitted_locale: locale,
          has_document: true,
        },
      );
      assert.deepEqual(page.uncaughtErrors, []);
      await context.close();
    });
  });
}
