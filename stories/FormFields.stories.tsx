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

const countries = [
  { id: 'jp', label: 'ญี่ปุ่น (Japan)' },
  { id: 'cn', label: 'จีน (China)' },
  { id: 'de', label: 'เยอรมนี (Germany)' },
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
  args: { label: 'Company name', description: 'As registered with the Ministry of Commerce' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Email: Story = {
  args: {
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    isRequired: true,
    name: 'email',
  },
  render: (args) => (
    <Form validationBehavior="native">
      <TextField {...args} />
      <div>
        <Button type="submit">Send</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { label: 'Phone number', type: 'tel', autoComplete: 'tel', description: 'e.g. 0812345678' },
};

export const TextAreaWithCount: Story = {
  render: () => <TextArea label="Your message" maxLength={300} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your message/ }), 'Hello DITP');
    await expect(canvas.getByText(/290/)).toBeInTheDocument();
  },
};

export const SelectCountry: Story = {
  render: () => <Select label="Country" options={countries} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Country/ });
    await userEvent.click(button);
    const option = await within(document.body).findByRole('option', { name: /Germany/ });
    await userEvent.click(option);
    await expect(button).toHaveTextContent('Germany');
  },
};

export const SatisfactionRating: Story = {
  render: () => (
    <RadioGroup
      label="How satisfied are you with our website?"
      description="1 = very dissatisfied, 5 = very satisfied"
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
  render: () => (
    <Form
      validationErrors={{
        company: 'Enter your company name',
        visit: 'Enter a date in the future',
        topic: 'Choose a topic',
        agree: 'You must agree to the terms',
      }}
    >
      <TextField label="Company name" name="company" isRequired />
      <DateField label="Date of visit" name="visit" />
      <RadioGroup
        label="Topic"
        name="topic"
        options={[
          { value: 'export', label: 'Export' },
          { value: 'fair', label: 'Trade fair' },
        ]}
      />
      <Checkbox name="agree" isRequired errorMessage="You must agree to the terms">
        I agree to the terms of use
      </Checkbox>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: /Company name/ });
    await expect(company).toHaveAccessibleDescription('Enter your company name');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radiogroup', { name: 'Topic' })).toHaveAccessibleDescription(
      'Choose a topic',
    );
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
          Stored: <output>{value || '(empty)'}</output>
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

/** Every field in its states: empty, filled, required, invalid, disabled; Thai labels. */
export const Matrix: Story = {
  render: () => (
    <Form validationErrors={{ invalid: 'Enter a value', rate: 'Choose a rating' }}>
      <Box display="grid" gridTemplateColumns={{ mobile: '1', desktop: '2' }} gap="lg">
        <TextField label="ชื่อบริษัท" description="ตามที่จดทะเบียน" defaultValue="บริษัท สยามไรซ์ จำกัด" />
        <TextField label="Required" isRequired />
        <TextField label="Invalid" name="invalid" defaultValue="x" />
        <TextField label="Disabled" isDisabled defaultValue="Read only" />
        <TextArea label="ข้อความ" maxLength={100} defaultValue="สวัสดีครับ" />
        <Select label="Country" options={countries} defaultSelectedKey="jp" />
        <DateField label="Date of visit" defaultValue="2026-11-21" />
        <Checkbox defaultSelected>Subscribe to news</Checkbox>
        <Checkbox isInvalid errorMessage="You must agree">
          I agree
        </Checkbox>
        <RadioGroup label="Rating" name="rate" orientation="horizontal" options={ratings} />
        <RadioGroup
          label="Rating (chosen)"
          orientation="horizontal"
          options={ratings}
          defaultValue="4"
        />
      </Box>
    </Form>
  ),
  tags: ['matrix'],
};
