// @ts-check
/**
 * The pages' axe results of the e2e suite, for the accessibility report.
 *
 * `tests/e2e/site.axe.e2e.mjs` (part of `npm test`) runs axe on every page type of
 * tests/e2e/routes.mjs in each of the five locales as a returning visitor sees it (day, 16 px,
 * 1280 x 800, consent decided): the report's `{locale}-day-16-desktop` variants. It makes its rows
 * with the report's own function (axePageRow in ./pagechecks.mjs) and keeps them here, one file per
 * locale; `npm run a11y:report` reads them instead of loading and checking those 95 pages again,
 * but only when every locale's file is there, covers every page type and is newer than everything
 * the site is built from. Otherwise the report runs those variants itself.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newestSource } from './storyResults.mjs';

/** @typedef {import('./pagechecks.mjs').ReportRow} ReportRow */

/** Where the e2e axe test keeps its rows (relative to the repository root). */
export const PAGE_RESULTS_DIR = 'reports/tests/e2e-axe';

/** What the pages are built from: a file here newer than the rows makes them stale. */
export const PAGE_SOURCES = [
  'site',
  'design-system',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'cms/src',
  'cms/config',
  'tests/e2e/routes.mjs',
  'scripts/lib/pagechecks.mjs',
  'scripts/lib/serve.mjs',
];

/** The report's variant for a locale's returning visitor on a desktop screen. */
export function returningVisitorVariant(/** @type {string} */ locale) {
  return {
    key: `${locale}-day-16-desktop`,
    locale,
    colorMode: 'day',
    fontSize: 16,
    width: 1280,
    height: 800,
    consent: 'rejected',
  };
}

/** Keeps one locale's rows (the e2e axe test). */
export function writePageRows(
  /** @type {string} */ root,
  /** @type {string} */ locale,
  /** @type {ReportRow[]} */ rows,
) {
  const dir = join(root, PAGE_RESULTS_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${locale}.json`), JSON.stringify({ locale, rows }, null, 1));
}

/**
 * The stored rows of `locales` when each locale's file is there, fresh and holds one row per page
 * type of `types`; otherwise `{ why }`.
 * @param {{ root: string, locales: readonly string[], types: string[] }} input
 * @returns {{ rows: ReportRow[] } | { why: string }}
 */
export function loadPageRows({ root, locales, types }) {
  const newest = newestSource(root, PAGE_SOURCES);
  /** @type {ReportRow[]} */
  const rows = [];
  for (const locale of locales) {
    const file = join(root, PAGE_RESULTS_DIR, `${locale}.json`);
    if (!existsSync(file)) return { why: `${PAGE_RESULTS_DIR}/${locale}.json is missing` };
    if (statSync(file).mtimeMs < newest)
      return { why: `${PAGE_RESULTS_DIR}/${locale}.json is older than the site's sources` };
    let stored;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return { why: `${PAGE_RESULTS_DIR}/${locale}.json does not parse` };
    }
    const key = returningVisitorVariant(locale).key;
    /** @type {ReportRow[]} */
    const got = (stored.rows ?? []).filter((/** @type {ReportRow} */ r) => r.variant === key);
    const missing = types.filter((t) => !got.some((r) => r.type === t));
    if (missing.length) return { why: `${locale} has no row for ${missing.join(', ')}` };
    rows.push(...got.map((r) => ({ ...r, source: 'npm test (e2e)' })));
  }
  return { rows };
}
