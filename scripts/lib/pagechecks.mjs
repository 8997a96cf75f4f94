// @ts-check
/* global document, window, getComputedStyle, requestAnimationFrame, CSS, Element, NodeFilter -- inside page.evaluate callbacks, which run in the browser */
/**
 * Browser-side checks shared by `npm run a11y:report`, `npm run bench` and tests/e2e: display
 * preferences before load, loading a site page until it is ready, axe (the project's axe-core
 * 4.14 through @axe-core/playwright) and a second engine beside it (HTML_CodeSniffer, WCAG2AA),
 * the 320 px reflow check, the keyboard check and the keyboard crawl (every Tab stop visible and
 * uncovered).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createJiti } from 'jiti';

const require = createRequire(import.meta.url);
/** The same axe-core the Storybook a11y addon and the unit tests use (not the wrapper's own copy). */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const axeVersion = require('axe-core/package.json').version;
/**
 * HTML_CodeSniffer, the second engine: its rules are written from the WCAG techniques (H91, F68,
 * G18...) rather than axe's, so it sees some things axe does not (docs/accessibility.md#engines).
 */
export const htmlcsSource = readFileSync(
  require.resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);
export const htmlcsVersion = require('html_codesniffer/package.json').version;

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../../design-system/themes/colorMode')} */
const { COLOR_MODE } = await jiti.import('../../design-system/themes/colorMode.ts');
/** @type {typeof import('../../design-system/themes/fontScale')} */
const { FONT_SCALE } = await jiti.import('../../design-system/themes/fontScale.ts');
/** Keys the site's head script reads, from where they are stated (design-system/themes/). */
export const STORAGE_KEYS = { colorMode: COLOR_MODE.storageKey, fontSize: FONT_SCALE.storageKey };

/**
 * @typedef {{ directive: string, blockedURI: string, sample: string, source: string }} CspViolation
 *   a CSP violation as the init script of newDisplayContext() records it
 * @typedef {{ __ditpCsp?: CspViolation[] }} CspRecorder what that init script adds to `window`
 */

/**
 * Options for browser.newContext(): viewport plus an init script that stores the visitor's colour
 * mode and text size before any page script runs, and records CSP violations and uncaught errors.
 * @param {import('playwright').Browser} browser
 * @param {{ width?: number, height?: number, colorMode?: string, fontSize?: number } & import('playwright').BrowserContextOptions} [options]
 */
export async function newDisplayContext(
  browser,
  { width = 1280, height = 800, colorMode = 'day', fontSize = 16, ...rest } = {},
) {
  const context = await browser.newContext({ viewport: { width, height }, ...rest });
  await context.addInitScript(
    ({ keys, colorMode, fontSize }) => {
      try {
        window.localStorage.setItem(keys.colorMode, colorMode);
        window.localStorage.setItem(keys.fontSize, String(fontSize));
      } catch {
        // Storage disabled: the page falls back to its defaults, which the report then shows.
      }
      // This script is what puts the list there, so here it is always set.
      const w = /** @type {typeof window & Required<CspRecorder>} */ (window);
      w.__ditpCsp = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__ditpCsp.push({
          directive: e.effectiveDirective || e.violatedDirective,
          blockedURI: e.blockedURI,
          sample: e.sample,
          source: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : '',
        });
      });
    },
    { keys: STORAGE_KEYS, colorMode, fontSize },
  );
  return context;
}

/**
 * Opens `url` in a new page of `context` and waits until the page is ready: network idle, then the
 * route's `ready` selector (default `main h1`), then the app running it (hydrated). Collects console
 * errors and page errors.
 * @param {import('playwright').BrowserContext} context
 * @param {string} url
 * @param {{ ready?: string, timeout?: number }} [options]
 * @returns {Promise<{ page: import('playwright').Page, consoleErrors: string[], pageErrors: string[], readyError?: string, status: number | null }>}
 */
