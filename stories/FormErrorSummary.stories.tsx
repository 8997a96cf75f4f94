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
import { demo, fromCatalog, type DemoText } from './data/locale';

/** The survey's errors in a locale's words. */
const errorsIn = (text: DemoText): FormError[] => [
  { fieldId: 'summary-name', message: text.enterFullName },
  { fieldId: 'summary-email', message: text.enterEmail },
  { fieldId: 'summary-rating', message: text.chooseSatisfaction },
];

function SurveyForm({ text }: { text: DemoText }) {
  const errors = errorsIn(text);
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
        <TextField id="summary-name" name="name" label={fromCatalog('Full name')} isRequired />
        <TextField
          id="summary-email"
          name="email"
          type="email"
          label={fromCatalog('Email address')}
          isRequired
        />
        <RadioGroup
          id="summary-rating"
          name="rating"
          label={text.howSatisfied}
          orientation="horizontal"
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))}
        />
        <div>
          <Button type="submit">{fromCatalog('Send')}</Button>
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
  // An empty `errors` control: the survey's errors in the toolbar's locale.
  args: { errors: [], autoFocus: false },
  render: (args, { globals }) => (
    <FormErrorSummary
      {...args}
      errors={args.errors.length > 0 ? args.errors : errorsIn(demo(globals))}
    />
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinksToFields: Story = {
  render: (_, { globals }) => <SurveyForm text={demo(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const text = demo(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: fromCatalog('Send') }));
    const alert = canvas.getByRole('alert');
    await expect(alert.parentElement).toHaveFocus();
    await userEvent.click(within(alert).getByRole('link', { name: text.enterFullName }));
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(fromCatalog('Full name')) }),
    ).toHaveFocus();
    await userEvent.click(within(alert).getByRole('link', { name: text.chooseSatisfaction }));
    await expect(canvas.getByRole('radio', { name: '1' })).toHaveFocus();
  },
};

/** The summary alone, as after a failed submit (without taking focus): the docs page's example. */
export const Summary: Story = {};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <Stack gap="lg">
      <FormErrorSummary {...args} errors={errorsIn(demo(globals))} />
      <FormErrorSummary
        autoFocus={false}
        errors={[{ fieldId: 'x', message: demo(globals).enterFullName }]}
        headingLevel={3}
      />
    </Stack>
  ),
  tags: ['matrix'],
};
