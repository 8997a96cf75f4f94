import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const flagSizes = ['sm', 'md', 'lg'] as const;

/** A 4:3 box of fixed size (em), so nothing moves when the SVG arrives. */
export const flag = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    aspectRatio: '4 / 3',
    verticalAlign: 'middle',
    overflow: 'hidden',
    borderRadius: '0.125rem',
    boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.borderSubtle}`,
    backgroundColor: vars.color.skeleton,
  },
  variants: {
    size: {
      sm: { width: '1.333em', height: '1em' },
      md: { width: '2em', height: '1.5em' },
      lg: { width: '4em', height: '3em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
