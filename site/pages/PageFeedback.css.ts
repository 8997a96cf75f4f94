import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/css';

/** The prompt closes the page's content: a rule above it, the text column's width. */
export const panel = style({
  maxWidth: vars.container.text,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  paddingBlockStart: vars.space.lg,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
  margin: 0,
  // Focused by script only (tabIndex -1) to move the reading position; not a Tab stop.
  outline: 'none',
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});
