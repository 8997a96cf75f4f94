import { globalStyle, style } from '@vanilla-extract/css';
import { BOTTOM_INSET_PROPERTY } from '../../themes/insets';
import { vars } from '../../themes/contract.css';

/** Above what the page fixes at the bottom (the cookie banner), never under it (WCAG 2.4.11). */
export const button = style({
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
globalStyle(`html:has(${button})`, { scrollPaddingBottom: band });
globalStyle(`html:has(${button}) body`, { paddingBottom: band });

/** In a story instead of fixed to the window. */
export const inline = style({ position: 'static' });
