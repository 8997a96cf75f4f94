import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.raised,
});

/** In a story instead of fixed to the window. */
export const inline = style({ position: 'static' });
