import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { still } from '../../themes/motion';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  ...still({ animation: 'none' }),
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
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const cardImage = style({ aspectRatio: '16 / 9', borderRadius: 0, width: '100%' });

/**
 * One line box of the text it stands for (`1lh` of the element's own line height: the card's title
 * and snippet classes give it the same font size and line height as the real text), drawn as a
 * bar in its middle.
 */
export const cardLine = style({
  display: 'block',
  boxSizing: 'border-box',
  height: '1lh',
  paddingBlock: '0.2lh',
  backgroundClip: 'content-box',
  borderRadius: vars.radius.sm,
  selectors: { '&:last-child': { width: '55%' } },
});

export const cardMeta = style({ width: '40%' });
