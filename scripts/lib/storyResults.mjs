// @ts-check
/**
 * The stories' axe results of the last `npm test`, for the accessibility report.
 *
 * The four `storybook:*` Vitest projects (vitest.config.ts) render every story in day and night,
 * Thai and English, and the Storybook a11y addon runs axe on each: that is the one place axe runs
 * over the stories. `scripts/test.mjs` keeps the run's JSON (reports/tests/storybook.json), where
 * the addon stores each story's axe result in the test's meta and .storybook/vitest.setup.ts adds
 * the variant and the story's name. `npm run a11y:report` reads them here instead of building
 * Storybook and running axe over every story again, but only when the run is complete and newer
 * than everything the stories are built from; otherwise it runs the stories itself.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { summariseAxe } from './pagechecks.mjs';

/** @typedef {import('./pagechecks.mjs').ReportRow} ReportRow */

/** Where `npm test` keeps the Storybook projects' results (relative to the repository root). */
export const STORY_RESULTS = 'reports/tests/storybook.json';

/** What the stories are built from: a file here newer than the results makes them stale. */
export const STORY_SOURCES = [
  'stories',
  'design-system',
  '.storybook',
  'locales',
  'vitest.config.ts',
  'vite.config.ts',
  'package-lock.json',
];

/**
 * Files under those paths that builds write (the compiled catalogs of `lingui compile`, which every
 * site build redoes after the Storybook projects ran): not sources.
 */
const GENERATED = [/^locales\/[^/]+\/[^/]+\.(ts|js)$/];

/**
 * Newest modification time (ms) of the source files under `paths` (node_modules left out).
 *
 * @param {string} root
 * @param {readonly string[]} [paths] relative to `root`
 * @returns {number}
 */
export function newestSource(root, paths = STORY_SOURCES) {
  let newest = 0;
  /** @param {string} rel */
  const visit = (rel) => {
    const p = join(root, rel);
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules') visit(`${rel}/${e}`);
    } else if (!GENERATED.some((re) => re.test(rel))) newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/**
 * The CSF title (`title: 'Shell/Header'`) of a stories file, or null.
 *
 * @param {string} file
 * @returns {string | null}
 */
function csfTitle(file) {
  try {
    return readFileSync(file, 'utf8').match(/^\s*title:\s*['"]([^'"]+)['"]/m)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The report's story rows from a Vitest JSON result, or why they cannot be used.
 * @param {{ json: any, variants: { key: string, theme: string, locale: string }[] }} input
 * @returns {{ rows: ReportRow[] } | { why: string }}
 */
export function storyRowsFromVitest({ json, variants }) {
  /** @type {Map<string, Map<string, ReportRow>>} storyId -> variant key -> row */
  const byStory = new Map();
  for (const file of json?.testResults ?? []) {
    const title = csfTitle(file.name);
    for (const a of file.assertionResults ?? []) {
      const meta = a.meta ?? {};
      if (!meta.storyId) continue;
      const sr = meta.storyReport;
      if (!sr) return { why: `${meta.storyId} has no variant recorded` };
      const variant = variants.find((v) => v.theme === sr.theme && v.locale === sr.locale);
      if (!variant)
        return { why: `${meta.storyId} ran in an unknown variant ${sr.theme}/${sr.locale}` };
      /** @type {ReportRow} */
      const row = {
        kind: 'story',
        id: meta.storyId,
        title: `${title ?? meta.storyId.split('--')[0]} / ${sr.name || a.title}`,
        variant: variant.key,
        url: `/iframe.html?id=${encodeURIComponent(meta.storyId)}&viewMode=story&globals=theme:${sr.theme};locale:${sr.locale}`,
        checks: [],
      };
      const report = meta.reports?.find(
        // One of the test's reports (the run's JSON, parsed like `json`).
        (/** @type {{ type?: string }} */ r) => r.type === 'a11y',
      );
      if (a.status !== 'passed' && a.status !== 'failed') {
        row.skipped = `${a.status} in the Storybook test run`;
      } else if (sr.a11yTest === 'off') {
        row.skipped = 'parameters.a11y.test is off for this story';
      } else if (report?.result?.violations) {
        // The addon leaves 'region' out (a component on its own has no landmarks) and the rules a
        // story switches off in parameters.a11y.config.
        const disabled = Object.fromEntries(
          ['region', ...(sr.disabledRules ?? [])].map((id) => [id, { enabled: false }]),
        );
        row.axe = summariseAxe(report.result, disabled);
        row.todo = sr.a11yTest === 'todo';
      } else if (a.status === 'passed') {
        row.checks.push({ name: 'axe ran', ok: false, detail: 'no axe result was stored' });
      }
      if (a.status === 'failed')
        row.checks.push({
          name: 'story renders and its play function passes',
          ok: false,
          detail: String(a.failureMessages?.[0] ?? 'failed').split('\n')[0],
        });
      if (!byStory.has(meta.storyId)) byStory.set(meta.storyId, new Map());
      byStory.get(meta.storyId)?.set(variant.key, row);
    }
  }
  if (byStory.size === 0) return { why: 'it holds no story' };
  for (const [id, rows] of byStory)
    for (const v of variants)
      if (!rows.has(v.key)) return { why: `${id} was not run in ${v.key} (a partial run)` };
  // Story-major, as the report shows them: each story's variants side by side.
  return {
    // Every story has every variant (checked just above).
    rows: [...byStory.values()].flatMap((rows) =>
      variants.map((v) => /** @type {ReportRow} */ (rows.get(v.key))),
    ),
  };
}

/**
 * The stored story rows when `root/reports/tests/storybook.json` is complete and newer than the
 * stories' sources; otherwise `{ why }`.
 * @param {{ root: string, variants: { key: string, theme: string, locale: string }[] }} input
 */
export function loadStoryRows({ root, variants }) {
  const file = join(root, STORY_RESULTS);
  if (!existsSync(file)) return { why: `${STORY_RESULTS} is missing (run npm test first)` };
  if (statSync(file).mtimeMs < newestSource(root))
    return { why: `${STORY_RESULTS} is older than the stories' sources` };
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { why: `${STORY_RESULTS} does not parse: ${/** @type {Error} */ (e).message}` };
  }
  return storyRowsFromVitest({ json, variants });
}
