import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, Inline, iconButtonVariants, iconNames } from '../design-system';

/**
 * A button that shows only an icon. The accessible name (`aria-label`) is required.
 *
 * **Keyboard**: Tab focuses; Enter or Space presses.
 */
const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'search', 'aria-label': 'Search', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Inline gap="md">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} gap="sm">
          <IconButton {...args} variant={variant} aria-label={`Search (${variant})`} />
          <IconButton {...args} variant={variant} icon="menu" aria-label={`Menu (${variant})`} />
          <IconButton
            {...args}
            variant={variant}
            icon="close"
            isDisabled
            aria-label={`Close (${variant}, disabled)`}
          />
        </Inline>
      ))}
    </Inline>
  ),
  tags: ['matrix'],
};
