import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, VisuallyHidden } from '../design-system';

/** Text only assistive technology reads: for example the meaning of an icon. */
const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      <Icon name="external" />
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Opens in a new tab');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
