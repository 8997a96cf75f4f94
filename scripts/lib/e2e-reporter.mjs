// @ts-check
/**
 * node:test reporter used by scripts/e2e.mjs: counts leaf tests (suites are not tests) and writes
 * { numPassedTests, numFailedTests, numSkippedTests, failures, secondsPerFile } to $DITP_E2E_REPORT
 * at the end.
 */
import { writeFileSync } from 'node:fs';

/**
 * @typedef {object} Counts what $DITP_E2E_REPORT receives
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numSkippedTests
 * @property {{ name: string, file: string | undefined, error: string }[]} failures
 * @property {Record<string, number>} [secondsPerFile] slowest first
 */

export default async function* counter(source) {
  /** @type {Counts} */
  const counts = { numPassedTests: 0, numFailedTests: 0, numSkippedTests: 0, failures: [] };
  /**
   * Seconds per file (its top-level tests and suites), to see where the suite's time goes.
   * @type {Record<string, number>}
   */
  const seconds = {};
  for await (const event of source) {
    const { type, data } = event;
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    if (data.nesting === 0 && data.file) {
      const file = data.file.replace(/^.*\/tests\/e2e\//, '');
      seconds[file] = (seconds[file] ?? 0) + (data.details?.duration_ms ?? 0) / 1000;
    }
    const isSuite = data.details?.type === 'suite';
    if (data.skip || data.todo) {
      if (!isSuite) counts.numSkippedTests++;
      continue;
    }
    if (type === 'test:pass') {
      if (!isSuite) counts.numPassedTests++;
    } else if (!isSuite || data.details?.error?.failureType === 'hookFailed') {
      // A failed suite hook (before/after) fails the whole file: count it once.
      counts.numFailedTests++;
      counts.failures.push({
        name: data.name,
        file: data.file,
        error: String(
          data.details?.error?.cause?.message ?? data.details?.error?.message ?? '',
        ).slice(0, 2000),
      });
    }
  }
  counts.secondsPerFile = Object.fromEntries(
    Object.entries(seconds)
      .sort((a, b) => b[1] - a[1])
      .map(([f, s]) => [f, Math.round(s)]),
  );
  if (process.env.DITP_E2E_REPORT)
    writeFileSync(process.env.DITP_E2E_REPORT, JSON.stringify(counts, null, 2));
  yield '';
}
