import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDisabled, forcedFilledButton } from '../../themes/forcedColors';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/** Variants by recipe; interaction states from react-aria data attributes. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '2.75rem',
    minWidth: '2.75rem',
    borderRadius: vars.radius.md,
    borderWidth: vars.borderWidth.medium,
    borderStyle: 'solid',
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.offset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled]': forcedDisabled } } },
  },
  variants: {
    variant: {
      primary: {
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
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.accent,
        color: vars.color.accent,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.accentSubtle },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceAlt },
        },
      },
      critical: {
        backgroundColor: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered], &[data-pressed]': { filter: 'brightness(0.92)' },
        },
        '@media': { [FORCED_COLORS]: forcedFilledButton },
      },
    },
    size: {
      sm: {
        minHeight: '2.25rem',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        paddingInline: vars.space.lg,
        paddingBlock: vars.space.sm,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: '3.25rem',
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
