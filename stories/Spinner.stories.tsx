import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '../design-system';
import { demo } from './data/locale';

/**
 * An indeterminate busy indicator (a `progressbar` with a name). Under reduced motion it pulses
 * instead of spinning.
 */
const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** A visible label; without `label` set in the controls, the toolbar locale's demo text. */
export const WithLabel: Story = {
  args: { showLabel: true },
  render: (args, { globals }) => (
    <Spinner {...args} label={args.label ?? demo(globals).loadingResults} />
  ),
};

export const Matrix: Story = {
  render: () => (
    <Inline gap="xl">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} showLabel />
      ))}
    </Inline>
  ),
  tags: ['matrix'],
};
