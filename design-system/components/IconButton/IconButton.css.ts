import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDisabled, forcedFilledButton } from '../../themes/forcedColors';

export const iconButtonVariants = ['ghost', 'outline', 'solid'] as const;

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: vars.borderWidth.medium,
    borderStyle: 'solid',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.offset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
    '@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled]': forcedDisabled } } },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceAlt },
          '&[aria-pressed="true"], &[aria-expanded="true"]': {
            backgroundColor: vars.color.accentSubtle,
            color: vars.color.onAccentSubtle,
          },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceAlt },
          '&[aria-pressed="true"], &[aria-expanded="true"]': {
            borderColor: vars.color.accent,
            backgroundColor: vars.color.accentSubtle,
            color: vars.color.onAccentSubtle,
          },
        },
      },
      solid: {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            backgroundColor: vars.color.accentHover,
            borderColor: vars.color.accentHover,
          },
        },
        '@media': { [FORCED_COLORS]: forcedFilledButton },
      },
    },
  },
  defaultVariants: { variant: 'ghost' },
});
