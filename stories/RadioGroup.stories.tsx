import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../design-system';
import { ratings } from './data/forms';
import { demo } from './data/locale';

/**
 * A labelled group of radio buttons (react-aria RadioGroup: role radiogroup, the label names the
 * group), with the description and error of every field. Horizontal orientation suits 1 to 5
 * satisfaction ratings.
 *
 * **Keyboard**: Tab enters the group (the chosen option, or the first); arrow keys move and choose.
 */
const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  // The label in the toolbar's locale (stories/data/locale.ts), unless a control sets it.
  args: { label: '', options: ratings },
  render: (args, { globals }) => (
    <RadioGroup {...args} label={args.label || demo(globals).fieldsRating} />
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The radio group as the controls set it. */
export const Default: Story = {};

export const SatisfactionRating: Story = {
  render: (_args, { globals }) => (
    <RadioGroup
      label={demo(globals).fieldsSatisfaction}
      description={demo(globals).fieldsSatisfactionScale}
      orientation="horizontal"
      options={ratings}
      isRequired
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
  },
};
