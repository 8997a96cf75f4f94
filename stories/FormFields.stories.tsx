import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
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
import { demo, type DemoText } from './data/locale';

/** The countries of the select, named in the story's locale. */
const countries = (d: DemoText) => [
  { id: 'jp', label: d.countryJapan },
  { id: 'cn', label: d.countryChina },
  { id: 'de', label: d.countryGermany },
];
const ratings = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));

/**
 * The field primitives of the site's forms (inquiry, survey, complaint, job application),
 * built on react-aria-components: every field has a visible label, optional description and an
 * error message, wired to the input by `aria-labelledby`/`aria-describedby`; required fields say
 * "(required)" in words. Inside `Form`, `validationErrors` (from the server or the site's own
 * checks) mark the fields with those names invalid until the visitor edits them.
 *
 * **Keyboard**: Tab moves field to field; Space toggles a checkbox; arrow keys choose a radio
 * option; Enter, Space or arrows open the select, arrows move, Enter chooses, Escape closes. A
 * date is typed part by part (day, month, year in the page locale's order): digits fill a part
 * and move on, Tab or the arrows left and right move between parts, up and down step a part,
 * Backspace clears it.
 */
const meta = {
  title: 'Forms/Fields',
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

function ThaiDate() {
  const [value, setValue] = useState('2024-05-01');
  return (
    // The page locale of a Thai page, whatever the toolbar's language.
    <I18nProvider locale="th-TH">
      <Form lang="th">
        <DateField
          label="วันที่เกิดเหตุ"
          description="วัน เดือน ปี พ.ศ."
          name="incident_date"
          value={value}
          onChange={setValue}
        />
        <p>
          ค่าที่บันทึก: <output>{value || '(ว่าง)'}</output>
        </p>
      </Form>
    </I18nProvider>
  );
}

/**
 * On Thai pages a date is read and typed in the Buddhist era, as Thai visitors write it (2567 is
 * 2024), in day/month/year order; the value, the form's submitted field and what the CMS stores
 * stay the Gregorian ISO date (`2024-05-01`).
 */
export const ThaiBuddhistEra: Story = {
  render: () => <ThaiDate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'วันที่เกิดเหตุ' });
    const parts = within(group).getAllByRole('spinbutton');
    await expect(parts.map((p) => p.dataset.type)).toEqual(['day', 'month', 'year']);
    const year = parts[2];
    await expect(year).toHaveTextContent('2567');
    await expect(year).toHaveAttribute('aria-valuenow', '2567');
    await expect(group).toHaveTextContent('1/5/2567');
    // The form submits the Gregorian date.
    const form = canvasElement.querySelector('form')!;
    await expect(new FormData(form).getAll('incident_date')).toEqual(['2024-05-01']);
    // A year typed in the Buddhist era is stored as its Gregorian year.
    await userEvent.click(year);
    await userEvent.keyboard('2568');
    await expect(canvas.getByRole('status')).toHaveTextContent('2025-05-01');
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
