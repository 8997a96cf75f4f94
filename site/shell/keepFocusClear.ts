/**
 * Keeps a focused control clear of what the page fixes at the bottom (the cookie banner, the
 * back-to-top button), WCAG 2.4.11. The design system's scroll padding covers most cases, but the
 * browser does not always scroll: a control already inside the window is left where it is, even
 * under the fixed band, and a text area or text field is scrolled only as far as its caret, so
 * its lower part can stay under the banner. After the browser's own scroll, a focused control
 * (not itself part of something fixed) that reaches into the bottom scroll padding is brought
 * wholly into view; the scroll padding, top and bottom, keeps it clear of the header and the band.
 *
 * @returns a function that removes the listener
 */
export function keepFocusClear(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const el = event.target;
    if (!(el instanceof HTMLElement)) return;
    requestAnimationFrame(() => {
      const view = doc.defaultView;
      if (!view || doc.activeElement !== el) return;
      const padding = parseFloat(view.getComputedStyle(doc.documentElement).scrollPaddingBottom);
      if (!(padding > 0)) return;
      const box = el.getBoundingClientRect();
      if (box.bottom <= view.innerHeight - padding || box.top >= view.innerHeight) return;
      // The banner's and the back-to-top button's own controls live in the band.
      for (let node: HTMLElement | null = el; node; node = node.parentElement)
        if (view.getComputedStyle(node).position === 'fixed') return;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
