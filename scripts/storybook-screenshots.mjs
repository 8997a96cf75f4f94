#!/usr/bin/env node
// @ts-check
/* global document */
/**
 * `npm run screenshots:storybook`: pictures of Storybook's documentation pages as a designer sees
 * them, for reviews and for docs/screenshots/storybook/ (described in its README.md).
 *
 * Builds the static Storybook (`npm run build-storybook`) unless `--no-build`, serves
 * storybook-static/ on 127.0.0.1 and photographs, in Debian's Chromium at 1280 px, the docs page
 * of a foundation (Colours), Button, Header, CookieSettingsDialog and SearchPanel, in the day and
 * night themes and in Thai and English, chosen as the toolbar chooses them (the `globals` of the
 * address). Each picture is the page down to 4,000 px (JPEG, to keep the repository small).
 *
 *   --out=DIR    write there instead of docs/screenshots/storybook
 *   --no-build   use storybook-static/ as it is
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium } from 'playwright';
import { launchOptions } from './lib/chromium.mjs';
import { root } from './lib/stack.mjs';

const argv = process.argv.slice(2);
const outArg = argv.find((a) => a.startsWith('--out='));
const out = outArg
  ? resolve(outArg.slice('--out='.length))
  : join(root, 'docs', 'screenshots', 'storybook');
const staticDir = join(root, 'storybook-static');
const MAX_HEIGHT = 4000;
const WIDTH = 1280;

/** The docs pages photographed: file name and Storybook's docs id (from the stories' titles). */
export const DOCS_PAGES = [
  ['foundation-colours', 'foundations-colours--docs'],
  ['button', 'primitives-button--docs'],
  ['header', 'shell-header--docs'],
  ['cookie-settings-dialog', 'feedback-cookiesettingsdialog--docs'],
  ['search-panel', 'shell-searchpanel--docs'],
];
const THEMES = ['day', 'night'];
const LOCALES = ['th', 'en'];

const started = Date.now();
const log = (/** @type {unknown[]} */ ...a) =>
  console.log(
    `[storybook screenshots ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s]`,
    ...a,
  );

if (!argv.includes('--no-build')) {
  log('building Storybook (npm run build-storybook)');
  execFileSync('npm', ['run', 'build-storybook', '--', '--quiet'], { cwd: root, stdio: 'inherit' });
}
if (!existsSync(join(staticDir, 'iframe.html')))
  throw new Error('storybook-static/ has no iframe.html: run npm run build-storybook');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/** A static file server for storybook-static/, on loopback, as any file server would serve it. */
const server = http.createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(staticDir, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(staticDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch(launchOptions);
let count = 0;
try {
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out).filter((f) => f.endsWith('.jpg'))) rmSync(join(out, file));
  for (const [name, id] of DOCS_PAGES) {
    for (const theme of THEMES) {
      for (const locale of LOCALES) {
        const context = await browser.newContext({
          viewport: { width: WIDTH, height: 900 },
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const url = `${base}/iframe.html?viewMode=docs&id=${id}&globals=theme:${theme};locale:${locale}`;
        await page.goto(url);
        // The docs page is rendered once its title is in and its stories have rendered.
        await page
          .locator('.sbdocs-title, #storybook-docs h1')
          .first()
          .waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        if (errors.length) throw new Error(`${id} (${theme}, ${locale}): ${errors.join('; ')}`);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = join(out, `${name}-${theme}-${locale}.jpg`);
        await page.screenshot({
          path: file,
          type: 'jpeg',
          quality: 60,
          fullPage: true,
          clip: { x: 0, y: 0, width: WIDTH, height: Math.min(height, MAX_HEIGHT) },
          animations: 'disabled',
        });
        count++;
        log(`${file.slice(root.length + 1)} (${id}, page ${height} px tall)`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
log(`${count} screenshots in ${out}`);
