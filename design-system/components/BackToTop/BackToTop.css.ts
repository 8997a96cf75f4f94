import { globalStyle, style } from '@vanilla-extract/css';
import { BOTTOM_INSET_PROPERTY } from '../../themes/insets';
import { vars } from '../../themes/contract.css';

/**
 * Floating: above what the page fixes at the bottom (the cookie banner), never under it (WCAG
 * 2.4.11); beside the content column only (BackToTop's `besideId`).
 */
export const floating = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: `calc(var(${BOTTOM_INSET_PROPERTY}, 0rem) + ${vars.space.lg})`,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.raised,
});

/*
 * While the button shows, focused elements scroll clear of it too, and the end of the page scrolls
 * out from under it: the scroll padding and the page's bottom padding grow by its band (its
 * height, ~2.75rem at the default text size, and its margins).
 */
const band = `calc(var(${BOTTOM_INSET_PROPERTY}, 0rem) + 3rem + ${vars.space.lg} + ${vars.space.sm})`;
globalStyle(`html:has(${floating})`, { scrollPaddingBottom: band });
globalStyle(`html:has(${floating}) body`, { paddingBottom: band });

/** In the page's flow (no room beside the column), and in stories. */
export const inFlow = style({ position: 'static' });

/** The in-flow button's row: at the column's inline end, before what follows the content. */
export const flow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlockEnd: vars.space.xl,
});
