/**
 * The design system is the product's, not one site's (docs/conventions.md#no-app-knowledge-in-the-design-system):
 * no organisation's name, hotline, address or web address, and no cookie writing, in any of its
 * files. The site passes those in (site/shell/department.ts, site/consent/). A copy of the
 * department's name or number in a component, or consent cookies written by the design system,
 * fails here with the file and line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from '../support/repoFiles';

const files = repoFiles((f) => f.startsWith('design-system/') && /\.(ts|tsx|css|md)$/.test(f));

/** What only one site would know, and what only the site may do. */
const SITE_KNOWLEDGE: Array<[string, RegExp]> = [
  ['the department', /\bDITP\b|ditp[:._-]|Department of International Trade|กรมส่งเสริมการค้า/gi],
  ['its hotline or switchboard', /\b1169\b|\b0?2\s?507\s?7999\b/g],
  ['its web addresses', /\bditp\.go\.th\b|\bthaitrade\.com\b/gi],
  ['cookie writing', /document\.cookie\s*=|\bdocument\.cookie\b/g],
];

function found(pattern: RegExp, sources: Array<[string, string]>): string[] {
  const places: string[] = [];
  for (const [file, source] of sources) {
    for (const m of source.matchAll(pattern)) {
      places.push(`${file}:${source.slice(0, m.index).split('\n').length}: ${m[0]}`);
    }
  }
  return places;
}

describe('the design system knows no site', () => {
  const sources: Array<[string, string]> = files.flatMap((f) => {
    try {
      return [[f, readFileSync(join(repoRoot, f), 'utf8')] as [string, string]];
    } catch {
      return []; // deleted in the working tree
    }
  });

  it('reads its files', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it.each(SITE_KNOWLEDGE)('names nothing of %s', (_, pattern) => {
    expect(found(pattern, sources)).toEqual([]);
  });

  it('catches each kind in a file that has it', () => {
    const sample: Array<[string, string]> = [
      [
        'x.ts',
        "const key = 'ditp:font-size'; // DITP hotline 1169, www.ditp.go.th\ndocument.cookie = 'a=b';",
      ],
    ];
    for (const [, pattern] of SITE_KNOWLEDGE)
      expect(found(pattern, sample).length).toBeGreaterThan(0);
  });
});
