import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPopupController } from '../../design-system';
import { PopupHost } from '../../design-system/components/Popup/PopupHost';
import { renderWithProviders } from '../support/render';

/**
 * Pins the keyboard part of react-aria-components' UNSTABLE_ToastRegion that PopupHost relies on,
 * in Chromium (react-aria's landmark navigation does not run under jsdom): F6 moves focus into
 * the notifications region, and when the last toast is closed focus goes back to where it was.
 * The rest of the UNSTABLE_ toast API is pinned in tests/unit/components/popupToastPins.test.tsx.
 */
describe('UNSTABLE_ToastRegion and the keyboard', () => {
  it('F6 moves focus into the region, and focus returns on close', async () => {
    const controller = createPopupController();
    await renderWithProviders(
      <>
        <button type="button">On the page</button>
        <PopupHost controller={controller} />
      </>,
    );
    const pageButton = screen.getByRole('button', { name: 'On the page' });
    pageButton.focus();
    act(() => void controller.fail({ message: 'The form could not be sent.' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });

    await userEvent.keyboard('{F6}');
    await expect.poll(() => region.contains(document.activeElement)).toBe(true);

    // Its timer (20 s) pauses while focus is inside: tested on a fake clock in
    // tests/unit/components/popup.test.tsx, not here in real time.
    expect(within(region).getByText('The form could not be sent.')).toBeInTheDocument();

    const close = within(region).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => screen.queryByRole('region', { name: 'Notifications' }))
      .not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(pageButton);

    // Again for the next toast (the region mounts afresh each time it fills).
    act(() => void controller.info({ message: 'Saved as a draft.' }));
    const again = await screen.findByRole('region', { name: 'Notifications' });
    await userEvent.keyboard('{F6}');
    await expect.poll(() => again.contains(document.activeElement)).toBe(true);
  });
});
