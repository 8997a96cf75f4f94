#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:fast`: the check to run before each commit, on what changed. `npm test` (every
 * gate, about 30 minutes on two cores) stays the gate before a merge; this one answers "did I break
 * what I touched" in about a minute:
 *
 *  1. types: `tsc` over the whole project and over the scripts and end-to-end tests (checked
 *     JavaScript, tsconfig.scripts.json), incremental (the first run takes as long as the lint's,
 *     later ones only re-check what changed);
 *  2. ESLint (with its cache) and Prettier on the changed files;
 *  3. the unit tests that import a changed file, directly or not (`vitest related`), the changed
 *     unit test files themselves, and the tests that read files rather than import them: the
 *     Storybook docs-page test for a changed `.mdx`, the catalog check for a changed `.po`;
 *  4. the stories of the changed components and stories files, with axe, in two of the four
 *     Storybook projects (day-th and night-en: both themes, both scripts).
 *
 * The changed files are those that differ from `--base` (default `HEAD`: the uncommitted work),
 * plus untracked files. `--base=main` checks a whole branch.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { printSummary, runSteps } from './lib/steps.mjs';
import { root } from './lib/stack.mjs';

const base = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'HEAD';

/** @param {string[]} args */
const git = (args) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const changed = [
  ...new Set([
    ...git(['diff', '--name-only', '--diff-filter=d', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((f) => existsSync(join(root, f)));

if (changed.length === 0) {
  console.log(`test:fast: nothing differs from ${base}; nothing to check.`);
  process.exit(0);
}

const code = /\.(m?[jt]sx?)$/;
const lintable = changed.filter((f) => code.test(f));
const formattable = changed.filter((f) => /\.(m?[jt]sx?|json|md|mdx|css|ya?ml)$/.test(f));

const unitTests = new Set(changed.filter((f) => /^tests\/unit\/.*\.test\.tsx?$/.test(f)));
const sources = lintable.filter((f) => !/^tests\//.test(f));
if (changed.some((f) => /^stories\/.*\.mdx$/.test(f)))
  unitTests.add('tests/unit/storybookDocsShape.test.ts');

/** The stories file a changed file belongs to: itself, its MDX page's, or its component's. */
const storiesFiles = new Set();
for (const f of changed) {
  let name = null;
  if (/^stories\/[^/]+\.stories\.tsx$/.test(f)) name = basename(f, '.stories.tsx');
  else if (/^stories\/[^/]+\.mdx$/.test(f)) name = basename(f, '.mdx');
  else if (/^design-system\/components\/[^/]+\//.test(f)) name = basename(dirname(f));
  const file = name && `stories/${name}.stories.tsx`;
  if (file && existsSync(join(root, file))) storiesFiles.add(file);
}

/** @type {{ name: string, cmd: string, args: string[] }[]} */
const steps = [
  {
    name: 'types',
    cmd: 'npx',
    args: [
      'tsc',
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/test-fast/tsconfig.tsbuildinfo',
    ],
  },
  {
    // The scripts and end-to-end tests (checked JavaScript, tsconfig.scripts.json).
    name: 'script types',
    cmd: 'npx',
    args: [
      'tsc',
      '-p',
      'tsconfig.scripts.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/test-fast/tsconfig.scripts.tsbuildinfo',
    ],
  },
];
if (lintable.length)
  steps.push({
    name: 'eslint',
    cmd: 'npx',
    args: [
      'eslint',
      '--cache',
      '--cache-location',
      'node_modules/.cache/test-fast/eslint',
      '--no-warn-ignored',
      ...lintable,
    ],
  });
if (formattable.length)
  steps.push({
    name: 'prettier',
    cmd: 'npx',
    args: ['prettier', '--check', '--ignore-unknown', ...formattable],
  });
if (changed.some((f) => /^locales\/.*\.po$/.test(f)))
  steps.push({ name: 'i18n', cmd: 'npm', args: ['run', '--silent', 'i18n:check'] });
if (sources.length || unitTests.size)
  steps.push({
    name: 'unit',
    cmd: 'npx',
    args: [
      'vitest',
      'related',
      '--run',
      '--project',
      'unit',
      '--passWithNoTests',
      ...sources,
      ...unitTests,
    ],
  });
if (storiesFiles.size)
  steps.push({
    name: 'stories',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'storybook:day-th',
      '--project',
      'storybook:night-en',
      ...storiesFiles,
    ],
  });

console.log(`test:fast: ${changed.length} files differ from ${base}`);
const { results } = runSteps(steps);
printSummary(results);
console.log(
  `test:fast: ${results.reduce((s, r) => s + r.seconds, 0).toFixed(0)} s; before a merge, npm test.`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
