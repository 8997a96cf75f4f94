import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../design-system';
import { countries } from './data/forms';
import { demo } from './data/locale';

/**
 * A labelled drop-down list (react-aria Select: a button opening a listbox in a popover), with
 * the label, description and error of every field. `aria-invalid` goes on the button, which is
 * what has focus.
 *
 * **Keyboard**: Enter, Space or the arrow keys open the list; arrows move; typing jumps to a
 * match; Enter chooses; Escape closes and returns focus to the button.
 */
const meta = {
  title: 'Forms/Select',
  component: Select,
  // Labels and options in the toolbar's locale (stories/data/locale.ts), unless a control sets
  // them.
  args: { label: '', options: [] },
  render: (args, { globals }) => {
    const d = demo(globals);
    return (
      <Select
        {...args}
        label={args.label || d.fieldsCountry}
        options={args.options.length ? args.options : countries(d)}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The select as the controls set it, closed until pressed. */
export const Default: Story = {};

export const SelectCountry: Story = {
  render: (_args, { globals }) => {
    const d = demo(globals);
    return <Select label={d.fieldsCountry} options={countries(d)} isRequired />;
  },
  play: async ({ canvasElement, globals }) => {
    const d = demo(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: new RegExp(d.fieldsCountry) });
    await userEvent.click(button);
    const option = await within(document.body).findByRole('option', { name: d.countryGermany });
    await userEvent.click(option);
    await expect(button).toHaveTextContent(d.countryGermany);
  },
};
