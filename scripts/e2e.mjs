#!/usr/bin/env node
// @ts-check
/**
 * `npm run e2e` (and the e2e step of `npm test`): runs every tests/e2e/**\/*.e2e.mjs file with
 * node's built-in test runner against the built site and ONE real CMS shared by all files.
 *
 *  - builds the site first when dist/ is missing or older than its sources (scripts/lib/stack.mjs);
 *  - installs Debian's nginx-light when nginx is missing and we are root (as .ci/run does for
 *    Chromium); otherwise the nginx test skips and says why;
 *  - starts a mail catcher (maildev) and the CMS on a throwaway database sending its e-mail there,
 *    and passes their URLs as DITP_E2E_CMS_URL and DITP_E2E_MAILDEV_URL;
 *  - prints `e2e: N passed, N failed` and writes reports/tests/e2e.json ({ numPassedTests, numFailedTests }).
 *
 *   node scripts/e2e.mjs [filter] [--no-build]   only files whose path contains `filter`; use dist/ as it is
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startMaildev } from './lib/maildev.mjs';
import { ensureSiteBuild, root, startThrowawayCms } from './lib/stack.mjs';

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

let cms;
let mail;
try {
  mail = await startMaildev();
  cms = await startThrowawayCms({ name: 'e2e', env: mail.smtpEnv });
} catch (e) {
  await mail?.stop();
  console.error(`e2e: the CMS did not start: ${/** @type {Error} */ (e).message}`);
  finish(0, 1, { error: 'CMS did not start' });
}

const counts = join(reportDir, 'e2e.node-test.json');
rmSync(counts, { force: true });
console.log(`e2e: ${files.length} file(s): ${files.map((f) => relative(root, f)).join(', ')}`);
const child = spawn(
  process.execPath,
  [
    '--test',
    '--test-timeout=900000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'scripts', 'lib', 'e2e-reporter.mjs')}`,
    '--test-reporter-destination=/dev/null',
    ...files,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DITP_E2E_CMS_URL: cms.url,
      DITP_E2E_MAILDEV_URL: mail.url,
      DITP_E2E_REPORT: counts,
    },
  },
);
const code = await new Promise((r) => child.on('exit', (c) => r(c ?? 1)));
await cms.stop();
await mail.stop();

let result = { numPassedTests: 0, numFailedTests: 0 };
try {
  result = JSON.parse(readFileSync(counts, 'utf8'));
  rmSync(counts, { force: true });
} catch {
  result.numFailedTests = 1; // the runner died before reporting
}
if (code !== 0 && result.numFailedTests === 0) result.numFailedTests = 1;
if (result.secondsPerFile) {
  console.log('e2e: seconds per file');
  for (const [f, s] of Object.entries(result.secondsPerFile))
    console.log(`  ${String(s).padStart(5)} s  ${f}`);
}
finish(result.numPassedTests, result.numFailedTests, {
  numSkippedTests: result.numSkippedTests ?? 0,
  failures: result.failures ?? [],
  secondsPerFile: result.secondsPerFile ?? {},
});
