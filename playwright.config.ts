/**
 * The end-to-end suite (tests/e2e/**\/*.e2e.mjs) on Playwright Test, against the built site (dist/,
 * dist-server/) and one real CMS started by the global set-up. `npm run e2e` (scripts/e2e.mjs)
 * builds first and writes the counts; `npx playwright test [filter]` runs it on dist/ as it is.
 * docs/quality.md#the-test-suite describes the suite and what each file proves.
 */
import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.mjs',
  globalSetup: './tests/e2e/global-setup.mjs',
  // One worker: the machine has 2 cores and the browser lane runs beside the server lane
  // (scripts/test.mjs). The files of one worker share its browser (the `browser` fixture).
  workers: 1,
  fullyParallel: false,
  // Several tests walk every page type in two languages, or start a CMS of their own.
  timeout: 10 * 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, recording its trace (a trace of every test costs about a fifth
  // of the suite's time: 75 s against 91 s on site.links). A test that passes on that second run
  // still fails the step (scripts/lib/e2eReport.mjs): a retry never hides a flaky test.
  retries: 1,
  outputDir: 'reports/tests/e2e-results',
  reporter: [['list'], ['json', { outputFile: 'reports/tests/e2e-playwright.json' }]],
  use: {
    browserName: 'chromium',
    // Debian's Chromium (never a downloaded browser): scripts/lib/chromium.mjs.
    launchOptions,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
