import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Box,
  Button,
  Checkbox,
  DateField,
  Form,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '../design-system';
import { countries, ratings } from './data/forms';
import { demo } from './data/locale';

/**
 * The form around the site's fields (inquiry, survey, complaint, job application), built on
 * react-aria's Form: a column of fields. `validationErrors` (from the server or the site's own
 * checks) mark the fields with those names invalid until the visitor edits them. In `aria` mode
 * (the default) errors never block the submit; in `native` mode the browser's checks do.
 *
 * **Keyboard**: Tab moves field to field; the form adds no keys of its own.
 */
const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn() },
  render: (args, { globals }) => {
    const d = demo(globals);
    return (
      <Form
        {...args}
        onSubmit={(e) => {
          // The story stays on its page: the submit goes to `onSubmit` only.
          e.preventDefault();
          args.onSubmit?.(e);
        }}
      >
        <TextField label={d.fieldsCompany} name="company" isRequired />
        <div>
          <Button type="submit">{d.fieldsSend}</Button>
        </div>
      </Form>
    );
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A form with one field, as the controls set it: `validationErrors` by field name (`company`)
 * mark the field invalid; `validationBehavior` chooses who checks.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const d = demo(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(d.fieldsCompany) }),
      d.fieldsCompanyValue,
    );
    await userEvent.click(canvas.getByRole('button', { name: d.fieldsSend }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerErrors: Story = {
  render: (_args, { globals }) => {
    const d = demo(globals);
    return (
      <Form
        validationErrors={{
          company: d.fieldsEnterCompany,
          visit: d.fieldsFutureDate,
          topic: d.fieldsChooseTopic,
          agree: d.fieldsMustAgreeTerms,
        }}
      >
        <TextField label={d.fieldsCompany} name="company" isRequired />
        <DateField label={d.fieldsVisitDate} name="visit" />
        <RadioGroup
          label={d.fieldsTopic}
          name="topic"
          options={[
            { value: 'export', label: d.fieldsTopicExport },
            { value: 'fair', label: d.fieldsTopicFair },
          ]}
        />
        <Checkbox name="agree" isRequired errorMessage={d.fieldsMustAgreeTerms}>
          {d.fieldsAgreeTerms}
        </Checkbox>
      </Form>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const d = demo(globals);
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: new RegExp(d.fieldsCompany) });
    await expect(company).toHaveAccessibleDescription(d.fieldsEnterCompany);
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('radiogroup', { name: d.fieldsTopic }),
    ).toHaveAccessibleDescription(d.fieldsChooseTopic);
  },
};

/** Every field in its states: empty, filled, required, invalid, disabled; in the toolbar's locale. */
export const Matrix: Story = {
  render: (_args, { globals }) => {
    const d = demo(globals);
    return (
      <Form validationErrors={{ invalid: d.fieldsTaxIdError, rate: d.chooseSatisfaction }}>
        <Box display="grid" gridTemplateColumns={{ mobile: '1', desktop: '2' }} gap="lg">
          <TextField
            label={d.fieldsCompany}
            description={d.fieldsCompanyHint}
            defaultValue={d.fieldsCompanyValue}
          />
          <TextField label={d.fieldsContactPerson} isRequired />
          <TextField label={d.fieldsTaxId} name="invalid" defaultValue="x" />
          <TextField label={d.fieldsReference} isDisabled defaultValue="DITP-2026-0142" />
          <TextArea label={d.fieldsMessage} maxLength={100} defaultValue={d.fieldsMessageTyped} />
          <Select label={d.fieldsCountry} options={countries(d)} defaultSelectedKey="jp" />
          <DateField label={d.fieldsVisitDate} defaultValue="2026-11-21" />
          <Checkbox defaultSelected>{d.fieldsSubscribe}</Checkbox>
          <Checkbox isInvalid errorMessage={d.fieldsMustAgreeTerms}>
            {d.fieldsAgreeTerms}
          </Checkbox>
          <RadioGroup
            label={d.fieldsRating}
            name="rate"
            orientation="horizontal"
            options={ratings}
          />
          <RadioGroup
            label={d.fieldsRatingChosen}
            orientation="horizontal"
            options={ratings}
            defaultValue="4"
          />
        </Box>
      </Form>
    );
  },
  tags: ['matrix'],
};
