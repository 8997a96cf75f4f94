import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';

/** Internal links go nowhere in Storybook: a no-op router keeps the canvas in place. */
export const withNoopRouter: Decorator = (Story) => (
  <RouterProvider navigate={() => {}}>
    <Story />
  </RouterProvider>
);
