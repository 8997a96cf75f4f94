import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from '../design-system';

/**
 * "Back to top" appears once the page has scrolled a screen down; it scrolls to the top (no
 * smooth scrolling under reduced motion) and moves focus to the top of the page, so Tab goes on
 * from there.
 *
 * **Keyboard**: Enter or Space scrolls up and focuses the top.
 */
const meta = {
  title: 'Shell/BackToTop',
  component: BackToTop,
  args: { targetId: 'story-top' },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll down a long page: the button appears; pressing it focuses the top. */
export const AfterScrolling: Story = {
  args: { threshold: 200 },
  render: (args) => (
    <div>
      <h1 id="story-top">Trade guide</h1>
      <div style={{ height: '300vh' }}>Long content</div>
      <BackToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    window.scrollTo(0, 1200);
    const button = await canvas.findByRole('button', { name: /Back to top|กลับขึ้นด้านบน/ });
    await userEvent.click(button);
    await expect(canvas.getByRole('heading', { name: 'Trade guide' })).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBeLessThan(200), { timeout: 3000 });
  },
};

export const Matrix: Story = { tags: ['matrix'], args: { inline: true } };
