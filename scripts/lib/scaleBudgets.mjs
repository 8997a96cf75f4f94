// @ts-check
/**
 * The budgets of `npm run bench:scale` (docs/quality.md#content-at-scale) and how a run is judged
 * against them, apart from the measuring so that tests/unit/scaleBudgets.test.ts can check it.
 *
 * The budgets are times on the machine they were set on. A CI machine of the same kind has run
 * the same code two to three times slower (its seed-size figures too: a list read of 8 entries
 * in 26 ms where it took 12). So each run measures how much slower this machine is than that one,
 * from the seed-size figures of its most stable reads against the same figures on that machine
 * (REFERENCE_SEED), one factor for the CMS's reads and one for the page service, and scales the
 * time budgets by it: never below 1 (a faster machine keeps the budgets as written) and never
 * above MAX_MACHINE_FACTOR (a machine, or a change, that makes even the seed-size figures more
 * than that much slower fails on the budgets as scaled by the cap). The growth budgets (`ratio`:
 * at most so many times the seed figure on the same machine) and the sizes are not scaled.
 */

/**
 * `group`: which machine factor scales the budget (`cms` for the CMS's reads, `page` for the page
 * service); none for a size. `ratio`: also at most this many times the seed figure. `dir: 'min'`:
 * a rate, at least the budget (divided by the factor).
 *
 * @type {Record<string, { budget: number, label: string, group?: 'cms' | 'page', ratio?: number,
 *   dir?: 'min' }>}
 */
export const SCALE_BUDGETS = {
  listFirstMs: { budget: 30, ratio: 2, group: 'cms', label: 'list page 1, CMS read' },
  listDeepMs: { budget: 30, ratio: 2, group: 'cms', label: 'list, deep page, CMS read' },
  listCategoryMs: { budget: 30, ratio: 2, group: 'cms', label: 'list of one category, CMS read' },
  // No growth ratio: its count is most of the locale's rows, which grow with the collection.
  listCategoryCommonMs: {
    budget: 30,
    group: 'cms',
    label: 'list of a category holding most entries, CMS read',
  },
  searchHitMs: { budget: 30, group: 'cms', label: 'search one collection, with hits' },
  searchMissMs: { budget: 30, group: 'cms', label: 'search one collection, no hits' },
  searchCommonMs: {
    budget: 30,
    group: 'cms',
    label: 'search one collection, a word in nearly every entry',
  },
  federatedMs: { budget: 60, group: 'cms', label: 'federated search, 16 collections' },
  listTtfbMs: { budget: 150, group: 'page', label: 'page service, list page TTFB (uncached)' },
  detailTtfbMs: { budget: 150, group: 'page', label: 'page service, detail page TTFB (uncached)' },
  searchTtfbMs: {
    budget: 150,
    group: 'page',
    label: 'page service, search results TTFB (uncached)',
  },
  listHtmlKB: { budget: 100, label: 'list page HTML (20 cards)' },
  sitemapSummaryMs: {
    budget: 60,
    group: 'cms',
    label: 'sitemap summary (counts per type and locale), CMS read',
  },
  sitemapChunkMs: {
    budget: 60,
    group: 'cms',
    label: 'sitemap chunk of 1,000 entries mid-collection, CMS read',
  },
  sitemapFileMs: {
    budget: 5000,
    group: 'page',
    label: 'page service, one section sitemap file (whole)',
  },
  sitemapUrlsPerSecond: {
    budget: 10000,
    dir: 'min',
    group: 'page',
    label: 'page service, sitemap URLs/s',
  },
  rendersPerSecond: {
    budget: 60,
    dir: 'min',
    group: 'page',
    label: 'page service, uncached list renders/s',
  },
};

/**
 * Figures known to be over budget, each with why (docs/quality.md#content-at-scale). Printed as
 * OVER like any other; they do not fail --ci, and one that comes back under budget is reported so
 * that its entry goes. Every other figure fails --ci.
 */
export const KNOWN_OVER = {
  rendersPerSecond:
    "every uncached list page costs one CMS list read (about 16 ms of Strapi's REST work at 25,000 documents), and one CMS process serves them all: about 51 renders/s, the renders themselves taking 11 ms",
};

/**
 * Seed-size figures (p50, ms) on the machine the budgets were set on (the 2026-11-26 table of
 * docs/quality.md#content-at-scale): reads of a few rows, whose time is the machine's and the
 * stack's, not the content's. Only reads of 10 ms or more: shorter ones are mostly noise.
 */
export const REFERENCE_SEED = {
  cms: { listFirstMs: 12, listDeepMs: 11, listCategoryMs: 14 },
  page: { listTtfbMs: 68, detailTtfbMs: 60 },
};

/** The most a machine factor scales a budget by. */
export const MAX_MACHINE_FACTOR = 4;

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * How much slower this machine is than the budgets' own, per group: the median of this run's
 * seed figures over REFERENCE_SEED's. `measured` is that median (null when the run has none of the
 * group's figures), `factor` what the budgets are scaled by (1 to MAX_MACHINE_FACTOR).
 * @param {Record<string, number>} seed
 */
export function machineFactors(seed) {
  /** @type {Record<string, { measured: number | null, factor: number }>} */
  const out = {};
  for (const [group, ref] of Object.entries(REFERENCE_SEED)) {
    const ratios = Object.entries(ref)
      .filter(([key]) => Number.isFinite(seed[key]) && seed[key] > 0)
      .map(([key, ms]) => seed[key] / ms);
    const measured = ratios.length ? Math.round(median(ratios) * 100) / 100 : null;
    out[group] = {
      measured,
      factor: measured === null ? 1 : Math.min(MAX_MACHINE_FACTOR, Math.max(1, measured)),
    };
  }
  return out;
}

/**
 * Judges the figures at scale against the budgets on this machine. `knownOver`: the shortfalls
 * that do not fail (KNOWN_OVER; tests pass their own).
 * @param {{ seed: Record<string, number>, scale: Record<string, number>, docsLabel: string, knownOver?: Record<string, string> }} input
 */
export function judgeScale({ seed, scale, docsLabel, knownOver = KNOWN_OVER }) {
  const factors = machineFactors(seed);
  const rows = [];
  let over = 0;
  const backUnder = [];
  for (const [key, b] of Object.entries(SCALE_BUDGETS)) {
    if (!(key in scale)) continue;
    const min = b.dir === 'min';
    const k = b.group ? factors[b.group].factor : 1;
    const scaled = Math.round((min ? b.budget / k : b.budget * k) * 10) / 10;
    const limit = b.ratio ? Math.min(scaled, Math.max(b.ratio * seed[key], 5)) : scaled;
    const ok = min ? scale[key] >= limit : scale[key] <= limit;
    if (!ok && !(key in knownOver)) over++;
    // A known shortfall goes from the list only once it meets the budget as written.
    const limitAsWritten = b.ratio
      ? Math.min(b.budget, Math.max(b.ratio * seed[key], 5))
      : b.budget;
    if (key in knownOver && (min ? scale[key] >= b.budget : scale[key] <= limitAsWritten))
      backUnder.push(key);
    const written = `${min ? '>=' : '<='} ${b.budget}`;
    rows.push({
      figure: b.label,
      seed: seed[key],
      [docsLabel]: scale[key],
      budget:
        (k > 1 ? `${written} (${min ? '>=' : '<='} ${scaled} here)` : written) +
        (b.ratio ? ` and <= ${b.ratio} x seed` : ''),
      status: ok ? 'under' : key in knownOver ? 'OVER (known)' : 'OVER',
    });
  }
  return { rows, over, backUnder, factors };
}
