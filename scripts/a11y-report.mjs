#!/usr/bin/env node
// @ts-check
/* global window -- inside page.evaluate callbacks, which run in the browser */
/**
 * `npm run a11y:report`: the accessibility report for auditors (docs/quality.md#accessibility).
 *
 * Builds the site, starts the real CMS on a throwaway database, serves it on 127.0.0.1 and runs
 * axe-core (4.14, via @axe-core/playwright in Debian's Chromium) over
 *  - every story in {day, night} x {th, en}: axe already ran on each in `npm test` (the Storybook
 *    a11y addon in the four `storybook:*` Vitest projects), so the report reads those results
 *    (scripts/lib/storyResults.mjs). Only when they are missing, partial or older than the stories
 *    does it build Storybook and run axe over every story of storybook-static/index.json itself,
 *    honouring each story's `parameters.a11y` rules and context as the addon does;
 *  - every page type of tests/e2e/routes.mjs: all five locales at day/16 px/1280x800 as a returning
 *    visitor (consent decided; the e2e axe test checks exactly these, and the report reuses its rows
 *    when they are fresh: scripts/lib/pageResults.mjs), th and en at night, th at 14 px and 18 px
 *    on a 375 px viewport, with the cookie banner showing;
 * plus the 320 px reflow check (all five locales) and the keyboard check (skip link first; every header
 * toggle opens with Enter, closes with Escape and returns focus) in th at 1280 px and at 375 px/18 px,
 * and the keyboard crawl (every Tab stop on screen, uncovered, with a focus indicator) in th at
 * 1280 px and 320 px/18 px, in en at 768 px/14 px, and in zh, ja and nl at 768, 375 and 320 px/18 px, on
 * every page type, with the banner showing. Writes reports/a11y/index.html (with the WCAG 2.2 conformance table of scripts/lib/conformance.mjs),
 * reports/a11y/results.json and reports/a11y/conformance.md; exits 1 on any violation or failed
 * check.
 *
 *   --no-build       use the existing storybook-static/ and dist/
 *   --run-stories    run axe over the stories here even when npm test's results are usable
 *   --run-pages      run the returning visitor's page variants here even when the e2e's are usable
 *   --stories-only   skip the site (no CMS)
 *   --pages-only     skip Storybook
 *   --concurrency=N  pages in flight (default 4: a crawl mostly waits for frames and round trips;
 *                    on 2 cores, 3 zh/ja/nl crawl variants took 145 s of pages at 2, 75 s at 4)
 *   --only=KEY,...   only these page variants, e.g. --only=zh-keyboard-375-18 (with --pages-only)
 *   --no-crawl-phone skip the keyboard crawls below 1280 px (~6 minutes; CI runs them)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { LOCALES, pageTypes, resolveRoutes } from '../tests/e2e/routes.mjs';
import { launchOptions } from './lib/chromium.mjs';
import {
  CRITERIA,
  escHtml as esc,
  renderConformanceHtml,
  renderConformanceMarkdown,
} from './lib/conformance.mjs';
import { PAGE_RESULTS_DIR, loadPageRows, returningVisitorVariant } from './lib/pageResults.mjs';
import {
  axePageRow,
  axeVersion,
  checkFocusCrawl,
  checkWordBreaks,
  HTMLCS_DISMISSED,
  htmlcsVersion,
  checkKeyboard,
  checkReflow,
  decideConsent,
  newDisplayContext,
  openSitePage,
  rowFailed,
  runAxe,
} from './lib/pagechecks.mjs';
import { serveDist, serveStatic } from './lib/serve.mjs';
import { STORY_RESULTS, loadStoryRows } from './lib/storyResults.mjs';
import {
  buildEnv,
  dist,
  ensureSiteBuild,
  mapLimit,
  root,
  startThrowawayCms,
  storybookStatic,
} from './lib/stack.mjs';

/** @typedef {import('./lib/pagechecks.mjs').ReportRow} ReportRow */
/**
 * A page viewing variant: the display settings of newDisplayContext() (with the visitor's consent
 * decided or not) and the report's key; `keyboard` and `crawl` as for pageAxeVariants below.
 * @typedef {object} PageVariant
 * @property {string} key
 * @property {string} locale
 * @property {string} colorMode
 * @property {number} fontSize
 * @property {number} width
 * @property {number} height
 * @property {string} [consent]
 * @property {boolean} [keyboard]
 * @property {boolean} [crawl]
 */
