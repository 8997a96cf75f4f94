/**
 * The declarations that hide content on screen and keep it for screen readers (the usual clip
 * pattern). One rule object for every place that needs it: the VisuallyHidden component, and
 * styles that hide something only at some widths (inside an `@media` block), which a class of
 * VisuallyHidden cannot do.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '0.0625rem',
  height: '0.0625rem',
  padding: 0,
  margin: '-0.0625rem',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
