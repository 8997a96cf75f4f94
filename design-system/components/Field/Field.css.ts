import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDisabled } from '../../themes/forcedColors';

/** Shared anatomy of every form field: label, description, control, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMarker = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
} as const;

/** Text inputs, text areas and the select button share one look. */
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-focused]': focusRing,
    '&:focus-visible': focusRing,
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      borderWidth: '0.1875rem',
    },
    '&[data-disabled], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled], &:disabled': forcedDisabled } } },
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
