import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, Form } from '../design-system';
import { demo } from './data/locale';

/**
 * A labelled date typed part by part (react-aria DateField), with the label, description and
 * error of every field. The parts, their order and the calendar follow the page's locale; the
 * value stays a Gregorian `YYYY-MM-DD` (or '' when empty or incomplete).
 *
 * **Keyboard**: a date is typed part by part (day, month, year in the page locale's order): digits
 * fill a part and move on, Tab or the arrows left and right move between parts, up and down step
 * a part, Backspace clears it.
 */
const meta = {
  title: 'Forms/DateField',
  component: DateField,
  // Labels and texts in the toolbar's locale (stories/data/locale.ts), unless a control sets them.
  args: { label: '' },
  render: (args, { globals }) => (
    <DateField {...args} label={args.label || demo(globals).fieldsVisitDate} />
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date field as the controls set it, in the toolbar's locale. */
export const Default: Story = {};

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
