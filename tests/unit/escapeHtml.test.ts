/**
 * One HTML escaper for what the product writes (cms/src/model/html.ts: the page head, feeds,
 * sitemaps, e-mails) and its copy for the reports' scripts (scripts/lib/conformance.mjs, plain
 * JavaScript run by Node): both escape the same characters the same way.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../cms/src/model/html';
import { escHtml } from '../../scripts/lib/conformance.mjs';

describe('escapeHtml', () => {
  it('makes text safe in an element and a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeHtml('ข่าว 中文 日本語 — ok')).toBe('ข่าว 中文 日本語 — ok');
  });

  it('the scripts’ copy answers the same for every character', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCharCode(i)).join('');
    expect(escHtml(all)).toBe(escapeHtml(all));
    expect(escHtml(null)).toBe('');
  });
});
