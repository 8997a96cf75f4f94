import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { still } from '../../themes/motion';

const drop = keyframes({
  '0%': { transform: 'translateY(-0.75rem)', opacity: 0 },
  '45%': { transform: 'translateY(0)', opacity: 1 },
  '60%': { transform: 'translateY(-0.125rem)' },
  '100%': { transform: 'translateY(0)', opacity: 1 },
});
const pop = keyframes({
  '0%, 55%': { transform: 'scale(0)' },
  '80%': { transform: 'scale(1.15)' },
  '100%': { transform: 'scale(1)' },
});
const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '15%, 45%, 75%': { transform: 'translateX(-0.1875rem)' },
  '30%, 60%, 90%': { transform: 'translateX(0.1875rem)' },
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({
  '0%, 80%, 100%': { opacity: 0.3, transform: 'scale(0.8)' },
  '40%': { opacity: 1, transform: 'scale(1)' },
});

/** Motion is decoration: under reduced motion every animation rests on its final frame. */
const stopped = still({ animation: 'none' });

export const svg = recipe({
  base: { display: 'block', width: '4.5rem', height: '4.5rem', flex: 'none' },
  variants: {
    tone: {
      addToCart: { color: vars.color.success },
      wrongPassword: { color: vars.color.critical },
      loading: { color: vars.color.accent },
    },
  },
});

export const stroke = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const badgeMark = style({
  fill: 'none',
  stroke: vars.color.onSuccess,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const muted = style({ stroke: vars.color.textMuted });

export const parcel = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${drop} 700ms ${vars.motion.easing} both`,
  ...stopped,
});

export const badge = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${pop} 900ms ${vars.motion.easing} both`,
  ...stopped,
});

export const shaking = style({
  animation: `${shake} 600ms ease-in-out both`,
  ...stopped,
});

export const spinner = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${spin} 1s linear infinite`,
  ...stopped,
});

export const dot = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  fill: 'currentColor',
  animation: `${pulse} 1.2s ease-in-out infinite`,
  ...still(
    { animation: 'none', opacity: 1 },
    {
      selectors: {
        '&:nth-of-type(2)': { animationDelay: '150ms' },
        '&:nth-of-type(3)': { animationDelay: '300ms' },
      },
    },
  ),
});
