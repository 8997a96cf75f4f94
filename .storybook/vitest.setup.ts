import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// `waitFor` and `findBy…` in the stories' play functions wait up to 5 s instead of Testing
// Library's 1 s: what they wait for is often a lazy chunk (a flag, a dialog, the verification
// widget), and under `npm test` four Storybook projects share two cores. A story that never gets
// there still fails (and each story has 30 s, vitest.config.ts).
configure({ asyncUtilTimeout: 5000 });
