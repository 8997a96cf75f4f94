import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, VisuallyHidden } from '../design-system';
import { fromCatalog } from './data/locale';

/** Text only assistive technology reads: for example the meaning of an icon. */
const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  // An empty `children` control: the site's own note, in the toolbar's locale.
  args: { children: '' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      <Icon name="external" />
      <VisuallyHidden {...args}>
        {args.children || fromCatalog('(opens in a new tab)')}
      </VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(fromCatalog('(opens in a new tab)'));
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
