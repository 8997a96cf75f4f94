// @ts-check
/* global document -- inside page.evaluate callbacks, which run in the browser */
/**
 * Shared set-up of the public-form e2e files (tests/e2e/forms.*.e2e.mjs): the built site served
 * with /api proxied to the real CMS, Debian's Chromium, an admin API token to read stored entries
 * back (the public role can never read form collections), and small page helpers.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import qs from 'qs';
import { engineProblems, newDisplayContext } from '../../scripts/lib/pagechecks.mjs';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { dist, startThrowawayCms } from '../../scripts/lib/stack.mjs';
import { settled } from './site.support.mjs';
import { adminCredentials } from '../../scripts/cms.mjs';

/**
 * @typedef {import('playwright').Page} Page
 * @typedef {Page & { uncaughtErrors: string[] }} PageWithErrors a page with the uncaught errors
 *   it threw (openForm, site.support.mjs's open). Not `pageErrors`: Playwright's Page has a
 *   method of that name.
 */

export const run = randomUUID().slice(0, 8);
/** @param {string} name */
export const mail = (name) => `${name}.${run}@example.com`;

/**
 * Full-access API token created through the admin login (this checkout's local credentials).
 *
 * @param {string} url the CMS
 * @returns {Promise<string>}
 */
async function adminToken(url) {
  const { email, password } = adminCredentials();
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await login.json();
  const jwt = body?.data?.token ?? body?.data?.accessToken;
  if (!login.ok || !jwt) throw new Error(`admin login failed: ${login.status}`);
  const res = await fetch(`${url}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      // One token per stack: the files of a Playwright worker share `run`, and names are unique.
      name: `forms-e2e-${run}-${randomUUID().slice(0, 8)}`,
      description: 'tests/e2e/forms',
      type: 'full-access',
      lifespan: null,
    }),
  });
  const tok = await res.json();
  if (!res.ok || !tok?.data?.accessKey) throw new Error(`api token creation failed: ${res.status}`);
  return tok.data.accessKey;
}

/**
 * Starts (or reuses) the CMS and serves dist/, beside the worker's Chromium (Playwright Test's
 * `browser` fixture, which owns it: stop() leaves it open). Call stop() in test.afterAll.
 * `cmsEnv` is the environment of a CMS started here (not of the shared one the global set-up
 * starts, tests/e2e/global-setup.mjs).
 *
 * @param {import('playwright').Browser} browser
 * @param {{ cmsEnv?: Record<string, string> }} [options]
 */
export async function startStack(browser, { cmsEnv = {} } = {}) {
  const cms = await startThrowawayCms({ name: 'forms-e2e', env: cmsEnv });
  const site = await serveDist({ dist, cmsUrl: cms.url });
  const token = await adminToken(cms.url);
  const base = site.url;
  return {
    cms,
    base,
    browser,
    /**
     * Entries of a form collection matching `filters`, read with the admin token.
     *
     * @param {string} plural
     * @param {Record<string, unknown>} filters
     * @returns {Promise<any[]>} the CMS's JSON, parsed (not checked)
     */
    async stored(plural, filters) {
      const q = qs.stringify(
        { filters, populate: '*', pagination: { pageSize: 100 } },
        { encodeValuesOnly: true },
      );
      const res = await fetch(`${cms.url}/api/${plural}?${q}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200, `admin read of ${plural}`);
      return (await res.json()).data;
    },
    /**
     * Total entries of a form collection.
     *
     * @param {string} plural
     */
    async count(plural) {
      const res = await fetch(`${cms.url}/api/${plural}?pagination[pageSize]=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()).meta.pagination.total;
    },
    /**
     * A new browser context with consent decided (no cookie banner over the form).
     *
     * @param {Parameters<typeof newDisplayContext>[1]} [opts]
     */
    async context(opts = {}) {
      const context = await newDisplayContext(browser, opts);
      await context.addCookies([
        { name: 'cookieConsent', value: 'rejected', url: base },
        { name: 'cookieSettings', value: '[]', url: base },
      ]);
      return context;
    },
    async stop() {
      await site.close();
      await cms.stop();
    },
  };
}

/**
 * Opens a form page and waits for its h1.
 *
 * @param {import('playwright').BrowserContext} context
 * @param {string} url
 * @returns {Promise<PageWithErrors>}
 */
export async function openForm(context, url) {
  // Its uncaughtErrors are set below, before it is returned.
  const page = /** @type {PageWithErrors} */ (await context.newPage());
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e?.message ?? e)));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1, main h2').first().waitFor();
  page.uncaughtErrors = errors;
  return page;
}

/**
 * A field's value once the app has restored the visitor's draft, or what it holds after
 * `timeoutMs`. A form page comes from the server with empty fields, and the draft (session
 * storage, which no server sees) fills them after hydration: read at once after a reload, the
 * field read '' on a slow machine (a fresh-clone CI run, 2026-11-28).
 *
 * @param {import('playwright').Locator} field
 * @param {string} expected
 */
export async function restoredValue(field, expected, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await field.inputValue();
    if (value === expected || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Solves a form's human verification as a visitor does: ticks the ALTCHA check, whose widget
 * fetches a real challenge from the CMS (`/api/verification/challenge`) and solves it in the
 * browser. Answers the token (the widget's payload) once the check says it is verified.
 *
 * @param {Page} page
 * @param {string} form the form's id prefix (`inquiry` for `#inquiry-verification`)
 * @returns {Promise<string>}
 */
export async function verify(page, form) {
  const area = page.locator(`#${form}-verification`);
  await area.scrollIntoViewIfNeeded();
  // The widget loads once the check is on screen; the box unticks itself until it has solved.
  // The widget's tick mark lies over its box and passes the click on, as for a visitor's click
  // there (Playwright would wait for the box itself to be the topmost element).
  await area.getByRole('checkbox').click({ timeout: 15_000, force: true });
  await area.locator('[data-state="verified"]').first().waitFor({ timeout: 30_000 });
  const token = await area.locator('input[name="altcha"]').inputValue();
  assert.ok(token, `${form}: a verification token`);
  return token;
}

/**
 * Records the page's public writes (POSTs to /api/) with their headers, as the browser sent them.
 *
 * @param {Page} page
 */
export function recordWrites(page) {
  /** @type {{ path: string, headers: Record<string, string> }[]} */
  const writes = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname.startsWith('/api/')) {
      writes.push({ path: new URL(req.url()).pathname, headers: req.headers() });
    }
  });
  return writes;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const submitButton = (/** @type {Page} */ page, /** @type {string} */ form) =>
  page.locator(`#${form}-submit`);

