/**
 * The back-to-top button is downloaded when the visitor first scrolls (site/shell/LazyBackToTop.tsx),
 * or at once on a page opened already scrolled; before that nothing of it is on the page.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyBackToTop } from '../../../site/shell/LazyBackToTop';
import { renderWithProviders } from '../../support/render';

const scrollTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const frame = () => new Promise((r) => requestAnimationFrame(r));

afterEach(() => scrollTo(0));

describe('back to top, loaded on the first scroll', () => {
  it('is not there before the visitor scrolls, and shows once they have scrolled far', async () => {
    await renderWithProviders(<LazyBackToTop threshold={300} />);
    await act(frame);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(async () => {
      scrollTo(900);
      fireEvent.scroll(window);
      await frame();
    });
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it("a keyboard visitor's first key loads it, before their Tab reaches the end of the page", async () => {
    await renderWithProviders(<LazyBackToTop threshold={300} />);
    await act(frame);
    fireEvent.keyDown(window, { key: 'Tab' });
    // Loaded and mounted: it shows as soon as the page is scrolled, with no further event needed
    // to load it.
    await act(async () => {
      await import('../../../design-system/backToTop');
      scrollTo(900);
      await frame();
      window.dispatchEvent(new Event('resize'));
      await frame();
    });
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('a page opened already scrolled down has it at once', async () => {
    scrollTo(1200);
    await renderWithProviders(<LazyBackToTop threshold={300} />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
  });
});
