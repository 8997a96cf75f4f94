/**
 * node:test reporter used by scripts/e2e.mjs: counts leaf tests (suites are not tests) and writes
 * { numPassedTests, numFailedTests, numSkippedTests, failures } to $DITP_E2E_REPORT at the end.
 */
import { writeFileSync } from 'node:fs';

export default async function* counter(source) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numSkippedTests: 0, failures: [] };
  for await (const event of source) {
    const { type, data } = event;
    if (type !== 'test:pass' && type !== 'test:fail') continue;
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
  if (process.env.DITP_E2E_REPORT)
    writeFileSync(process.env.DITP_E2E_REPORT, JSON.stringify(counts, null, 2));
  yield '';
}
