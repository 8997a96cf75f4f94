// @ts-check
/* global window, document -- inside evaluate callbacks, which run in the browser */
/**
 * The cookie banner in the server's HTML (docs/behaviour.md#cookie-consent): a request without a
 * consent cookie gets the page with the banner, so it paints with the page instead of after the
 * app has loaded (on phones it was the Largest Contentful Paint, ~3 s); a request with one gets
 * the page without it, and the two are cached apart. The browser hydrates the same markup
 * without an error, the banner's buttons work, and a banner hidden for this visit stays hidden on
 * the next full page load. On the built site and the real CMS; run by scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from '@playwright/test';
import { decideConsent, open, settled, startStack } from './site.support.mjs';

const TITLE = 'This website uses cookies';

/**
 * A layout-shift entry of the Layout Instability API (not in TypeScript's DOM types); a source's
 * node may be a text node, without className or outerHTML.
 * @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources: { node?: (Node & { className?: unknown, outerHTML?: string }) | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }[] }} LayoutShift
 */
/** What the init script of the layout-shift test records in the page. */
/** @typedef {typeof window & { __shifts: string[], __fontLoads: number }} ShiftsWindow */

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

/**
 * @param {string} path
 * @param {string} [cookie] the Cookie header to send
 */
const htmlOf = async (path, cookie) => {
  const res = await fetch(stack.base + path, { headers: cookie ? { cookie } : {} });
  assert.equal(res.status, 200, path);
  return res.text();
};

/**
 * From the top of the page: the first Tab reaches the skip link, the second the banner.
 *
 * @param {import('playwright').Page} page
 * @param {import('playwright').Locator} banner
 */
const skipLinkThenBanner = async (page, banner) => {
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('href')),
    '#main',
    'first Tab: the skip link',
  );
  await page.keyboard.press('Tab');
  assert.equal(
    await banner.evaluate((el) => el.contains(document.activeElement)),
    true,
    'second Tab: in the banner',
  );
};

test('the server renders the banner for a request without a consent cookie, and only then', async () => {
  for (const path of ['/en/', '/en/survey-form', '/en/?query=export']) {
    // Twice each: the second answer comes from the page cache, which keeps the two apart.
    for (let i = 0; i < 2; i++) {
      assert.ok((await htmlOf(path)).includes(TITLE), `${path}: no banner without consent (${i})`);
      for (const decision of ['accepted', 'rejected']) {
        const html = await htmlOf(path, `cookieConsent=${decision}; cookieSettings=[]`);
        assert.ok(!html.includes(TITLE), `${path}: banner despite ${decision} (${i})`);
      }
      // An unreadable record is no decision: the banner asks again (as in the browser).
      assert.ok((await htmlOf(path, 'cookieConsent=maybe')).includes(TITLE), path);
    }
  }
});

test('the browser hydrates the server banner without an error; its buttons work', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    /** @type {string[]} */
    const errors = [];
    context.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const page = await open(context, `${stack.base}/en/`);
    const banner = page.getByRole('region', { name: TITLE });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Reject all' }).click();
    await banner.waitFor({ state: 'detached' });
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'cookieConsent')?.value, 'rejected');
    assert.deepEqual(page.uncaughtErrors, []);
    assert.deepEqual(errors, [], 'console errors (a hydration mismatch is one)');
  } finally {
    await context.close();
  }
});

test('a banner hidden for this visit stays hidden on the next full page load', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await open(context, `${stack.base}/en/`);
    await page.getByRole('button', { name: 'Hide cookie message' }).click();
    await page.getByRole('region', { name: TITLE }).waitFor({ state: 'detached' });
    // The server still sends it (no cookie was written); the page must not show it, before the
    // app has loaded (boot.ts) or after.
    // goto answers null only for about:blank or a change of the hash alone.
    const response = /** @type {import('playwright').Response} */ (
      await page.goto(`${stack.base}/en/survey-form`, { waitUntil: 'commit' })
    );
    assert.ok((await response.text()).includes(TITLE));
    await page.waitForLoadState('domcontentloaded');
    assert.equal(await page.getByRole('region', { name: TITLE }).isVisible(), false);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
    assert.equal(await page.getByRole('region', { name: TITLE }).count(), 0, 'removed by the app');
  } finally {
    await context.close();
  }
});

test('a visitor who has chosen never gets the banner', async () => {
  const context = await stack.browser.newContext();
  try {
    await decideConsent(context, stack.base, 'accepted');
    const page = await open(context, `${stack.base}/en/`);
    assert.equal(await page.getByRole('region', { name: TITLE }).count(), 0);
  } finally {
    await context.close();
  }
});

