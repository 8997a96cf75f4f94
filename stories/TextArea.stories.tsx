import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '../design-system';
import { demo } from './data/locale';

/**
 * A labelled multi-line text input (react-aria TextField with a `textarea`), with the label,
 * description and error of every field. With `maxLength`, a count of the characters left shows
 * under it; screen readers hear the count (politely) only when 20 or fewer remain.
 *
 * **Keyboard**: Tab moves field to field.
 */
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  // Labels and texts in the toolbar's locale (stories/data/locale.ts), unless a control sets them.
  args: { label: '' },
  render: (args, { globals }) => (
    <TextArea {...args} label={args.label || demo(globals).fieldsMessage} />
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text area as the controls set it (`maxLength` shows the count). */
export const Default: Story = {};

export const TextAreaWithCount: Story = {
  render: (_args, { globals }) => (
    <TextArea label={demo(globals).fieldsMessage} maxLength={300} isRequired />
  ),
  play: async ({ canvasElement, globals }) => {
    const d = demo(globals);
    const canvas = within(canvasElement);
    const typed = d.fieldsMessageTyped;
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(d.fieldsMessage) }), typed);
    await expect(canvas.getByText(new RegExp(String(300 - typed.length)))).toBeInTheDocument();
  },
};
