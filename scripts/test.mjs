#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every gate, in order, each in its own process so one failure does not hide the
 * rest. Prints a summary and a closing "N passed, N failed" line over all test cases.
 *   --only=<step,...>  run some steps (lint, i18n, unit, storybook, browser, visual, cms, contract,
 *                     security, faults, e2e)
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './lib/chromium.mjs';
import { printSummary, runSteps } from './lib/steps.mjs';
import { root } from './lib/stack.mjs';

const reports = join(root, 'reports', 'tests');
mkdirSync(reports, { recursive: true });

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');

const hasFiles = (dir, re) => {
  const walk = (d) =>
    existsSync(d)
      ? readdirSync(d, { withFileTypes: true }).some((e) =>
          e.isDirectory() ? walk(join(d, e.name)) : re.test(e.name),
        )
      : false;
  return walk(join(root, dir));
};

const vitest = (name, projects) => ({
  name,
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  json: join(reports, `${name}.json`),
});

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'i18n', cmd: 'npm', args: ['run', '--silent', 'i18n:check'] },
  vitest('unit', ['unit']),
  vitest('storybook', ['storybook:*']),
  hasFiles('tests/browser', /\.browser\.test\.tsx?$/) && vitest('browser', ['browser']),
  hasFiles('tests/visual', /\.visual\.test\.tsx?$/) && vitest('visual', ['visual']),
  hasFiles('tests/cms', /\.test\.ts$/) && vitest('cms', ['cms']),
  hasFiles('tests/contract', /\.test\.ts$/) && vitest('contract', ['contract']),
  hasFiles('tests/security', /\.test\.ts$/) && vitest('security', ['security']),
  hasFiles('tests/faults', /\.test\.ts$/) && vitest('faults', ['faults']),
  existsSync(join(root, 'scripts', 'e2e.mjs')) && {
    name: 'e2e',
    cmd: 'node',
    args: ['scripts/e2e.mjs'],
    json: join(reports, 'e2e.json'),
  },
].filter(Boolean);

// The browser projects, the stories and the e2e tests drive Debian's Chromium (never a downloaded
// browser). Without it they would fail one by one, or wait for a browser that never starts: say
// so at once.
const browserSteps = ['storybook', 'browser', 'visual', 'e2e'];
if (browserSteps.some((name) => !only || only.includes(name)) && !existsSync(chromiumPath)) {
  console.error(
    `npm test: no Chromium at ${chromiumPath}. Install Debian's (apt-get install chromium; ` +
      '.ci/run does) or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}

const { results, passed, failed } = runSteps(
  steps.filter((step) => !only || only.includes(step.name)),
);
printSummary(results);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
