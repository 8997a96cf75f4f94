import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDisabled } from '../../themes/forcedColors';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '1.5rem',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled]': forcedDisabled } } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.0625rem',
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
  '@media': {
    [FORCED_COLORS]: {
      selectors: { [`${root}[data-disabled] &`]: { borderColor: 'GrayText', color: 'GrayText' } },
    },
  },
});

export const mark = style({
  visibility: 'hidden',
  selectors: { [`${root}[data-selected] &`]: { visibility: 'visible' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
