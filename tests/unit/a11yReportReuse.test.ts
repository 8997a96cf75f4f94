/**
 * The accessibility report reuses the axe results of `npm test` (the stories':
 * scripts/lib/storyResults.mjs; the e2e axe test's pages: scripts/lib/pageResults.mjs) only when
 * they are complete and fresh, and turns each into the same row the report would make by running
 * axe itself: violations kept, skipped and advisory stories marked, failed stories failed.
 */
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../scripts/lib/pagechecks.mjs';
import { loadPageRows, writePageRows } from '../../scripts/lib/pageResults.mjs';
import { loadStoryRows, storyRowsFromVitest } from '../../scripts/lib/storyResults.mjs';

/** What the loaders answer: the rows, or why there are none. */
type Loaded = { rows: ReportRow[] } | { why: string };
/** The rows of an answer that has them; an answer with a `why` instead fails the test here. */
function rowsOf(loaded: Loaded): ReportRow[] {
  if ('why' in loaded) throw new Error(`no rows: ${loaded.why}`);
  return loaded.rows;
}
/** Why an answer has no rows (undefined when it has them). */
const whyOf = (loaded: Loaded) => ('why' in loaded ? loaded.why : undefined);

const variants = [
  { key: 'day-th', theme: 'day', locale: 'th' },
  { key: 'night-en', theme: 'night', locale: 'en' },
];

const axeResult = (violations: unknown[] = []) => ({
  passes: [{ id: 'color-contrast', nodes: [] }],
  incomplete: [],
  inapplicable: [{ id: 'video-caption' }],
  violations,
});

const violation = {
  id: 'button-name',
  impact: 'critical',
  help: 'Buttons must have discernible text',
  description: 'd',
  helpUrl: 'u',
  tags: ['cat.name-role-value', 'wcag2a', 'wcag412'],
  nodes: [{ target: ['button.x'], html: '<button class="x"></button>', failureSummary: 'Fix' }],
};

function assertion(
  storyId: string,
  theme: string,
  locale: string,
  { status = 'passed', a11yTest = 'error', result = axeResult() as unknown, failure = '' } = {},
) {
  return {
    title: 'Default',
    status,
    failureMessages: failure ? [failure] : [],
    meta: {
      storyId,
      reports: result ? [{ type: 'a11y', status: 'passed', result }] : [],
      storyReport: {
        theme,
        locale,
        name: 'Default',
        a11yTest,
        disabledRules: ['landmark-one-main'],
      },
    },
  };
}

const json = (assertionResults: unknown[]) => ({
  testResults: [{ name: '/nowhere/Button.stories.tsx', assertionResults }],
});

