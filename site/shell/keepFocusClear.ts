/** The keys that scroll the page when the focused element does not use them itself. */
const SCROLL_KEYS = new Set([
  'PageDown',
  'PageUp',
  ' ',
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/** Inputs whose keys are not text editing: Space and the arrows on them can scroll the page. */
const KEYLESS_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file']);

/** Whether the focused element uses the scroll keys itself (a text field, a list box, a slider). */
const takesKeys = (el: Element | null): boolean =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && !KEYLESS_INPUTS.has(el.type)) ||
  (el instanceof HTMLElement && el.isContentEditable);

/**
 * Keeps a focused control clear of what the page fixes at the bottom (the cookie banner, the
 * back-to-top button), WCAG 2.4.11. The design system's scroll padding covers most cases, but the
 * browser does not always scroll: a control already inside the window is left where it is, even
 * under the fixed band, and a text area or text field is scrolled only as far as its caret, so
 * its lower part can stay under the banner. After the browser's own scroll, a focused control
 * (not itself part of something fixed) that reaches into the bottom scroll padding is brought
 * wholly into view; the scroll padding, top and bottom, keeps it clear of the header and the band.
 * The same check runs again while the focus stays put and the page moves under it: when the band
 * grows (the back-to-top button appearing after the browser's scroll) and when the layout shifts
 * after the focus has landed (a picture or a lazily loaded part above it taking its height, a web
 * font arriving), either of which can carry the focused control down under the band. Once the
 * visitor scrolls the page themselves, the focus is left where they put it until it moves again
 * (docs/accessibility.md#beyond-axe-the-checks-of-what-a-hand-audit-found, "Focus not obscured").
 *
 * @returns a function that removes the listeners
 */
export function keepFocusClear(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const bottomPadding = () =>
    parseFloat(view.getComputedStyle(doc.documentElement).scrollPaddingBottom) || 0;

  /**
   * What the visitor sees of a focused control. A radio button or checkbox is drawn beside its
   * label while the real input sits in a 1 px clipped box (react-aria's VisuallyHidden): asked to
   * scroll that input into view, the browser scrolls the clipped box and leaves the page where it
   * is, so the label, which holds the drawn control, is what is brought clear.
   */
  const seen = (el: HTMLElement): HTMLElement =>
    (el instanceof HTMLInputElement &&
      (el.type === 'radio' || el.type === 'checkbox') &&
      el.closest('label')) ||
    el;

  /** Scrolls `el` wholly clear of the bottom band when it reaches into it. */
  const clear = (el: HTMLElement) => {
    if (doc.activeElement !== el) return;
    const padding = bottomPadding();
    if (!(padding > 0)) return;
    const target = seen(el);
    const box = target.getBoundingClientRect();
    if (box.bottom <= view.innerHeight - padding || box.top >= view.innerHeight) return;
    // The banner's and the back-to-top button's own controls live in the band.
    for (let node: HTMLElement | null = el; node; node = node.parentElement)
      if (view.getComputedStyle(node).position === 'fixed') return;
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  // Set when the visitor scrolls the page themselves, cleared when the focus lands again: from
  // then on the page is where they put it, and the focus is never what pulls it back.
  let visitorScrolled = false;
  const onFocusIn = (event: FocusEvent) => {
    visitorScrolled = false;
    const el = event.target;
    if (el instanceof HTMLElement) requestAnimationFrame(() => clear(el));
  };
  const onScrollInput = () => {
    visitorScrolled = true;
  };
  // Keys scroll the page only when nothing took them first: a text field moves its caret with
  // them, a widget that handles them (react-aria's) cancels their default and stops them.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !SCROLL_KEYS.has(event.key)) return;
    if (!takesKeys(doc.activeElement)) visitorScrolled = true;
  };

  // The page can move under a control that keeps the focus: the band grows after the browser's
  // own scroll to a focused link (that scroll is what makes the back-to-top button appear), and a
  // picture, a lazily loaded part or a web font that arrives late pushes what follows it down.
  // Both resize the body: its bottom padding follows the band, and its height follows the content
  // wherever the content can reach the band (a page shorter than the window, held at the body's
  // minimum height, ends above the band). On any resize the focused control is checked again,
  // unless the visitor has scrolled since the focus landed.
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          const el = doc.activeElement;
          if (!visitorScrolled && el instanceof HTMLElement && el !== doc.body) clear(el);
        });
  resizes?.observe(doc.body, { box: 'border-box' });

  const passive = { capture: true, passive: true } as const;
  doc.addEventListener('wheel', onScrollInput, passive);
  doc.addEventListener('touchmove', onScrollInput, passive);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('wheel', onScrollInput, passive);
    doc.removeEventListener('touchmove', onScrollInput, passive);
    doc.removeEventListener('keydown', onKeyDown);
    resizes?.disconnect();
  };
}
