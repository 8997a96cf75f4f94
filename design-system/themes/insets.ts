/**
 * Custom properties on `<html>` through which the page tells the design system what it fixes
 * over the window's edges, so fixed parts (back to top) sit clear of it and focused elements
 * scroll clear of it (WCAG 2.4.11).
 *
 * `--ds-bottom-inset`: the height of what is fixed along the bottom (the site writes the cookie
 * banner's measured height there while it shows).
 */
export const BOTTOM_INSET_PROPERTY = '--ds-bottom-inset';
