import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from '../design-system';
import { demo, fromCatalog } from './data/locale';

/**
 * "Back to top" appears once the page has scrolled a screen down; it scrolls to the top (no
 * smooth scrolling under reduced motion) and moves focus to the top of the page, so Tab goes on
 * from there.
 *
 * **Placement**: give it the content column's id (`besideId`). It floats at the window's corner
 * only while the window leaves it room beside the column (wide screens); on laptops, phones and
 * with larger text it ends the content in the page's flow instead, so it never covers a card's
 * date or a link (WCAG 1.4.4, 1.4.10). The site renders it after the content, before the footer.
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
  render: (args, { globals }) => (
    <div>
      <h1 id="story-top">{fromCatalog('Trade guide')}</h1>
      <div style={{ height: '300vh' }}>{demo(globals).longContent}</div>
      <BackToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    window.scrollTo(0, 1200);
    const button = await canvas.findByRole('button', { name: /Back to top|กลับขึ้นด้านบน/ });
    await userEvent.click(button);
    await expect(canvas.getByRole('heading', { name: fromCatalog('Trade guide') })).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBeLessThan(200), { timeout: 3000 });
  },
};

/** The column fills the canvas: no room beside it, so the button ends the content in the flow. */
export const BesideAFullColumn: Story = {
  args: { besideId: 'story-column' },
  render: (args, { globals }) => (
    <div>
      <h1 id="story-top">{fromCatalog('Trade guide')}</h1>
      <div id="story-column" style={{ height: '300vh' }}>
        {demo(globals).longContentInColumn}
      </div>
      <BackToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /Back to top|กลับขึ้นด้านบน/ });
    await expect(getComputedStyle(button).position).toBe('static');
  },
};

export const Matrix: Story = { tags: ['matrix'], args: { inline: true } };
