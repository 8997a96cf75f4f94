/**
 * Custom properties on `<html>` through which the page tells the design system what it fixes
 * over the window's edges, so fixed parts (back to top) sit clear of it and focused elements
 * scroll clear of it (WCAG 2.4.11).
 *
 * `--ds-bottom-inset`: the height of what is fixed along the bottom (the site writes the cookie
 * banner's measured height there while it shows).
 *
 * Registered as not inherited (global.css.ts), like the header's height: a custom property that
 * every element inherits makes each write restyle the whole page, a long task on a phone (Total
 * Blocking Time) just as the page starts. `<html>` (scroll padding) and `<body>` (bottom padding)
 * take it explicitly; the floating back-to-top button reads it from `<html>` and sets its own.
 */
export const BOTTOM_INSET_PROPERTY = '--ds-bottom-inset';
