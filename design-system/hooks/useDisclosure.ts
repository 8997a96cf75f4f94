import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A value that is controlled when `value` is given (not `undefined`) and held here otherwise;
 * `onChange` is called on every change either way (not when set to the value it already has).
 * It stands for react-stately's `useControlledState`, which is not in the first paint's script
 * (the home page's JS budget); a parity test holds it to that hook's behaviour
 * (tests/unit/components/controllableStateParity.test.tsx). No updater functions.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set];
}

/**
 * The disclosure behaviour the mega menu and the language switcher share. The open state is a
 * key, `closed` when nothing is open (the menu's open group id or `null`; the switcher's `true` or
 * `false`), controlled when `value` is given (see `useControllableState`). It closes on Escape
 * inside the root (focus back on the open entry's trigger), a press outside the root, focus
 * leaving the entry's element, and `close()` (choosing).
 *
 * Hand-written rather than react-stately's `useOverlayTriggerState` with react-aria's
 * `useInteractOutside`: neither is in the home page's first-paint bundle, whose JS budget had
 * 0.2 KB left (119.8 of 120 KB gzip). Positional arguments and no option object, for the same
 * budget: property names survive minification.
 */
export function useDisclosure<K, Root extends HTMLElement>(
  value: K | undefined,
  defaultValue: K,
  onChange: ((value: K) => void) | undefined,
  closed: K,
) {
  const [open, setOpen] = useControllableState(value, defaultValue, onChange);
  const rootRef = useRef<Root>(null);
  const triggers = useRef(new Map<K, HTMLElement>());

  // Added again on every render while open, so they always call the latest `setOpen` (the
  // owner's `onChange` may be a new function each render); renders while open are few.
  useEffect(() => {
    const root = rootRef.current;
    if (open === closed || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(closed);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      triggers.current.get(open)?.focus();
      setOpen(closed);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
    };
  });

  return {
    open,
    setOpen,
    rootRef,
    /** Ref callback for entry `key`'s trigger (Escape and `close(true)` return focus to it). */
    triggerRef: (key: K) => (node: HTMLElement | null) => {
      if (node) triggers.current.set(key, node);
      else triggers.current.delete(key);
    },
    /** `onBlur` for the element holding entry `key`'s trigger and panel. */
    closeOnFocusLeaving: (key: K) => (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      // A click on plain text inside the panel blurs to nothing: only a real move elsewhere closes.
      if (next && !event.currentTarget.contains(next) && open === key) setOpen(closed);
    },
    /** Closes the open entry; `returnFocus` puts focus back on its trigger. */
    close: (returnFocus?: boolean) => {
      if (returnFocus) triggers.current.get(open)?.focus();
      setOpen(closed);
    },
  };
}
