import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../design-system';
import { withNoopRouter } from './data/decorators';

/**
 * Where the page sits: a `nav` named "Breadcrumb"; the last item is the current page.
 *
 * **Keyboard**: Tab moves through the links; Enter follows one.
 */
const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withNoopRouter],
  args: {
    items: [
      { label: 'หน้าแรก', href: '/th' },
      { label: 'ข้อมูลการค้า', href: '/th/international-foreign-market/Hot-issue' },
      { label: 'คู่มือการค้าและการลงทุน', href: '/th/international-foreign-market/Trade-Guide' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent('คู่มือการค้าและการลงทุน');
  },
};

/** A long Thai trail wraps without horizontal scrolling. */
export const Matrix: Story = {
  tags: ['matrix'],
  args: {
    items: [
      { label: 'หน้าแรก', href: '/th' },
      { label: 'เกี่ยวกับกรม', href: '/th/post/about/about-ditp-thai' },
      { label: 'กรมซื่อตรง โปร่งใส ไม่ทุจริต', href: '/th/ditp-honest-transparent-no-corruption' },
      { label: 'ประกาศเจตนารมณ์การต่อต้านการทุจริตของผู้บริหาร', href: '/th/post/ditp-honest/q1w2e3' },
    ],
  },
};
