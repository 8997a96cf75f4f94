import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A rule between results, as in a printed index. */
export const item = style({
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: vars.container.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/** Type and date on one line, separated by a middle dot. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${meta} > span + span::before`, {
  // Decorative: the second form gives it empty alternative text, so screen readers skip it.
  content: ['"·"', '"·" / ""'],
  marginInlineEnd: vars.space.sm,
});

export const snippet = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});
