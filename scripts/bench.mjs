#!/usr/bin/env node
/**
 * `npm run bench`: builds for production, serves dist/ on 127.0.0.1 and loads each route in
 * Chromium, printing the gzip JS and CSS of the initial load and the request count against the
 * budgets in ../shared/QUALITY.md. Results also go to reports/bench.json.
 *   --no-build   measure the existing dist/
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { launchOptions } from './lib/chromium.mjs';
import { serveDist } from './lib/serve.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const args = new Set(process.argv.slice(2));

export const budgets = {
  jsGzipKB: 120,
  jsStretchKB: 100,
  cssGzipKB: 25,
  thirdPartyRequests: 0,
};

const routes = [{ name: 'home', path: '/th/' }];

if (!args.has('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}

const server = await serveDist({ dist });
const browser = await chromium.launch(launchOptions);
const results = [];
try {
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = [];
    page.on('request', (req) => requests.push(req));
    await page.goto(server.url + route.path, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    let thirdParty = 0;
    for (const req of requests) {
      const url = new URL(req.url());
      if (url.origin !== server.url) {
        thirdParty++;
        continue;
      }
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const body = readFileSync(join(dist, url.pathname));
      const size = gzipSync(body, { level: 9 }).length;
      if (type === 'script') js += size;
      else css += size;
    }
    results.push({
      route: route.name,
      path: route.path,
      jsGzipKB: +(js / 1024).toFixed(1),
      cssGzipKB: +(css / 1024).toFixed(1),
      requests: requests.length,
      thirdPartyRequests: thirdParty,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const mark = (value, budget) => (value <= budget ? 'under' : 'OVER');
console.log('\nroute   JS gzip (budget 120 KB)   CSS gzip (budget 25 KB)   requests   3rd-party (budget 0)');
for (const r of results) {
  console.log(
    `${r.route.padEnd(7)} ${`${r.jsGzipKB} KB ${mark(r.jsGzipKB, budgets.jsGzipKB)}`.padEnd(25)} ${`${r.cssGzipKB} KB ${mark(r.cssGzipKB, budgets.cssGzipKB)}`.padEnd(25)} ${String(r.requests).padEnd(10)} ${r.thirdPartyRequests} ${mark(r.thirdPartyRequests, budgets.thirdPartyRequests)}`,
  );
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports', 'bench.json'),
  JSON.stringify({ date: new Date().toISOString(), budgets, routes: results }, null, 2),
);
const over = results.some(
  (r) => r.jsGzipKB > budgets.jsGzipKB || r.cssGzipKB > budgets.cssGzipKB || r.thirdPartyRequests > 0,
);
if (over) process.exitCode = 1;
