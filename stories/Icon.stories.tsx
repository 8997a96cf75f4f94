import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Icon, Stack, iconNames, iconSizes } from '../design-system';
import { fromCatalog } from './data/locale';

/**
 * Inline SVG icons, sized in em and drawn in the current text colour. Decorative by default
 * (hidden from assistive technology); pass `label` when the icon alone carries meaning.
 */
const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'search' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With a label (the site's "Warning", in the toolbar's locale, unless the control is set). */
export const Labelled: Story = {
  args: { name: 'alert' },
  render: (args) => <Icon {...args} label={args.label ?? fromCatalog('Warning')} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: fromCatalog('Warning') }),
    ).toBeInTheDocument();
  },
};

/** The whole set in each size. */
export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      {iconSizes.map((size) => (
        <Box key={size} display="grid" gridTemplateColumns="auto" gap="sm">
          {iconNames.map((name) => (
            <Box key={name} display="flex" alignItems="center" gap="sm" fontSize="sm">
              <Icon name={name} size={size} />
              <span>{`${name} · ${size}`}</span>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  ),
  tags: ['matrix'],
};
