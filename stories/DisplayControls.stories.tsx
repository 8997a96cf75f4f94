import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  COLOR_MODE,
  DisplayControls,
  FONT_SCALE,
  displayPreferences,
  type DisplayControlsProps,
} from '../design-system';

/** The real controls; on unmount the stored preferences are read again (a clean next story). */
function DisplayControlsDemo(props: DisplayControlsProps) {
  useEffect(() => () => displayPreferences.reload(), []);
  return <DisplayControls {...props} />;
}

/**
 * The header's display controls, wired to `useFontScale()` and `useColorMode()`: the choice is
 * applied to `<html>` and remembered in localStorage.
 *
 * **Keyboard**: text size — Tab between the three buttons, Enter/Space to press (disabled at
 * the limits, the new size is announced). Theme — Tab into the group, Arrow keys between day,
 * night and system, Space to choose.
 */
const meta = {
  title: 'Shell/DisplayControls',
  component: DisplayControls,
  render: (args) => <DisplayControlsDemo {...args} />,
  beforeEach: () => {
    localStorage.removeItem(FONT_SCALE.storageKey);
    localStorage.removeItem(COLOR_MODE.storageKey);
    displayPreferences.reload();
    return () => {
      localStorage.removeItem(FONT_SCALE.storageKey);
      localStorage.removeItem(COLOR_MODE.storageKey);
      document.documentElement.setAttribute('data-font-size', '16');
    };
  },
} satisfies Meta<typeof DisplayControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['matrix'] };

/** Font scale limits: 16 -> 18 (increase disabled) -> 14 (decrease disabled) -> 16. */
export const FontScaleLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [decrease, , increase] = canvas.getAllByRole('button');
    await userEvent.click(increase!);
    await expect(document.documentElement).toHaveAttribute('data-font-size', '18');
    await expect(increase).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('18');
    await userEvent.click(decrease!);
    await expect(document.documentElement).toHaveAttribute('data-font-size', '14');
    await expect(decrease).toBeDisabled();
  },
};

/** Switching to night and back applies the theme to the page at once. */
export const ThemeSwitch: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[1]!);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'night');
    await expect(localStorage.getItem(COLOR_MODE.storageKey)).toBe('night');
    await userEvent.click(radios[0]!);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'day');
  },
};
