import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText, isLocale } from '../design-system';
import { forLocale } from './data/locale';

const published = {
  th: 'เผยแพร่เมื่อ',
  en: 'Published',
  zh: '发布于',
  ja: '公開日',
  nl: 'Gepubliceerd op',
};

const meta = {
  title: 'Content/DateText',
  component: DateText,
  args: { value: '2026-11-21T03:30:00Z' },
  parameters: {
    docs: {
      description: {
        component: [
          'A date in the visitor’s locale, inside `<time datetime>` so machines read the exact moment (ISO 8601, UTC) while people read the local form. Thai shows the Buddhist year (2026 is 2569) with Thai month names; the other locales their own Gregorian form. Dates are shown in Bangkok time, whatever the visitor’s time zone. A missing or invalid date reads “Not specified”, translated, instead of an empty space or “Invalid Date”.',
          '**Use it** for every date the site shows: publication dates, events, closing dates. **Do not use it** for a date the visitor enters (use `DateField`) or for a year alone (use `formatYear`).',
          '**Screen readers** read the text as shown; it is not interactive.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date alone, in the page's locale (switch the locale in the toolbar). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', '2026-11-21T03:30:00.000Z');
    // Thai counts years in the Buddhist era: 2026 + 543.
    await expect(time.textContent).toContain(globals.locale === 'th' ? '2569' : '2026');
  },
};

/** With the time of day, Bangkok time (03:30 UTC is 10:30 in Bangkok). */
export const WithTime: Story = {
  args: { withTime: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')!.textContent).toContain('10:30');
  },
};

/** No date: the translated "Not specified", without a `<time>` element. */
export const NotSpecified: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvasElement.textContent?.trim()).not.toBe('');
  },
};

/** As it sits in a line of text. */
export const InASentence: Story = {
  render: (args, { globals }) => (
    <p>
      {forLocale(globals, published)} <DateText {...args} />
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = isLocale(globals.locale) ? globals.locale : 'en';
    await expect(within(canvasElement).getByText(new RegExp(published[locale]))).toBeVisible();
  },
};
