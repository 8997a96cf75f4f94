/**
 * Boundaries are drawn with the border-width tokens (`vars.borderWidth`: thin, medium, thick;
 * design-system/tokens/scale.ts), so a designer changes a stroke in one place and Storybook's
 * Foundations/Border widths page shows every stroke there is. A width written as a literal in a
 * border or an inset box-shadow of any style file (design-system/ and site/) fails here with the
 * file and line, unless it is one of the drawn strokes listed below with why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from '../support/repoFiles';

const styleFiles = repoFiles((f) => /^(design-system|site)\//.test(f) && /\.css\.ts$/.test(f));

/** A border declaration, or an inset box-shadow (a stroke drawn inside), with a length literal. */
const STROKE_LITERAL =
  /\b(border(?:Top|Bottom|Left|Right|Block|Inline)?(?:Start|End)?(?:Width)?|boxShadow)\s*:\s*(?:`[^`]*`|'[^']*')/g;
const LENGTH = /(?<![\w.-])\d*\.?\d+(?:rem|px|em)\b/;

/** Drawn strokes that keep their own size, each with why (Foundations/Border widths says so too). */
const ALLOWED: Array<{ file: string; value: string; why: string }> = [
  {
    file: 'design-system/components/MegaMenu/MegaMenu.css.ts',
    value: '0.1875rem',
    why: "the current page's bar under a menu item",
  },
  {
    file: 'design-system/components/MobileNav/MobileNav.css.ts',
    value: '0.1875rem',
    why: "the current page's bar beside a drawer item",
  },
  {
    file: 'design-system/components/Field/Field.css.ts',
    value: '0.1875rem',
    why: 'the edge of a field in error: thicker, so an error is more than a colour',
  },
  {
    file: 'design-system/components/FormErrorSummary/FormErrorSummary.css.ts',
    value: '0.3125rem',
    why: "the error summary's frame, the strongest boundary on a page",
  },
  {
    file: 'design-system/components/RadioGroup/RadioGroup.css.ts',
    value: '0.4375rem',
    why: "the selected radio's dot, drawn as a border inside its circle",
  },
  {
    file: 'design-system/components/Spinner/Spinner.css.ts',
    value: 'rem',
    why: "the spinner's rings, sized with the spinner",
  },
];

function literalStrokes(): string[] {
  const places: string[] = [];
  for (const file of styleFiles) {
    const source = readFileSync(join(repoRoot, file), 'utf8');
    for (const m of source.matchAll(STROKE_LITERAL)) {
      const declaration = m[0];
      if (declaration.startsWith('boxShadow') && !declaration.includes('inset')) continue;
      const length = declaration.match(LENGTH)?.[0];
      if (!length || /^0(?:\.0+)?(?:rem|px|em)$/.test(length)) continue;
      if (ALLOWED.some((a) => a.file === file && length.endsWith(a.value))) continue;
      places.push(`${file}:${source.slice(0, m.index).split('\n').length}: ${declaration}`);
    }
  }
  return places;
}

describe('border widths', () => {
  it('reads the style files it checks', () => {
    expect(styleFiles.length).toBeGreaterThan(30);
  });

  it('draws every boundary with a border-width token', () => {
    expect(literalStrokes()).toEqual([]);
  });

  it('would catch a literal width (the check itself)', () => {
    const sample = 'export const x = style({ borderBottom: `0.0625rem solid ${c}` });';
    const m = [...sample.matchAll(STROKE_LITERAL)][0]?.[0];
    expect(m?.match(LENGTH)?.[0]).toBe('0.0625rem');
  });
});