test('without JavaScript the banner sits in the page, covers nothing, its two choices work, and the footer changes the choice', async () => {
  const context = await stack.browser.newContext({
    viewport: { width: 375, height: 700 },
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.base}/en/survey-form?from=banner`, { waitUntil: 'load' });
    const banner = page.getByRole('region', { name: TITLE });
    await banner.waitFor();
    // In the flow (nothing reserves room for a fixed banner without a script), so the end of the
    // page scrolls clear of it.
    assert.equal(await banner.evaluate((el) => window.getComputedStyle(el).position), 'static');
    // At the top, as GOV.UK's: on screen without scrolling, above the header (it once came after
    // the footer, where a visitor without a script met it last, if at all).
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.getByRole('banner').first().boundingBox();
    assert.ok(bannerBox && headerBox, 'banner and header boxes');
    assert.ok(bannerBox.y < 700 / 2, `banner starts at ${bannerBox.y} px`);
    assert.ok(
      bannerBox.y + bannerBox.height <= headerBox.y + 1,
      `banner ends at ${bannerBox.y + bannerBox.height} px, header starts at ${headerBox.y} px`,
    );
    // In the keyboard's order too: the skip link first, then the banner's first choice.
    await skipLinkThenBanner(page, banner);
    // Only what works without a script is shown: the two choices and the policy link (the
    // footer's "Cookie settings" opens a dialog: not shown either).
    for (const name of ['Cookie settings', 'Hide cookie message']) {
      for (const button of await page.getByRole('button', { name }).all()) {
        assert.equal(await button.isVisible(), false, name);
      }
    }
    assert.equal(await banner.getByRole('radiogroup').isVisible(), false, 'language switch');
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      banner.getByRole('button', { name: 'Accept all' }).click(),
    ]);
    assert.equal(
      posted.status(),
      303,
      `${posted.status()} ${JSON.stringify(await posted.allHeaders())}`,
    );
    await page.waitForURL(`${stack.base}/en/survey-form?from=banner`);
    await page.waitForLoadState('load');
    assert.equal(
      await page.getByRole('region', { name: TITLE }).count(),
      0,
      'banner after choosing',
    );
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'cookieConsent')?.value, 'accepted');
    assert.ok(
      cookies.find((c) => c.name === 'cookieSettings'),
      'the settings record',
    );
    // The way back to the choice: the footer's form (its settings dialog needs a script).
    const choice = page.getByRole('contentinfo').getByRole('group', { name: 'Cookies:' });
    assert.equal(await choice.isVisible(), true, "the footer's cookie choice");
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      choice.getByRole('button', { name: 'Reject all' }).click(),
    ]);
    assert.equal(again.status(), 303);
    await page.waitForURL(`${stack.base}/en/survey-form?from=banner`);
    await page.waitForLoadState('load');
    const changed = await context.cookies();
    assert.equal(changed.find((c) => c.name === 'cookieConsent')?.value, 'rejected');
    assert.equal(await page.getByRole('region', { name: TITLE }).count(), 0, 'no banner');
  } finally {
    await context.close();
  }
});

test('with JavaScript the choice never leaves the page (the form does not submit)', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await open(context, `${stack.base}/en/`);
    /** @type {string[]} */
    const posts = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    const banner = page.getByRole('region', { name: TITLE });
    // Hydrated: the app has measured the banner and reserved its height at the end of the page
    // (a press before that is a plain form post, the no-script path).
    await page.waitForFunction(
      () => document.documentElement.style.getPropertyValue('--ds-bottom-inset') !== '',
    );
    // Fixed over the page once the app runs.
    assert.equal(await banner.evaluate((el) => window.getComputedStyle(el).position), 'fixed');
    // Fixed at the bottom, yet first after the skip link for a keyboard or a screen reader.
    await skipLinkThenBanner(page, banner);
    // The footer's form for a browser without a script is not shown (the dialog is the way).
    assert.equal(
      await page.getByRole('contentinfo').getByRole('group', { name: 'Cookies:' }).count(),
      0,
    );
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await banner.waitFor({ state: 'detached' });
    await settled(page);
    assert.deepEqual(posts, []);
    assert.equal(new URL(page.url()).pathname, '/en/');
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'cookieConsent')?.value, 'accepted');
  } finally {
    await context.close();
  }
});

/**
 * A page read slowly: its HTML arrives in twelve pieces and is broken after every h2 as well (a
 * long page on a slow connection, or a slow phone's parser, paints what it has read so far), the Thai font arrives after the first
 * paint (too late for `font-display: optional`: the page keeps its fallback font) and the app
 * starts after it. Nothing on screen may move: the fixed banner is not painted until it is
 * complete (a half-read banner grew upwards, 0.08), and nothing the app does restarts the font's
 * clock (react-aria's inline style, put first in <head>, made Chromium swap the font in: 0.12).
 * Lighthouse on CI saw both, one run in three to six.
 */
test('nothing moves while a page arrives slowly: the banner paints complete, the Thai font never swaps in late', async () => {
  const pieces = 12;
  const proxy = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(stack.base + req.url, {
        headers: { accept: req.headers.accept ?? '*/*' },
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      res.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!String(upstream.headers.get('content-type')).startsWith('text/html'))
        return res.end(body);
      // Twelve equal pieces, and a break after every heading: a region that starts with its
      // heading (a dialog, a banner) is then painted with its heading only, if it can be. The
      // first 14,600 bytes come at once, as TCP's first window of ten segments does: a browser
      // never paints inside them (it waits for the style sheet, a round trip, while they arrive).
      const firstWindow = 14_600;
      const breaks = new Set(
        Array.from({ length: pieces }, (_, i) => Math.floor((body.length * i) / pieces)).filter(
          (at) => at === 0 || at >= firstWindow,
        ),
      );
      for (let at = body.indexOf('</h2>'); at !== -1; at = body.indexOf('</h2>', at + 1))
        if (at >= firstWindow) breaks.add(at + 5);
      const starts = [...breaks].sort((a, b) => a - b);
      for (const [i, start] of starts.entries()) {
        res.write(body.subarray(start, starts[i + 1] ?? body.length));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      res.end();
    } catch {
      res.destroy();
    }
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  );
  // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
  const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (proxy.address()).port}`;
  /** @type {[string, import('playwright').BrowserContextOptions][]} */
  const cases = [
    [
      '/th/survey-form',
      {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      },
    ],
    ['/th/', { viewport: { width: 1350, height: 940 } }],
    // No Thai font here: the newsletter's room at the narrowest width, in the longest words.
    ['/nl/', { viewport: { width: 320, height: 640 } }],
  ];
  try {
    for (const [path, options] of cases) {
      const context = await stack.browser.newContext(options);
      try {
        const page = await context.newPage();
        /** @type {() => void} */
        let fontArrived;
        const font = /** @type {Promise<void>} */ (
          new Promise((resolve) => (fontArrived = resolve))
        );
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
          fontArrived();
        });
        // The app starts once the font is in the browser's cache.
        await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
          if (path.startsWith('/th/')) await font;
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.continue();
        });
        await page.addInitScript(() => {
          const w = /** @type {ShiftsWindow} */ (window);
          w.__shifts = [];
          w.__fontLoads = 0;
          const rect = (/** @type {DOMRectReadOnly} */ r) =>
            [r.x, r.y, r.width, r.height].map(Math.round).join(',');
          document.fonts.addEventListener('loading', () => (w.__fontLoads += 1));
          new PerformanceObserver((list) => {
            for (const e of /** @type {LayoutShift[]} */ (list.getEntries())) {
              if (e.hadRecentInput) continue;
              w.__shifts.push(
                `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${e.sources
                  .map(
                    (s) =>
                      `${s.node?.nodeName}.${s.node?.className} [${s.node?.outerHTML?.slice(0, 80)}] ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
                  )
                  .join(', ')}`,
              );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(base + path, { waitUntil: 'networkidle' });
        // Started: the app has measured the banner (SiteConsent), so react-aria's buttons are live.
        await page.waitForFunction(
          () => document.documentElement.style.getPropertyValue('--ds-bottom-inset') !== '',
        );
        await settled(page);
        // At the end of every page, the newsletter form (a lazy chunk) and its human check (a
        // widget with its own style sheet) load as they near the screen: that must not move
        // what the visitor is looking at, nor restart the font's clock.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.locator('altcha-widget').waitFor({ state: 'attached' });
        await page.waitForFunction(() =>
          [...document.styleSheets].some((sheet) => /altcha/.test(sheet.href ?? '')),
        );
        await settled(page);
        const { shifts, fontLoads, inlineStyles } = await page.evaluate(() => ({
          shifts: /** @type {ShiftsWindow} */ (window).__shifts,
          fontLoads: /** @type {ShiftsWindow} */ (window).__fontLoads,
          inlineStyles: document.querySelectorAll('style').length,
        }));
        assert.deepEqual(shifts, [], `${path}: layout shifts while the page arrived`);
        assert.ok(
          fontLoads <= 1,
          `${path}: the Thai font was loaded ${fontLoads} times (its clock restarted)`,
        );
        assert.equal(
          inlineStyles,
          0,
          `${path}: an inline <style> (refused by the CSP, and it restarts the font's clock)`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    proxy.close();
  }
});
