import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, Inline, iconButtonVariants, iconNames } from '../design-system';
import { fromCatalog } from './data/locale';

/**
 * A button that shows only an icon. The accessible name (`aria-label`) is required.
 *
 * **Keyboard**: Tab focuses; Enter or Space presses.
 */
const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  // An empty `aria-label` control: the site's "Search" in the toolbar's locale; type a name to
  // try another.
  args: { icon: 'search', 'aria-label': '', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
  },
  render: (args) => (
    <IconButton {...args} aria-label={args['aria-label'] || fromCatalog('Search')} />
  ),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: fromCatalog('Search') }),
    );
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  // The names: the site's words in the toolbar's locale, with the variant's code name.
  render: (args) => (
    <Inline gap="md">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} gap="sm">
          <IconButton
            {...args}
            variant={variant}
            aria-label={`${fromCatalog('Search')} (${variant})`}
          />
          <IconButton
            {...args}
            variant={variant}
            icon="menu"
            aria-label={`${fromCatalog('Menu')} (${variant})`}
          />
          <IconButton
            {...args}
            variant={variant}
            icon="close"
            isDisabled
            aria-label={`${fromCatalog('Close')} (${variant}, disabled)`}
          />
        </Inline>
      ))}
    </Inline>
  ),
  tags: ['matrix'],
};
