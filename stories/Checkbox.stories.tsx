import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../design-system';
import { demo } from './data/locale';

/**
 * A checkbox with its label, optional description and error (react-aria Checkbox: the real input
 * is visually hidden, the box is drawn). The error span is always present (empty while valid), so
 * the input's `aria-describedby` never points nowhere.
 *
 * **Keyboard**: Tab focuses; Space toggles.
 */
const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  // The label in the toolbar's locale (stories/data/locale.ts), unless a control sets it.
  args: { children: '' },
  render: (args, { globals }) => (
    <Checkbox {...args}>{args.children || demo(globals).fieldsSubscribe}</Checkbox>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkbox as the controls set it; Tab focuses it and Space toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: demo(globals).fieldsSubscribe,
    });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await expect(box).toBeChecked();
  },
};
