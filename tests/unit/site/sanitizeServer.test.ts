/**
 * The RichText sanitiser as the page service runs it: on one jsdom window for the life of the
 * process (site/server/render.tsx). Nothing of a sanitised text may stay attached to that window,
 * or every server render leaves its CMS HTML in memory for good.
 */
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureSanitizer } from '../../../design-system/server';
import { sanitizeHtml } from '../../../design-system/components/RichText/sanitize';

const options = {
  tableLabel: (caption: string | null) => `Table: ${caption ?? 'untitled'}`,
  newTabNote: '(opens in a new tab)',
  hiddenClass: 'vh',
  tableClass: 'scroll',
};

const HTML =
  '<p>See <a href="https://example.org/x">the report</a> and <a href="/th/about" target="_blank">us</a>.</p>' +
  '<table><caption> Exports 2026 </caption><tr><td><table><caption>inner</caption></table></td></tr></table>' +
  '<img src="/uploads/a.png"><a>no link</a><script>alert(1)</script>';

describe('the sanitiser on a server window (jsdom)', () => {
  afterEach(() => configureSanitizer({ window: window as Window & typeof globalThis, origin: '' }));

  it('registers nothing on the shared window, however many texts it sanitises', () => {
    const { window: server } = new JSDOM('');
    let listeners = 0;
    const add = server.addEventListener.bind(server);
    server.addEventListener = ((...args: Parameters<typeof add>) => {
      listeners++;
      return add(...args);
    }) as typeof server.addEventListener;
    configureSanitizer({
      window: server as unknown as Window & typeof globalThis,
      origin: 'https://www.ditp.go.th',
    });
    sanitizeHtml(HTML, options);
    const afterFirst = listeners;
    for (let i = 0; i < 50; i++) sanitizeHtml(`${HTML}<p>${i}</p>`, options);
    expect(listeners).toBe(afterFirst);
  });

  it('still marks external links, labels tables by their own caption and loads images lazily', () => {
    const { window: server } = new JSDOM('');
    configureSanitizer({
      window: server as unknown as Window & typeof globalThis,
      origin: 'https://www.ditp.go.th',
    });
    const out = sanitizeHtml(HTML, options);
    expect(out).toContain(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">the report<span class="vh"> (opens in a new tab)</span></a>',
    );
    expect(out).toContain('<a href="/th/about">us</a>');
    expect(out).toContain('<div class="scroll" role="region" aria-label="Table: Exports 2026"');
    expect(out).toContain('aria-label="Table: inner"');
    expect(out).toContain('<img src="/uploads/a.png" alt="" loading="lazy" decoding="async">');
    expect(out).toContain('<a>no link</a>');
    expect(out).not.toContain('script');
  });
});
