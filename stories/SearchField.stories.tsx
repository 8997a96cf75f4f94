import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '../design-system';

/**
 * The site search field the Header shows after "Search": a labelled search input, "Clear" and
 * "Close search".
 *
 * **Keyboard**: type to search; Enter submits (full results page); Tab reaches "Clear" and
 * "Close search"; Escape ends search mode.
 */
const meta = {
  title: 'Shell/SearchField',
  component: SearchField,
  args: { value: '', onChange: fn(), onClear: fn(), onClose: fn(), onSubmit: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, clear, submit and close. */
export const TypeClearClose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'rice');
    await expect(args.onChange).toHaveBeenLastCalledWith('rice');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('rice');
    await userEvent.click(canvas.getByRole('button', { name: /^(Clear|ล้าง)$/ }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(input).toHaveValue('');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A Thai search on the Thai page (pinned to Thai whatever the toolbar's locale). */
export const Matrix: Story = {
  tags: ['matrix'],
  globals: { locale: 'th' },
  args: { value: 'ทุเรียน' },
};
