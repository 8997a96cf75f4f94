import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HumanVerification, verificationProviders } from '../design-system';

/**
 * The human check of public forms. In production the site passes `turnstile` or `recaptcha`
 * with a site key (from `VITE_VERIFICATION_PROVIDER`, `VITE_TURNSTILE_SITE_KEY`,
 * `VITE_RECAPTCHA_SITE_KEY` via `resolveVerificationConfig`); their script loads only when the
 * widget mounts. Storybook, tests and local runs use the clearly labelled `development` check,
 * which issues a `dev-<random>` token once ticked. Only the development provider is shown here:
 * the others need the network.
 *
 * **Keyboard**: Tab to the checkbox, Space ticks it.
 */
const meta = {
  title: 'Forms/HumanVerification',
  component: HumanVerification,
  args: { provider: 'development', onToken: fn() },
  argTypes: { provider: { control: false, options: verificationProviders } },
} satisfies Meta<typeof HumanVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Development: Story = {
  tags: ['matrix'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /robot|โปรแกรมอัตโนมัติ/ });
    await userEvent.click(box);
    await expect(args.onToken).toHaveBeenLastCalledWith(expect.stringMatching(/^dev-/));
    await userEvent.click(box);
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};
