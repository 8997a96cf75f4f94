import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../tokens/scale';
import { vars } from './contract.css';

/**
 * Responsive atoms: only what a layout changes between a phone and a desktop (whether and how
 * children flow, the grid's columns, the space between them), each with a class per breakpoint.
 * Every other atom is one class (`statics`): each responsive value costs three class names in the
 * first script of every page, and no page set padding, alignment, wrapping or width per
 * breakpoint (making them single-class took 0.6 KB gzipped off the home page's JavaScript).
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': breakpoints.desktop },
    wide: { '@media': breakpoints.wide },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    gap: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      auto: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    },
  },
});

const statics = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['start', 'center', 'end'],
    width: { full: '100%', auto: 'auto' },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      heading: vars.color.heading,
      accent: vars.color.accent,
      critical: vars.color.critical,
      success: vars.color.success,
      inherit: 'inherit',
    },
    background: {
      surface: vars.color.surface,
      surfaceAlt: vars.color.surfaceAlt,
      surfaceRaised: vars.color.surfaceRaised,
      accentSubtle: vars.color.accentSubtle,
      transparent: 'transparent',
    },
    borderRadius: vars.radius,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    minWidth: { '0': '0' },
    flexGrow: { '0': '0', '1': '1' },
    flexShrink: { '0': '0', '1': '1' },
    position: ['relative', 'static'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(responsive, statics);
export type Sprinkles = Parameters<typeof sprinkles>[0];
