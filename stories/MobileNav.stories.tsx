import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button as RACButton, DialogTrigger } from 'react-aria-components';
import { DisplayControls, Icon } from '../design-system';
import { MobileNav } from '../design-system/mobileNav';
import { internationalMenu, thaiMenu } from './data/menus';
import { withNoopRouter } from './data/decorators';
import { demo, fromCatalog } from './data/locale';

/**
 * The navigation drawer for screens of 767 px or less, opened by the Header's "Menu" button
 * (here a stand-alone trigger). A separate module (`design-system/mobileNav`) the site loads lazily.
 *
 * **Keyboard**: Enter or Space on "Menu" opens the drawer and focuses it; Tab and Shift+Tab cycle
 * inside it (focus is trapped, the page behind is inert); Enter or Space expands or collapses a
 * section; Escape or "Close menu" closes it and returns focus to "Menu".
 */
const meta = {
  title: 'Shell/MobileNav',
  component: MobileNav,
  decorators: [withNoopRouter],
  args: { entries: thaiMenu, currentHref: '/th/international-foreign-market/Trade-Guide' },
  // The Thai menu is the Thai site's: these stories are in Thai whatever the toolbar's locale,
  // and International is in English, so no page mixes two languages.
  globals: { locale: 'th' },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <>
      <DialogTrigger>
        <RACButton>
          <Icon name="menu" /> {fromCatalog('Menu')}
        </RACButton>
        <MobileNav {...args} utilities={<DisplayControls />} />
      </DialogTrigger>
      <p>
        <a href="#page">{demo(globals).linkOnPageBehind}</a>
      </p>
    </>
  ),
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement) {
  const menu = within(canvasElement).getByRole('button', { name: fromCatalog('Menu') });
  await userEvent.click(menu);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  return { menu, dialog };
}

/** The drawer open with the Thai menu; the section holding the current page is expanded. */
export const Thai: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDrawer(canvasElement);
    await expect(within(dialog).getByRole('link', { name: 'คู่มือการค้าและการลงทุน' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The reduced menu of the other locales. */
export const International: Story = {
  globals: { locale: 'en' },
  args: { entries: internationalMenu, currentHref: '/en/post/contact/contact-ditp' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDrawer(canvasElement);
    await expect(within(dialog).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Focus stays inside the drawer; Escape closes it and returns focus to "Menu". */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { menu, dialog } = await openDrawer(canvasElement);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 30; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** "Close menu" closes the drawer; a section opens and closes. */
export const CloseButtonAndSections: Story = {
  play: async ({ canvasElement }) => {
    const { menu, dialog } = await openDrawer(canvasElement);
    const services = within(dialog).getByRole('button', { name: 'บริการ' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('link', { name: /Thaitrade\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Close menu|ปิดเมนู/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};
