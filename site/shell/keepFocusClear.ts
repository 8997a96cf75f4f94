/**
 * Keeps a focused control clear of what the page fixes at the bottom (the cookie banner, the
 * back-to-top button), WCAG 2.4.11. The design system's scroll padding does it for most controls;
 * but for a text area or a text field the browser scrolls only as far as the caret, so the lower
 * part of a tall control stayed under the banner. After the browser's own scroll, a control that
 * starts above the bottom scroll padding and runs into it is brought wholly into view (the scroll
 * padding, top and bottom, keeps it clear of the header and the banner).
 *
 * @returns a function that removes the listener
 */
export function keepFocusClear(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const el = event.target;
    if (!(el instanceof HTMLElement)) return;
    requestAnimationFrame(() => {
      if (doc.activeElement !== el) return;
      const view = doc.defaultView;
      if (!view) return;
      const padding = parseFloat(view.getComputedStyle(doc.documentElement).scrollPaddingBottom);
      if (!(padding > 0)) return;
      const clearBottom = view.innerHeight - padding;
      const box = el.getBoundingClientRect();
      // Starts above the covered band and runs into it (fixed controls start inside it).
      if (box.top < clearBottom && box.bottom > clearBottom && box.top > 0)
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
