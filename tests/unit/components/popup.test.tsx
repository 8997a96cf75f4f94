import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Button,
  PopupProvider,
  SPEC,
  createPopupController,
  usePopup,
  type Locale,
  type PopupController,
} from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { advance, releaseClock, settle, takeOverClock } from '../../support/fakeClock';
import { renderWithProviders } from '../../support/render';

/** A page that uses the pop-ups the way the site does. */
function Page() {
  const popup = usePopup();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onPress={() => void popup.success()}>Save profile</Button>
      <Button onPress={() => void popup.fail({ message: 'The form could not be sent.' })}>
        Send form
      </Button>
      <Button
        onPress={() =>
          void popup
            .warning({ message: 'Read this first.', confirmLabel: 'ok' })
            .then(() => setAnswer('warning read'))
        }
      >
        Show warning
      </Button>
      <Button onPress={() => void popup.addToCart()}>Add to cart</Button>
      <Button onPress={() => void popup.confirm().then((yes) => setAnswer(yes ? 'login' : 'stay'))}>
        Book a booth
      </Button>
      <output>{answer}</output>
    </>
  );
}

let controller: PopupController;

async function renderPage(locale: Locale = 'en') {
  controller = createPopupController();
  await renderWithProviders(
    <PopupProvider controller={controller}>
      <Page />
    </PopupProvider>,
    { locale },
  );
  // The pop-up UI is a lazy chunk: load it once with real timers, then take over the clock.
  const handle = controller.loading();
  await screen.findByRole('dialog', {}, { timeout: 10_000 });
  act(() => handle.dismiss());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return takeOverClock();
}

afterEach(releaseClock);

describe('a visitor is told what happened', () => {
  it('sees "Save." for 20 seconds after saving, announced as an alert', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Save.');
    advance(SPEC.popup.successToastMs - 100);
    expect(screen.getByText('Save.')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Save.')).not.toBeInTheDocument();
  });

  it('can keep a message on screen by pointing at it (the timer pauses)', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Send form' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Failed')).toBeInTheDocument();
    expect(within(region).getByText('The form could not be sent.')).toBeInTheDocument();
    await user.hover(within(region).getByText('Failed'));
    advance(SPEC.popup.dialogAutoCloseMs * 3);
    expect(screen.getByText('The form could not be sent.')).toBeInTheDocument();
    await user.unhover(within(region).getByText('Failed'));
    advance(SPEC.popup.dialogAutoCloseMs + 100);
    expect(screen.queryByText('The form could not be sent.')).not.toBeInTheDocument();
  });

  it('can keep a message on screen by moving focus into it (the timer pauses)', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(SPEC.popup.successToastMs * 3);
    expect(screen.getByText('Save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Save.')).not.toBeInTheDocument();
  });

  it('sees "Added to cart" for 20 seconds', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(SPEC.popup.successDialogAutoCloseMs - 100);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('a warning with a confirm button waits for it (no timer)', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Show warning' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription('Read this first.');
    advance(10_000);
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('warning read');
  });
});

describe('a visitor answers the login-required question', () => {
  it('YES has focus; pressing it resolves true and focus returns to the button', async () => {
    const user = await renderPage();
    const trigger = screen.getByRole('button', { name: 'Book a booth' });
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Log in required' });
    expect(within(dialog).getByRole('button', { name: 'YES' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('login');
    // react-aria restores focus on the next animation frame.
    advance(50);
    expect(trigger).toHaveFocus();
  });

  it('Escape or NO answers no', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Book a booth' }));
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('stay');
    await user.click(screen.getByRole('button', { name: 'Book a booth' }));
    await user.click(screen.getByRole('button', { name: 'NO' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('stay');
  });

  it('is asked in Thai on the Thai site', async () => {
    const user = await renderPage('th');
    await user.click(screen.getByRole('button', { name: 'Book a booth' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'ใช่' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'ไม่ใช่' })).toBeInTheDocument();
  });
});

describe('the CMS client reports problems outside React', () => {
  it('shows the server error with a single OK; a click outside does not close it', async () => {
    const user = await renderPage();
    let closed = false;
    act(() => {
      void controller
        .error({ title: 'ValidationError', message: 'Email is invalid' })
        .then(() => (closed = true));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'ValidationError' });
    expect(dialog).toHaveAccessibleDescription('Email is invalid');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await settle();
    expect(closed).toBe(true);
  });

  it('titles the error dialog "Error" when the server gives no error field', async () => {
    await renderPage();
    act(() => void controller.error({ message: 'Network failure' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
  });

  it('tells the visitor the session expired, with a Log in button', async () => {
    const user = await renderPage();
    let loggedIn = false;
    act(() => void controller.sessionExpired().then(() => (loggedIn = true)));
    const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription(
      'Your session has expired or you do not have permission to view this page.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await settle();
    expect(loggedIn).toBe(true);
  });

  it('an error raised while loading is shown at once, not behind the loading dialog', async () => {
    await renderPage();
    let handle: { dismiss(): void } | undefined;
    act(() => {
      handle = controller.loading({ message: 'Sending…' });
    });
    expect(screen.getByRole('dialog', { name: 'Loading' })).toHaveTextContent('Sending…');
    advance(60_000);
    expect(screen.getByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
    act(() => void controller.error({ message: 'Timeout' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    act(() => handle!.dismiss());
    expect(screen.queryByRole('dialog', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the wrong-password dialog with its animation', async () => {
    const user = await renderPage();
    act(() => void controller.wrongPassword());
    const dialog = screen.getByRole('alertdialog', { name: 'Wrong password' });
    expect(dialog.querySelector('svg[data-animation="wrongPassword"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the dialogs and the toast region pass axe', async () => {
    await renderPage();
    delete (globalThis as { jest?: unknown }).jest;
    vi.useRealTimers();
    act(() => {
      void controller.success();
      void controller.confirm();
    });
    expect(screen.getByRole('alertdialog', { name: 'Log in required' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
