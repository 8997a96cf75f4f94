import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const grid = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.lg,
  },
  variants: {
    /** Smallest column width; as many columns as fit (one on a phone). */
    minColumn: {
      sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))' },
      md: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))' },
      lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' },
    },
  },
  defaultVariants: { minColumn: 'md' },
});

export const item = style({ minWidth: 0 });

export const cardGridColumns = ['sm', 'md', 'lg'] as const;
