import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, MegaMenu, Stack } from '../design-system';
import { internationalMenu, thaiMenu } from './data/menus';
import { withNoopRouter } from './data/decorators';
import { demo } from './data/locale';

/**
 * The primary navigation on wide screens: a disclosure menu (buttons with `aria-expanded` and
 * `aria-controls` opening panels of links), not an ARIA `menu`.
 *
 * **Keyboard**: Tab moves through the group buttons and direct links; Enter or Space opens or
 * closes a group's panel; Tab continues into the open panel's links and, past the last one, out of
 * the panel (which closes it); Escape closes the panel and returns focus to its button. One panel
 * is open at a time; a click outside closes it. The open group can be controlled (`openId`, `onOpenChange`): the site
 * sets it to `null` on a route change.
 */
const meta = {
  title: 'Shell/MegaMenu',
  component: MegaMenu,
  decorators: [withNoopRouter],
  args: { entries: thaiMenu, currentHref: '/th/ditp-news' },
  // The Thai menu is the Thai site's (only it has panels): these stories are in Thai whatever
  // the toolbar's locale, and International is in English, so no page mixes two languages.
  globals: { locale: 'th' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ minHeight: '34rem' }}>
      <MegaMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Thai menu: services, trade information, about the department, contact. */
export const Thai: Story = {};

/** The reduced menu of the other locales: About, Partner (external), Worldwide offices, Contact. */
export const International: Story = {
  globals: { locale: 'en' },
  args: {
    entries: internationalMenu,
    currentHref: '/en/overseas-office-and-honorary-trade-advisors-hta',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Worldwide offices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const partner = canvas.getByRole('link', { name: /Partner/ });
    await expect(partner).toHaveAttribute('target', '_blank');
  },
};

/** Open and close each menu with its button; the current page is marked inside "about". */
export const OpenCloseEachMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['บริการ', 'ข้อมูลการค้า', 'เกี่ยวกับกรม']) {
      const trigger = canvas.getByRole('button', { name });
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = canvasElement.ownerDocument.getElementById(
        trigger.getAttribute('aria-controls')!,
      );
      await expect(panel).toBeVisible();
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).not.toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'เกี่ยวกับกรม' }));
    await expect(canvas.getByRole('link', { name: 'ข่าวกรม' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'วิสัยทัศน์และพันธกิจ' })).toHaveAttribute(
      'href',
      '/th/post/about/about-ditp-thai#vision',
    );
  },
};

/** Opening a second menu closes the first. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getByRole('button', { name: 'บริการ' });
    const trade = canvas.getByRole('button', { name: 'ข้อมูลการค้า' });
    await userEvent.click(services);
    await userEvent.click(trade);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
  },
};

/** Escape closes the panel and puts focus back on its button. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getByRole('button', { name: 'บริการ' });
    services.focus();
    await userEvent.keyboard('{Enter}');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'พัฒนาผู้ประกอบการสู่การส่งออก' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveFocus();
  },
};

/** A click anywhere outside the navigation closes the open panel. */
export const OutsideClick: Story = {
  render: (args, { globals }) => (
    <Stack gap="lg">
      <MegaMenu {...args} />
      <p>{demo(globals).pageContent}</p>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trade = canvas.getByRole('button', { name: 'ข้อมูลการค้า' });
    await userEvent.click(trade);
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(trade).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tabbing past the last link of a panel closes it. */
export const TabbingOutCloses: Story = {
  args: { entries: thaiMenu.slice(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trade = canvas.getByRole('button', { name: 'ข้อมูลการค้า' });
    trade.focus();
    await userEvent.keyboard('{Enter}');
    const panel = canvasElement.ownerDocument.getElementById(trade.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    links.at(-1)!.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'เกี่ยวกับกรม' })).toHaveFocus();
    await expect(trade).toHaveAttribute('aria-expanded', 'false');
  },
};

function Controlled({ label, ...args }: Parameters<typeof MegaMenu>[0] & { label: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Button variant="secondary" onPress={() => setOpenId(null)}>
        {label}
      </Button>
      <MegaMenu {...args} openId={openId} onOpenChange={setOpenId} />
    </Stack>
  );
}

/**
 * Controlled open state (`openId`, `onOpenChange`): a route change sets `openId` to `null`, which
 * closes the open panel (the site does so on every navigation).
 */
export const CloseOnRouteChange: Story = {
  render: (args, { globals }) => <Controlled {...args} label={demo(globals).simulateRouteChange} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('button', { name: 'เกี่ยวกับกรม' });
    await userEvent.click(about);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: demo(globals).simulateRouteChange }));
    await waitFor(() => expect(about).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * Closed menus (Thai with the current page inside "about", and the international menu): the two
 * languages side by side on purpose, each marked with its `lang`.
 */
export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack gap="lg">
      <div lang="th">
        <MegaMenu entries={thaiMenu} currentHref="/th/ditp-news" aria-label="เมนูภาษาไทย" />
      </div>
      <div lang="en">
        <MegaMenu
          entries={internationalMenu}
          currentHref="/en/post/contact/contact-ditp"
          aria-label="English menu"
        />
      </div>
    </Stack>
  ),
};

/** The "about" panel open: titled columns and anchors. */
export const AboutOpen: Story = {
  tags: ['matrix'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เกี่ยวกับกรม' }));
  },
};
