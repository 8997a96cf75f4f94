import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { HumanVerification, type Locale } from '../../design-system';
import { challengeServer, type ChallengeServer } from '../../stories/data/altchaServer';
import { expectNoAxeViolations } from '../support/axe';
import { renderWithProviders } from '../support/render';

vi.setConfig({ testTimeout: 30_000 });

const SOLVED = { timeout: 15_000 };

/** The check inside a form, as the site uses it; `below` pushes it out of the viewport. */
async function renderCheck(
  server: ChallengeServer,
  { locale = 'en', below = false }: { locale?: Locale; below?: boolean } = {},
) {
  const onToken = vi.fn();
  const view = await renderWithProviders(
    <form aria-label="Contact">
      <label>
        Name <input name="name" />
      </label>
      {below ? <div style={{ height: '300vh' }} /> : null}
      <HumanVerification challenge={server.challenge} onToken={onToken} />
    </form>,
    { locale },
  );
  return { onToken, ...view };
}

const checkbox = (name: RegExp | string = /I am not a robot/) =>
  screen.findByRole('checkbox', { name }, SOLVED);

afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  window.scrollTo(0, 0);
});

describe('human verification (ALTCHA)', () => {
  it('loads the widget only when the check comes on screen or its form gets focus', async () => {
    const server = challengeServer();
    await renderCheck(server, { below: true });
    await new Promise((r) => setTimeout(r, 500));
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(screen.getByText('Loading the human verification…')).toBeInTheDocument();
    // Focus in the form (its first field, far above the check) loads it.
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(await checkbox()).not.toBeChecked();
    expect(server.requests()).toBe(0); // nothing is asked of the server before the visitor ticks
  });

  it('loads when scrolled into view', async () => {
    await renderCheck(challengeServer(), { below: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelector('altcha-widget')).toBeNull();
    screen.getByText('Loading the human verification…').scrollIntoView();
    expect(await checkbox()).toBeInTheDocument();
  });

  it('gives a token the server accepts when the visitor ticks the box with the keyboard', async () => {
    const server = challengeServer();
    const { onToken } = await renderCheck(server);
    const box = await checkbox();
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(1), SOLVED);
    const token = onToken.mock.calls[0][0] as string;
    expect(await server.check(token)).toEqual({ verified: true, expired: false });
    // The same box, now named "Verified", ticked, still focused; a status message said so.
    const verified = screen.getByRole('checkbox', { name: 'Verified' });
    expect(verified).toBe(box);
    expect(verified).toBeChecked();
    expect(verified).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Verified. You can send the form.');
    await expectNoAxeViolations(document.body, { inBrowser: true });
  });

  it('withdraws the token when the visitor unticks the box', async () => {
    const { onToken } = await renderCheck(challengeServer());
    await userEvent.click(await checkbox());
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(expect.any(String)), SOLVED);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified' }));
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(await checkbox()).not.toBeChecked();
  });

  it('says in Thai when the challenge cannot be fetched, and "Try again" recovers', async () => {
    const server = challengeServer({ failures: 1 });
    const { onToken } = await renderCheck(server, { locale: 'th' });
    const box = await checkbox(/^ฉันไม่ใช่โปรแกรมอัตโนมัติ/);
    await userEvent.click(box);
    const alert = await screen.findByRole('alert', {}, SOLVED);
    expect(alert).toHaveTextContent(
      'การตรวจสอบว่าท่านไม่ใช่โปรแกรมอัตโนมัติไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    );
    expect(box).toHaveAccessibleDescription(/ไม่สำเร็จ/);
    expect(onToken).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body, { inBrowser: true });
    // Keyboard: Tab to the button, Enter. Focus goes back to the check while it verifies.
    within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(expect.any(String)), SOLVED);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'ยืนยันแล้ว' })).toHaveFocus();
    expect(server.requests()).toBe(2);
  });

  it('withdraws the token when the challenge expires and asks to verify again', async () => {
    const { onToken } = await renderCheck(challengeServer({ expiresIn: 3 }));
    await userEvent.click(await checkbox());
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(expect.any(String)), SOLVED);
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(null), SOLVED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The human verification has expired. Please verify again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Verify again' }));
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(expect.any(String)), SOLVED);
  });

  it("speaks the visitor's language (Japanese)", async () => {
    const { onToken } = await renderCheck(challengeServer(), { locale: 'ja' });
    await userEvent.click(await checkbox(/^私はロボットではありません/));
    await waitFor(() => expect(onToken).toHaveBeenCalled(), SOLVED);
    expect(screen.getByRole('checkbox', { name: '確認済み' })).toBeChecked();
  });

  it('keeps the ticked state visible in forced colours', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    const { onToken } = await renderCheck(challengeServer());
    const box = await checkbox();
    const before = getComputedStyle(box).backgroundColor;
    await userEvent.click(box);
    await waitFor(() => expect(onToken).toHaveBeenCalled(), SOLVED);
    const highlight = document.createElement('div');
    highlight.style.backgroundColor = 'Highlight';
    document.body.append(highlight);
    const expected = getComputedStyle(highlight).backgroundColor;
    highlight.remove();
    expect(getComputedStyle(box).backgroundColor).toBe(expected);
    expect(expected).not.toBe(before);
  });

  it("F7: says it is required, and the page's error is linked to the box (invalid, described)", async () => {
    await renderWithProviders(
      <form aria-label="Contact">
        <HumanVerification
          challenge={challengeServer().challenge}
          onToken={() => {}}
          errorMessageId="check-error"
        />
        <p id="check-error">Complete the human verification.</p>
      </form>,
      { locale: 'th' },
    );
    const box = await screen.findByRole('checkbox', { name: /\(จำเป็น\)$/ }, SOLVED);
    expect(box).toHaveAccessibleName(/^ฉันไม่ใช่โปรแกรมอัตโนมัติ/);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Complete the human verification.');
  });
});