export async function openSitePage(context, url, { ready = 'main h1', timeout = 30_000 } = {}) {
  const page = await context.newPage();
  /** @type {string[]} */
  const consoleErrors = [];
  /** @type {string[]} */
  const pageErrors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // The not-found page is served with status 404, which Chromium logs for the document itself.
    if (/status of 404/.test(msg.text()) && msg.location()?.url === page.url()) return;
    consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(String(err?.message ?? err)));
  /** @type {number | null} */
  let status = null;
  /** @type {string | undefined} */
  let readyError;
  try {
    const res = await page.goto(url, { waitUntil: 'networkidle', timeout });
    status = res?.status() ?? null;
    await page.waitForSelector(ready, { state: 'visible', timeout: 15_000 });
    // The page is React's (hydrated or rendered in the browser), not only the server's markup:
    // React marks the root element it renders into (`__reactContainer$…`, since React 17).
    await page
      .waitForFunction(
        () =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        null,
        { timeout: 15_000 },
      )
      .catch(() => {
        throw new Error('the page did not start: its markup is not hydrated');
      });
    // Fonts and late layout (lazy chunks) settle before measuring.
    await page.evaluate(() => document.fonts?.ready);
  } catch (e) {
    readyError = String(/** @type {Error} */ (e).message).split('\n')[0];
  }
  return { page, consoleErrors, pageErrors, readyError, status };
}

/**
 * Consent decided (no banner), so pages are checked as a returning visitor sees them: the cookies
 * the banner writes (docs/behaviour.md#cookie-consent), for `base`.
 * @param {import('playwright').BrowserContext} context
 * @param {string} base
 */
export async function decideConsent(context, base, decision = 'rejected') {
  await context.addCookies([
    { name: 'cookieConsent', value: decision, url: base },
    { name: 'cookieSettings', value: '[]', url: base },
  ]);
}

/**
 * @typedef {{ name: string, ok: boolean, detail: string }} RowCheck a check beside the engines
 * @typedef {ReturnType<typeof summariseAxe>} AxeSummary
 * @typedef {Awaited<ReturnType<typeof runHtmlcs>>} HtmlcsSummary
 */

/**
 * One row of the accessibility report: a page type or a story in one variant. Written to
 * reports/a11y/results.json and kept by the e2e axe test (./pageResults.mjs).
 * @typedef {object} ReportRow
 * @property {'page' | 'story'} kind
 * @property {string} variant the variant's key (`th-day-16-desktop`, `day-th`)
 * @property {RowCheck[]} checks
 * @property {string} [type] a page's type (tests/e2e/routes.mjs)
 * @property {string} [path] a page's path
 * @property {string} [check] what a page row checks: 'axe', 'keyboard' or 'reflow'
 * @property {string} [id] a story's id
 * @property {string} [title] a story's title and name
 * @property {string} [url] a story's iframe address
 * @property {string} [skipped] why the row was not checked
 * @property {boolean} [todo] a story whose axe violations are advisory (`a11y.test: 'todo'`)
 * @property {string} [source] where a reused row comes from
 * @property {AxeSummary} [axe]
 * @property {HtmlcsSummary} [htmlcs]
 */

/**
 * One row of the accessibility report for a page type: opens `base + route.path` in `context`
 * (openSitePage), records a page that never got ready or threw, and runs axe. `after(page, row)`
 * may add checks on the same loaded page before it closes. The report and the e2e axe test
 * (tests/e2e/site.axe.e2e.mjs) both make their rows here, so the report can reuse the test's.
 * @param {import('playwright').BrowserContext} context
 * @param {string} base
 * @param {{ type: string, path: string, ready?: string, skipped?: string, status?: string }} route
 * @param {string} variant the variant's key (`th-day-16-desktop`)
 * @param {(page: import('playwright').Page, row: ReportRow) => Promise<void>} [after]
 * @returns {Promise<ReportRow>}
 */
export async function axePageRow(context, base, route, variant, after) {
  /** @type {ReportRow} */
  const row = {
    kind: 'page',
    type: route.type,
    path: route.path,
    variant,
    check: 'axe',
    checks: [],
  };
  if (route.skipped) {
    row.skipped = route.skipped;
    return row;
  }
  const { page, readyError, pageErrors, status } = await openSitePage(context, base + route.path, {
    ready: route.ready,
  });
  try {
    // The page type checked is the one named: a sample that resolved to a hidden entry would
    // otherwise check the not-found page under the detail page's name.
    const expected = route.status === 'not-found' ? 404 : 200;
    if (status !== expected)
      row.checks.push({
        name: 'page status',
        ok: false,
        detail: `${route.path} answered ${status}, expected ${expected}`,
      });
    if (readyError)
      row.checks.push({
        name: 'page ready',
        ok: false,
        detail: `not ready (${route.ready}, hydrated): ${readyError}`,
      });
    if (pageErrors.length)
      row.checks.push({ name: 'no uncaught error', ok: false, detail: pageErrors.join(' | ') });
    row.axe = await runAxe(page);
    row.htmlcs = await runHtmlcs(page);
    if (after) await after(page, row);
  } catch (e) {
    row.checks.push({
      name: 'axe',
      ok: false,
      detail: String(/** @type {Error} */ (e).message).split('\n')[0],
    });
  } finally {
    await page.close();
  }
  return row;
}

