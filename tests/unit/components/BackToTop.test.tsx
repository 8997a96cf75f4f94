import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../../../design-system';
import { renderWithProviders } from '../../support/render';

describe('a visitor far down a page goes back to the top', () => {
  it('sees the button only after scrolling, and lands on the top of the page', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    await renderWithProviders(
      <>
        <div id="top">Top of the page</div>
        <BackToTop threshold={300} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      fireEvent.scroll(window);
      await new Promise((r) => requestAnimationFrame(r));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(screen.getByText('Top of the page')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
