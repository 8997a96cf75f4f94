import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDisabled } from '../../themes/forcedColors';

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.dropdown,
});

export const listbox = style({ outline: 'none', padding: vars.space.xxs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled]': forcedDisabled } } },
});

export const check = style({
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});
