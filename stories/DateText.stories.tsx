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
