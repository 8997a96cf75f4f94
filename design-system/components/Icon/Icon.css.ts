import { recipe } from '@vanilla-extract/recipes';

/** Icons are sized in em so they scale with the surrounding text. */
export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: '-0.125em',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.25em', height: '1.25em' },
      lg: { width: '1.5em', height: '1.5em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const iconSizes = ['sm', 'md', 'lg'] as const;
