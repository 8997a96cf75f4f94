/* global document */
/**
 * The gates must be able to fail: the checks behind `npm run a11y:report` (scripts/lib/pagechecks.mjs)
 * run in Chromium on small pages built to pass and to break each rule.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright';
import { launchOptions } from '../../scripts/lib/chromium.mjs';
import { checkKeyboard, checkReflow, runAxe } from '../../scripts/lib/pagechecks.mjs';

const shell = (
  body,
  content = '',
) => `<!doctype html><html lang="en"><head><title>t</title><meta name="viewport" content="width=device-width"></head>
<body style="margin:0"><a href="#main" class="skip">Skip to main content</a>${body}<main id="main" tabindex="-1"><h1>Title</h1><p>Text</p>${content}</main></body></html>`;

/** A header toggle; `escape` decides whether it honours Escape and restores focus. */
const toggle = ({
  escape,
}) => `<header><button id="t" aria-expanded="false">Menu</button><div id="panel" hidden><a href="#x">Item</a></div></header>
<script>
  const b = document.getElementById('t'), p = document.getElementById('panel');
  b.addEventListener('click', () => { const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); p.hidden = !open; if (open) p.querySelector('a').focus(); });
  ${escape ? "document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && b.getAttribute('aria-expanded') === 'true') { b.setAttribute('aria-expanded', 'false'); p.hidden = true; b.focus(); } });" : ''}
</script>`;

describe('accessibility checks of the report', () => {
  let browser;
  let context;
  before(async () => {
    browser = await chromium.launch(launchOptions);
    context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  });
  after(async () => browser?.close());

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

  test('reflow fails when something is wider than 320 px and names it', async () => {
    const wide = await page(shell('', '<div id="wide" style="width:400px">wide</div>'));
    const r = await checkReflow(wide);
    assert.equal(r.ok, false);
    assert.equal(r.scrollWidth, 400);
    assert.match(r.culprit, /div#wide/);
    await wide.close();
    const fits = await page(shell('', '<div style="max-width:100%">fits</div>'));
    assert.equal((await checkReflow(fits)).ok, true);
    await fits.close();
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
