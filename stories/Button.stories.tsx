import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Inline, Stack, buttonSizes, buttonVariants } from '../design-system';
import { demo } from './data/locale';

/**
 * Buttons perform an action. Variants come from a recipe; hover, press, focus and disabled
 * states from react-aria's data attributes.
 *
 * **Keyboard**: Tab focuses the button; Enter or Space presses it. Disabled buttons are skipped.
 */
const meta = {
  title: 'Primitives/Button',
  component: Button,
  // Without `children` set in the controls, the label is the toolbar locale's demo text.
  args: { onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  render: (args, { globals }) => (
    <Button {...args}>{args.children ?? demo(globals).sendInquiry}</Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: demo(globals).sendInquiry });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Critical: Story = {
  args: { variant: 'critical' },
  render: (args, { globals }) => (
    <Button {...args}>{args.children ?? demo(globals).deleteDraft}</Button>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: demo(globals).sendInquiry });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Every variant in every size, enabled and disabled, with Thai labels for line height. The labels
 * name the variant and size (code names, not demo text); the Thai one is Thai on purpose, marked
 * `lang="th"`, whatever the toolbar's locale.
 */
export const Matrix: Story = {
  render: (args) => (
    <Stack gap="lg">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="md">
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
          <Button {...args} variant={variant} lang="th">
            ส่งข้อมูล
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
  tags: ['matrix'],
};
