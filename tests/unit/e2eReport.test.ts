/**
 * The e2e step's counts (scripts/lib/e2eReport.mjs) from a real Playwright Test run: a small suite
 * with a passing, a failing and two skipped tests, and one with a file that does not load, run by
 * the project's own @playwright/test (no browser: these tests use no page). A skipped test must be
 * counted as skipped, never vanish; a failure outside any test must fail the step
 * (docs/quality.md#the-end-to-end-suite).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summariseReport, type Report } from '../../scripts/lib/e2eReport.mjs';

const root = join(import.meta.dirname, '..', '..');
// Under the repository, so that the files resolve @playwright/test from its node_modules.
const dir = join(root, 'reports', 'tests', `e2eReport-test-${process.pid}`);
const cli = createRequire(join(root, 'package.json')).resolve('@playwright/test/cli');

function run(files: Record<string, string>): { report: Report; code: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const out = join(dir, 'report.json');
  writeFileSync(
    join(dir, 'pw.config.mjs'),
    `export default { testDir: '.', testMatch: '*.e2e.mjs', outputDir: 'results', workers: 1, retries: 1, reporter: [['json', { outputFile: ${JSON.stringify(out)} }]] };`,
  );
  const res = spawnSync(process.execPath, [cli, 'test', '--config', join(dir, 'pw.config.mjs')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
  });
  return { report: JSON.parse(readFileSync(out, 'utf8')), code: res.status ?? 1 };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the e2e counts from a Playwright Test report', () => {
  it('counts a pass, a failure with its name and message, a test passing only when run again as a failure, and skipped tests as skipped', () => {
    const { report, code } = run({
      'a.e2e.mjs': `import { test, expect } from '@playwright/test';
test('adds', () => { expect(1 + 1).toBe(2); });
test.describe('group', () => {
  test('fails', () => { expect('left').toBe('right'); });
});
test('flaky', () => { expect(test.info().retry).toBe(1); });
test.describe('needs nginx', () => {
  test.skip(true, 'nginx is not installed');
  test('one', () => {});
  test('two', () => {});
});
`,
    });
    expect(code).not.toBe(0);
    const counts = summariseReport(report, code);
    expect(counts.numPassedTests).toBe(1);
    expect(counts.numFailedTests).toBe(2);
    expect(counts.numSkippedTests).toBe(2);
    expect(counts.failures).toHaveLength(2);
    const byName = new Map(counts.failures.map((f) => [f.name, f]));
    expect(byName.get('group › fails')?.file).toBe('a.e2e.mjs');
    expect(byName.get('group › fails')?.error).toContain('right');
    // Passed when run again: still a failure, with the first run's message.
    expect(byName.get('flaky (passed when run again)')?.error).toContain('Expected: 1');
    expect(Object.keys(counts.secondsPerFile)).toEqual(['a.e2e.mjs']);
  }, 60_000);

  it('fails the step on a file that does not load, even with every loaded test passing', () => {
    const { report, code } = run({
      'a.e2e.mjs': `import { test } from '@playwright/test';\ntest('fine', () => {});\n`,
      'b.e2e.mjs': `import { test } from '@playwright/test';\nthrow new Error('broken import');\n`,
    });
    const counts = summariseReport(report, code);
    expect(counts.numFailedTests).toBeGreaterThanOrEqual(1);
    expect(counts.failures.map((f) => f.error).join('\n')).toContain('broken import');
  }, 60_000);

  it('fails the step when the runner fails with nothing failed in its report', () => {
    const empty: Report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
      errors: [],
    };
    expect(summariseReport(empty, 1).numFailedTests).toBe(1);
    expect(summariseReport(empty, 0).numFailedTests).toBe(0);
  });
});
