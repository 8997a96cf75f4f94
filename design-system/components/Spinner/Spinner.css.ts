import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { still } from '../../themes/motion';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.borderSubtle,
    borderTopColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
    // Reduced motion: a gentle pulse (opacity, no movement) instead of spinning. `!important`
    // because the global reduced-motion rule (themes/global.css.ts) cuts every animation to one
    // 0.01 ms run with `!important`: without it the pulse never showed and the ring stood still.
    ...still({ animation: `${pulse} 1.6s ease-in-out infinite !important` }),
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '0.125rem' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '0.1875rem' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '0.25rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
