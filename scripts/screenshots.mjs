#!/usr/bin/env node
// @ts-check
/* global document, window -- inside page.evaluate callbacks, which run in the browser */
/**
 * `npm run screenshots`: pictures of the built site as visitors see it, for reviews and for
 * docs/screenshots/ (what each one shows is described in docs/screenshots/README.md).
 *
 * Builds the site when dist/ is stale, starts the real CMS on a throwaway database seeded with the
 * content `npm start` gives (no test fixtures), serves dist/ through the page service, and photographs in Debian's
 * Chromium, as a returning visitor (cookie choice made, day theme, 16 px text):
 *  - home, a news list, a news item, search results, the contact form and the overseas offices,
 *    at 1280 and 375 px wide, in Thai and English;
 *  - the home page in Chinese, Japanese and Dutch at the same widths.
 * Each picture is the whole page down to 4,000 px (JPEG, to keep the repository small).
 *
 *   --out=DIR    write there instead of docs/screenshots
 *   --no-build   use dist/ as it is
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { launchOptions } from './lib/chromium.mjs';
import {
  decideConsent,
  newDisplayContext,
  openSitePage,
  settleAnimations,
} from './lib/pagechecks.mjs';
import { serveDist } from './lib/serve.mjs';
import { dist, ensureSiteBuild, root, startThrowawayCms } from './lib/stack.mjs';
import { pageTypes, resolveRoutes } from '../tests/e2e/routes.mjs';

const argv = process.argv.slice(2);
const outArg = argv.find((a) => a.startsWith('--out='));
const out = outArg ? resolve(outArg.slice('--out='.length)) : join(root, 'docs', 'screenshots');
const WIDTHS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 740 },
];
/** The page types photographed in th and en (types of tests/e2e/routes.mjs), and what each is called in file names. */
const PAGES = [
  ['home', 'home'],
  ['list', 'list'],
  ['detail', 'detail'],
  ['search-results', 'search'],
  ['form-contact', 'form'],
  ['offices', 'offices'],
];
/** A word with results in each locale's seed content, for the search results page. */
const SEARCH_WORD = { th: 'ส่งออก', en: 'export' };
const MAX_HEIGHT = 4000;

const started = Date.now();
const log = (/** @type {unknown[]} */ ...a) =>
  console.log(`[screenshots ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s]`, ...a);

if (!argv.includes('--no-build')) ensureSiteBuild({ log });
// The content visitors get (`npm start`'s seed), without the test fixtures and their generated
// illustrations.
const cms = await startThrowawayCms({ name: 'screenshots', env: { CMS_SEED_FIXTURES: 'false' } });
const site = await serveDist({ dist, cmsUrl: cms.url });
const browser = await chromium.launch(launchOptions);
let count = 0;
try {
  // The pictures of an earlier run go (a page or width no longer taken leaves none behind); the
  // README that describes them stays.
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out).filter((f) => f.endsWith('.jpg'))) rmSync(join(out, file));
  /** @type {Array<{ locale: string, types: string[] }>} */
  const plan = [
    { locale: 'th', types: PAGES.map(([t]) => t) },
    { locale: 'en', types: PAGES.map(([t]) => t) },
    { locale: 'zh', types: ['home'] },
    { locale: 'ja', types: ['home'] },
    { locale: 'nl', types: ['home'] },
  ];
  for (const { locale, types } of plan) {
    const routes = await resolveRoutes({
      cmsUrl: cms.url,
      locale,
      types: pageTypes.filter((p) => types.includes(p.type)),
    });
    for (const route of routes) {
      if (route.skipped) throw new Error(`${locale} ${route.type}: ${route.skipped}`);
      const name = PAGES.find(([t]) => t === route.type)?.[1] ?? route.type;
      const path =
        route.type === 'search-results'
          ? `/${locale}/?query=${encodeURIComponent(SEARCH_WORD[/** @type {'th'|'en'} */ (locale)])}`
          : route.path;
      for (const w of WIDTHS) {
        const context = await newDisplayContext(browser, {
          width: w.width,
          height: w.height,
          locale: locale === 'zh' ? 'zh-CN' : locale,
        });
        await decideConsent(context, site.url, 'rejected');
        const { page, readyError, status } = await openSitePage(context, site.url + path, {
          ready: route.ready,
        });
        if (readyError || status !== 200)
          throw new Error(`${path} at ${w.name}: status ${status} ${readyError ?? ''}`);
        await page.waitForLoadState('networkidle').catch(() => {});
        // Images below the fold load lazily: scroll through once so the picture shows them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle').catch(() => {});
        // The footer's newsletter form loads once it comes into view.
        await page
          .locator('footer input[type="email"]')
          .waitFor({ timeout: 10_000 })
          .catch(() => {});
        await settleAnimations(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = join(out, `${locale}-${name}-${w.name}.jpg`);
        await page.screenshot({
          path: file,
          type: 'jpeg',
          quality: 70,
          fullPage: true,
          clip: { x: 0, y: 0, width: w.width, height: Math.min(height, MAX_HEIGHT) },
          animations: 'disabled',
        });
        count++;
        log(`${file.slice(root.length + 1)} (${path}, page ${height} px tall)`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
  await cms.stop();
}
log(`${count} screenshots in ${out}`);
