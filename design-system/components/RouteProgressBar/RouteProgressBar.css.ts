import { style } from '@vanilla-extract/css';
import { SPEC } from '../../constants';
import { vars } from '../../themes/contract.css';
import { still } from '../../themes/motion';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.progress,
  height: SPEC.progressBar.height,
  pointerEvents: 'none',
  transitionProperty: 'opacity',
  transitionDuration: `${SPEC.progressBar.speedMs}ms`,
  transitionTimingFunction: 'linear',
});

/** Completed: fades out over the configured speed (docs/behaviour.md#progress-bar). */
export const done = style({ opacity: 0 });

export const bar = style({
  height: '100%',
  backgroundColor: vars.color.progress,
  transformOrigin: 'left',
  transitionProperty: 'transform',
  transitionDuration: `${SPEC.progressBar.speedMs}ms`,
  transitionTimingFunction: 'ease',
  ...still(
    { transition: 'none' },
    { selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } } },
  ),
});
