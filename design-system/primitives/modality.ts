/**
 * The visitor's input modality, tracked globally like react-aria's `useFocusVisible` (but a few
 * hundred bytes instead of react-aria's interaction stack, for the first-paint primitives).
 *
 * - A key press (not a lone modifier, not a shortcut with Ctrl/Meta, or Alt outside macOS) means
 *   `keyboard`; a pointer down means `pointer`; a click with no pointer behind it (a screen
 *   reader's activation) means `virtual`.
 * - Focus is "visible" unless the last modality was a pointer (as in react-aria; before any
 *   input, e.g. focus moved by the page on load, it is visible).
 *
 * Departure from react-aria: it does not patch `HTMLElement.prototype.focus`, so focus that a
 * screen reader moves without a click keeps the previous modality. react-aria's own tracker runs
 * beside this one once a lazy chunk (dialogs, drawers) loads; both read the same events.
 */
export type Modality = 'keyboard' | 'pointer' | 'virtual';

let current: Modality | null = null;
const listeners = new Set<() => void>();

function set(next: Modality, notify: boolean) {
  current = next;
  if (notify) listeners.forEach((listener) => listener());
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /^Mac/i.test(navigator.platform);
}

function onKey(event: KeyboardEvent) {
  const modifierOnly = event.key === 'Control' || event.key === 'Shift' || event.key === 'Meta';
  const shortcut = event.metaKey || event.ctrlKey || (event.altKey && !isMac());
  if (!modifierOnly && !shortcut) set('keyboard', true);
}

function onPointer(event: PointerEvent) {
  set('pointer', event.type === 'pointerdown');
}

function onClick(event: MouseEvent) {
  // A click with no pointer behind it and no key before it: assistive technology (react-aria's
  // isVirtualClick). Keyboard-triggered clicks keep the keyboard modality.
  if (event.detail === 0 && !(event as PointerEvent).pointerType && current !== 'keyboard') {
    set('virtual', false);
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('keyup', onKey, true);
  document.addEventListener('click', onClick, true);
  for (const type of ['pointerdown', 'pointermove', 'pointerup'] as const) {
    document.addEventListener(type, onPointer, true);
  }
}

/** The last input modality (`null` before any input). */
export function getModality(): Modality | null {
  return current;
}

/** Whether focus should show a ring now: any modality but a pointer. */
export function isFocusVisible(): boolean {
  return current !== 'pointer';
}

/** Called when the modality changes by a key press, a pointer down or assistive technology. */
export function subscribeModality(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
