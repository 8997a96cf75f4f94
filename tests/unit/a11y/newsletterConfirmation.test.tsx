import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupProvider, SPEC } from '../../../design-system';
import type * as DesignSystem from '../../../design-system';
import { Newsletter } from '../../../site/shell/Newsletter';
import { MemoryRouter } from '../../../site/router';
import { advance, releaseClock, takeOverClock } from '../../support/fakeClock';
import { renderWithProviders } from '../../support/render';

vi.setConfig({ testTimeout: 30_000 });

/** The human verification as a plain check (the real widget solves a proof of work in workers). */
vi.mock('../../../design-system', async (importOriginal) => {
  const real = await importOriginal<typeof DesignSystem>();
  const { createElement } = await import('react');
  function HumanVerification(props: { onToken: (token: string | null) => void }) {
    return createElement(real.Checkbox, {
      onChange: (ticked: boolean) => props.onToken(ticked ? 'token' : null),
      children: 'Pass the check',
    });
  }
  return { ...real, HumanVerification };
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 201 })),
  );
});
afterEach(() => {
  releaseClock();
  vi.unstubAllGlobals();
});

/** Audit F11 (WCAG 2.2.1): the newsletter's success message removed itself after about 1.8 s. */
describe('newsletter confirmation', () => {
  it('stays until the visitor dismisses it', async () => {
    const typing = userEvent.setup();
    await renderWithProviders(
      <MemoryRouter initialEntries={['/en']}>
        <PopupProvider>
          <Newsletter locale="en" />
        </PopupProvider>
      </MemoryRouter>,
    );
    await typing.type(screen.getByRole('textbox', { name: /email address/i }), 'a@example.com');
    await typing.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    // From the submit on, the clock is fake: a timer the confirmation starts runs on it.
    const user = takeOverClock();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const message = /we have sent you a link to confirm your subscription/;
    expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeInTheDocument();
    // Longer than any auto-close delay of the pop-ups.
    const longest = Math.max(
      SPEC.popup.successToastMs,
      SPEC.popup.dialogAutoCloseMs,
      SPEC.popup.successDialogAutoCloseMs,
    );
    advance(longest * 3);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });
});
