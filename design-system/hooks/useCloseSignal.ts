import { useEffect, useRef } from 'react';

/**
 * Calls `onSignal` whenever `signal` changes value (not on first render). The site passes e.g.
 * the location key so every menu, drawer and panel closes on a route change.
 */
export function useCloseSignal(signal: unknown, onSignal: () => void): void {
  const previous = useRef(signal);
  const callback = useRef(onSignal);
  useEffect(() => {
    callback.current = onSignal;
  });
  useEffect(() => {
    if (Object.is(previous.current, signal)) return;
    previous.current = signal;
    callback.current();
  }, [signal]);
}
