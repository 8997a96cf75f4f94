import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers that Testing Library and user-event follow (the pop-ups' timers): Testing Library
 * drains React work with setTimeout(0) and advances a fake clock only when it sees a `jest`
 * global, so it gets one that drives Vitest's clock. Call `releaseClock` in `afterEach`.
 */
export function takeOverClock() {
  vi.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = {
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  };
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

export function releaseClock() {
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
}

/** Moves the fake clock on by `ms`. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets promise callbacks (the API's answers) run. */
export const settle = () => act(async () => {});