/** A report row that fails: an axe violation (unless advisory), an HTML_CodeSniffer error or a failed check. */
export const rowFailed = (/** @type {Partial<ReportRow>} */ r) =>
  !r.skipped &&
  ((!r.todo && (r.axe?.violations.length ?? 0) > 0) ||
    (r.htmlcs?.errors.length ?? 0) > 0 ||
    r.checks?.some((c) => !c.ok));

/**
 * One line per problem of a failing row, for test messages and the report's console summary.
 * @param {Partial<ReportRow>} r
 */
export function rowProblems(r) {
  return [
    ...(r.axe?.violations ?? []).map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(' | ')}`,
    ),
    ...(r.htmlcs?.errors ?? []).map((e) => `HTML_CodeSniffer ${e.code}: ${e.target}`),
    ...(r.checks ?? []).filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`),
  ];
}

/** CSP violations recorded by the init script of newDisplayContext(). */
export const cspViolations = (/** @type {import('playwright').Page} */ page) =>
  page.evaluate(() => /** @type {typeof window & CspRecorder} */ (window).__ditpCsp ?? []);

const WCAG_TAG = /^(wcag\d+a+|wcag\d{3,}|best-practice|section508.*|EN-.*|ACT|cat\..*)$/;

/**
 * Waits (at most `ms`) for the finite CSS animations and transitions running in the page, e.g. a
 * dialog fading in: axe measures colour contrast on the frame it sees, and a half-opaque button is
 * a contrast failure the visitor never sees once it has settled. Endless ones (spinners, skeleton
 * shimmer) are not waited for.
 * @param {import('playwright').Page} page
 */
export async function settleAnimations(page, ms = 2000) {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' &&
                Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
            )
            .map((a) => a.finished.catch(() => {})),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    ms,
  );
}

/**
 * Runs axe and returns a compact, JSON-friendly summary.
 * @param {import('playwright').Page} page
 * @param {{ include?: string[], exclude?: string[], disable?: string[], options?: import('axe-core').RunOptions, legacy?: boolean }} [opts]
 */
export async function runAxe(
  page,
  { include, exclude, disable = [], options = {}, legacy = true } = {},
) {
  // Legacy mode runs axe.run() in the page itself. The default mode (runPartial per frame, then
  // finishRun in an extra blank page) costs ~2.5 s more per run on these 2 cores; it is only needed
  // for cross-origin iframes, which the site and the stories do not have. Pass legacy: false if
  // they ever do.
  await settleAnimations(page);
  let builder = new AxeBuilder({ page, axeSource }).setLegacyMode(legacy);
  for (const sel of include ?? []) builder = builder.include(sel);
  for (const sel of exclude ?? []) builder = builder.exclude(sel);
  const rules = { ...(options.rules ?? {}) };
  for (const id of disable) rules[id] = { enabled: false };
  builder = builder.options({ ...options, rules });
  return summariseAxe(await builder.analyze(), rules);
}

/**
 * The report's summary of an axe-core result (violations with their nodes, counts of the rest).
 * `rules` are the options' rules, to list the ones switched off. Also used for the stories' axe
 * results that the Storybook a11y addon stored during `npm test` (scripts/a11y-report.mjs).
 * @param {import('axe-core').AxeResults} r
 * @param {import('axe-core').RuleObject} [rules]
 */
