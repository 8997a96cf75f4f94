// @ts-check
/* global document */
/**
 * The gates must be able to fail: the checks behind `npm run a11y:report` (scripts/lib/pagechecks.mjs)
 * run in Chromium on small pages built to pass and to break each rule.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import {
  checkFocusCrawl,
  checkKeyboard,
  checkReflow,
  checkWordBreaks,
  rowFailed,
  runAxe,
  runHtmlcs,
} from '../../scripts/lib/pagechecks.mjs';

/**
 * A test page: a skip link, `body`, then the main content with `content` after its heading.
 *
 * @param {string} body
 * @param {string} [content]
 */
const shell = (
  body,
  content = '',
) => `<!doctype html><html lang="en"><head><title>t</title><meta name="viewport" content="width=device-width"></head>
<body style="margin:0"><a href="#main" class="skip">Skip to main content</a>${body}<main id="main" tabindex="-1"><h1>Title</h1><p>Text</p>${content}</main></body></html>`;

/**
 * A header toggle; `escape` decides whether it honours Escape and restores focus.
 *
 * @param {{ escape: boolean }} options
 */
const toggle = ({
  escape,
}) => `<header><button id="t" aria-expanded="false">Menu</button><div id="panel" hidden><a href="#x">Item</a></div></header>
<script>
  const b = document.getElementById('t'), p = document.getElementById('panel');
  b.addEventListener('click', () => { const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); p.hidden = !open; if (open) p.querySelector('a').focus(); });
  ${escape ? "document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && b.getAttribute('aria-expanded') === 'true') { b.setAttribute('aria-expanded', 'false'); p.hidden = true; b.focus(); } });" : ''}
</script>`;

