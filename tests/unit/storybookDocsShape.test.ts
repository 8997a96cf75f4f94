/**
 * Every component docs page has one shape (docs/storybook-docs.md): a page attached to a stories
 * file with `<Meta of={...} />` has a live example with controls and these sections, in this
 * order, and no brace in its prose (MDX would run it as code). The tokens it lists are real
 * theme-contract variables, and when the component has its own folder in
 * design-system/components/, every `vars.…` its styles use is listed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(join(import.meta.dirname, '../..'));
const storiesDir = join(root, 'stories');

export const REQUIRED_HEADINGS = [
  'When to use',
  'When not to use',
  'Anatomy',
  'Variants and states',
  'Content guidance',
  'Keyboard and screen readers',
  'Tokens',
] as const;

/** The shape's problems on one page's MDX source; empty when the page is in shape. */
export function shapeProblems(source: string): string[] {
  const problems: string[] = [];
  const headings = [...source.matchAll(/^## (.+?)\s*$/gm)].map((m) => m[1]);
  const positions = REQUIRED_HEADINGS.map((h) => headings.indexOf(h));
  REQUIRED_HEADINGS.forEach((h, i) => {
    if (positions[i] === -1) problems.push(`missing "## ${h}"`);
  });
  const found = positions.filter((p) => p !== -1);
  if (found.some((p, i) => i > 0 && p < found[i - 1])) {
    problems.push(`sections out of order: ${headings.join(' · ')}`);
  }
  if (!/<Title\b/.test(source)) problems.push('no <Title />');
  if (!/<Controls\b/.test(source)) problems.push('no <Controls /> (the live example)');
  const firstSection = source.search(/^## /m);
  const controls = source.search(/<Controls\b/);
  if (controls !== -1 && firstSection !== -1 && controls > firstSection) {
    problems.push('<Controls /> comes after the first section; the live example comes first');
  }
  let fenced = false;
  source.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(import |<|\{\/\*)/.test(line)) return;
    // MDX reads `{…}` in prose as a JavaScript expression: "{n} Results" fails at render time.
    if (line.replace(/`[^`]*`/g, '').includes('{')) {
      problems.push(`line ${i + 1}: a brace in prose is an MDX expression; put it in \`code\``);
    }
  });
  return problems;
}

/** The `vars.group.name` tokens named in the page's Tokens section. */
export function listedTokens(source: string): Set<string> {
  const start = source.search(/^## Tokens\s*$/m);
  if (start === -1) return new Set();
  const rest = source.slice(start + 1);
  const next = rest.search(/^## /m);
  const section = next === -1 ? rest : rest.slice(0, next);
  return new Set([...section.matchAll(/\bvars\.([a-zA-Z]+\.[a-zA-Z0-9]+)/g)].map((m) => m[1]));
}

/** The `vars.group.name` tokens the .css.ts files of a folder use. */
function usedTokens(dir: string): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.css.ts'))) {
    const css = readFileSync(join(dir, file), 'utf8');
    for (const m of css.matchAll(/\bvars\.([a-zA-Z]+)\.([a-zA-Z0-9]+)/g))
      used.add(`${m[1]}.${m[2]}`);
  }
  return used;
}

/** Every token of the theme contract, as `group.name`. */
function contractTokens(): Set<string> {
  const contract = readFileSync(join(root, 'design-system/themes/contract.css.ts'), 'utf8');
  const tokens = new Set<string>();
  const body = contract.slice(contract.indexOf('createThemeContract('));
  for (const group of body.matchAll(/^ {2}([a-zA-Z]+): \{([^}]*)\}/gm)) {
    for (const name of group[2].matchAll(/([a-zA-Z0-9]+): null/g))
      tokens.add(`${group[1]}.${name[1]}`);
  }
  return tokens;
}

const componentsDir = join(root, 'design-system/components');

/** Docs pages with no folder of their own, and the folders whose styles they document. */
const SHARED_PAGES: Record<string, string[]> = {
  ContentStates: ['EmptyState', 'ErrorState', 'Skeleton', 'CardGrid'],
};

const pages = readdirSync(storiesDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ file: f, source: readFileSync(join(storiesDir, f), 'utf8') }))
  .filter(({ source }) => /<Meta\s+of=/.test(source));

describe('component docs pages', () => {
  it('there are attached pages to check', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('every stories file has its own page (no component left on the generated one)', () => {
    const attached = new Set(
      pages.flatMap(({ source }) =>
        [...source.matchAll(/import \* as \w+ from '\.\/([^']+)\.stories'/g)].map((m) => m[1]),
      ),
    );
    const without = readdirSync(storiesDir)
      .filter((f) => f.endsWith('.stories.tsx'))
      .map((f) => f.replace(/\.stories\.tsx$/, ''))
      .filter((name) => !attached.has(name));
    expect(without).toEqual([]);
  });

  it('the check fails on a page without a section, out of order, or without controls', () => {
    const good = [
      '<Title />',
      '<Primary />',
      '<Controls />',
      ...REQUIRED_HEADINGS.map((h) => `## ${h}`),
    ].join('\n\n');
    expect(shapeProblems(good)).toEqual([]);
    expect(shapeProblems(good.replace('## Anatomy\n', ''))).toContain('missing "## Anatomy"');
    const swapped = good.replace('## Tokens', '## TMP').replace('## Anatomy', '## Tokens');
    expect(shapeProblems(swapped.replace('## TMP', '## Anatomy')).join()).toMatch(/out of order/);
    expect(shapeProblems(good.replace('<Controls />', '')).join()).toMatch(/no <Controls/);
    expect(shapeProblems(`${good}\n\nShows “{n} Results”.`).join()).toMatch(/brace in prose/);
    expect(shapeProblems(`${good}\n\nShows \`{n} Results\`.`)).toEqual([]);
  });

  const contract = contractTokens();
  it('the theme contract parses', () => {
    expect(contract.has('color.accent')).toBe(true);
    expect(contract.has('focus.width')).toBe(true);
  });

  describe.each(pages)('stories/$file', ({ file, source }) => {
    it('has every section, in order, after a live example with controls', () => {
      expect(shapeProblems(source)).toEqual([]);
    });

    it('lists only tokens of the theme contract', () => {
      const unknown = [...listedTokens(source)].filter((t) => !contract.has(t));
      expect(unknown).toEqual([]);
    });

    const component = file.replace(/\.mdx$/, '');
    const folders = existsSync(join(componentsDir, component))
      ? [component]
      : (SHARED_PAGES[component] ?? []);
    it(`lists every token the styles of design-system/components/{${folders.join(',')}} use`, () => {
      // A page with no folder of its own names the folders it documents in SHARED_PAGES.
      expect(
        folders.length,
        `${file}: no folder of its own and none in SHARED_PAGES`,
      ).toBeGreaterThan(0);
      const listed = listedTokens(source);
      const missing = folders
        .flatMap((f) => [...usedTokens(join(componentsDir, f))])
        .filter((t) => !listed.has(t));
      expect([...new Set(missing)].sort()).toEqual([]);
    });
  });
});
