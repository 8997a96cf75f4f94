import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialSidebar } from '../design-system';
import { socialLinks } from './data/menus';

/**
 * The Thai site's social-media side bar on large screens (hidden at <= 767 px by CSS). The toggle
 * ("Hide social links" / "Show social links") keeps its state for the visit in sessionStorage.
 * Links open a new tab and say so. Shown `inline` here; the site fixes it to the window's edge.
 *
 * **Keyboard**: Tab reaches the toggle then each link; Enter or Space toggles.
 */
const meta = {
  title: 'Shell/SocialSidebar',
  component: SocialSidebar,
  args: {
    links: socialLinks,
    inline: true,
    storageKey: 'story:social-sidebar',
    onExpandedChange: fn(),
  },
  beforeEach: () => {
    sessionStorage.removeItem('story:social-sidebar');
    return () => sessionStorage.removeItem('story:social-sidebar');
  },
} satisfies Meta<typeof SocialSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = { tags: ['matrix'] };

export const Collapsed: Story = { tags: ['matrix'], args: { defaultExpanded: false } };

/** Hide, then show; the choice is kept for the visit. */
export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Hide social links|ซ่อนลิงก์โซเชียลมีเดีย/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName(/Show social links|แสดงลิงก์โซเชียลมีเดีย/);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(sessionStorage.getItem('story:social-sidebar')).toBe('collapsed');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
