import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDisabled } from '../../themes/forcedColors';
import { still } from '../../themes/motion';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '1.5rem',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled]': forcedDisabled } } },
});

export const circle = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-width',
  transitionDuration: vars.motion.fast,
  ...still(
    { transitionDuration: '0s' },
    {
      selectors: {
        [`${radio}[data-selected] &`]: { borderWidth: '0.4375rem', borderColor: vars.color.accent },
        [`${radio}[data-focus-visible] &`]: {
          outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
          outlineOffset: vars.focus.offset,
        },
        [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
      },
      '@media': {
        [FORCED_COLORS]: {
          selectors: { [`${radio}[data-disabled] &`]: { borderColor: 'GrayText' } },
        },
      },
    },
  ),
});
