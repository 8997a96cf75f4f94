import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { dayTheme } from './values';

/**
 * Day theme. Applies to `[data-theme="day"]` (set on <html> by the colour-mode head script, or on
 * any subtree, e.g. a Storybook side-by-side), and to <html> before any choice is known.
 */
createGlobalTheme(':root, [data-theme="day"]', vars, dayTheme);
