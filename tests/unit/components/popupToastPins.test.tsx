import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC, createPopupController, type PopupController } from '../../../design-system';
import { PopupHost } from '../../../design-system/components/Popup/PopupHost';
import { advance, releaseClock, settle, takeOverClock } from '../../support/fakeClock';
import { renderWithProviders } from '../../support/render';

/**
 * Pins what PopupHost relies on from react-aria-components' UNSTABLE_ toast API
 * (UNSTABLE_ToastRegion, UNSTABLE_ToastQueue, UNSTABLE_Toast, UNSTABLE_ToastContent), so an
 * upgrade of react-aria-components that changes it fails here rather than on the site
 * (react-aria-components is pinned to one exact version in package.json; tests/unit/pins.test.ts).
 * tests/unit/components/popup.test.tsx covers the pop-ups as a visitor meets them (timers,
 * pausing on hover and focus); this file covers the parts of the UNSTABLE_ API behind them that it
 * does not: the region's landmark, the toast's name and description, the queue's limit of
 * three visible and its onClose, and that pop-ups which matter never reach the timed queue.
 * F6 into the region and focus given back on close need Chromium:
 * tests/browser/PopupToastRegion.browser.test.tsx.
 */

let controller: PopupController;

async function renderHost() {
  controller = createPopupController();
  await renderWithProviders(
    <>
      <button type="button">On the page</button>
      <PopupHost controller={controller} />
    </>,
  );
  return takeOverClock();
}

afterEach(releaseClock);

describe('UNSTABLE_ToastRegion', () => {
  it('is a region landmark labelled "Notifications", rendered only while it holds a toast', async () => {
    await renderHost();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => void controller.success());
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-label', 'Notifications');
    advance(SPEC.popup.successToastMs + 100);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});

describe('UNSTABLE_Toast and UNSTABLE_ToastContent', () => {
  it('announce the toast as an alert named by its title and described by its message', async () => {
    await renderHost();
    act(() => void controller.fail({ message: 'The form could not be sent.' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    expect(toast).toHaveAccessibleName('Failed');
    expect(toast).toHaveAccessibleDescription('The form could not be sent.');
    expect(within(toast).getByRole('alert')).toHaveTextContent('FailedThe form could not be sent.');
  });

  it('close with the close-slot button, which calls the queue’s onClose (the promise resolves)', async () => {
    const user = await renderHost();
    let closed = false;
    act(() => void controller.fail('Try again later.').then(() => (closed = true)));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    await settle();
    expect(screen.queryByText('Try again later.')).not.toBeInTheDocument();
    expect(closed).toBe(true);
    expect(controller.getSnapshot()).toEqual([]);
  });
});

describe('UNSTABLE_ToastQueue', () => {
  it('shows at most three toasts; the next appears when one closes', async () => {
    const user = await renderHost();
    act(() => {
      for (const n of [1, 2, 3, 4]) void controller.info(`Message ${n}`);
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
    expect(controller.getSnapshot()).toHaveLength(4);
    const shown = () => [1, 2, 3, 4].filter((n) => within(region).queryByText(`Message ${n}`));
    const before = shown();
    expect(before).toHaveLength(3);
    await user.click(within(region).getAllByRole('button', { name: 'Close' })[0]!);
    await settle();
    expect(shown()).toHaveLength(3);
    expect(shown()).not.toEqual(before);
    expect(controller.getSnapshot()).toHaveLength(3);
  });

  it('closes a toast after the timeout it was added with', async () => {
    await renderHost();
    act(() => void controller.addToCart());
    advance(SPEC.popup.successDialogAutoCloseMs - 100);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    expect(controller.getSnapshot()).toEqual([]);
  });

  it('never times out a pop-up that matters: those are modal dialogs, outside the queue', async () => {
    await renderHost();
    act(() => void controller.error({ message: 'The server is down.' }));
    advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => controller.close(controller.getSnapshot()[0]!.id, true));
    act(() => void controller.confirm());
    act(() => void controller.warning({ message: 'Read this first.', confirmLabel: 'ok' }));
    advance(60_000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(controller.getSnapshot()).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
