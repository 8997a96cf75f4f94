import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { nightTheme } from './values';

/** Night theme: `[data-theme="night"]`, or the system preference when no script has run. */
createGlobalTheme('[data-theme="night"]', vars, nightTheme);

globalStyle(':root:not([data-theme])', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, nightTheme) },
  },
});