export function summariseAxe(r, rules = {}) {
  const summarise = (/** @type {import('axe-core').Result[]} */ list) =>
    list.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      description: v.description,
      helpUrl: v.helpUrl,
      tags: v.tags.filter((t) => WCAG_TAG.test(t)),
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(', '),
        html: n.html.length > 400 ? `${n.html.slice(0, 400)}…` : n.html,
        failureSummary: n.failureSummary,
      })),
    }));
  return {
    rulesRun: r.passes.length + r.violations.length + r.incomplete.length + r.inapplicable.length,
    passed: r.passes.length,
    inapplicable: r.inapplicable.length,
    incomplete: r.incomplete.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
    })),
    disabledRules: Object.entries(rules)
      .filter(([, v]) => v?.enabled === false)
      .map(([k]) => k),
    violations: summarise(r.violations),
  };
}

/**
 * What HTML_CodeSniffer reports that is not a defect of the page, each with why; the report lists
 * every message dismissed this way. Nothing else is dismissed: any other error fails the row.
 * `applies(message)` gets { code, rendered } for an error.
 */
export const HTMLCS_DISMISSED = [
  {
    id: 'not-rendered',
    reason:
      'The element is not rendered (display: none, or inside something that is), so it is in no ' +
      'accessibility tree and no visitor meets it. HTML_CodeSniffer checks hidden elements too: ' +
      "e.g. react-aria's FileTrigger keeps an unlabelled <input type=file> with display: none, " +
      'opened by its labelled "Choose file" button, which is the control visitors use.',
    applies: (/** @type {{ rendered: boolean }} */ m) => !m.rendered,
  },
];

/**
 * HTML_CodeSniffer's global in the page, as far as runHtmlcs uses it (the library has no types).
 * @typedef {{ type: number, code: string, msg: string, element: Node }} HtmlcsMessage
 * @typedef {object} HtmlcsApi
 * @property {(standard: string, content: Document, done: () => void, failed: () => void, language: string) => void} process
 * @property {() => HtmlcsMessage[]} getMessages
 * @typedef {{ HTMLCS?: HtmlcsApi }} HtmlcsGlobal
 */

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on the page as it is now. Errors (its type 1) fail;
 * warnings and notices are its "needs a person" lists, counted like axe's incomplete results.
 * @param {import('playwright').Page} page
 */
