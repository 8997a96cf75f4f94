#!/usr/bin/env node
// @ts-check
/**
 * `npm run e2e` (and the e2e step of `npm test`): runs every tests/e2e/**\/*.e2e.mjs file with
 * Playwright Test (playwright.config.ts) against the built site and ONE real CMS shared by all
 * files, which the suite's global set-up starts (tests/e2e/global-setup.mjs, with a mail catcher).
 *
 *  - builds the site first when dist/ is missing or older than its sources (scripts/lib/stack.mjs);
 *  - installs Debian's nginx-light when nginx is missing and we are root (as .ci/run does for
 *    Chromium); otherwise the nginx tests are reported as skipped, with the reason;
 *  - prints `e2e: N passed, N failed, N skipped` and writes reports/tests/e2e.json
 *    ({ numPassedTests, numFailedTests, numSkippedTests, failures, secondsPerFile }) from
 *    Playwright's JSON report (reports/tests/e2e-playwright.json); traces and screenshots of
 *    failed tests are kept in reports/tests/e2e-results/ (`npx playwright show-trace <zip>`).
 *
 *   node scripts/e2e.mjs [filter] [--no-build]   only files whose path contains `filter`; use dist/ as it is
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { summariseReport } from './lib/e2eReport.mjs';
import { ensureSiteBuild, root } from './lib/stack.mjs';

const reportDir = join(root, 'reports', 'tests');
const reportFile = join(reportDir, 'e2e.json');
mkdirSync(reportDir, { recursive: true });
rmSync(reportFile, { force: true });
const noBuild = process.argv.includes('--no-build');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--'));

// Declared as never returning (it exits), so that what follows a failed start knows it was not reached.
/** @type {(passed: number, failed: number, extra?: Record<string, unknown>) => never} */
const finish = (passed, failed, extra = {}) => {
  writeFileSync(
    reportFile,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, ...extra }, null, 2),
  );
  console.log(
    `e2e: ${passed} passed, ${failed} failed${extra.numSkippedTests ? `, ${extra.numSkippedTests} skipped` : ''}`,
  );
  process.exit(failed > 0 ? 1 : 0);
};

const walk = (d) =>
  existsSync(d)
    ? readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? walk(join(d, e.name))
          : e.name.endsWith('.e2e.mjs')
            ? [join(d, e.name)]
            : [],
      )
    : [];
const files = walk(join(root, 'tests', 'e2e'))
  .filter((f) => !filter || f.includes(filter))
  .sort();
if (files.length === 0) {
  console.log('e2e: no tests/e2e/**/*.e2e.mjs files');
  finish(0, 0);
}

// nginx for the production-serving test.
if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p))) {
  if (process.getuid?.() === 0) {
    console.log('e2e: installing nginx-light (apt-get)');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.log(
      'e2e: nginx is missing and this is not root: the nginx test will skip (install nginx-light to run it)',
    );
  }
}

try {
  if (!noBuild) ensureSiteBuild();
} catch (e) {
  console.error(`e2e: the site build failed: ${/** @type {Error} */ (e).message}`);
  finish(0, 1, { error: 'site build failed' });
}

const playwrightReport = join(reportDir, 'e2e-playwright.json');
rmSync(playwrightReport, { force: true });
console.log(`e2e: ${files.length} file(s): ${files.map((f) => relative(root, f)).join(', ')}`);
const cli = createRequire(join(root, 'package.json')).resolve('@playwright/test/cli');
const child = spawn(
  process.execPath,
  [cli, 'test', '--config', join(root, 'playwright.config.ts'), ...(filter ? [filter] : [])],
  { cwd: root, stdio: 'inherit', env: process.env },
);
const code = await new Promise((r) => child.on('exit', (c) => r(c ?? 1)));

/** @type {import('./lib/e2eReport.mjs').Report | undefined} */
let report;
try {
  report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
} catch {
  // The runner died before reporting: counted as one failure below.
}
if (!report) finish(0, 1, { error: `Playwright Test exited ${code} without a report` });
const { numPassedTests, numFailedTests, ...extra } = summariseReport(report, code);
console.log('e2e: seconds per file');
for (const [f, s] of Object.entries(extra.secondsPerFile))
  console.log(`  ${String(s).padStart(5)} s  ${f}`);
finish(numPassedTests, numFailedTests, extra);
