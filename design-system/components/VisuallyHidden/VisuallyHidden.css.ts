import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers (the usual clip pattern). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '0.0625rem',
  height: '0.0625rem',
  padding: 0,
  margin: '-0.0625rem',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
