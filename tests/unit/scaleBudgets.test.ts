/**
 * How bench:scale judges its figures (scripts/lib/scaleBudgets.mjs): the time budgets scale by how
 * much slower this machine's seed-size figures are than the budgets' machine's, within limits;
 * growth and sizes never scale.
 */
import { describe, expect, it } from 'vitest';
import * as scaleBudgets from '../../scripts/lib/scaleBudgets.mjs';

const { MAX_MACHINE_FACTOR, REFERENCE_SEED, judgeScale, machineFactors } = scaleBudgets;

// The seed-size and 25,000-document figures of the CI run of 2a4ec87 (2026-11-28), on a machine
// two to three times slower than the budgets' own: three figures failed the budgets as written.
const slowSeed = {
  listFirstMs: 26,
  listDeepMs: 23.5,
  listCategoryMs: 30.6,
  searchHitMs: 5.1,
  sitemapChunkMs: 3.9,
  listTtfbMs: 172,
  detailTtfbMs: 117,
  searchTtfbMs: 90,
  rendersPerSecond: 10,
};
const slowScale = {
  listFirstMs: 33.1,
  listDeepMs: 27.2,
  listCategoryMs: 49.5,
  searchHitMs: 11.7,
  sitemapChunkMs: 76.1,
  listTtfbMs: 203,
  detailTtfbMs: 132,
  searchTtfbMs: 129,
  listHtmlKB: 89,
  // 10 in that run; above 60 / 2.24 here.
  rendersPerSecond: 30,
};
const status = (rows: { figure: string; status: string }[], figure: string) =>
  rows.find((r) => r.figure === figure)?.status;

describe('bench:scale budgets on a slower machine', () => {
  it('measures how much slower the machine is from its seed-size figures, per group', () => {
    const f = machineFactors(slowSeed);
    expect(f.cms.measured).toBe(2.17); // 26/12, 23.5/11, 30.6/14: the median
    expect(f.page.measured).toBe(2.24); // 172/68 and 117/60: their mean
    expect(f.cms.factor).toBe(2.17);
  });

  it('judges the slow machine against budgets scaled by its factor', () => {
    const { rows, over } = judgeScale({ seed: slowSeed, scale: slowScale, docsLabel: 'n' });
    expect(status(rows, 'list page 1, CMS read')).toBe('under');
    expect(status(rows, 'page service, list page TTFB (uncached)')).toBe('under');
    expect(status(rows, 'sitemap chunk of 1,000 entries mid-collection, CMS read')).toBe('under');
    expect(over).toBe(0);
  });

  it('keeps the budgets as written on the machine they were set on, or a faster one', () => {
    const refSeed = { ...REFERENCE_SEED.cms, ...REFERENCE_SEED.page };
    const fast = Object.fromEntries(
      Object.entries(refSeed).map(([k, v]) => [k, (v as number) / 2]),
    );
    for (const seed of [refSeed, fast]) {
      const { rows, over, factors } = judgeScale({ seed, scale: slowScale, docsLabel: 'n' });
      expect(factors.cms.factor).toBe(1);
      expect(factors.page.factor).toBe(1);
      expect(status(rows, 'list page 1, CMS read')).toBe('OVER');
      expect(status(rows, 'page service, list page TTFB (uncached)')).toBe('OVER');
      expect(over).toBeGreaterThanOrEqual(3);
    }
  });

  it('never scales by more than the cap, so a far slower seed still fails', () => {
    const seed = Object.fromEntries(Object.entries(slowSeed).map(([k, v]) => [k, v * 5]));
    const { rows, factors } = judgeScale({
      seed,
      scale: { ...slowScale, listTtfbMs: 150 * MAX_MACHINE_FACTOR + 1 },
      docsLabel: 'n',
    });
    expect(factors.page.measured).toBeGreaterThan(MAX_MACHINE_FACTOR);
    expect(factors.page.factor).toBe(MAX_MACHINE_FACTOR);
    expect(status(rows, 'page service, list page TTFB (uncached)')).toBe('OVER');
  });

  it('still fails growth beyond twice the seed figure, and sizes are never scaled', () => {
    const { rows } = judgeScale({
      seed: slowSeed,
      scale: { ...slowScale, listDeepMs: 2 * slowSeed.listDeepMs + 1, listHtmlKB: 101 },
      docsLabel: 'n',
    });
    expect(status(rows, 'list, deep page, CMS read')).toBe('OVER');
    expect(status(rows, 'list page HTML (20 cards)')).toBe('OVER');
  });

  it('divides rates by the factor and keeps the known shortfalls from failing', () => {
    const scale = { rendersPerSecond: 10, sitemapUrlsPerSecond: 10000 / 2.24 + 1 };
    const known = judgeScale({
      seed: slowSeed,
      scale,
      docsLabel: 'n',
      knownOver: { rendersPerSecond: 'why' },
    });
    expect(status(known.rows, 'page service, sitemap URLs/s')).toBe('under');
    expect(status(known.rows, 'page service, uncached list renders/s')).toBe('OVER (known)');
    expect(known.over).toBe(0);
    // Off the list, the same shortfall fails.
    const { rows, over } = judgeScale({ seed: slowSeed, scale, docsLabel: 'n', knownOver: {} });
    expect(status(rows, 'page service, uncached list renders/s')).toBe('OVER');
    expect(over).toBe(1);
  });

  it('asks to drop a known shortfall only once it meets the budget as written', () => {
    // Renders per second, a rate: the budget (60) is divided by the page factor (2.24) here.
    const knownOver = { rendersPerSecond: 'why' };
    const scaled = judgeScale({
      seed: slowSeed,
      scale: { ...slowScale, rendersPerSecond: 27 },
      docsLabel: 'n',
      knownOver,
    });
    const renders = 'page service, uncached list renders/s';
    expect(status(scaled.rows, renders)).toBe('under'); // 27 >= 60 / 2.24
    expect(scaled.backUnder).toEqual([]);
    const met = judgeScale({
      seed: slowSeed,
      scale: { ...slowScale, rendersPerSecond: 60 },
      docsLabel: 'n',
      knownOver,
    });
    expect(met.backUnder).toEqual(['rendersPerSecond']);
  });

  it('holds a word found in nearly every entry to the search budget (off the known list)', () => {
    const { rows, over } = judgeScale({
      seed: { ...REFERENCE_SEED.cms, ...REFERENCE_SEED.page },
      scale: { ...slowScale, searchCommonMs: 31 },
      docsLabel: 'n',
    });
    expect(status(rows, 'search one collection, a word in nearly every entry')).toBe('OVER');
    expect(over).toBeGreaterThan(0);
  });
});
