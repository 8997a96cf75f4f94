import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Flag, Inline, THAI_COUNTRY_CODES, flagSizes } from '../design-system';

/**
 * A country's flag from its Thai name (as the CMS writes it) through an ISO 3166 code to the
 * `flag-icons` SVG, loaded lazily one flag at a time. `decorative` (default) when the name is
 * written beside it; `labelled` ("Flag of Japan" in the visitor's language) when alone. An
 * unknown name logs a warning and renders nothing.
 */
const meta = {
  title: 'Content/Flag',
  component: Flag,
  args: { country: 'ญี่ปุ่น', mode: 'labelled', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: flagSizes } },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: /Japan|ญี่ปุ่น/ });
    await waitFor(() => expect(flag.querySelector('img')).not.toBeNull());
  },
};

export const UnknownName: Story = {
  args: { country: 'แอตแลนติส' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="img"], img')).toBeNull();
  },
};

const names = Array.from(
  new Map(Object.entries(THAI_COUNTRY_CODES).map(([name, code]) => [code, name])).values(),
);

/** Every mapped country (one Thai spelling per code), with its name beside the flag. */
export const Matrix: Story = {
  render: () => (
    <Inline gap="md">
      {names.map((name) => (
        <span
          key={name}
          lang="th"
          style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', width: '11rem' }}
        >
          <Flag country={name} />
          {name}
        </span>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img').length).toBe(names.length), {
      timeout: 10_000,
    });
  },
  tags: ['matrix'],
};
