import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateField, DesignSystemProvider } from '../../../design-system';
import { inlineStyleClasses } from '../../../design-system/server';
import { activateLocale, i18n } from '../../../site/i18n/i18n';
import { classifyInlineStyles } from '../../../site/server/inlineStyles';

const classes = { 'display:none': 'hide', 'position:fixed;top:0': 'pinned' };

describe('server-rendered markup without style attributes (the CSP blocks them)', () => {
  it('swaps a known inline style for its class, merged into the class attribute wherever it is', () => {
    expect(
      classifyInlineStyles('<input type="file" style="display:none" class="a b"/>', classes),
    ).toBe('<input type="file" class="a b hide"/>');
    expect(
      classifyInlineStyles('<div class="x" style="position:fixed;top:0">t</div>', classes),
    ).toBe('<div class="x pinned">t</div>');
    expect(classifyInlineStyles('<span style="display:none">t</span>', classes)).toBe(
      '<span class="hide">t</span>',
    );
    expect(classifyInlineStyles('<input style="display:none"/>', classes)).toBe(
      '<input class="hide"/>',
    );
  });

  it('leaves text and other attributes alone', () => {
    const markup =
      '<p data-style="display:none">style="display:none" &lt;b style=&quot;x&quot;&gt;</p>';
    expect(classifyInlineStyles(markup, classes)).toBe(markup);
  });

  it('refuses a style it has no class for, rather than serve a page the CSP would break', () => {
    expect(() => classifyInlineStyles('<div style="color:red">x</div>', classes)).toThrow(
      /no class for the inline style "color:red"/,
    );
  });

  it("knows react-aria's visually hidden styles and the hidden file input", () => {
    for (const style of Object.keys(inlineStyleClasses)) {
      expect(classifyInlineStyles(`<div style="${style}"></div>`)).toMatch(
        /^<div class="\S+"><\/div>$/,
      );
    }
    expect(Object.keys(inlineStyleClasses)).toContain('display:none');
  });

  it('server-renders the segmented date field (the complaint form) without a style attribute', async () => {
    await activateLocale('th', { pages: true });
    const field = createElement(DateField, {
      label: 'วันที่เกิดเหตุ',
      name: 'incident_date',
      value: '2024-05-01',
    });
    const markup = renderToString(
      createElement(DesignSystemProvider, { i18n, locale: 'th', children: field }),
    );
    expect(markup).toContain('2567');
    const html = classifyInlineStyles(markup);
    expect(html).not.toMatch(/\sstyle="/);
  });
});
