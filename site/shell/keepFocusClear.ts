/**
 * Keeps a focused control clear of what the page fixes at the bottom (the cookie banner, the
 * back-to-top button), WCAG 2.4.11. The design system's scroll padding covers most cases, but the
 * browser does not always scroll: a control already inside the window is left where it is, even
 * under the fixed band, and a text area or text field is scrolled only as far as its caret, so
 * its lower part can stay under the banner. After the browser's own scroll, a focused control
 * (not itself part of something fixed) that reaches into the bottom scroll padding is brought
 * wholly into view; the scroll padding, top and bottom, keeps it clear of the header and the band.
 * The same check runs again when the band grows under a control that already has the focus.
 *
 * @returns a function that removes the listener
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

  const onFocusIn = (event: FocusEvent) => {
    const el = event.target;
    if (el instanceof HTMLElement) requestAnimationFrame(() => clear(el));
  };

  // The band can grow after the focus has landed: the browser's own scroll to a focused link is
  // what makes the back-to-top button appear, and its band comes after. When the band grows (the
  // body's bottom padding follows it, so the body resizes), the focused control is checked again.
  // Only on growth: a visitor scrolling the page is never pulled back to the focus.
  let band = bottomPadding();
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          const now = bottomPadding();
          const grew = now > band;
          band = now;
          const el = doc.activeElement;
          if (grew && el instanceof HTMLElement && el !== doc.body) clear(el);
        });
  resizes?.observe(doc.body, { box: 'border-box' });

  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    resizes?.disconnect();
  };
}
