import { useLayoutEffect, useRef } from 'react';

/**
 * `aria-invalid` on an element react-aria renders. React Aria's Button passes only a fixed set of
 * DOM attributes (ids, labels, descriptions, data-*), so `aria-invalid` given as a prop never reaches
 * the DOM; yet a button that stands for a form field (a select's trigger, a file chooser) is what
 * has focus, and a screen reader should say "invalid" with its name. Returns the ref to put on it.
 * Set after render (the invalid state only ever arises in the browser, after a check or a submit).
 */
export function useAriaInvalid<T extends Element>(invalid: boolean | undefined) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (invalid) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
  }, [invalid]);
  return ref;
}
