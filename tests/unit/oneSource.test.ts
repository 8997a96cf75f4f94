/**
 * One source of truth: the locale list, the forms' choices and the site's clock are stated once,
 * in the content model (cms/src/model), and everything else imports them. A second list of the
 * locales or of a form's topics, or a second "Thailand is UTC+7" rule, fails here with the file
 * and line, before the two can drift (a sixth locale added in one place only; a topic the site
 * offers that the CMS refuses; a closing date judged by two clocks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from '../support/repoFiles';
import { INQUIRY_TOPICS, OPINION_TOPICS, VISITOR_TYPES } from '../../cms/src/model/forms';
import { LOCALES } from '../../cms/src/model/locales';

const code = repoFiles(
  (f) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f) && !f.startsWith('locales/'),
);

/** `file:line` of every match of `pattern` (global) in the code, outside `allowed`. */
function places(pattern: RegExp, allowed: string[]): string[] {
  const found: string[] = [];
  for (const file of code) {
    if (allowed.includes(file)) continue;
    let source: string;
    try {
      source = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    for (const m of source.matchAll(pattern)) {
      found.push(
        `${file}:${source.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`,
      );
    }
  }
  return found;
}

/**
 * An array literal of `min` or more of `values` (quoted, in any order, on one line or several): a
 * second statement of a list the model holds.
 */
function listOf(values: readonly string[], min: number): RegExp {
  const item = `\\s*['"\`](?:${values.join('|')})['"\`]\\s*`;
  return new RegExp(`\\[(?:${item},){${min - 1},}${item}[,\\]]`, 'g');
}

/** The model's lists, and how many of their items make a restatement. */
const LISTS = {
  'cms/src/model/locales.ts': [LOCALES],
  'cms/src/model/forms.ts': [INQUIRY_TOPICS, OPINION_TOPICS, VISITOR_TYPES],
};
const self = 'tests/unit/oneSource.test.ts';

describe('one source of truth', () => {
  it('the pattern finds a restated list however it is written', () => {
    const probe = (text: string) => [...text.matchAll(listOf(LOCALES, 4))].length;
    expect(probe(`const L = ['th', 'en', 'zh', 'ja', 'nl'];`)).toBe(1);
    expect(probe(`x = [\n  "en",\n  "th",\n  "nl",\n  "zh",\n]`)).toBe(1);
    expect(probe(`for (const l of ['th', 'en']) {}`)).toBe(0);
    expect(probe(`['th', 'en', 'x', 'ja']`)).toBe(0);
  });

  it.each(Object.entries(LISTS))('states the lists of %s there only', (home, lists) => {
    for (const values of lists) {
      const min = Math.max(3, values.length - 1);
      expect(places(listOf(values, min), [home, self]), values.join(', ')).toEqual([]);
    }
  });

  it("states Thailand's time zone once (cms/src/model/time.ts)", () => {
    const clock = /Asia\/Bangkok|\b7 \* (?:3600|60 \* 60)\b|\b25_?200\b|UTC\+7\b|\+07:00/g;
    expect(places(clock, ['cms/src/model/time.ts', self])).toEqual([]);
  });
});