export async function runHtmlcs(page) {
  await settleAnimations(page);
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern (a <script> tag would be refused by it, as any injected script should be).
  if (
    !(await page.evaluate(
      () => typeof (/** @type {typeof window & HtmlcsGlobal} */ (window).HTMLCS) !== 'undefined',
    ))
  )
    await page.evaluate(`${htmlcsSource};0`);
  /** @type {{ type: number, code: string, msg: string, target: string, html: string, rendered: boolean }[]} */
  const messages = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        // Loaded just above, so it is there.
        const w = /** @type {typeof window & Required<HtmlcsGlobal>} */ (window);
        /**
         * A short CSS path to the element, for the report.
         * @param {Node} el
         */
        const pathOf = (el) => {
          if (!(el instanceof Element)) return el?.nodeName?.toLowerCase() ?? 'document';
          const parts = [];
          for (
            let e = /** @type {Element | null} */ (el);
            e && e !== document.documentElement && parts.length < 5;
          ) {
            if (e.id) {
              parts.unshift(`#${CSS.escape(e.id)}`);
              break;
            }
            const tag = e.tagName; // read here: the checker does not keep `e` non-null in the callback
            const same = e.parentElement
              ? [...e.parentElement.children].filter((c) => c.tagName === tag)
              : [];
            const nth = same.length > 1 ? `:nth-of-type(${same.indexOf(e) + 1})` : '';
            parts.unshift(`${e.tagName.toLowerCase()}${nth}`);
            e = e.parentElement;
          }
          return parts.join(' > ');
        };
        w.HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              w.HTMLCS.getMessages().map((m) => ({
                type: m.type,
                code: m.code,
                msg: m.msg,
                target: pathOf(m.element),
                html:
                  m.element instanceof Element
                    ? m.element.outerHTML.replace(/>[\s\S]*$/, '>').slice(0, 300)
                    : '',
                rendered:
                  !(m.element instanceof Element) ||
                  m.element.checkVisibility({ contentVisibilityAuto: false }) ||
                  // display: contents has no box but its children are rendered
                  getComputedStyle(m.element).display === 'contents',
              })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
  /** @type {{ code: string, msg: string, target: string, html: string }[]} */
  const errors = [];
  /** @type {{ code: string, msg: string, target: string, html: string, dismissedAs: string }[]} */
  const dismissed = [];
  for (const m of messages.filter((x) => x.type === 1)) {
    const rule = HTMLCS_DISMISSED.find((d) => d.applies(m));
    const kept = { code: m.code, msg: m.msg, target: m.target, html: m.html };
    if (rule) dismissed.push({ ...kept, dismissedAs: rule.id });
    else errors.push(kept);
  }
  return {
    standard: 'WCAG2AA',
    errors,
    dismissed,
    warnings: messages.filter((x) => x.type === 2).length,
    notices: messages.filter((x) => x.type === 3).length,
  };
}

/**
 * Both engines on the page as it is now, as one readable list of problems (empty when clean): axe
 * within `include` (default the whole page), HTML_CodeSniffer on the whole document.
 * @param {import('playwright').Page} page
 * @param {{ include?: string[] }} [opts]
 */
export async function engineProblems(page, { include } = {}) {
  const axe = await runAxe(page, { include });
  const htmlcs = await runHtmlcs(page);
  return [
    ...axe.violations.map(
      (v) =>
        `axe ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target}\n      ${n.html}\n      ${n.failureSummary}`).join('\n    ')}`,
    ),
    ...htmlcs.errors.map(
      (e) => `HTML_CodeSniffer ${e.code}: ${e.msg}\n    ${e.target}\n      ${e.html}`,
    ),
  ];
}

/**
 * WCAG 1.4.10: no horizontal scrolling at 320 CSS px. Call on a page whose viewport is 320 wide.
 * @param {import('playwright').Page} page
 */
export async function checkReflow(page) {
  const m = await page.evaluate(() => {
    const doc = document.documentElement;
    // The widest element that sticks out, to point the reader at the culprit.
    let culprit = null;
    if (doc.scrollWidth > doc.clientWidth) {
      let max = doc.clientWidth;
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > max + 0.5 && r.width > 0) {
          max = r.right;
          culprit = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).slice(0, 2).join('.')}` : ''} (right edge ${Math.round(r.right)} px)`;
        }
      }
    }
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, culprit };
  });
  return { ok: m.scrollWidth <= 320, ...m };
}

/**
 * Words the page lays out across two lines (Intl.Segmenter in the page's language; a word whose
 * boxes sit at two heights). A column narrower than a word breaks it: a Thai word mid-syllable, a
 * name one character per line. Addresses and numbers (a URL, an e-mail, a phone number: a
 * word with a digit, or joined to the next by `@`, `/` or a dot) may break where they must. Only
 * painted text counts.
 *
 * Dutch writes compounds as one word ("Tevredenheidsonderzoek"), and some are wider than a 320 px
 * line: no layout fits them, only hyphenation, which needs a dictionary the test browser may lack.
 * In Dutch such a word may break when it is set with `hyphens: auto` (a browser with a Dutch
 * dictionary breaks it at a syllable, with a hyphen), it is wider unbroken than its line, and
 * that line is at least three quarters of the window (a narrow column breaking a word is still
 * a defect). Those words are returned in `hyphenated`, for a person to look at.
 * @param {import('playwright').Page} page
 * @returns {Promise<{ ok: boolean, broken: string[], hyphenated: string[] }>}
 */
export async function checkWordBreaks(page) {
  const { broken, hyphenated } = await page.evaluate(() => {
    const locale = document.documentElement.lang || 'en';
    const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    const out = [];
    const left = [];
    const compounds = /^nl\b/i.test(locale);
    // The width of the line a text's element is set in: the content box of its nearest block.
    const lineWidth = (/** @type {Element} */ el) => {
      let block = el;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      const cs = getComputedStyle(block);
      return block.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    };
    // The width of a word set unbroken in the element's font.
    const unbrokenWidth = (/** @type {Element} */ el, /** @type {string} */ word) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
      probe.textContent = word;
      el.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const leftToHyphenation = (/** @type {Element} */ el, /** @type {string} */ word) => {
      if (!compounds || getComputedStyle(el).hyphens !== 'auto') return false;
      const line = lineWidth(el);
      return line >= 0.75 * window.innerWidth && unbrokenWidth(el, word) > line + 0.5;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || parent.closest('code, pre')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const text = node.textContent ?? '';
      // The line a character of this node sits on: the top of its last box (a range that
      // starts right after a soft hyphen also holds the hyphen drawn at the end of the line
      // before).
      const lineOf = (/** @type {number} */ at) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
        return boxes.length ? Math.round(boxes[boxes.length - 1].top) : null;
      };
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.length < 2) continue;
        // Part of an address or a number: a digit in it, or @, / or a dot joining it to the
        // next part ("example.com"; a full stop before a space or the end does not count).
        const before = text[index - 1] ?? ' ';
        const after = text.slice(index + segment.length, index + segment.length + 2);
        if (/\d/.test(segment) || /[@/.]/.test(before) || /^[@/]|^\.\S/.test(after)) continue;
        // Chinese and Japanese lines may break between any two characters (the W3C's clreq and
        // jlreq): a word of Han or kana characters across two lines is how those scripts are set.
        // A Latin word inside such text still counts.
        if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+$/u.test(segment))
          continue;
        // A soft hyphen (U+00AD) is the author's break point: a break there is shown with a
        // hyphen, as a Dutch compound should break. Each part between soft hyphens must hold.
        let start = index;
        const parts = [];
        for (const part of segment.split('\u00AD')) {
          parts.push([start, start + part.length]);
          start += part.length + 1;
        }
        // A part is split when its first and last characters sit on different lines.
        const split = parts.some(([from, to]) => {
          if (to - from < 2) return false;
          const first = lineOf(from);
          const last = lineOf(to - 1);
          return first !== null && last !== null && first !== last;
        });
        if (split) {
          const where = parent.closest('h1, h2, h3, a, button, label, li, td, th, p') ?? parent;
          const word = segment.replaceAll('\u00AD', '');
          const found = `"${word}" in <${where.tagName.toLowerCase()}>`;
          if (leftToHyphenation(parent, word)) left.push(found);
          else out.push(found);
        }
      }
    }
    return { broken: out, hyphenated: left };
  });
  return { ok: broken.length === 0, broken, hyphenated };
}

const describeActive = () => {
  const el = document.activeElement;
  if (!el || el === document.body) return { tag: 'body' };
  const r = el.getBoundingClientRect();
  return {
    tag: el.tagName.toLowerCase(),
    id: el.id || undefined,
    href: el.getAttribute('href') ?? undefined,
    name: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 80),
    visible: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight,
  };
};

/**
 * Keyboard check on a freshly loaded page:
 *  1. the first Tab focuses a visible skip link (an in-page link whose target exists) and Enter
 *     moves focus to that target;
 *  2. every header button[aria-expanded="false"] opens with Enter, and Escape closes it
 *     (aria-expanded back to false) with focus returned to the button.
 * @param {import('playwright').Page} page
 * @returns {Promise<{ ok: boolean, failures: string[], steps: string[] }>}
 */
export async function checkKeyboard(page) {
  /** @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const steps = [];
  await page.evaluate(() => {
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur?.();
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Tab');
  const first = await page.evaluate(describeActive);
  const skipTarget = first.tag === 'a' && first.href?.startsWith('#') ? first.href.slice(1) : null;
  const targetExists = skipTarget
    ? await page.evaluate((id) => !!document.getElementById(id), skipTarget)
    : false;
  if (!skipTarget || !targetExists) {
    failures.push(
      `first Tab focused ${first.tag}${first.name ? ` "${first.name}"` : ''}, not a skip link to an element on the page`,
    );
  } else if (!first.visible) {
    failures.push(`skip link "${first.name}" is focused but not visible`);
  } else {
    steps.push(`first Tab: skip link "${first.name}" -> #${skipTarget}`);
    await page.keyboard.press('Enter');
    const moved = await page
      .waitForFunction(
        (id) => {
          const t = document.getElementById(id);
          return !!t && (document.activeElement === t || t.contains(document.activeElement));
        },
        skipTarget,
        { timeout: 2000 },
      )
      .then(() => true)
      .catch(() => false);
    if (moved) steps.push(`Enter on the skip link moved focus to #${skipTarget}`);
    else failures.push(`Enter on the skip link did not move focus to #${skipTarget}`);
  }

  const toggles = [];
  for (const h of await page.$$(
    'header button[aria-expanded="false"], [role="banner"] button[aria-expanded="false"]',
  )) {
    if (await h.isVisible()) toggles.push(h);
  }
  for (const button of toggles) {
    if (!(await button.isVisible().catch(() => false))) continue;
    const name = await button.evaluate((el) =>
      (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 60),
    );
    if ((await button.getAttribute('aria-expanded')) !== 'false') continue;
    await button.focus();
    await page.keyboard.press('Enter');
    const opened = await page
      .waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', button, {
        timeout: 3000,
      })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      failures.push(`"${name}": Enter did not open it (aria-expanded stayed false)`);
      continue;
    }
    // Let what opened settle: lazy chunks (drawers, panels) load, then dialogs and menus move
    // focus inside (not every popup does: wait at most 1.5 s for that).
    await page.waitForLoadState('networkidle').catch(() => {});
    await page
      .waitForFunction((el) => document.activeElement !== el, button, { timeout: 1500 })
      .catch(() => {});
    await page.waitForTimeout(150);
    await page.keyboard.press('Escape');
    const closed = await page
      .waitForFunction((el) => el.getAttribute('aria-expanded') === 'false', button, {
        timeout: 3000,
      })
      .then(() => true)
      .catch(() => false);
    if (!closed) {
      failures.push(`"${name}": Escape did not close it (aria-expanded still true)`);
      await page.keyboard.press('Escape');
      continue;
    }
    const focusBack = await page
      .waitForFunction((el) => document.activeElement === el, button, { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (focusBack) steps.push(`"${name}": Enter opened, Escape closed, focus returned`);
    else {
      const now = await page.evaluate(describeActive);
      failures.push(
        `"${name}": Escape closed it but focus went to ${now.tag}${now.name ? ` "${now.name}"` : ''}, not back to the button`,
      );
    }
  }
  if (toggles.length === 0) steps.push('no header button[aria-expanded] on this page');
  return { ok: failures.length === 0, failures, steps };
}

