/**
 * The bench's floor for Lighthouse's timing figures (scripts/lib/withoutApp.mjs): a page without
 * its app keeps everything but the app's scripts; where it misses a timing budget, the machine
 * cannot show the budgets and the timing figures are reported, not judged. Elsewhere the budgets
 * judge as before.
 */
import { describe, expect, it } from 'vitest';
import { judgeOnThisMachine, withoutApp } from '../../scripts/lib/withoutApp.mjs';

const figure = (value: number, noise: number, budget: number, dir: 'min' | 'max') => {
  const over = dir === 'max' ? value > budget : value < budget;
  return {
    value,
    noise,
    status: over ? 'OVER' : 'under',
    failsCi: dir === 'max' ? value > budget + noise : value < budget - noise,
  };
};

describe('a page without its app', () => {
  it('loses the module scripts and their preloads, and keeps the rest of the HTML', () => {
    const html = [
      '<head><script>document.documentElement.dataset.theme="day"</script>',
      '<script type="module" crossorigin src="/assets/index-x.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/app-y.js">',
      '<link rel="stylesheet" href="/assets/style-z.css">',
      '<link rel="preload" as="font" href="/assets/font.woff2" crossorigin></head>',
      '<body><div id="root"><main><h1>ข่าว</h1></main></div>',
      '<script type="application/json" id="ssr-data">{"locale":"th"}</script>',
      '<script type="module">import("/assets/late.js")</script></body>',
    ].join('');
    const out = withoutApp(html);
    expect(out).not.toMatch(/type="module"/);
    expect(out).not.toMatch(/modulepreload/);
    for (const kept of [
      'document.documentElement.dataset.theme',
      'rel="stylesheet"',
      'as="font"',
      '<h1>ข่าว</h1>',
      'id="ssr-data"',
    ])
      expect(out).toContain(kept);
  });
});

describe('judging the timing figures on this machine', () => {
  const row = {
    performance: figure(80, 5, 95, 'min'),
    lcpMs: figure(1500, 100, 2000, 'max'),
    tbtMs: figure(600, 100, 150, 'max'),
  };

  it('leaves every figure to its budget where the page without its app meets them all', () => {
    const floor = {
      performance: figure(99, 1, 95, 'min'),
      lcpMs: figure(1400, 50, 2000, 'max'),
      tbtMs: figure(40, 20, 150, 'max'),
    };
    expect(judgeOnThisMachine(row, floor)).toEqual({});
    // So a page over budget still fails --ci on such a machine.
    expect(row.tbtMs.failsCi).toBe(true);
    expect(row.performance.failsCi).toBe(true);
  });

  it('reports the timing figures with what the app adds where the machine misses a budget without the app', () => {
    const floor = {
      performance: figure(92, 4, 95, 'min'),
      lcpMs: figure(1800, 50, 2000, 'max'),
      tbtMs: figure(400, 100, 150, 'max'),
    };
    const judged = judgeOnThisMachine(row, floor);
    expect(judged.tbtMs).toMatchObject({
      value: 600,
      status: 'OVER',
      failsCi: false,
      hostLimited: { withoutApp: 400, appAdds: 200 },
    });
    expect(judged.performance).toMatchObject({
      failsCi: false,
      hostLimited: { withoutApp: 92, appAdds: -12 },
    });
    expect(judged.lcpMs).toMatchObject({ hostLimited: { withoutApp: 1800, appAdds: -300 } });
  });

  it('does not judge the page where one run without its app missed a budget, though their mean met it', () => {
    // Measured: the overseas offices page without any script, TBT 71 and 174 ms.
    const floor = {
      performance: { ...figure(98, 2, 95, 'min'), runs: [99, 97], budget: 95, dir: 'min' as const },
      lcpMs: {
        ...figure(1500, 20, 2000, 'max'),
        runs: [1490, 1510],
        budget: 2000,
        dir: 'max' as const,
      },
      tbtMs: { ...figure(122, 103, 150, 'max'), runs: [71, 174], budget: 150, dir: 'max' as const },
    };
    expect(floor.tbtMs.status).toBe('under');
    const judged = judgeOnThisMachine(row, floor);
    expect(judged.tbtMs).toMatchObject({ failsCi: false, hostLimited: { withoutApp: 122 } });
    // Every run under every budget: judged as before.
    const steady = { ...floor, tbtMs: { ...floor.tbtMs, runs: [71, 140] } };
    expect(judgeOnThisMachine(row, steady)).toEqual({});
  });

  it('does not judge a later page on a machine that already missed a budget without the app', () => {
    // One run of this page without its app came in under every budget, but the home page
    // without its app missed them on the same machine in the same run.
    const luckyFloor = {
      performance: figure(97, 0, 95, 'min'),
      lcpMs: figure(1300, 0, 2000, 'max'),
      tbtMs: figure(120, 0, 150, 'max'),
    };
    expect(judgeOnThisMachine(row, luckyFloor)).toEqual({});
    const judged = judgeOnThisMachine(row, luckyFloor, { machineMisses: true });
    expect(judged.tbtMs).toMatchObject({
      failsCi: false,
      hostLimited: { withoutApp: 120, appAdds: 480 },
    });
    expect(judged.performance?.failsCi).toBe(false);
  });
});
