import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Header } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Audit F2 (WCAG 2.4.11): at 375 px the English site name wrapped onto five lines, the sticky
 * header was 144 px tall and `scroll-padding-top` stayed at the nominal 72 px, so focused links
 * scrolled in under the header.
 */
describe('sticky header and scroll padding', () => {
  it("the page's scroll padding covers the header's real height, also when it grows", async () => {
    // Tall enough that a 14rem bar is still under a fifth of the screen (the header sticks).
    await page.viewport(1280, 1200);
    await renderWithProviders(
      <>
        <Header
          logo={
            <a href="/en" data-testid="logo" style={{ display: 'block', height: '9rem' }}>
              Department of International Trade Promotion
            </a>
          }
          navigation={[]}
        />
        <main style={{ height: '300vh' }} />
      </>,
    );
    const header = document.querySelector('header')!;
    const padding = () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    await expect
      .poll(() => padding())
      .toBeGreaterThanOrEqual(header.getBoundingClientRect().height);
    // The name wraps further (a narrower screen, larger text): the padding follows.
    screen.getByTestId('logo').style.height = '14rem';
    await expect
      .poll(() => padding() >= header.getBoundingClientRect().height && padding())
      .toBeGreaterThan(14 * 16);
    expect(getComputedStyle(header).position).toBe('sticky');
    await page.viewport(1280, 800);
  });

  /**
   * Found by the keyboard crawl at 320 × 640 with 18 px text: the Thai name wrapped until the
   * sticky header was 223 px tall; with the cookie banner (212 px) below, 106 px were left for a
   * focused text area, which the banner then covered (WCAG 2.4.11).
   */
  it('a header whose bar takes more than a fifth of the screen scrolls away, and so does its padding', async () => {
    await page.viewport(320, 640);
    try {
      await renderWithProviders(
        <>
          <Header
            logo={
              <a href="/th" data-testid="logo" style={{ display: 'block', height: '10rem' }}>
                กรมส่งเสริมการค้าระหว่างประเทศ
              </a>
            }
            navigation={[]}
          />
          <main style={{ height: '300vh' }} />
        </>,
      );
      const header = document.querySelector('header')!;
      await expect.poll(() => header.hasAttribute('data-scrolls')).toBe(true);
      expect(getComputedStyle(header).position).toBe('static');
      expect(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)).toBeLessThan(
        40,
      );
      // A shorter name (or a taller screen): it sticks again, with its padding.
      screen.getByTestId('logo').style.height = '3rem';
      await expect.poll(() => header.hasAttribute('data-scrolls')).toBe(false);
      expect(getComputedStyle(header).position).toBe('sticky');
    } finally {
      await page.viewport(1280, 800);
    }
  });

  /** Audit F4 (WCAG 1.4.10): at 320 × 256 (400 % zoom) the sticky header took 56 % of the screen. */
  describe('on a short viewport (320 × 256)', () => {
    afterEach(async () => {
      await page.viewport(1280, 800);
      window.scrollTo(0, 0);
    });
    it('the header scrolls away with the page', async () => {
      await page.viewport(320, 256);
      await renderWithProviders(
        <>
          <Header
            logo={<a href="/en">Department of International Trade Promotion</a>}
            navigation={[]}
          />
          <main style={{ height: '300vh' }} />
        </>,
      );
      const header = document.querySelector('header')!;
      expect(getComputedStyle(header).position).toBe('static');
      window.scrollTo(0, 600);
      await expect.poll(() => header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    });
  });

  /** Audit F3 (WCAG 1.4.10): at 320 px "Internationale Handelsbevordering" ran under the buttons. */
  it('at 320 px the long Dutch site name stays clear of the header buttons', async () => {
    await page.viewport(320, 640);
    try {
      await renderWithProviders(
        <Header
          logo={
            // Bold and larger than the site's name (1.125rem): this header has only the Search
            // button, the site's also has Language, so the name needs more text to reach it.
            <a href="/nl" style={{ fontSize: '1.375rem', fontWeight: 700 }}>
              Departement voor Internationale Handelsbevordering
            </a>
          }
          navigation={[]}
          search={{ query: '', onQueryChange: () => {} }}
        />,
        { locale: 'nl' },
      );
      const link = screen.getByRole('link', { name: /Handelsbevordering/ });
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = Array.from(range.getClientRects());
      const buttons = Array.from(document.querySelectorAll('header button'))
        .map((b) => b.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1);
      expect(buttons.length).toBeGreaterThan(0);
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;
      for (const line of lines) {
        for (const button of buttons) expect(overlaps(line, button)).toBe(false);
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
