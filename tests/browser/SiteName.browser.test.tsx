import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Locale } from '../../design-system';
import { MemoryRouter } from '../../site/router';
import { SiteHeader } from '../../site/shell/SiteHeader';
import { renderWithProviders } from '../support/render';

/**
 * The department's name in the header fits its column in every locale (WCAG 1.4.10): on a phone,
 * a locale whose full name is a few long words (English, Dutch) shows the short name instead of
 * breaking inside a word ("Internationa-l"); screen readers hear the full name everywhere.
 */
const renderHeader = (locale: Locale) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/${locale}/`]}>
      <SiteHeader locale={locale} />
    </MemoryRouter>,
    { locale },
  );

/** Whether an element is painted as normal text (not clipped away to one pixel). */
const shown = (el: Element) => {
  const box = el.getBoundingClientRect();
  return getComputedStyle(el).display !== 'none' && box.width > 2 && box.height > 2;
};

/** No word of the painted name is split across lines: each word's box is one line high. */
function wordsUnbroken(el: Element) {
  const text = el.firstChild?.nodeType === Node.TEXT_NODE ? el.firstChild : null;
  if (!text) return true;
  const range = document.createRange();
  let start = 0;
  for (const word of (text.textContent ?? '').split(' ')) {
    range.setStart(text, start);
    range.setEnd(text, start + word.length);
    if (range.getClientRects().length > 1) return false;
    start += word.length + 1;
  }
  return true;
}

describe('the site name in the header', () => {
  afterEach(() => page.viewport(1280, 800));

  for (const width of [320, 375]) {
    it(`shows the short English name on a ${width} px phone, and keeps the full name as the link's name`, async () => {
      await page.viewport(width, 640);
      await renderHeader('en');
      const link = screen.getByRole('link', {
        name: 'Department of International Trade Promotion',
      });
      const [full, short] = Array.from(link.querySelectorAll('span'));
      expect(shown(short!)).toBe(true);
      expect(short!.textContent).toBe('DITP');
      expect(shown(full!)).toBe(false);
      expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    });
  }

  it('shows the full English name, whole words on each line, on a desktop', async () => {
    await page.viewport(1280, 800);
    await renderHeader('en');
    const link = screen.getByRole('link', { name: 'Department of International Trade Promotion' });
    const [full, short] = Array.from(link.querySelectorAll('span'));
    expect(shown(full!)).toBe(true);
    expect(shown(short!)).toBe(false);
    expect(wordsUnbroken(full!)).toBe(true);
  });

  it('keeps the full Thai name on a phone: Thai wraps between words', async () => {
    await page.viewport(375, 640);
    await renderHeader('th');
    const link = screen.getByRole('link', { name: 'กรมส่งเสริมการค้าระหว่างประเทศ' });
    expect(link.querySelectorAll('span')).toHaveLength(0);
    expect(shown(link)).toBe(true);
  });
});
