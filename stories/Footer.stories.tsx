import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Footer, Stack } from '../design-system';
import {
  dataGovernanceLinks,
  englishContact,
  englishFooterIdentity,
  englishFooterGroups,
  englishPolicyLinks,
  socialLinks,
  thaiContact,
  thaiFooterIdentity,
  thaiFooterGroups,
  thaiPolicyLinks,
} from './data/menus';
import { withNoopRouter } from './data/decorators';

function NewsletterDemo() {
  return (
    <Stack gap="sm">
      {/* The site's newsletter form goes here. */}
      <p style={{ margin: 0 }}>รับข่าวสารจากกรม</p>
      <Button variant="secondary" size="sm">
        สมัครรับข่าวสาร
      </Button>
    </Stack>
  );
}

/**
 * The site footer: link groups, the organisation's contact block (its name, address, main phone,
 * hotline), "Follow us", the newsletter slot, data-governance links (one per sitemap item), policy
 * links, "Cookie settings" and the copyright line. The organisation's name, numbers and copyright
 * line come from the site, in the page's language: the design system knows no organisation. Thai
 * and the other locales differ only by the data passed in.
 *
 * **Keyboard**: Tab moves through the links and buttons in reading order.
 */
const meta = {
  title: 'Shell/Footer',
  component: Footer,
  decorators: [withNoopRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    ...thaiFooterIdentity,
    linkGroups: thaiFooterGroups,
    contact: thaiContact,
    policyLinks: thaiPolicyLinks,
    dataGovernanceLinks,
    socialLinks,
    newsletter: <NewsletterDemo />,
    onCookieSettings: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Thai footer. "Cookie settings" reopens the consent dialog. Thai whatever the toolbar's
 * locale, as the footer's data is the Thai site's.
 */
export const Thai: Story = {
  tags: ['matrix'],
  globals: { locale: 'th' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(args.copyright);
    await expect(canvas.getByRole('heading', { name: args.organisation })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1169' })).toHaveAttribute('href', 'tel:1169');
    await expect(canvas.getByRole('link', { name: '0 2507 7999' })).toHaveAttribute(
      'href',
      'tel:025077999',
    );
    await expect(canvas.getByRole('link', { name: 'บัญชีข้อมูล (Data Catalog)' })).toHaveAttribute(
      'href',
      '/th/data-governance-policy/p7q4r8s2',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Cookie settings|ตั้งค่าคุกกี้/ }));
    await expect(args.onCookieSettings).toHaveBeenCalled();
  },
};

/**
 * The other locales: English contact facts and policies, no newsletter, another year. English
 * whatever the toolbar's locale (the data is the English site's).
 */
export const International: Story = {
  tags: ['matrix'],
  globals: { locale: 'en' },
  args: {
    linkGroups: englishFooterGroups,
    contact: englishContact,
    policyLinks: englishPolicyLinks,
    dataGovernanceLinks: [],
    newsletter: undefined,
    ...englishFooterIdentity,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026');
    await expect(canvas.queryByText('สมัครรับข่าวสาร')).toBeNull();
  },
};
