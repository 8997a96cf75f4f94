import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../design-system';
import { withNoopRouter } from './data/decorators';
import { fromCatalog, localeOf } from './data/locale';

/**
 * Where the page sits: a `nav` named "Breadcrumb"; the last item is the current page.
 *
 * **Keyboard**: Tab moves through the links; Enter follows one.
 */
const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withNoopRouter],
  // An empty `items` control: a trail of the site's own page names in the toolbar's locale.
  args: { items: [] },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const trail = [
      { label: fromCatalog('Home'), href: `/${locale}` },
      {
        label: fromCatalog('Trade information'),
        href: `/${locale}/international-foreign-market/Hot-issue`,
      },
      {
        label: fromCatalog('Trade guide'),
        href: `/${locale}/international-foreign-market/Trade-Guide`,
      },
    ];
    return <Breadcrumbs {...args} items={args.items.length > 0 ? args.items : trail} />;
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent(fromCatalog('Trade guide'));
  },
};

/**
 * A long Thai trail wraps without horizontal scrolling. Thai whatever the toolbar's locale: the
 * long titles are the Thai site's.
 */
export const Matrix: Story = {
  tags: ['matrix'],
  globals: { locale: 'th' },
  args: {
    items: [
      { label: 'หน้าแรก', href: '/th' },
      { label: 'เกี่ยวกับกรม', href: '/th/post/about/about-ditp-thai' },
      { label: 'กรมซื่อตรง โปร่งใส ไม่ทุจริต', href: '/th/ditp-honest-transparent-no-corruption' },
      { label: 'ประกาศเจตนารมณ์การต่อต้านการทุจริตของผู้บริหาร', href: '/th/post/ditp-honest/q1w2e3' },
    ],
  },
};
