import { useEffect, useRef, useState } from 'react';

/** How long to wait for the new page's `h1` (a lazy chunk, then the CMS's answer) before `main`. */
export const ROUTE_FOCUS_WAIT_MS = 5000;
const POLL_MS = 50;

/** Whether React owns this element (a server-rendered node gets its fiber when it hydrates). */
const isHydrated = (el: Element): boolean =>
  Object.keys(el).some((key) => key.startsWith('__reactFiber$'));

/**
 * After a client-side navigation to another page (a link, Back or Forward), moves focus to the new
 * page's `h1` (made focusable with `tabIndex=-1`), or to `main` if none appears in time, and returns
 * the new page's title for a polite live region, set once per navigation (WCAG 2.4.3, 4.1.3: audit
 * F10). Nothing happens on the first page (the browser already announced it) or when the address
 * has a `#fragment` (the page scrolls to that target instead).
 */
export function useRouteFocus(pathname: string, hash: string, mainId = 'main'): string {
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // Only a change of page moves focus: not the first page, not a second run for the same one.
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    if (hash) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const found = main.querySelector<HTMLElement>('h1');
      // A server-rendered heading React has not hydrated yet is left alone (an attribute added
      // before hydration is a hydration mismatch): wait for React to own it.
      const heading = found && isHydrated(found) ? found : null;
      if (!heading && Date.now() - started < ROUTE_FOCUS_WAIT_MS) {
        timer = setTimeout(settle, POLL_MS);
        return;
      }
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      // Clear first, so the same title (a page opened twice) is announced again.
      setAnnouncement('');
      timer = setTimeout(() => setAnnouncement(document.title), POLL_MS);
    };
    timer = setTimeout(settle, 0);
    return () => clearTimeout(timer);
  }, [pathname, hash, mainId]);
  return announcement;
}
