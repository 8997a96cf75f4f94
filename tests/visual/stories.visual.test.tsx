import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Screenshot baselines for every story tagged `matrix` (the state x variant matrices), in the
 * day and night themes. References live in __screenshots__ beside this file; refresh them on
 * purpose with `npx vitest run --project visual --update` and review the images.
 */
type StoryModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  tags: string[];
  run: (context?: { canvasElement: HTMLElement }) => Promise<void>;
}
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const themes = ['day', 'night'] as const;

for (const [path, module] of Object.entries(modules)) {
  const file = path.split('/').pop()!.replace('.stories.tsx', '');
  for (const theme of themes) {
    const stories = composeStories(module, {
      initialGlobals: { theme, locale: 'th', fontSize: '16' },
    });
    const matrix = Object.entries(stories as Record<string, RunnableStory>).filter(([, s]) =>
      s.tags.includes('matrix'),
    );
    if (matrix.length === 0) continue;
    describe(`${file} (${theme})`, () => {
      for (const [name, Story] of matrix) {
        test(`${name} looks as approved`, async () => {
          const canvasElement = document.createElement('div');
          canvasElement.style.width = '60rem';
          canvasElement.style.padding = '1rem';
          document.body.replaceChildren(canvasElement);
          await Story.run({ canvasElement });
          // Let fonts settle so glyph metrics do not vary between runs.
          await document.fonts.ready;
          await expect
            .element(page.elementLocator(canvasElement))
            .toMatchScreenshot(`${file}-${name}-${theme}`, {
              comparatorName: 'pixelmatch',
              comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
            });
        });
      }
    });
  }
}
