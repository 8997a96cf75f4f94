import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Form, TextField } from '../design-system';
import { demo } from './data/locale';

/**
 * A labelled single-line text input (react-aria TextField): a visible label, an optional
 * description and an error message, wired to the input by `aria-labelledby`/`aria-describedby`;
 * required fields say "(required)" in words. `type` brings the right keyboard on phones and the
 * browser's format check. Inside `Form`, `validationErrors` mark the field with that `name`
 * invalid until the visitor edits it.
 *
 * **Keyboard**: Tab moves field to field.
 */
const meta = {
  title: 'Forms/TextField',
  component: TextField,
  // Labels and texts in the toolbar's locale (stories/data/locale.ts), unless a control sets them.
  args: { label: '' },
  render: (args, { globals }) => {
    const d = demo(globals);
    return (
      <TextField
        {...args}
        label={args.label || d.fieldsCompany}
        description={args.description || d.fieldsCompanyHint}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Email: Story = {
  args: { type: 'email', autoComplete: 'email', isRequired: true, name: 'email' },
  render: (args, { globals }) => {
    const d = demo(globals);
    return (
      <Form validationBehavior="native">
        <TextField {...args} label={args.label || d.fieldsEmail} />
        <div>
          <Button type="submit">{d.fieldsSend}</Button>
        </div>
      </Form>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const d = demo(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: new RegExp(d.fieldsEmail) });
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: d.fieldsSend }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { type: 'tel', autoComplete: 'tel' },
  render: (args, { globals }) => {
    const d = demo(globals);
    return (
      <TextField
        {...args}
        label={args.label || d.fieldsPhone}
        description={args.description || d.fieldsPhoneHint}
      />
    );
  },
};
