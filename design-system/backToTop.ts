/**
 * Lazy entry point: the back-to-top button. The site loads it when the visitor first scrolls
 * (a page nobody scrolls never needs it); its props type is also exported from
 * `design-system/index.ts`.
 */
export { BackToTop, type BackToTopProps } from './components/BackToTop/BackToTop';