describe('story rows from the Storybook test run', () => {
  it('makes one row per story and variant, story-major, with the axe summary', () => {
    const r = storyRowsFromVitest({
      json: json([
        assertion('a--one', 'day', 'th'),
        assertion('b--two', 'day', 'th', { result: axeResult([violation]) }),
        assertion('a--one', 'night', 'en'),
        assertion('b--two', 'night', 'en'),
      ]),
      variants,
    });
    expect('rows' in r).toBe(true);
    expect(rowsOf(r).map((x) => `${x.id} ${x.variant}`)).toEqual([
      'a--one day-th',
      'a--one night-en',
      'b--two day-th',
      'b--two night-en',
    ]);
    const bad = rowsOf(r)[2];
    expect(bad.axe?.violations).toHaveLength(1);
    expect(bad.axe?.violations[0]).toMatchObject({
      id: 'button-name',
      impact: 'critical',
      tags: ['cat.name-role-value', 'wcag2a', 'wcag412'],
      nodes: [{ target: 'button.x' }],
    });
    expect(bad.axe?.passed).toBe(1);
    expect(bad.axe?.disabledRules).toEqual(['region', 'landmark-one-main']);
    expect(bad.url).toContain('globals=theme:day;locale:th');
  });

  it('marks advisory, switched-off and failed stories', () => {
    const r = storyRowsFromVitest({
      json: json([
        assertion('a--todo', 'day', 'th', { a11yTest: 'todo', result: axeResult([violation]) }),
        assertion('a--todo', 'night', 'en', { a11yTest: 'todo' }),
        assertion('a--off', 'day', 'th', { a11yTest: 'off', result: null }),
        assertion('a--off', 'night', 'en', { a11yTest: 'off', result: null }),
        assertion('a--broken', 'day', 'th', { status: 'failed', failure: 'Error: boom\n at x' }),
        assertion('a--broken', 'night', 'en', { result: null }),
      ]),
      variants,
    });
    const [todo, , off, , broken, noResult] = rowsOf(r);
    expect(todo.todo).toBe(true);
    expect(off.skipped).toMatch(/off/);
    expect(off.axe).toBeUndefined();
    expect(broken.checks).toEqual([
      { name: 'story renders and its play function passes', ok: false, detail: 'Error: boom' },
    ]);
    expect(noResult.checks[0]).toMatchObject({ name: 'axe ran', ok: false });
  });

  it('refuses a partial run or a run without the variant recorded', () => {
    expect(
      storyRowsFromVitest({ json: json([assertion('a--one', 'day', 'th')]), variants }),
    ).toEqual({ why: 'a--one was not run in night-en (a partial run)' });
    const old = assertion('a--one', 'day', 'th') as { meta: Record<string, unknown> };
    delete old.meta.storyReport;
    expect(whyOf(storyRowsFromVitest({ json: json([old]), variants }))).toMatch(/no variant/);
    expect(whyOf(storyRowsFromVitest({ json: json([]), variants }))).toMatch(/no story/);
  });

  it('refuses results older than the stories they came from', () => {
    const root = mkdtempSync(join(tmpdir(), 'story-results-'));
    expect(whyOf(loadStoryRows({ root, variants }))).toMatch(/missing/);
    mkdirSync(join(root, 'reports', 'tests'), { recursive: true });
    mkdirSync(join(root, 'stories'));
    const file = join(root, 'reports', 'tests', 'storybook.json');
    writeFileSync(
      file,
      JSON.stringify(json([assertion('a--one', 'day', 'th'), assertion('a--one', 'night', 'en')])),
    );
    writeFileSync(join(root, 'stories', 'Button.stories.tsx'), 'export default {}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'stories', 'Button.stories.tsx'), past, past);
    expect(rowsOf(loadStoryRows({ root, variants }))).toHaveLength(2);
    // A catalog compiled by a later build is not a source; its .po file is.
    mkdirSync(join(root, 'locales', 'th'), { recursive: true });
    const future = new Date(Date.now() + 60_000);
    writeFileSync(join(root, 'locales', 'th', 'messages.ts'), 'export const messages = {}');
    utimesSync(join(root, 'locales', 'th', 'messages.ts'), future, future);
    expect(rowsOf(loadStoryRows({ root, variants }))).toHaveLength(2);
    writeFileSync(join(root, 'locales', 'th', 'messages.po'), 'msgid ""');
    utimesSync(join(root, 'locales', 'th', 'messages.po'), future, future);
    expect(whyOf(loadStoryRows({ root, variants }))).toMatch(/older/);
    utimesSync(join(root, 'locales', 'th', 'messages.po'), past, past);
    utimesSync(file, new Date(past.getTime() - 60_000), new Date(past.getTime() - 60_000));
    expect(whyOf(loadStoryRows({ root, variants }))).toMatch(/older/);
  });
});

describe('page rows from the e2e axe test', () => {
  // A partial row (its axe summary holds no more than the violations): writePageRows stores a
  // row as it is, and loadPageRows reads only its variant and type.
  const row = (locale: string, type: string) =>
    ({
      kind: 'page',
      type,
      path: `/${locale}/${type}`,
      variant: `${locale}-day-16-desktop`,
      check: 'axe',
      checks: [],
      axe: { violations: [] },
    }) as unknown as ReportRow;

  it('are reused only when every locale has a fresh row for every page type', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-results-'));
    const input = { root, locales: ['th', 'en'], types: ['home', 'list'] };
    mkdirSync(join(root, 'site'));
    const source = join(root, 'site', 'App.tsx');
    writeFileSync(source, 'export {}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(source, past, past);

    expect(whyOf(loadPageRows(input))).toMatch(/th\.json is missing/);
    writePageRows(root, 'th', [row('th', 'home'), row('th', 'list')]);
    expect(whyOf(loadPageRows(input))).toMatch(/en\.json is missing/);
    writePageRows(root, 'en', [row('en', 'home')]);
    expect(whyOf(loadPageRows(input))).toBe('en has no row for list');
    writePageRows(root, 'en', [row('en', 'home'), row('en', 'list'), row('th', 'list')]);
    const ok = rowsOf(loadPageRows(input));
    expect(ok.map((r) => r.path)).toEqual(['/th/home', '/th/list', '/en/home', '/en/list']);
    expect(ok[0].source).toMatch(/e2e/);

    const future = new Date(Date.now() + 60_000);
    utimesSync(source, future, future);
    expect(whyOf(loadPageRows(input))).toMatch(/older than the site's sources/);
  });
});