/**
 * What the report reads of Storybook's globals in its preview iframe (Storybook does not type
 * them): the stories rendered so far and the manager's channel.
 * @typedef {{ test?: string, config?: { rules?: { id: string, enabled?: boolean }[] }, options?: object, context?: { include?: unknown, exclude?: unknown }, disable?: boolean }} StoryA11y
 * @typedef {{ id: string, phase: string, story?: { parameters?: { a11y?: StoryA11y } } }} StoryRender
 * @typedef {object} StorybookGlobals
 * @property {{ storyRenders?: StoryRender[] }} [__STORYBOOK_PREVIEW__]
 * @property {{ emit: (event: string, args: object) => void }} __STORYBOOK_ADDONS_CHANNEL__
 */

const argv = process.argv.slice(2);
const has = (f) => argv.includes(f);
const concurrency = Number(argv.find((a) => a.startsWith('--concurrency='))?.split('=')[1] ?? 4);
/** `--only=key,key`: only these page variants (a quicker local check of one change). */
const only = argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const picked = (variant) => !only || only.includes(variant.key);
const doStories = !has('--pages-only');
const doPages = !has('--stories-only');
const outDir = join(root, 'reports', 'a11y');
const started = Date.now();
const log = (...a) =>
  console.log(`[a11y ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s]`, ...a);

/**
 * @param {string} cmd
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: buildEnv });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The keyboard crawl's result as a report check. */
function crawlCheck(c) {
  return {
    name: 'keyboard crawl: every Tab stop on screen, uncovered, with a focus indicator (WCAG 2.4.11, 2.4.7)',
    ok: c.ok,
    detail: [`${c.stops} stops, ${c.end}`, ...c.failures].join('; '),
  };
}

/** Story viewing variants (Storybook globals). */
const storyVariants = [
  { key: 'day-th', theme: 'day', locale: 'th' },
  { key: 'night-th', theme: 'night', locale: 'th' },
  { key: 'day-en', theme: 'day', locale: 'en' },
  { key: 'night-en', theme: 'night', locale: 'en' },
];

/** Page viewing variants, as docs/quality.md#accessibility lists them. */
const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };
// The five locales as a returning visitor sees them (consent decided): the e2e axe test checks the
// same, and the report reuses its rows (scripts/lib/pageResults.mjs). The other variants arrive
// with the cookie banner showing. `keyboard: true`: the keyboard check runs on the same page after
// axe (saves a load per route).
/** @type {PageVariant[]} */
const returningVariants = LOCALES.map(returningVisitorVariant);
/** @type {PageVariant[]} */
const pageAxeVariants = [
  ...returningVariants,
  { key: 'th-night-16-desktop', locale: 'th', colorMode: 'night', fontSize: 16, ...desktop },
  { key: 'en-night-16-desktop', locale: 'en', colorMode: 'night', fontSize: 16, ...desktop },
  { key: 'th-day-14-375', locale: 'th', colorMode: 'day', fontSize: 14, ...mobile },
  // The keyboard check on the same load; the crawl at this size is the zh, ja and nl one below (th
  // is crawled at 320 px with the same text size).
  {
    key: 'th-day-18-375',
    locale: 'th',
    colorMode: 'day',
    fontSize: 18,
    ...mobile,
    keyboard: true,
    crawl: false,
  },
];
// The keyboard check and the crawl with the banner showing (focus must never hide under it, the
// sticky header or the side bar: WCAG 2.4.11): on a desktop screen, on a tablet at the smallest
// text size (en), and at the narrowest width with the largest text (th), where the banner, the
// header and the back-to-top button take most of the screen; and with the largest text in zh, ja
// and nl, whose header, drawer and banner texts differ, on a tablet (768 px) and a phone (375 and
// 320 px), on every page type (about a minute each on 2 cores; they once shared the page types, a
// third each, at 375 px).
const localeCrawls = ['zh', 'ja', 'nl'].flatMap((locale) => [
  {
    key: `${locale}-keyboard-768-18`,
    locale,
    colorMode: 'day',
    fontSize: 18,
    width: 768,
    height: 1024,
  },
  { key: `${locale}-keyboard-375-18`, locale, colorMode: 'day', fontSize: 18, ...mobile },
  // The narrowest width too: a radio button of the Chinese survey sat partly under the banner
  // there (keepFocusClear scrolled its 1 px hidden input, not its label).
  {
    key: `${locale}-keyboard-320-18`,
    locale,
    colorMode: 'day',
    fontSize: 18,
    width: 320,
    height: 640,
  },
]);
/** @type {PageVariant[]} */
const keyboardVariants = [
  ...localeCrawls,
  { key: 'th-keyboard-1280', locale: 'th', colorMode: 'day', fontSize: 16, ...desktop },
  {
    key: 'en-keyboard-768-14',
    locale: 'en',
    colorMode: 'day',
    fontSize: 14,
    width: 768,
    height: 1024,
  },
  {
    key: 'th-keyboard-320-18',
    locale: 'th',
    colorMode: 'day',
    fontSize: 18,
    width: 320,
    height: 640,
  },
];
// Every locale. A Dutch compound wider than its line ("Tevredenheidsonderzoek") may break when it is
// set with `hyphens: auto` (checkWordBreaks): Debian's Chromium has no Dutch hyphenation dictionary,
// so how it breaks is a manual check (docs/accessibility.md, the reflow row).
/** @type {PageVariant[]} */
const reflowVariants = LOCALES.map((locale) => ({
  key: `${locale}-reflow-320`,
  locale,
  colorMode: 'day',
  fontSize: 16,
  width: 320,
  height: 640,
}));

