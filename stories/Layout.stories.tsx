import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Inline, Stack } from '../design-system';
import { demo } from './data/locale';

/**
 * Layout primitives on sprinkles: `Box` (any element with spacing and flex/grid atoms), `Stack`
 * (vertical rhythm) and `Inline` (wrapping row). Space between components comes from these, never
 * from margins inside components.
 */
const meta = {
  title: 'Primitives/Layout',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ label }: { label: string }) => (
  <Box background="surfaceAlt" padding="md" borderRadius="md">
    {label}
  </Box>
);

/**
 * A wrapping row of the word "export" in the five languages (several scripts on purpose, whatever
 * the toolbar's locale), then a grid of three tiles in the toolbar's locale.
 */
export const StackAndInline: Story = {
  render: (_, { globals }) => (
    <Stack gap="lg">
      <Inline gap="sm">
        {['ส่งออก', 'Export', '出口', '輸出', 'Export (nl)'].map((l) => (
          <Tile key={l} label={l} />
        ))}
      </Inline>
      <Box display="grid" gridTemplateColumns={{ mobile: '1', desktop: '3' }} gap="md">
        {[demo(globals).one, demo(globals).two, demo(globals).three].map((l) => (
          <Tile key={l} label={l} />
        ))}
      </Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Export')).toBeVisible();
  },
  tags: ['matrix'],
};
