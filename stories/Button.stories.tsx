import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Inline, Stack, buttonSizes, buttonVariants } from '../design-system';

/**
 * Buttons perform an action. Variants come from a recipe; hover, press, focus and disabled
 * states from react-aria's data attributes.
 *
 * **Keyboard**: Tab focuses the button; Enter or Space presses it. Disabled buttons are skipped.
 */
const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Send inquiry', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send inquiry' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Delete draft' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send inquiry' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant in every size, enabled and disabled, with Thai labels for line height. */
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
