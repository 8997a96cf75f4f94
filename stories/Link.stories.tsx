import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, Stack, linkVariants } from '../design-system';

/**
 * Links navigate. Internal hrefs go through react-aria's RouterProvider (the site passes its
 * router); absolute URLs to other sites open in a new tab, with an icon and a screen-reader note.
 *
 * **Keyboard**: Tab focuses; Enter follows the link.
 */
const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#trade-guide', children: 'Trade guide' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};

export const External: Story = {
  args: { href: 'https://www.thaitrade.com/', children: 'Thaitrade.com' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Thaitrade\.com/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const CurrentPage: Story = {
  args: { 'aria-current': 'page', children: 'Procurement' },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      {linkVariants.map((variant) => (
        <p key={variant}>
          <Link variant={variant} href="#a">{`${variant} internal`}</Link>
          {' · '}
          <Link variant={variant} href="https://www.thaitrade.com/">{`${variant} external`}</Link>
          {' · '}
          <Link variant={variant} href="#b" aria-current="page">{`${variant} current`}</Link>
          {' · '}
          <Link variant={variant} href="#c" lang="th">
            คู่มือการค้าและการลงทุน
          </Link>
        </p>
      ))}
    </Stack>
  ),
  tags: ['matrix'],
};
