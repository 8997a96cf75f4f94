export { palette, type PaletteColor } from './palette';
export {
  borderWidth,
  breakpoints,
  container,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  noScript,
  radius,
  space,
  zIndex,
} from './scale';
