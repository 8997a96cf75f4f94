// @ts-check
/**
 * Reads Playwright Test's JSON report of the e2e suite (playwright.config.ts writes it to
 * reports/tests/e2e-playwright.json) into the counts `npm test` sums (reports/tests/e2e.json).
 * A skipped test is counted as skipped, never dropped (the nginx tests skip where nginx is
 * missing); an error outside any test (a file that does not load, a failed global set-up) and a
 * runner that exits non-zero with nothing failed each count as a failure. A test that failed and
 * passed when run again (Playwright's "flaky", its second run recording the trace) counts as a
 * failure too: the retry is there for the evidence, never to let a test pass.
 */
import { stripVTControlCharacters } from 'node:util';

/** A message as plain text (Playwright colours its messages), cut to 2,000 characters. */
const plain = (/** @type {unknown} */ message) =>
  stripVTControlCharacters(String(message ?? '')).slice(0, 2000);

/**
 * The parts of Playwright's JSON report read here.
 * @typedef {{ status: string, results: { startTime: string, duration: number, error?: { message?: string } }[] }} ReportTest
 * @typedef {{ title: string, tests: ReportTest[] }} Spec
 * @typedef {{ title: string, file: string, specs?: Spec[], suites?: Suite[] }} Suite
 * @typedef {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number },
 *   suites: Suite[], errors?: { message?: string }[] }} Report
 */

/**
 * @typedef {object} Counts what reports/tests/e2e.json receives
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numSkippedTests
 * @property {{ name: string, file: string, error: string }[]} failures
 * @property {Record<string, number>} secondsPerFile each file's span with its hooks, slowest first
 */

/**
 * @param {Report} report
 * @param {number} exitCode the runner's
 * @returns {Counts}
 */
export function summariseReport(report, exitCode) {
  /** @type {Counts['failures']} */
  const failures = [];
  /**
   * Each file's span, from its first test's start to its last test's end: with its hooks (a
   * file's `beforeAll`, which starts its servers, is outside every test's own duration).
   * @type {Record<string, { from: number, to: number }>}
   */
  const spans = {};
  /** @param {Suite} suite @param {string} file @param {string[]} path */
  const walk = (suite, file, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        for (const r of t.results) {
          const from = Date.parse(r.startTime);
          const span = (spans[file] ??= { from, to: from });
          span.from = Math.min(span.from, from);
          span.to = Math.max(span.to, from + r.duration);
        }
        if (t.status === 'unexpected' || t.status === 'flaky')
          failures.push({
            name:
              [...path, spec.title].join(' › ') +
              (t.status === 'flaky' ? ' (passed when run again)' : ''),
            file,
            error: plain(t.results.find((r) => r.error)?.error?.message),
          });
      }
    for (const s of suite.suites ?? []) walk(s, file, [...path, s.title]);
  };
  for (const s of report.suites) walk(s, s.file, []);
  for (const e of report.errors ?? [])
    failures.push({
      name: 'outside any test',
      file: '',
      error: plain(e.message),
    });
  const { expected, unexpected, flaky, skipped } = report.stats;
  let failed = unexpected + flaky + (report.errors?.length ?? 0);
  if (exitCode !== 0 && failed === 0) failed = 1;
  return {
    numPassedTests: expected,
    numFailedTests: failed,
    numSkippedTests: skipped,
    failures,
    secondsPerFile: Object.fromEntries(
      Object.entries(spans)
        .map(([f, { from, to }]) => /** @type {[string, number]} */ ([f, (to - from) / 1000]))
        .sort((a, b) => b[1] - a[1])
        .map(([f, s]) => [f, Math.round(s)]),
    ),
  };
}
