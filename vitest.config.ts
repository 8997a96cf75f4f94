import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Debian's Chromium with the flags these machines need (never a downloaded browser). */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
  ],
};

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunch }),
  instances: [{ browser: 'chromium' as const, viewport }],
  screenshotFailures: false,
});

/** Every story is rendered and checked by axe in each of these combinations. */
const storyMatrix = [
  { theme: 'day', locale: 'th' },
  { theme: 'night', locale: 'th' },
  { theme: 'day', locale: 'en' },
  { theme: 'night', locale: 'en' },
] as const;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // Vitest's default on a 2-core machine is one worker (cores - 1); the main process is
            // idle while jsdom files run, so two workers take the step from ~230 s to ~180 s there.
            maxWorkers: 2,
            // The first test of a file to render in a locale loads its catalog and date formats
            // (about 2 s alone); beside another heavy job on 2 cores that passed the default 5 s.
            // A hung test still fails.
            testTimeout: 15_000,
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        ...storyMatrix.map(({ theme, locale }) => ({
          extends: true as const,
          plugins: [storybookTest({ configDir: '.storybook' })],
          define: { __SB_THEME__: JSON.stringify(theme), __SB_LOCALE__: JSON.stringify(locale) },
          test: {
            name: `storybook:${theme}-${locale}`,
            // Alone, the slowest story takes ~9 s here; with the four projects sharing two cores
            // in CI one now and then passed browser mode's 15 s default. A hung story still fails.
            testTimeout: 30_000,
            // Every story file in one page per project instead of a fresh page per file: each
            // fresh page loaded the design system, the preview and its catalogs again (about 7 s
            // a file, over half the step's time in CI). Storybook's portable stories unmount each
            // story and reset its globals after it, so a story starts as it would alone.
            isolate: false,
            // A story that fails is run once more before it counts as failed (the report gives
            // its last run). In one page per project a story can meet what the story before it
            // left behind; the CI run of 1b70f9b once read no progress bar right after
            // RouteProgressBar's start button had changed its label (it passed in the other three
            // projects and in every run before). A story that fails twice fails the step.
            retry: 1,
            browser: browser(),
            setupFiles: ['.storybook/vitest.setup.ts'],
          },
        })),
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.browser.test.{ts,tsx}'],
            setupFiles: ['tests/browser/setup.ts'],
            browser: browser(),
          },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['tests/visual/**/*.visual.test.{ts,tsx}'],
            setupFiles: ['tests/visual/setup.ts'],
            // Tall enough that a whole matrix story fits in the viewport (element screenshots
            // outside it come out blank).
            browser: browser({ width: 1280, height: 3000 }),
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            globalSetup: ['tests/contract/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 300_000,
          },
        },
        {
          // The public write surface attacked as the audits did, against the real CMS (and
          // Debian's nginx where a case is about serving): tests/security/README.md.
          test: {
            name: 'security',
            include: ['tests/security/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/security/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 120_000,
            hookTimeout: 600_000,
          },
        },
        {
          // Faults injected into real engines (full disks, signals, two instances): each file
          // starts what it breaks. Needs root for tmpfs mounts (CI runs as root).
          test: {
            name: 'faults',
            include: ['tests/faults/**/*.test.ts'],
            environment: 'node',
            fileParallelism: false,
            testTimeout: 600_000,
            hookTimeout: 600_000,
          },
        },
        {
          test: {
            name: 'cms',
            include: ['tests/cms/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/cms/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 300_000,
          },
        },
      ],
    },
  }),
);
