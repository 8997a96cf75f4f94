// @ts-check
/**
 * The built site carries React Aria's own strings (a drop zone's instructions, a date field's
 * placeholders, ...) in the site's languages only: vite.config.ts drops its other locales with
 * @react-aria/optimize-locales-plugin (measured: 374.6 -> 346.6 KB gzip of script in all, the
 * form pages' shared chunk 30.8 -> 16.8 KB). React Aria falls back by language, so every region
 * of a site language stays (en-GB reads en-US). Reads dist/ as scripts/e2e.mjs built it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from '@playwright/test';
import { LOCALES } from '../../scripts/lib/model.mjs';
import { dist, root } from '../../scripts/lib/stack.mjs';

const require = createRequire(join(root, 'package.json'));
const intl = join(dirname(require.resolve('react-aria/package.json')), 'dist', 'private', 'intl');
const script = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
  .join('\n');

/**
 * React Aria's string modules: name -> { locale tag -> the strings (text values only) }.
 *
 * @returns {Promise<Record<string, Record<string, string[]>>>}
 */
async function stringModules() {
  /** @type {Record<string, Record<string, string[]>>} */
  const modules = {};
  for (const name of readdirSync(intl)) {
    modules[name] = {};
    for (const file of readdirSync(join(intl, name)).filter((f) => f.endsWith('.mjs'))) {
      const { default: strings } = await import(pathToFileURL(join(intl, name, file)).href);
      modules[name][file.replace(/\.mjs$/, '')] = Object.values(strings).filter(
        (v) => typeof v === 'string' && v.length >= 8,
      );
    }
  }
  return modules;
}

const ours = (/** @type {string} */ tag) =>
  /** @type {readonly string[]} */ (LOCALES).includes(tag.split('-')[0]);

// Read once, when the file loads (a Playwright Test group's body is synchronous).
const modules = await stringModules();

test.describe("React Aria's strings in the built site", () => {
  test('no string of a language the site does not have', () => {
    const found = [];
    for (const [name, byLocale] of Object.entries(modules)) {
      const kept = new Set(Object.entries(byLocale).flatMap(([t, v]) => (ours(t) ? v : [])));
      for (const [tag, strings] of Object.entries(byLocale)) {
        if (ours(tag)) continue;
        for (const s of strings) {
          // Italian's "Breadcrumb" is inside English's "Breadcrumbs": only what no kept string holds.
          if ([...kept].some((k) => k.includes(s))) continue;
          if (script.includes(s)) found.push(`${name}/${tag}: ${s}`);
        }
      }
    }
    assert.deepEqual(found.slice(0, 10), [], `${found.length} strings of other languages`);
  });

  test("the site's languages keep theirs (the upload field's drag and drop)", () => {
    const dnd = modules.dnd;
    assert.ok(dnd, 'react-aria has no dnd strings');
    for (const tag of Object.keys(dnd).filter(ours)) {
      const missing = dnd[tag].filter((s) => !script.includes(s));
      assert.deepEqual(missing, [], `${tag}: ${missing.length} of ${dnd[tag].length} missing`);
    }
  });
});
