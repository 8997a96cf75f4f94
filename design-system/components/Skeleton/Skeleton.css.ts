import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const line = recipe({
  base: { height: '1em', marginBlock: '0.25em' },
  variants: {
    width: { full: { width: '100%' }, long: { width: '85%' }, short: { width: '55%' } },
  },
  defaultVariants: { width: 'full' },
});

export const lines = style({
  display: 'block',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

/** Matches ContentCard's anatomy so the grid keeps its size when the cards arrive. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderWidth: '0.0625rem',
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const cardImage = style({ aspectRatio: '16 / 9', borderRadius: 0, width: '100%' });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
});

export const cardSnippet = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body });

export const cardMeta = style({ height: '1em', width: '40%', fontSize: vars.fontSize.sm });
