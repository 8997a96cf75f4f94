import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HumanVerification, NewsletterForm, Stack, type NewsletterResult } from '../design-system';
import { challengeServer } from './data/altchaServer';
import { withNoopRouter } from './data/decorators';
import { demo, fromCatalog, localeOf } from './data/locale';

// The stories' stand-in for the CMS's challenge endpoint (real altcha-lib challenges).
const server = challengeServer();
const verification = (onToken: (token: string | null) => void) => (
  <HumanVerification challenge={server.challenge} onToken={onToken} />
);

/**
 * The footer's newsletter sign-up. Subscribe stays disabled until there is an email and a
 * verification token, and while sending (it reads "Sending..."). Success clears the field,
 * an error keeps it; the site shows the success dialog or error alert through the popup API
 * from `onResult`. Thai and other locales differ only by the heading, text and policy link.
 *
 * **Keyboard**: Tab to the email field, the verification checkbox (Space: it verifies in a few
 * seconds), then Subscribe (Enter).
 */
const meta = {
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  decorators: [withNoopRouter],
  args: {
    verification,
    onSubmit: fn(async (): Promise<NewsletterResult> => 'success'),
    onResult: fn(),
  },
  // Without `description` and `policyLink` set in the controls, the toolbar locale's demo text
  // and the site's "Privacy policy".
  render: (args, { globals }) => (
    <NewsletterForm
      {...args}
      description={args.description ?? demo(globals).newsletterDescription}
      policyLink={
        args.policyLink ?? {
          href: `/${localeOf(globals)}/post/policy/web-policy`,
          label: fromCatalog('Privacy policy'),
        }
      }
    />
  ),
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const email = canvas.getByRole('textbox', { name: /Email|อีเมล/ });
  await userEvent.type(email, 'exporter@example.co.th');
  const check = await canvas.findByRole(
    'checkbox',
    { name: /robot|โปรแกรมอัตโนมัติ/ },
    { timeout: 15_000 },
  );
  await userEvent.click(check);
  const button = canvas.getByRole('button', { name: /Subscribe|สมัครรับข่าวสาร/ });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 15_000 });
  await userEvent.click(button);
  return { email, canvas };
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Subscribe|สมัครรับข่าวสาร/ })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<NewsletterResult>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const { canvas } = await fillAndSend(canvasElement);
    const sending = canvas.getByRole('button', { name: /Sending|กำลังส่ง/ });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sending);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const { email, canvas } = await fillAndSend(canvasElement);
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('success', undefined));
    await expect(email).toHaveValue('');
    // The token was used: a new check, not ticked.
    await expect(
      await canvas.findByRole('checkbox', { name: /robot|โปรแกรมอัตโนมัติ/ }, { timeout: 15_000 }),
    ).not.toBeChecked();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { onSubmit: fn(async (): Promise<NewsletterResult> => 'error') },
  play: async ({ canvasElement, args }) => {
    const { email } = await fillAndSend(canvasElement);
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('error', undefined));
    await expect(email).toHaveValue('exporter@example.co.th');
  },
};

/**
 * The form with and without its own heading (a level-2 heading, then the site's "Newsletter" at
 * level 3), in the toolbar's locale; labels and links come from props.
 */
export const Matrix: Story = {
  render: (args, { globals }) => {
    const props = {
      ...args,
      description: demo(globals).newsletterDescription,
      policyLink: {
        href: `/${localeOf(globals)}/post/policy/th-disclaimer`,
        label: fromCatalog('Privacy policy'),
      },
    };
    return (
      <Stack gap="xl">
        <NewsletterForm {...props} heading={fromCatalog('Newsletter')} />
        <NewsletterForm {...props} heading={fromCatalog('Newsletter')} headingLevel={3} />
      </Stack>
    );
  },
  tags: ['matrix'],
  // The checks load as they come on screen: the picture is taken once both are there.
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          within(canvasElement).getAllByRole('checkbox', { name: /robot|โปรแกรมอัตโนมัติ/ }),
        ).toHaveLength(2),
      { timeout: 15_000 },
    );
  },
};
