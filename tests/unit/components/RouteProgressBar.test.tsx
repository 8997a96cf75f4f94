import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteProgressBar, SPEC, trickle } from '../../../design-system';
import { renderWithProviders } from '../../support/render';

afterEach(() => vi.useRealTimers());

describe('a visitor sees that a page is loading', () => {
  it('trickles towards the end without reaching it', () => {
    let value: number = SPEC.progressBar.minimum;
    for (let i = 0; i < 1000; i++) value = trickle(value);
    expect(value).toBeGreaterThan(0.9);
    expect(value).toBeLessThan(1);
  });

  it('starts at the minimum, grows every 200 ms, completes and disappears', async () => {
    vi.useFakeTimers();
    let setActive: (active: boolean) => void = () => {};
    function Page() {
      const [active, set] = useState(true);
      setActive = set;
      return <RouteProgressBar active={active} />;
    }
    await renderWithProviders(<Page />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    await act(async () => vi.advanceTimersByTime(SPEC.progressBar.trickleMs));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(8);
    await act(async () => setActive(false));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await act(async () => vi.advanceTimersByTime(SPEC.progressBar.speedMs * 2));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing when no page is loading', async () => {
    await renderWithProviders(<RouteProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
