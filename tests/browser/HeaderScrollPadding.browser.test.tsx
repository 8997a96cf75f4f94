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
});
