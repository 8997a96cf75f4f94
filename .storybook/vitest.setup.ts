import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import { defaultLocale, defaultTheme } from './globals';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// `waitFor` and `findBy…` in the stories' play functions wait up to 5 s instead of Testing
// Library's 1 s: what they wait for is often a lazy chunk (a flag, a dialog, the verification
// widget), and under `npm test` four Storybook projects share two cores. A story that never gets
// there still fails (and each story has 30 s, vitest.config.ts).
configure({ asyncUtilTimeout: 5000 });

declare module 'vitest' {
  interface TaskMeta {
    /** What the accessibility report needs to reuse this run's axe result (scripts/a11y-report.mjs). */
    storyReport?: {
      theme: string;
      locale: string;
      name: string;
      a11yTest?: string;
      /** Rules the story switches off in `parameters.a11y.config.rules`. */
      disabledRules?: string[];
    };
  }
}

// The addon already stores the story's id and axe result in the task's meta (and so in
// reports/tests/storybook.json); the report also needs the variant, the story's name and whether
// its axe check is switched off or only advisory (`parameters.a11y.test`).
afterEach((context) => {
  const story = (
    context as unknown as {
      story?: {
        storyName: string;
        parameters?: {
          a11y?: {
            test?: string;
            disable?: boolean;
            config?: { rules?: { id: string; enabled?: boolean }[] };
          };
        };
      };
    }
  ).story;
  if (!story) return;
  const a11y = story.parameters?.a11y;
  context.task.meta.storyReport = {
    theme: defaultTheme,
    locale: defaultLocale,
    name: story.storyName,
    a11yTest: a11y?.disable === true ? 'off' : a11y?.test,
    disabledRules: (a11y?.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id),
  };
});
