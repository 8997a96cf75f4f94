export { palette, type PaletteColor } from './palette';
export {
  breakpoints,
  container,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  space,
  zIndex,
} from './scale';