/**
 * axe (on main and any open dialog) and HTML_CodeSniffer on the current state of the form; fails
 * with a readable list.
 *
 * @param {Page} page
 * @param {string} what names the state in the message
 */
export async function expectNoViolations(page, what) {
  // axe: the form page's own content and its dialogs; the shell (header, footer) has its own e2e
  // checks. HTML_CodeSniffer sees the whole document (it cannot be scoped), which the shell passes.
  const include = ['main'];
  if ((await page.locator('[role="alertdialog"]').count()) > 0)
    include.push('[role="alertdialog"]');
  const list = await engineProblems(page, { include });
  assert.deepEqual(list, [], `${what}: accessibility violations\n${list.join('\n')}`);
}

/** A small real PDF (the CMS sniffs the first bytes). */
export function pdf(size = 2000) {
  const head = Buffer.from('%PDF-1.4\n% DITP e2e document\n');
  const buf = Buffer.alloc(Math.max(size, head.length + 8), 0x20);
  head.copy(buf);
  Buffer.from('\n%%EOF\n').copy(buf, buf.length - 7);
  return buf;
}

/**
 * The error summary after a failed submit: its links' texts, and whether it has focus.
 *
 * @param {Page} page
 */
export async function summary(page) {
  const box = page
    .locator('[role="alert"]')
    .filter({ has: page.locator('a[href^="#"]') })
    .first();
  await box.waitFor();
  const links = await box.locator('a').allTextContents();
  const focused = await box.evaluate(
    (el) => el.parentElement?.contains(document.activeElement) ?? false,
  );
  return { links, focused };
}

/**
 * After a submit: waits for the success panel, checks that focus is on its heading and that no
 * dialog takes it away (one announcement), runs axe, and answers the reference number it shows.
 *
 * @param {Page} page
 * @param {string} what
 * @returns {Promise<string>}
 */
export async function succeeded(page, what) {
  const panel = page.locator('section[aria-labelledby="form-success-title"]');
  await panel.waitFor({ timeout: 60_000 });
  const heading = panel.locator('#form-success-title');
  await page.waitForFunction(() => document.activeElement?.id === 'form-success-title', null, {
    timeout: 5000,
  });
  // What the answer set off has run (a late dialog, a re-render taking the focus).
  await settled(page);
  assert.equal(await page.getByRole('alertdialog').count(), 0, `${what}: no success dialog`);
  assert.equal(
    await heading.evaluate((el) => el === document.activeElement),
    true,
    `${what}: focus stays on the success heading`,
  );
  // The success panel's second paragraph (not any other section on the page, e.g. the footer's).
  const ref = (await panel.locator('p').nth(1).innerText()).trim();
  assert.match(ref, /^[a-z0-9]{10,}$/, `${what}: reference number`);
  await expectNoViolations(page, `${what}: success panel`);
  return ref;
}

/** @type {Map<string, Map<string, string>>} locale -> English source message -> its text */
const catalogs = new Map();
/**
 * The visitor's text for an English source message, from the locale's catalog (`en` as is).
 *
 * @param {string} locale
 * @param {string} english
 * @returns {string}
 */
export function tr(locale, english) {
  if (locale === 'en') return english;
  if (!catalogs.has(locale)) {
    const items = ['messages', 'pages'].flatMap(
      (catalog) =>
        PO.parse(
          readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8'),
        ).items,
    );
    catalogs.set(locale, new Map(items.map((i) => [i.msgid, i.msgstr[0]])));
  }
  const text = catalogs.get(locale)?.get(english);
  assert.ok(text, `no ${locale} translation for "${english}"`);
  return text;
}

/** A label matcher: the field's label starts with the (translated) text; "(required)" may follow. */
export const label = (/** @type {string} */ locale, /** @type {string} */ english) =>
  new RegExp(`^${tr(locale, english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
