import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HumanVerification, Stack, verificationProviders } from '../design-system';
import { challengeServer } from './data/altchaServer';

/**
 * The human check of every public form and of the newsletter: the server refuses a public write
 * without a fresh token from it.
 *
 * The default provider, **ALTCHA**, is a self-hosted proof of work: the visitor ticks "I am not
 * a robot", their browser fetches a signed challenge from our own server (`challenge`: the CMS's
 * `/api/verification/challenge`) and solves it in a few seconds in background workers; the
 * solution is the token the page sends. No third party, no cookie, nothing to read or type. The
 * widget (the `altcha` package's CSP-friendly build, its stylesheet and its workers, all files
 * of the site) loads only when the check comes on screen or its form gets focus. `turnstile` and
 * `recaptcha` (with a `siteKey`) are the hosted alternatives; they are not shown here because
 * they need their providers' servers.
 *
 * The stories ask a stand-in server that runs the real altcha-lib in the page (a real signed
 * challenge, verified as the CMS verifies it); the site always asks the CMS.
 *
 * States: **idle** (not ticked), **verifying** (the spinner; a screen reader hears "Checking that
 * you are a person"), **verified** (ticked, token given to `onToken`; "Verified. You can send the
 * form."), **error** (the challenge could not be fetched or solved: a message and "Try again"),
 * **expired** (the token is older than the challenge allows, ten minutes on the CMS: `onToken(null)`,
 * a message and "Verify again"). Every text comes from the visitor's catalog. Tokens serve one
 * submission: the page remounts the check (a new `key`) after every answer.
 *
 * **Keyboard**: Tab to the check, Space ticks it; focus stays there while it verifies. After a
 * failure, Tab to "Try again" and press Enter: focus moves back to the check as it starts again.
 */
const meta = {
  title: 'Forms/HumanVerification',
  component: HumanVerification,
  args: { provider: 'altcha', challenge: challengeServer().challenge, onToken: fn() },
  argTypes: {
    provider: { control: false, options: verificationProviders },
    challenge: { control: false },
  },
} satisfies Meta<typeof HumanVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = /I am not a robot|ฉันไม่ใช่โปรแกรมอัตโนมัติ/;
const VERIFIED = /^(Verified|ยืนยันแล้ว)$/;
const SOLVE_TIMEOUT = { timeout: 15_000 };

/** The check, once its widget has loaded (it loads as soon as it is on screen). */
const findCheck = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('checkbox', { name: LABEL }, SOLVE_TIMEOUT);

/** Not ticked yet: the check is on screen and nothing has been asked of the server. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const check = await findCheck(canvasElement);
    await expect(check).not.toBeChecked();
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

const slow = challengeServer({ hang: true });

/** Ticked, the challenge under way (here the server never answers, so it stays so). */
export const Verifying: Story = {
  args: { challenge: slow.challenge },
  play: async ({ canvasElement, args }) => {
    const check = await findCheck(canvasElement);
    await userEvent.click(check);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        /Checking that you are a person|กำลังตรวจสอบ/,
      ),
    );
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

const server = challengeServer();

/**
 * Ticked with the keyboard and solved: the token goes to `onToken`, and the stand-in server
 * accepts it as the CMS would.
 */
export const Verified: Story = {
  args: { challenge: server.challenge },
  play: async ({ canvasElement, args }) => {
    const check = await findCheck(canvasElement);
    await userEvent.tab();
    await expect(check).toHaveFocus();
    await userEvent.keyboard(' ');
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onToken).toHaveBeenCalled(), SOLVE_TIMEOUT);
    const token = (args.onToken as ReturnType<typeof fn>).mock.lastCall?.[0] as string;
    await expect(await server.check(token)).toEqual({ verified: true, expired: false });
    await expect(canvas.getByRole('checkbox', { name: VERIFIED })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: VERIFIED })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Verified|ยืนยันแล้ว/);
  },
};

const flaky = challengeServer({ failures: 1 });

/** The challenge could not be fetched: a message and "Try again", which then succeeds. */
export const Failed: Story = {
  name: 'Error',
  args: { challenge: flaky.challenge },
  play: async ({ canvasElement, args }) => {
    const check = await findCheck(canvasElement);
    await userEvent.click(check);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SOLVE_TIMEOUT);
    await expect(alert).toHaveTextContent(/could not be completed|ไม่สำเร็จ/);
    await expect(check).toHaveAccessibleDescription(/could not be completed|ไม่สำเร็จ/);
    await expect(args.onToken).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: /Try again|ลองอีกครั้ง/ }));
    await waitFor(() => expect(args.onToken).toHaveBeenCalled(), SOLVE_TIMEOUT);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(flaky.requests()).toBe(2);
  },
};

const shortLived = challengeServer({ expiresIn: 3 });

/** Solved, then the challenge's time ran out: the token is withdrawn and the visitor verifies again. */
export const Expired: Story = {
  args: { challenge: shortLived.challenge },
  play: async ({ canvasElement, args }) => {
    const check = await findCheck(canvasElement);
    await userEvent.click(check);
    await waitFor(() => expect(args.onToken).toHaveBeenCalledTimes(1), SOLVE_TIMEOUT);
    await waitFor(() => expect(args.onToken).toHaveBeenLastCalledWith(null), SOLVE_TIMEOUT);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/expired|หมดอายุ/);
    await expect(
      within(alert).getByRole('button', { name: /Verify again|ยืนยันอีกครั้ง/ }),
    ).toBeInTheDocument();
  },
};

const matrixServers = {
  idle: challengeServer(),
  verified: challengeServer(),
  error: challengeServer({ failures: Number.POSITIVE_INFINITY }),
  expired: challengeServer({ expiresIn: 3 }),
};

/** Idle, verified, error and expired side by side (screenshot baselines). */
export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <Stack gap="lg">
      {Object.entries(matrixServers).map(([state, s]) => (
        <div key={state} data-matrix={state}>
          <HumanVerification {...args} challenge={s.challenge} />
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const cell = (state: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-matrix=${state}]`)!;
    for (const state of ['verified', 'error', 'expired']) {
      await userEvent.click(await findCheck(cell(state)));
    }
    await within(cell('verified')).findByRole('checkbox', { name: VERIFIED }, SOLVE_TIMEOUT);
    await within(cell('error')).findByRole('alert', {}, SOLVE_TIMEOUT);
    await within(cell('expired')).findByRole('alert', {}, SOLVE_TIMEOUT);
    await findCheck(cell('idle'));
  },
};
