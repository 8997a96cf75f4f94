import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  backgroundColor: vars.color.skeleton,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxxl,
});

export const imageRatios = ['16:9', '4:3', '3:2', '1:1'] as const;

/** A reserved box, so nothing shifts while the image loads. */
export const ratio = recipe({
  variants: {
    ratio: {
      '16:9': { aspectRatio: '16 / 9' },
      '4:3': { aspectRatio: '4 / 3' },
      '3:2': { aspectRatio: '3 / 2' },
      '1:1': { aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { ratio: '16:9' },
});
