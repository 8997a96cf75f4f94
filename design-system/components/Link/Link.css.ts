import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecorationThickness: '0.0625rem',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '0.1875rem' },
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.offset,
      },
      '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'underline',
        minHeight: '1.5rem',
      },
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: 'inherit', textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({ marginInlineStart: '0.2em' });
