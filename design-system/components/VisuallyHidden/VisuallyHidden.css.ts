import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../themes/visuallyHidden';

/** Hidden on screen, read by screen readers (the usual clip pattern). */
export const visuallyHidden = style(visuallyHiddenRule);
