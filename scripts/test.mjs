#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every gate, each in its own process so one failure does not hide the rest. Prints a
 * summary and a closing "N passed, N failed" line over all test cases.
 *
 * Lint, the catalogs and the unit tests run first, one after another. Then the site and the CMS
 * are built once, and two lanes run side by side: the browser lane (stories, browser, visual,
 * e2e: Chromium, CPU-bound) and the server lane (cms, contract, security, faults: real CMS
 * instances that spend most of their time waiting on boots, disks and timers). Each lane keeps
 * its steps in order; every step starts its servers on free ports and its files under its own
 * names, so the lanes share nothing but the builds made before them. Side by side, the suite
 * takes the longer lane's time instead of both lanes' (docs/quality.md#the-test-suite).
 *   --only=<step,...>  run some steps (lint, i18n, unit, storybook, browser, visual, cms, contract,
 *                     security, faults, e2e)
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './lib/chromium.mjs';
import { buildServer } from './cms.mjs';
import { printSummary, runLanes } from './lib/steps.mjs';
import { ensureSiteBuild, root } from './lib/stack.mjs';

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

const vitest = (name, projects, lane) => ({
  name,
  lane,
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
  vitest('storybook', ['storybook:*'], 'browser'),
  hasFiles('tests/browser', /\.browser\.test\.tsx?$/) && vitest('browser', ['browser'], 'browser'),
  hasFiles('tests/visual', /\.visual\.test\.tsx?$/) && vitest('visual', ['visual'], 'browser'),
  existsSync(join(root, 'scripts', 'e2e.mjs')) && {
    name: 'e2e',
    lane: 'browser',
    cmd: 'node',
    args: ['scripts/e2e.mjs'],
    json: join(reports, 'e2e.json'),
  },
  hasFiles('tests/cms', /\.test\.ts$/) && vitest('cms', ['cms'], 'server'),
  hasFiles('tests/contract', /\.test\.ts$/) && vitest('contract', ['contract'], 'server'),
  hasFiles('tests/security', /\.test\.ts$/) && vitest('security', ['security'], 'server'),
  hasFiles('tests/faults', /\.test\.ts$/) && vitest('faults', ['faults'], 'server'),
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

const picked = steps.filter((step) => !only || only.includes(step.name));
// What both lanes would otherwise build on first use, at the same moment, into the same folders:
// the CMS's compiled server (cms/dist) and the site (dist/, for e2e and the faults' scale-out).
const beforeLanes = async () => {
  await buildServer();
  if (picked.some((s) => s.name === 'e2e' || s.name === 'faults')) ensureSiteBuild();
};
const { results, passed, failed } = await runLanes(picked, { beforeLanes });
printSummary(results);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