// ---------------------------------------------------------------------------------------------
// Build and start
// ---------------------------------------------------------------------------------------------
let cmsPromise = null;
let cmsHandled = false;
if (doPages) {
  // Strapi starts in the background while the builds run.
  cmsPromise = startThrowawayCms({ name: 'a11y' });
  cmsPromise.catch(() => {});
}
const cleanups = [];
/** @type {{ pages: ReportRow[], stories: ReportRow[], notes: string[], storySource?: string }} */
const results = { pages: [], stories: [], notes: [] };
// The stories' axe results of npm test, unless they cannot be used (then this run makes them).
let runStories = doStories;
if (doStories && !has('--run-stories')) {
  const stored = loadStoryRows({ root, variants: storyVariants });
  if ('rows' in stored) {
    results.stories = stored.rows;
    results.storySource = `npm test (${STORY_RESULTS})`;
    runStories = false;
    log(`stories: ${stored.rows.length} axe results of npm test reused (${STORY_RESULTS})`);
  } else {
    log(`stories: npm test's results not reused: ${stored.why}; running them here`);
  }
}
let browser;
try {
  if (!has('--no-build')) {
    if (runStories) {
      log('building Storybook (npm run build-storybook)...');
      await run('npm', ['run', '--silent', 'build-storybook', '--', '--quiet']);
    }
    // The site is built when dist/ is missing or older than the sources (in CI, npm test's e2e
    // built it).
    if (doPages) ensureSiteBuild({ log });
  }
  if (runStories && !existsSync(join(storybookStatic, 'index.json')))
    throw new Error('storybook-static/index.json is missing: run without --no-build');
  if (doPages && !existsSync(join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: run without --no-build');

  browser = await chromium.launch(launchOptions);
  cleanups.push(() => browser.close());

  // -------------------------------------------------------------------------------------------
  // Stories
  // -------------------------------------------------------------------------------------------
  if (runStories) {
    results.storySource = 'this run (storybook-static/)';
    const sb = await serveStatic({ dir: storybookStatic });
    cleanups.push(() => sb.close());
    const index = JSON.parse(readFileSync(join(storybookStatic, 'index.json'), 'utf8'));
    const stories = Object.values(index.entries).filter((e) => e.type === 'story');
    log(`stories: ${stories.length} stories x ${storyVariants.length} variants`);
    // One page per variant (globals in the URL, the a11y addon's own axe run switched off); the
    // stories are switched inside it through Storybook's channel, as the manager does: a full
    // reload per story costs ~1 s more here.
    const perVariant = await mapLimit(storyVariants, concurrency, async (variant) => {
      const context = await browser.newContext({ viewport: desktop });
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (e) => pageErrors.push(String(e?.message ?? e)));
      const globals = `theme:${variant.theme};locale:${variant.locale};a11y.manual:!true`;
      const rendered = (id) =>
        page
          .waitForFunction(
            (id) => {
              const w = /** @type {typeof window & StorybookGlobals} */ (window);
              const r = w.__STORYBOOK_PREVIEW__?.storyRenders?.find((x) => x.id === id);
              return r && ['finished', 'errored', 'aborted'].includes(r.phase) ? r.phase : false;
            },
            id,
            { timeout: 60_000, polling: 100 },
          )
          .then((h) => h.jsonValue());
      let loaded = false;
      /** @type {ReportRow[]} */
      const rows = [];
      for (const story of stories) {
        const path = `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${globals}`;
        /** @type {ReportRow} */
        const row = {
          kind: 'story',
          id: story.id,
          title: `${story.title} / ${story.name}`,
          variant: variant.key,
          url: path,
          checks: [],
        };
        pageErrors.length = 0;
        try {
          if (!loaded) {
            await page.goto(sb.url + path, { waitUntil: 'load', timeout: 60_000 });
            loaded = true;
          } else {
            await page.evaluate(
              (id) =>
                /** @type {typeof window & StorybookGlobals} */ (
                  window
                ).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
                  storyId: id,
                  viewMode: 'story',
                }),
              story.id,
            );
          }
          const phase = await rendered(story.id);
          const a11y = await page.evaluate((id) => {
            const w = /** @type {typeof window & StorybookGlobals} */ (window);
            /** @type {StoryA11y} */
            const p =
              w.__STORYBOOK_PREVIEW__?.storyRenders?.find((x) => x.id === id)?.story?.parameters
                ?.a11y ?? {};
            return JSON.parse(
              JSON.stringify({
                test: p.test,
                config: p.config,
                options: p.options,
                context: p.context,
                disable: p.disable,
              }),
            );
          }, story.id);
          const errored =
            phase !== 'finished' || (await page.locator('.sb-show-errordisplay').count()) > 0;
          if (a11y.test === 'off' || a11y.disable === true) {
            row.skipped = 'parameters.a11y.test is off for this story';
          } else {
            const include = a11y.context?.include
              ? [].concat(a11y.context.include).filter((x) => typeof x === 'string')
              : ['body'];
            const exclude = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'].concat(
              [].concat(a11y.context?.exclude ?? []).filter((x) => typeof x === 'string'),
            );
            // 'region' is off as in the Storybook addon: a component on its own has no landmarks.
            const disable = [
              'region',
              ...(a11y.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id),
            ];
            row.axe = await runAxe(page, {
              include,
              exclude,
              disable,
              options: a11y.options ?? {},
            });
            row.todo = a11y.test === 'todo';
          }
          if (errored)
            row.checks.push({ name: 'story renders', ok: false, detail: `render phase ${phase}` });
          if (pageErrors.length)
            row.checks.push({
              name: 'no uncaught error',
              ok: false,
              detail: pageErrors.join(' | '),
            });
        } catch (e) {
          row.checks.push({
            name: 'story loads',
            ok: false,
            detail: String(/** @type {Error} */ (e).message).split('\n')[0],
          });
          loaded = false; // start the next story from a fresh load
        }
        rows.push(row);
      }
      await context.close();
      log(`stories: ${variant.key} done`);
      return rows;
    });
    // Story-major order in the report: each story's four variants side by side.
    results.stories = stories.flatMap((_, i) => perVariant.map((rows) => rows[i]));
    log(`stories: done (${results.stories.length} runs)`);
  }

  // -------------------------------------------------------------------------------------------
  // Pages
  // -------------------------------------------------------------------------------------------
  if (doPages) {
    log('waiting for the CMS...');
    const cms = await cmsPromise;
    // Started above whenever the pages are checked.
    if (!cms) throw new Error('the CMS was not started');
    cmsHandled = true;
    cleanups.push(() => cms.stop());
    const site = await serveDist({ dist, cmsUrl: cms.url });
    cleanups.push(() => site.close());
    const routesByLocale = {};
    for (const locale of LOCALES)
      routesByLocale[locale] = await resolveRoutes({ cmsUrl: cms.url, locale });
    log(`pages: ${pageTypes.length} page types (${pageTypes.map((p) => p.type).join(', ')})`);

    // The returning visitor's rows of the e2e axe test, unless they cannot be used.
    let axeVariants = pageAxeVariants;
    if (!has('--run-pages')) {
      const stored = loadPageRows({
        root,
        locales: LOCALES,
        types: pageTypes.map((p) => p.type),
      });
      if ('rows' in stored) {
        results.pages.push(...stored.rows);
        axeVariants = pageAxeVariants.filter((v) => !returningVariants.includes(v));
        log(
          `pages: ${stored.rows.length} axe results of npm test's e2e reused (${PAGE_RESULTS_DIR})`,
        );
      } else {
        log(`pages: the e2e axe results not reused: ${stored.why}; running them here`);
      }
    }

    const jobs = [];
    axeVariants = axeVariants.filter(picked);
    for (const variant of axeVariants)
      for (const route of routesByLocale[variant.locale])
        jobs.push({ check: 'axe', variant, route });
    for (const variant of keyboardVariants.filter(picked))
      for (const route of routesByLocale[variant.locale])
        jobs.push({ check: 'keyboard', variant, route });
    for (const variant of reflowVariants.filter(picked))
      for (const route of routesByLocale[variant.locale])
        jobs.push({ check: 'reflow', variant, route });

    // One context per (worker, variant): contexts are reused across routes.
    const contexts = new Map();
    const contextFor = async (slot, variant) => {
      const key = `${slot}:${variant.key}`;
      if (!contexts.has(key))
        contexts.set(
          key,
          (async () => {
            const { consent, ...display } = variant;
            const context = await newDisplayContext(browser, display);
            if (consent) await decideConsent(context, site.url, consent);
            return context;
          })(),
        );
      return contexts.get(key);
    };
    /** The keyboard check, and the crawl (below 1280 px unless --no-crawl-phone). */
    const keyboardChecks = async (page, row, variant) => {
      const k = await checkKeyboard(page);
      row.checks.push({
        name: 'keyboard: skip link first, Escape closes and returns focus',
        ok: k.ok,
        detail: [...k.failures, ...k.steps].join('; '),
      });
      // The crawl at smaller sizes too, unless `--no-crawl-phone` (a quicker local run: it adds
      // ~6 minutes on 2 cores).
      if (variant.crawl !== false && (variant.width >= 1280 || !has('--no-crawl-phone')))
        row.checks.push(crawlCheck(await checkFocusCrawl(page)));
    };
    results.pages.push(
      ...(await mapLimit(jobs, concurrency, async ({ check, variant, route }, _i, slot) => {
        const context = await contextFor(slot, variant);
        if (check === 'axe')
          return axePageRow(
            context,
            site.url,
            route,
            variant.key,
            variant.keyboard ? (page, row) => keyboardChecks(page, row, variant) : undefined,
          );
        /** @type {ReportRow} */
        const row = {
          kind: 'page',
          type: route.type,
          path: route.path,
          variant: variant.key,
          check,
          checks: [],
        };
        if (route.skipped) {
          row.skipped = route.skipped;
          return row;
        }
        const { page, readyError, pageErrors } = await openSitePage(
          context,
          site.url + route.path,
          { ready: route.ready },
        );
        try {
          if (readyError)
            row.checks.push({
              name: 'page ready',
              ok: false,
              detail: `not ready (${route.ready}, hydrated): ${readyError}`,
            });
          if (pageErrors.length)
            row.checks.push({
              name: 'no uncaught error',
              ok: false,
              detail: pageErrors.join(' | '),
            });
          if (check === 'keyboard') {
            await keyboardChecks(page, row, variant);
          } else {
            const r = await checkReflow(page);
            row.checks.push({
              name: 'reflow at 320 px (WCAG 1.4.10)',
              ok: r.ok,
              detail: `scrollWidth ${r.scrollWidth} px${r.culprit ? `; widest overflow: ${r.culprit}` : ''}`,
            });
            const w = await checkWordBreaks(page);
            row.checks.push({
              name: 'no word broken across two lines at 320 px',
              ok: w.ok,
              detail: [
                w.ok ? 'none' : w.broken.slice(0, 10).join('; '),
                w.hyphenated.length
                  ? `left to hyphens: auto (wider than the line): ${w.hyphenated.join('; ')}`
                  : '',
              ]
                .filter(Boolean)
                .join('; '),
            });
          }
        } catch (e) {
          row.checks.push({
            name: check,
            ok: false,
            detail: String(/** @type {Error} */ (e).message).split('\n')[0],
          });
        } finally {
          await page.close();
        }
        return row;
      })),
    );
    for (const c of contexts.values()) await (await c).close();
    log(`pages: done (${results.pages.length} runs)`);
  }
} catch (e) {
  results.notes.push(`aborted: ${/** @type {Error} */ (e).message}`);
  console.error(e);
  process.exitCode = 1;
} finally {
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
  if (cmsPromise && !cmsHandled) await cmsPromise.then((c) => c.stop()).catch(() => {});
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------
const all = [...results.pages, ...results.stories];
const summary = {
  date: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  axeVersion,
  pageTypes: pageTypes.map((p) => p.type),
  storyRuns: results.stories.length,
  storySource: results.storySource ?? null,
  pageRuns: results.pages.length,
  axeRuns: all.filter((r) => r.axe).length,
  htmlcsVersion,
  htmlcsRuns: all.filter((r) => r.htmlcs).length,
  htmlcsErrors: all.reduce((n, r) => n + (r.htmlcs?.errors.length ?? 0), 0),
  htmlcsDismissed: all.reduce((n, r) => n + (r.htmlcs?.dismissed.length ?? 0), 0),
  violations: all.reduce((n, r) => n + (r.axe?.violations.length ?? 0), 0),
  violationNodes: all.reduce(
    (n, r) => n + (r.axe?.violations.reduce((m, v) => m + v.nodes.length, 0) ?? 0),
    0,
  ),
  checks: all.reduce((n, r) => n + (r.checks?.length ?? 0), 0),
  failedChecks: all.reduce((n, r) => n + (r.checks?.filter((c) => !c.ok).length ?? 0), 0),
  failedRuns: all.filter(rowFailed).length,
  skipped: all.filter((r) => r.skipped).length,
};
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'results.json'), JSON.stringify({ summary, ...results }, null, 2));
writeFileSync(join(outDir, 'index.html'), renderHtml(summary, results));
// The conformance report: statuses kept in scripts/lib/conformance.mjs, not derived from this run.
writeFileSync(
  join(outDir, 'conformance.md'),
  renderConformanceMarkdown(CRITERIA, { linkBase: '../../' }),
);

