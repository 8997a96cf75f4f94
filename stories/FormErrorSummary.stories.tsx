import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  Button,
  Form,
  FormErrorSummary,
  RadioGroup,
  Stack,
  TextField,
  type FormError,
} from '../design-system';

const errors: FormError[] = [
  { fieldId: 'summary-name', message: 'Enter your full name' },
  {
    fieldId: 'summary-email',
    message: 'Enter an email address in the correct format, like name@example.com',
  },
  { fieldId: 'summary-rating', message: 'Choose how satisfied you are' },
];

function SurveyForm() {
  const [shown, setShown] = useState<FormError[]>([]);
  return (
    <Stack gap="lg">
      <FormErrorSummary errors={shown} />
      <Form
        validationErrors={Object.fromEntries(
          shown.map((e) => [e.fieldId.replace('summary-', ''), e.message]),
        )}
        onSubmit={(e) => {
          e.preventDefault();
          setShown(errors);
        }}
      >
        <TextField id="summary-name" name="name" label="Full name" isRequired />
        <TextField id="summary-email" name="email" type="email" label="Email address" isRequired />
        <RadioGroup
          id="summary-rating"
          name="rating"
          label="How satisfied are you?"
          orientation="horizontal"
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))}
        />
        <div>
          <Button type="submit">Send</Button>
        </div>
      </Form>
    </Stack>
  );
}

/**
 * The GOV.UK error summary: after a failed submit, a box titled "There is a problem" lists every
 * error as a link to its field. It is an alert and takes focus, so screen-reader and keyboard
 * users start there; a link focuses the field and scrolls its label into view.
 *
 * **Keyboard**: after submitting, focus is on the summary; Tab reaches each link; Enter moves
 * to the field.
 */
const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: { errors, autoFocus: false },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinksToFields: Story = {
  render: () => <SurveyForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const alert = canvas.getByRole('alert');
    await expect(alert.parentElement).toHaveFocus();
    await userEvent.click(within(alert).getByRole('link', { name: 'Enter your full name' }));
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    await userEvent.click(within(alert).getByRole('link', { name: /Choose how satisfied/ }));
    await expect(canvas.getByRole('radio', { name: '1' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack gap="lg">
      <FormErrorSummary {...args} />
      <FormErrorSummary
        autoFocus={false}
        errors={[{ fieldId: 'x', message: 'กรุณากรอกชื่อ-นามสกุล' }]}
        headingLevel={3}
      />
    </Stack>
  ),
  tags: ['matrix'],
};
