/**
 * The accessibility conformance report (scripts/lib/conformance.mjs, docs/conformance.md): it
 * lists each WCAG 2.2 A and AA success criterion exactly once, with allowed statuses and methods,
 * evidence that exists in the repository, a reason for every shortfall, and docs/conformance.md
 * is what the renderer produces now.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CRITERIA,
  conformanceSummary,
  renderConformanceHtml,
  renderConformanceMarkdown,
} from '../../scripts/lib/conformance.mjs';

const root = normalize(join(import.meta.dirname, '../..'));

/** WCAG 2.2 level A (32, with 4.1.1 Parsing, obsolete and removed in 2.2) and AA (24). */
const LEVEL_A = [
  '1.1.1',
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.3.1',
  '1.3.2',
  '1.3.3',
  '1.4.1',
  '1.4.2',
  '2.1.1',
  '2.1.2',
  '2.1.4',
  '2.2.1',
  '2.2.2',
  '2.3.1',
  '2.4.1',
  '2.4.2',
  '2.4.3',
  '2.4.4',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '3.1.1',
  '3.2.1',
  '3.2.2',
  '3.2.6',
  '3.3.1',
  '3.3.2',
  '3.3.7',
  '4.1.1',
  '4.1.2',
];
const LEVEL_AA = [
  '1.2.4',
  '1.2.5',
  '1.3.4',
  '1.3.5',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.4.5',
  '2.4.6',
  '2.4.7',
  '2.4.11',
  '2.5.7',
  '2.5.8',
  '3.1.2',
  '3.2.3',
  '3.2.4',
  '3.3.3',
  '3.3.4',
  '3.3.8',
  '4.1.3',
];

const STATUSES = ['supports', 'partially supports', 'does not support', 'not applicable'];
const METHODS = ['automated', 'scripted', 'manual'];
const byId = new Map(CRITERIA.map((c) => [c.id, c]));

describe('the conformance report', () => {
  it('lists exactly the WCAG 2.2 A and AA criteria, each once', () => {
    expect(LEVEL_A).toHaveLength(32);
    expect(LEVEL_AA).toHaveLength(24);
    const ids = CRITERIA.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const order = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
    expect([...ids].sort(order)).toEqual([...LEVEL_A, ...LEVEL_AA].sort(order));
  });

  it('gives each criterion its level', () => {
    for (const id of LEVEL_A) expect(byId.get(id)?.level, id).toBe('A');
    for (const id of LEVEL_AA) expect(byId.get(id)?.level, id).toBe('AA');
    expect(byId.get('2.4.11')).toMatchObject({ name: 'Focus Not Obscured (Minimum)', level: 'AA' });
    expect(byId.get('2.5.8')).toMatchObject({ name: 'Target Size (Minimum)', level: 'AA' });
    expect(byId.get('3.2.6')).toMatchObject({ name: 'Consistent Help', level: 'A' });
    expect(byId.get('3.3.7')).toMatchObject({ name: 'Redundant Entry', level: 'A' });
    expect(byId.get('1.4.3')).toMatchObject({ name: 'Contrast (Minimum)', level: 'AA' });
  });

  it('uses only the allowed statuses and methods, and names a reason for every shortfall', () => {
    for (const c of CRITERIA) {
      expect(STATUSES, c.id).toContain(c.status);
      for (const m of c.methods) expect(METHODS, c.id).toContain(m);
      expect(new Set(c.methods).size, c.id).toBe(c.methods.length);
      expect(c.remarks.trim().length, c.id).toBeGreaterThan(20);
      if (c.status === 'supports') {
        expect(c.methods.length, c.id).toBeGreaterThan(0);
        expect(c.evidence.length, c.id).toBeGreaterThan(0);
      }
    }
    expect(byId.get('4.1.1')?.status).toBe('not applicable');
    expect(byId.get('4.1.1')?.remarks).toMatch(/WCAG 2\.2 removed/);
  });

  it('cites only evidence that exists in the repository', () => {
    const missing = CRITERIA.flatMap((c) =>
      c.evidence.filter((p) => !existsSync(join(root, p))).map((p) => `${c.id}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('counts per status and level', () => {
    const s = conformanceSummary(CRITERIA);
    expect(s.total).toBe(56);
    expect(s.levels).toEqual({ A: 32, AA: 24 });
    expect(Object.values(s.byStatus).reduce((a, b) => a + b, 0)).toBe(56);
    expect(s.byStatus['partially supports']).toBe(
      CRITERIA.filter((c) => c.status === 'partially supports').length,
    );
  });

  it('docs/conformance.md is what the renderer produces (npm run conformance)', () => {
    const doc = readFileSync(join(root, 'docs/conformance.md'), 'utf8');
    expect(doc).toBe(renderConformanceMarkdown(CRITERIA));
  });

  it('the HTML report section has one row per criterion', () => {
    const html = renderConformanceHtml(CRITERIA);
    expect(html).toContain('<h2>Conformance (WCAG 2.2 A and AA)</h2>');
    expect(html.match(/<tr class="conf-/g)).toHaveLength(56);
  });
});