/**
 * What the focused element looks like on screen, run in the page. A visually hidden control
 * (react-aria's switches, checkboxes and radios focus a 1 px input) is judged by its label.
 * `tag: 'body'`: no element has focus (and nothing else is said); otherwise `key` tells the stops
 * apart, `label` names the element and `problem` is what is wrong with it, if anything.
 *
 * @returns {Promise<{ tag: string, key?: string, label?: string, problem?: string }>}
 */
const inspectFocus = async () => {
  // Let focus scrolling (and any smooth scroll) come to rest first: two frames with the same
  // offset (one round trip per stop: the crawl's cost is mostly these).
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      let last = -1;
      let same = 0;
      const started = performance.now();
      const tick = () => {
        const y = window.scrollY;
        same = y === last ? same + 1 : 0;
        last = y;
        if (same >= 2 || performance.now() - started > 1000) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })
  );
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { tag: 'body' };
  const describe = (/** @type {Element} */ n) => {
    const name = (
      n.getAttribute('aria-label') ||
      n.getAttribute('title') ||
      n.textContent ||
      n.getAttribute('name') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const cls = typeof n.className === 'string' ? n.className.split(/\s+/)[0] : '';
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : cls ? `.${cls}` : ''}${name ? ` "${name}"` : ''}`;
  };
  const path = [];
  for (let n = /** @type {Element | null} */ (el); n && n !== document.body; n = n.parentElement)
    path.push(`${n.tagName}${n.parentElement ? [...n.parentElement.children].indexOf(n) : ''}`);
  let target = el;
  let r = el.getBoundingClientRect();
  if (r.width < 4 || r.height < 4) {
    const wrapper = el.closest('label') ?? el.parentElement;
    if (wrapper) {
      target = wrapper;
      r = wrapper.getBoundingClientRect();
    }
  }
  const result = { tag: el.tagName.toLowerCase(), key: path.join('/'), label: describe(el) };
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  if (r.width === 0 || r.height === 0) return { ...result, problem: 'has no size on screen' };
  if (r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw)
    return { ...result, problem: 'is off screen after focusing' };
  // The centre and four corners of the part inside the viewport, in far enough that a rounded
  // corner's cut-out (which hit-tests as what lies beneath) is not taken for a cover.
  const style = getComputedStyle(target);
  const radius = Math.min(
    Math.max(
      .../** @type {const} */ (['TopLeft', 'TopRight', 'BottomLeft', 'BottomRight']).map(
        (c) => parseFloat(style[/** @type {const} */ (`border${c}Radius`)]) || 0,
      ),
    ),
    Math.min(r.width, r.height) / 2,
  );
  const inset = 2 + 0.3 * radius;
  const left = Math.max(r.left, 0) + inset;
  const right = Math.min(r.right, vw) - inset;
  const top = Math.max(r.top, 0) + inset;
  const bottom = Math.min(r.bottom, vh) - inset;
  /** @type {[string, number, number][]} */
  const points = [
    ['centre', (left + right) / 2, (top + bottom) / 2],
    ['top left', left, top],
    ['top right', right, top],
    ['bottom left', left, bottom],
    ['bottom right', right, bottom],
  ];
  // Part of the control itself: its label, or its small wrapper (a styled box or tick drawn over
  // a native checkbox or radio).
  const wrapper = el.parentElement;
  const wrapperBox = wrapper?.getBoundingClientRect();
  const ownWrapper =
    wrapper && wrapperBox && wrapperBox.width * wrapperBox.height <= 4 * r.width * r.height
      ? wrapper
      : null;
  const own = (/** @type {Element} */ hit) =>
    hit === target ||
    target.contains(hit) ||
    hit.contains(target) ||
    el.contains(hit) ||
    !!el.closest('label')?.contains(hit) ||
    !!ownWrapper?.contains(hit);
  const covered = [];
  for (const [where, x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit && !own(hit)) covered.push(`${where} under ${describe(hit)}`);
  }
  if (covered.length) return { ...result, problem: `is covered: ${covered.join(', ')}` };
  // A focus indicator: an outline or a box shadow on the element, its wrapper, a near ancestor or
  // a descendant (react-aria draws rings on the component's wrapper from data-focus-visible), or on
  // their ::before/::after.
  const shows = (/** @type {Element} */ n) =>
    [undefined, '::before', '::after'].some((pseudo) => {
      const s = getComputedStyle(n, pseudo);
      if (pseudo && s.content === 'none') return false;
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
        (s.boxShadow !== 'none' && s.boxShadow !== '')
      );
    });
  const near = [el, target];
  for (let n = target.parentElement, i = 0; n && i < 2; n = n.parentElement, i++) near.push(n);
  const indicated = near.some(shows) || [...target.querySelectorAll('*')].slice(0, 40).some(shows);
  if (!indicated) return { ...result, problem: 'shows no focus indicator (no outline or shadow)' };
  return result;
};

/**
 * Keyboard crawl (WCAG 2.4.11 focus not obscured, 2.4.7 focus visible): from the top of a freshly
 * loaded page (the cookie banner showing), Tab through every stop until focus leaves the page or
 * comes round again (at most `maxStops`), and for each focused element check that it is on screen,
 * that nothing else is painted over its centre or its corners (the banner, the sticky header, the
 * social bar, the back-to-top button) and that it shows a focus indicator.
 * @param {import('playwright').Page} page
 * @returns {Promise<{ ok: boolean, stops: number, failures: string[], end: string }>}
 */
export async function checkFocusCrawl(page, { maxStops = 200 } = {}) {
  /** @type {string[]} */
  const failures = [];
  const seen = new Set();
  let stops = 0;
  let last = `stopped after ${maxStops} stops`;
  /** @type {string | undefined} the last stop's key (none when focus left the page) */
  let previous = '';
  let within = 0;
  await page.evaluate(() => {
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur?.();
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(inspectFocus);
    // Tab moved within one control (a native date input's day, month and year): not a new stop.
    if (r.key === previous && r.tag !== 'body' && within++ < 5) continue;
    within = 0;
    previous = r.key;
    if (r.tag === 'body' || seen.has(r.key)) {
      last = r.tag === 'body' ? 'focus left the page' : `focus came back to ${r.label}`;
      break;
    }
    seen.add(r.key);
    stops++;
    if (r.problem) failures.push(`stop ${stops}, ${r.label}: ${r.problem}`);
  }
  if (stops === 0) failures.push('Tab reached no element');
  return { ok: failures.length === 0, stops, failures, end: last };
}
