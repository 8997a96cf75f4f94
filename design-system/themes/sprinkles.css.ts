import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../tokens/scale';
import { vars } from './contract.css';

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
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      auto: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    },
    textAlign: ['start', 'center', 'end'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
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
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
