import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { still } from '../../themes/motion';

export const zone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const invalid = style({ borderColor: vars.color.critical });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.sm,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});

export const fileName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const progressRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderSubtle,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.progress,
  transformOrigin: 'left',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.base,
  ...still({ transitionDuration: '0s' }),
});
