import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '../design-system';
import { demo } from './data/locale';

/**
 * The first focusable element on every page. Hidden until focused, then shown at the top left.
 *
 * **Keyboard**: the first Tab on a page shows it; Enter moves focus to the main content.
 */
const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  render: (args, { globals }) => {
    const text = demo(globals);
    return (
      <>
        <SkipLink {...args} />
        <nav aria-label={text.exampleNavigation}>
          <a href="#one">{text.one}</a> <a href="#two">{text.two}</a>
        </nav>
        <main id="main">
          <h1>{text.mainContent}</h1>
        </main>
      </>
    );
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: /skip|ข้าม/i });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
