import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FONT_SCALE, LOCALES, type Locale } from '../../design-system';
import { MemoryRouter } from '../../site/router';
import { SiteHeader } from '../../site/shell/SiteHeader';
import { renderWithProviders } from '../support/render';
import { brokenWords } from '../support/words';

/**
 * The department's name in the header fits its column in every locale (WCAG 1.4.10): on a phone,
 * a locale whose full name is a few long words (English, Dutch) shows the short name instead of
 * breaking inside a word ("Internationa-l"); screen readers hear the full name everywhere.
 */
// renderWithProviders sets the page's language on <html> as the site does: it picks the font and
// the line-breaking rules (without it the Japanese name fitted here and broke on the site).
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
  afterEach(async () => {
    await page.viewport(1280, 800);
    document.documentElement.style.fontSize = '';
    document.documentElement.lang = 'en';
  });

  // At 320 px with 18 px text the Japanese name was one character per line and "DITP" two lines;
  // at 768 px the Dutch one broke inside "Departement": the buttons kept their width and the name
  // got what was left. Now the buttons go under the name when its longest word does not fit.
  for (const locale of LOCALES) {
    it(`in ${locale}, never breaks inside a word or runs under the buttons, from 320 to 1,280 px at every text size`, async () => {
      const found: string[] = [];
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.viewport(width, 640);
        for (const size of FONT_SCALE.steps) {
          document.documentElement.style.fontSize = `${size}px`;
          const { unmount } = await renderHeader(locale);
          const link = screen.getAllByRole('link')[0]!;
          const at = `${width} px, ${size} px`;
          for (const word of brokenWords(link, locale)) found.push(`${at}: ${word}`);
          const name = link.getBoundingClientRect();
          if (name.right > width) found.push(`${at}: the name ends at ${name.right} px`);
          const search = screen.getByRole('button', { name: /search|ค้นหา|搜索|検索|zoeken/i });
          const button = search.getBoundingClientRect();
          const overlaps =
            name.left < button.right &&
            button.left < name.right &&
            name.top < button.bottom &&
            button.top < name.bottom;
          if (overlaps) found.push(`${at}: the name runs under the search button`);
          unmount();
        }
      }
      expect(found).toEqual([]);
    });
  }

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
