/**
 * Reduced motion: the visitor's system setting (`prefers-reduced-motion: reduce`) or the page's own
 * (`data-motion="reduce"` on `<html>`: what Storybook's *Motion* toolbar sets, and what a site
 * may set from a visitor's choice of its own). Every rule of the design system that calms motion
 * is written with `still()`, so that the two are honoured alike; scripts ask `prefersReducedMotion()`.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** The root attribute that asks for reduced motion when its value is `reduce`. */
export const MOTION_ATTRIBUTE = 'data-motion';
/** The root selector of the page's own request. */
export const REDUCED_MOTION_ROOT = `:root[${MOTION_ATTRIBUTE}="reduce"]`;

type Rules = Record<string, unknown>;

/**
 * `rules` under reduced motion, for a vanilla-extract style: spread it last, passing the style's
 * own `@media` and `selectors` (they are merged, not replaced):
 * `style({ animation: ..., ...still({ animation: 'none' }, { selectors: { '&:hover': ... } }) })`.
 */
export function still<R extends Rules>(
  rules: R,
  own: { '@media'?: Record<string, Rules>; selectors?: Record<string, Rules> } = {},
) {
  return {
    '@media': { ...own['@media'], [REDUCED_MOTION_QUERY]: rules },
    selectors: { ...own.selectors, [`${REDUCED_MOTION_ROOT} &`]: rules },
  };
}

/** Whether motion should be calmed now (the system setting or the page's attribute). */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    document.documentElement.getAttribute(MOTION_ATTRIBUTE) === 'reduce' ||
    window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  );
}