console.log(
  `\na11y: ${summary.axeRuns} axe runs (${summary.storyRuns} story, ${summary.pageRuns} page runs incl. checks), ` +
    `${summary.violations} violations (${summary.violationNodes} nodes); ${summary.htmlcsRuns} HTML_CodeSniffer runs, ` +
    `${summary.htmlcsErrors} errors (${summary.htmlcsDismissed} dismissed); ${summary.failedChecks}/${summary.checks} checks failed, ` +
    `${summary.skipped} skipped, ${summary.seconds} s`,
);
for (const r of all.filter(rowFailed).slice(0, 40)) {
  const what = r.kind === 'story' ? r.title : `${r.type} ${r.path}`;
  const bits = [
    ...(r.axe?.violations ?? []).map(
      (v) => `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})`,
    ),
    ...(r.htmlcs?.errors ?? []).map((e) => `HTML_CodeSniffer ${e.code} (${e.target})`),
    ...(r.checks ?? []).filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`),
  ];
  console.log(`  FAIL ${what} [${r.variant}] ${bits.join('; ')}`);
}
console.log(`report: ${join(outDir, 'index.html')}`);
if (summary.failedRuns > 0 || results.notes.length) process.exitCode = 1;

// ---------------------------------------------------------------------------------------------

function renderHtml(summary, { pages, stories, notes }) {
  const status = (r) =>
    r.skipped
      ? 'skipped'
      : rowFailed(r)
        ? 'FAIL'
        : r.todo && r.axe?.violations.length
          ? 'todo'
          : 'pass';
  const table = (rows, caption, label) => `
<table>
  <caption>${esc(caption)}</caption>
  <thead><tr><th scope="col">${label}</th><th scope="col">Variant</th><th scope="col">Check</th><th scope="col">Rules run</th><th scope="col">Passed</th><th scope="col">Violations</th><th scope="col">Result</th></tr></thead>
  <tbody>
${rows
  .map((r, i) => {
    const id = `${r.kind}-${i}`;
    const st = status(r);
    const name = r.kind === 'story' ? r.title : `${r.type} <code>${esc(r.path)}</code>`;
    const checkCol = r.axe
      ? `axe${r.htmlcs ? ' + HTML_CodeSniffer' : ''}${r.checks?.length ? ` + ${esc(r.checks.map((c) => c.name).join(', '))}` : ''}`
      : r.checks?.length
        ? esc(r.checks.map((c) => c.name).join(', '))
        : (r.check ?? '');
    return `<tr class="${st}"><th scope="row">${r.kind === 'story' ? esc(name) : name}</th><td>${esc(r.variant)}</td><td>${checkCol}</td><td>${r.axe?.rulesRun ?? ''}</td><td>${r.axe?.passed ?? ''}</td><td>${r.axe ? r.axe.violations.length + (r.htmlcs?.errors.length ?? 0) : ''}</td><td><a href="#${id}">${st}</a></td></tr>`;
  })
  .join('\n')}
  </tbody>
</table>
${rows.map((r, i) => details(r, `${r.kind}-${i}`, status(r))).join('\n')}`;

  const details = (r, id, st) => {
    const name = r.kind === 'story' ? r.title : `${r.type} ${r.path}`;
    const violations = r.axe?.violations ?? [];
    const checks = r.checks ?? [];
    return `<section id="${id}" class="detail ${st}">
  <h3>${esc(name)} <small>[${esc(r.variant)}]</small> <span class="badge">${st}</span></h3>
  ${r.url ? `<p>Story URL: <code>${esc(r.url)}</code></p>` : ''}
  ${r.skipped ? `<p>Skipped: ${esc(r.skipped)}</p>` : ''}
  ${r.axe ? `<p>axe: ${r.axe.rulesRun} rules run, ${r.axe.passed} passed, ${r.axe.inapplicable} not applicable, ${r.axe.incomplete.length} need review${r.axe.incomplete.length ? ` (${esc(r.axe.incomplete.map((x) => x.id).join(', '))})` : ''}, ${violations.length} violated.${r.axe.disabledRules.length ? ` Rules off: ${esc(r.axe.disabledRules.join(', '))}.` : ''}</p>` : ''}
  ${r.htmlcs ? `<p>HTML_CodeSniffer (${esc(r.htmlcs.standard)}): ${r.htmlcs.errors.length} errors, ${r.htmlcs.dismissed.length} dismissed${r.htmlcs.dismissed.length ? ` (${esc([...new Set(r.htmlcs.dismissed.map((d) => `${d.dismissedAs}: ${d.code}`))].join('; '))})` : ''}, ${r.htmlcs.warnings} warnings and ${r.htmlcs.notices} notices for a person to review.</p>` : ''}
  ${r.htmlcs?.errors.length ? `<table><thead><tr><th scope="col">HTML_CodeSniffer error</th><th scope="col">Target</th><th scope="col">HTML</th></tr></thead><tbody>${r.htmlcs.errors.map((e) => `<tr><td>${esc(e.code)}<br>${esc(e.msg)}</td><td><code>${esc(e.target)}</code></td><td><code>${esc(e.html)}</code></td></tr>`).join('')}</tbody></table>` : ''}
  ${checks.length ? `<ul>${checks.map((c) => `<li>${c.ok ? 'pass' : '<strong>FAIL</strong>'}: ${esc(c.name)}${c.detail ? ` — ${esc(c.detail)}` : ''}</li>`).join('')}</ul>` : ''}
  ${violations
    .map(
      (v) => `<div class="violation">
    <h4>${esc(v.id)}: ${esc(v.help)} <span class="impact ${esc(v.impact)}">${esc(v.impact)}</span></h4>
    <p>${esc(v.description)} <a href="${esc(v.helpUrl)}">Rule documentation</a>. Tags: ${esc(v.tags.join(', '))}</p>
    <table><thead><tr><th scope="col">Target</th><th scope="col">HTML</th><th scope="col">How to fix</th></tr></thead><tbody>
    ${v.nodes.map((n) => `<tr><td><code>${esc(n.target)}</code></td><td><code>${esc(n.html)}</code></td><td><pre>${esc(n.failureSummary)}</pre></td></tr>`).join('')}
    </tbody></table></div>`,
    )
    .join('\n')}
</section>`;
  };
  const onlyInteresting = (rows) => rows; // every row is listed: auditors want to see what passed too
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility report: DITP site and design system</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 80rem; padding: 1rem; color: #1a1a1a; background: #fff; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: 0.9rem; }
  caption { text-align: left; font-weight: 700; padding: 0.5rem 0; }
  th, td { border: 1px solid #bbb; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  thead th { background: #eee; }
  tr.FAIL th, tr.FAIL td { background: #fde8e8; }
  tr.skipped td, tr.skipped th { color: #555; }
  code, pre { font-size: 0.8rem; white-space: pre-wrap; word-break: break-word; }
  .badge { font-size: 0.8rem; border: 1px solid currentColor; padding: 0 0.4rem; border-radius: 0.25rem; }
  .detail.pass { display: none; }
  .detail:target { display: block; outline: 3px solid #1a56db; }
  .detail { border-top: 1px solid #ccc; margin-top: 1rem; }
  .impact.critical, .impact.serious { color: #a40000; font-weight: 700; }
  a { color: #1a56db; }
  a:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Accessibility report</h1>
<p>Generated ${esc(summary.date)} in ${summary.seconds} s by <code>npm run a11y:report</code> with axe-core ${esc(summary.axeVersion)} in Chromium, against WCAG 2.2 AA (all axe rules but experimental ones; tags shown per rule), and on every site page with HTML_CodeSniffer ${esc(summary.htmlcsVersion)} (WCAG2AA standard), a second engine whose rules follow the WCAG techniques. See <code>docs/accessibility.md</code> for what this covers and what still needs a person.</p>
<h2>Summary</h2>
<ul>
  <li>Page types: ${esc(summary.pageTypes.join(', '))}</li>
  <li>axe runs: ${summary.axeRuns} (${summary.storyRuns} story runs, ${results.pages.filter((r) => r.axe).length} page runs)</li>
  <li>Violations: <strong>${summary.violations}</strong> (${summary.violationNodes} elements)</li>
  <li>HTML_CodeSniffer runs: ${summary.htmlcsRuns}; errors: <strong>${summary.htmlcsErrors}</strong>; dismissed: ${summary.htmlcsDismissed}</li>
  <li>Reflow and keyboard checks: ${summary.checks - summary.failedChecks} of ${summary.checks} passed</li>
  <li>Runs failing: <strong>${summary.failedRuns}</strong>; skipped: ${summary.skipped}</li>
  ${notes.map((n) => `<li><strong>${esc(n)}</strong></li>`).join('')}
</ul>
<h2>HTML_CodeSniffer: what is dismissed and why</h2>
<p>Every HTML_CodeSniffer error fails its row except these, each listed on the rows where it applied:</p>
<ul>${HTMLCS_DISMISSED.map((d) => `<li><strong>${esc(d.id)}</strong>: ${esc(d.reason)}</li>`).join('')}</ul>
${renderConformanceHtml(CRITERIA)}
<h2>Site pages</h2>
<p>Each row of the page and story tables links to its details; rows that pass have no details to show unless opened by their link.</p>
${pages.length ? table(onlyInteresting(pages), 'Site pages: axe per locale and display setting, reflow and keyboard checks', 'Page') : '<p>Not run.</p>'}
<h2>Storybook stories</h2>
${summary.storySource ? `<p>axe results from ${esc(summary.storySource)}.</p>` : ''}
${stories.length ? table(onlyInteresting(stories), 'Stories: axe in day and night, Thai and English', 'Story') : '<p>Not run.</p>'}
</main>
</body>
</html>
`;
}
