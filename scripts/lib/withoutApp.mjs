// @ts-check
/**
 * The bench's floor for Lighthouse's timing figures (scripts/bench.mjs,
 * docs/quality.md#machines-that-cannot-show-the-timing-budgets).
 *
 * Lighthouse's mobile timings are simulated from the main-thread work Chromium does on the machine
 * that runs it, four times over. On some CI machines Chromium alone is slow enough that a page's
 * HTML and CSS, without any script, already miss the budgets: measured on one, the home page's
 * server HTML with its module scripts removed scored performance 81-96 with TBT 221-757 ms, where
 * the whole site, app included, scored 100 with TBT 22 ms on another. So when a page misses a
 * timing budget, the bench also runs Lighthouse on that page without its app. Where the page
 * without its app misses a timing budget too, that machine cannot show whether the page meets
 * the budgets: its timing figures are reported beside the page's without its app, with what the
 * app adds, and do not fail --ci. One run of the page without its app over a budget is enough:
 * measured on one such machine, the overseas offices page without any script gave TBT 71 and
 * 174 ms (a mean of 122, under the 150 ms budget), and with its app 516 ms ±315, so the mean of
 * the two would have let the machine's noise fail --ci. Where every run meets them, the budgets
 * judge as before.
 */

/** Lighthouse's figures that are simulated from this machine's main-thread work. */
export const TIMINGS = /** @type {const} */ (['performance', 'lcpMs', 'tbtMs']);

/**
 * @typedef {(typeof TIMINGS)[number]} Timing
 * @typedef {{ value: number, noise: number, status: string, failsCi: boolean, runs?: number[],
 *   budget?: number, dir?: string }} Figure a judged figure, as far as it is read here
 *   (scripts/bench.mjs's Judged, with the values of its runs, its budget and its direction)
 * @typedef {{ withoutApp: number, withoutAppNoise: number, appAdds: number }} HostLimited
 */

/**
 * A page as the server sends it, without the app: its module scripts and their preloads removed.
 *
 * @param {string} html
 * @returns {string}
 */
export function withoutApp(html) {
  return html
    .replace(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * The timing figures of `row` (the bench's judged figures: { value, noise, status, failsCi }),
 * judged again against `floor`, the same figures of the page without its app: where the floor
 * misses any timing budget, in its mean or in any one of its runs, each timing figure is marked `hostLimited` (with the floor's value and
 * what the app adds) and does not fail --ci. Otherwise nothing changes (an empty object).
 * `machineMisses`: another page without its app already missed a timing budget on this machine in
 * this run, so this page's timings are not judged here either, whatever its own floor's one run
 * gave (a single lucky run of the floor would otherwise judge the page's timings on this machine).
 *
 * @template {Figure} F
 * @param {Partial<Record<Timing, F>>} row
 * @param {Partial<Record<Timing, Figure>>} floor
 * @param {{ machineMisses?: boolean }} [options]
 * @returns {Partial<Record<Timing, F & { hostLimited: HostLimited, failsCi: false }>>}
 */
export function judgeOnThisMachine(row, floor, { machineMisses = false } = {}) {
  /** @param {Figure | undefined} f */
  const misses = (f) =>
    f?.status === 'OVER' ||
    (f?.budget !== undefined &&
      (f.runs ?? []).some((v) => (f.dir === 'min' ? v < Number(f.budget) : v > Number(f.budget))));
  const limited = machineMisses || TIMINGS.some((key) => misses(floor[key]));
  if (!limited) return {};
  /** @type {Partial<Record<Timing, F & { hostLimited: HostLimited, failsCi: false }>>} */
  const judged = {};
  for (const key of TIMINGS) {
    if (!row[key] || !floor[key]) continue;
    judged[key] = {
      ...row[key],
      hostLimited: {
        withoutApp: floor[key].value,
        withoutAppNoise: floor[key].noise,
        appAdds: Math.round((row[key].value - floor[key].value) * 1000) / 1000,
      },
      failsCi: false,
    };
  }
  return judged;
}