test.describe('accessibility checks of the report', () => {
  /** @type {import('playwright').BrowserContext} */
  let context;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  });
  test.afterAll(async () => context?.close());

  /** @param {string} html */
  async function page(html) {
    const p = await context.newPage();
    await p.setContent(html);
    return p;
  }

  test('axe reports low-contrast text with its node, impact and WCAG tags, and passes readable text', async () => {
    const bad = await page(shell('', '<p style="color:#aaa;background:#fff">Faint text</p>'));
    const r = await runAxe(bad);
    const v = r.violations.find((x) => x.id === 'color-contrast');
    assert.ok(v, 'color-contrast reported');
    assert.equal(v.impact, 'serious');
    assert.ok(v.tags.includes('wcag2aa'));
    assert.match(v.nodes[0].html, /Faint text/);
    assert.ok(r.rulesRun > 50 && r.passed > 0);
    await bad.close();
    const good = await page(shell('', '<p style="color:#222;background:#fff">Readable</p>'));
    assert.deepEqual((await runAxe(good)).violations, []);
    await good.close();
  });

  test('HTML_CodeSniffer reports an unlabelled field, passes a labelled one, and dismisses only what is not rendered', async () => {
    const bad = await page(
      shell(
        '',
        '<form><input type="text" id="q"><input type="file" style="display:none"><button>Go</button></form>',
      ),
    );
    const r = await runHtmlcs(bad);
    assert.equal(r.standard, 'WCAG2AA');
    const codes = r.errors.map((e) => e.code);
    assert.ok(
      codes.some((c) => c.includes('H91.InputText.Name')),
      `the visible unlabelled input is an error: ${codes.join(', ')}`,
    );
    assert.ok(
      r.errors.every((e) => e.target.includes('#q')),
      'the errors name the visible input',
    );
    assert.ok(r.dismissed.length > 0, 'the hidden file input is dismissed, not passed over');
    assert.ok(r.dismissed.every((d) => d.dismissedAs === 'not-rendered'));
    assert.equal(rowFailed({ htmlcs: r, checks: [] }), true);
    await bad.close();
    const good = await page(
      shell(
        '',
        '<form><label for="q">Search</label><input type="text" id="q"><button>Go</button></form>',
      ),
    );
    const ok = await runHtmlcs(good);
    assert.deepEqual(ok.errors, []);
    assert.deepEqual(ok.dismissed, []);
    assert.equal(rowFailed({ htmlcs: ok, checks: [] }), false);
    await good.close();
  });

  test('reflow fails when something is wider than 320 px and names it', async () => {
    const wide = await page(shell('', '<div id="wide" style="width:400px">wide</div>'));
    const r = await checkReflow(wide);
    assert.equal(r.ok, false);
    assert.equal(r.scrollWidth, 400);
    assert.ok(r.culprit, 'names what sticks out');
    assert.match(r.culprit, /div#wide/);
    await wide.close();
    const fits = await page(shell('', '<div style="max-width:100%">fits</div>'));
    assert.equal((await checkReflow(fits)).ok, true);
    await fits.close();
  });

  test('word breaks: fails a word laid out on two lines, passes the same word with room, and lets an address break', async () => {
    const narrow = await page(
      shell('', '<p style="width:3em;overflow-wrap:anywhere" lang="en">Handelsbevordering.</p>'),
    );
    const r = await checkWordBreaks(narrow);
    assert.equal(r.ok, false);
    assert.match(r.broken[0], /"Handelsbevordering" in <p>/);
    await narrow.close();
    const roomy = await page(shell('', '<p>Handelsbevordering</p>'));
    assert.deepEqual((await checkWordBreaks(roomy)).broken, []);
    await roomy.close();
    const address = await page(
      shell('', '<p style="width:3em;overflow-wrap:anywhere">exports@example.com</p>'),
    );
    assert.equal((await checkWordBreaks(address)).ok, true);
    await address.close();
  });

  test('word breaks: a break at a soft hyphen and between Chinese or Japanese characters passes, a Latin word in Japanese text does not', async () => {
    const shy = await page(shell('', '<p id="shy" style="width:8em">Handels\u00ADbevordering</p>'));
    // The page holds #shy (cast: getElementById's type allows null).
    const height = await shy.evaluate(
      () =>
        /** @type {HTMLElement} */ (document.getElementById('shy')).getClientRects().length &&
        /** @type {HTMLElement} */ (document.getElementById('shy')).offsetHeight,
    );
    assert.ok(height > 30, `laid out on two lines at the soft hyphen (${height} px)`);
    assert.deepEqual((await checkWordBreaks(shy)).broken, []);
    await shy.close();
    const ja = await page(
      shell(
        '',
        '<p lang="ja" style="width:6em">タイ国ノンタブリー県ムアンノンタブリー郡バーンクラソー区</p>',
      ),
    );
    assert.deepEqual((await checkWordBreaks(ja)).broken, []);
    await ja.close();
    const latin = await page(
      shell(
        '',
        '<p lang="ja" style="width:4em;overflow-wrap:anywhere">国際貿易振興局Internationalization</p>',
      ),
    );
    const r = await checkWordBreaks(latin);
    assert.equal(r.ok, false);
    assert.match(r.broken.join(' '), /Internationalization/);
    await latin.close();
  });

  test('word breaks: a Dutch compound wider than a full-width line may break under hyphens: auto, not without it, not in a narrow column, not in English', async () => {
    const word = 'Tevredenheidsonderzoek';
    const heading = (/** @type {string} */ lang, /** @type {string} */ style) =>
      shell(
        '',
        `<h1 id="compound" style="font-size:2.5rem;margin:0 1rem;overflow-wrap:anywhere;${style}">${word}</h1>`,
      ).replace('<html lang="en">', `<html lang="${lang}">`);
    const hyphenated = await page(heading('nl', 'hyphens:auto'));
    const r = await hyphenated.evaluate(
      () => /** @type {HTMLElement} */ (document.getElementById('compound')).offsetHeight,
    );
    assert.ok(r > 60, `the heading takes two lines (${r} px)`);
    const left = await checkWordBreaks(hyphenated);
    assert.deepEqual(left.broken, []);
    assert.match(left.hyphenated.join(' '), /"Tevredenheidsonderzoek" in <h1>/);
    await hyphenated.close();
    for (const [lang, style, why] of [
      ['nl', 'hyphens:manual', 'without hyphens: auto'],
      ['nl', 'hyphens:auto;width:8rem', 'in a column narrower than three quarters of the window'],
      ['en', 'hyphens:auto', 'in English'],
    ]) {
      const p = await page(heading(lang, style));
      const w = await checkWordBreaks(p);
      assert.equal(w.ok, false, why);
      assert.deepEqual(w.hyphenated, [], why);
      await p.close();
    }
  });

  test('keyboard: passes a skip link and a toggle that Escape closes with focus returned', async () => {
    const p = await page(shell(toggle({ escape: true })));
    const r = await checkKeyboard(p);
    assert.deepEqual(r.failures, []);
    assert.ok(
      r.steps.some((s) => s.includes('"Menu": Enter opened, Escape closed, focus returned')),
    );
    await p.close();
  });

  test('keyboard: fails a toggle that ignores Escape, and a page whose first Tab is not a skip link', async () => {
    const p = await page(shell(toggle({ escape: false })));
    const r = await checkKeyboard(p);
    assert.ok(r.failures.some((f) => f.includes('"Menu": Escape did not close it')));
    await p.close();
    const noSkip = await page(
      `<!doctype html><html lang="en"><body><button>First</button><main id="main"><h1>T</h1></main></body></html>`,
    );
    const r2 = await checkKeyboard(noSkip);
    assert.ok(r2.failures.some((f) => f.startsWith('first Tab focused button')));
    await noSkip.close();
  });

  /** Thirty links, a fixed bar at the bottom of a 320 x 640 window, and styles for them. */
  const longPage = ({ css = '', bar = '', extra = '' } = {}) =>
    shell(
      `<style>a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #000}${css}</style>${bar}`,
      `${Array.from({ length: 30 }, (_, i) => `<p><a href="#l${i}">Link ${i}</a></p>`).join('')}${extra}`,
    );
  const fixedBar =
    '<div id="bar" style="position:fixed;bottom:0;left:0;right:0;height:200px;background:#eee">Cookies</div>';

  test('keyboard crawl: passes a page whose every stop is on screen, uncovered and ringed, and walks a date input as one stop', async () => {
    const p = await page(
      longPage({
        extra:
          '<label style="position:relative;display:inline-block"><input type="checkbox" style="margin:0;width:24px;height:24px"><span style="position:absolute;inset:0;border:2px solid #000;pointer-events:none"></span> Agree</label><input type="date" aria-label="Date">',
      }),
    );
    const r = await checkFocusCrawl(p);
    assert.deepEqual(r.failures, []);
    // Skip link, 30 links, the checkbox, the date input (its day, month and year are one stop).
    assert.equal(r.stops, 33);
    await p.close();
  });

  test('keyboard crawl: fails a stop covered by a fixed bar, naming the bar, and passes once scroll padding clears it', async () => {
    const covered = await page(longPage({ bar: fixedBar }));
    const r = await checkFocusCrawl(covered);
    assert.equal(r.ok, false);
    assert.ok(
      r.failures.some((f) => /Link \d+.*is covered: centre under div#bar/.test(f)),
      r.failures.join('\n'),
    );
    await covered.close();
    const cleared = await page(
      longPage({
        bar: fixedBar,
        css: 'html{scroll-padding-bottom:210px}body{padding-bottom:210px}',
      }),
    );
    assert.deepEqual((await checkFocusCrawl(cleared)).failures, []);
    await cleared.close();
  });

  test('keyboard crawl: fails a control with no focus indicator', async () => {
    const p = await page(
      longPage({ css: '#plain:focus{outline:none}', extra: '<button id="plain">Plain</button>' }),
    );
    const r = await checkFocusCrawl(p);
    assert.deepEqual(
      r.failures.map((f) => f.replace(/^stop \d+, /, '')),
      ['button#plain "Plain": shows no focus indicator (no outline or shadow)'],
    );
    await p.close();
  });

  test('keyboard: fails when Escape closes but focus is lost', async () => {
    const p = await page(
      shell(toggle({ escape: false })) +
        "<script>document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { const b = document.getElementById('t'); b.setAttribute('aria-expanded', 'false'); document.getElementById('panel').hidden = true; document.body.focus(); } });</script>",
    );
    const r = await checkKeyboard(p);
    assert.ok(r.failures.some((f) => f.includes('not back to the button')));
    await p.close();
    assert.equal(typeof document, 'undefined'); // node side: the checks ran in the browser
  });
});
