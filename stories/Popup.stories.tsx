import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Box,
  Button,
  Inline,
  PopupAnimation,
  PopupProvider,
  Stack,
  popupAnimations,
  usePopup,
  type PopupRequest,
} from '../design-system';
import { PopupDialogContent } from '../design-system/components/Popup/PopupHost';
import { demo, type DemoText } from './data/locale';

/**
 * A page calling every helper of `usePopup()`; the answer of the last one is shown. The buttons
 * and answers name the helpers (code, not demo text); the messages are in the toolbar's locale,
 * except the CMS client's error, whose title and message come from the API in English.
 */
function PopupDemo({ text }: { text: DemoText }) {
  const popup = usePopup();
  const [answer, setAnswer] = useState('');
  const report = (what: string) => () => setAnswer(what);
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Button onPress={() => void popup.success().then(report('toast closed'))}>success</Button>
        <Button onPress={() => void popup.fail(text.inquiryNotSent).then(report('fail closed'))}>
          fail
        </Button>
        <Button
          onPress={() => void popup.warning(text.checkTheDates).then(report('warning closed'))}
        >
          warning
        </Button>
        <Button
          onPress={() => void popup.info(text.officeClosedFriday).then(report('info closed'))}
        >
          info
        </Button>
        <Button onPress={() => void popup.successDialog().then(report('success dialog closed'))}>
          successDialog
        </Button>
        <Button onPress={() => void popup.addToCart().then(report('cart closed'))}>
          addToCart
        </Button>
        <Button onPress={() => void popup.confirm().then((yes) => setAnswer(yes ? 'yes' : 'no'))}>
          confirm
        </Button>
        <Button onPress={() => void popup.wrongPassword().then(report('wrong password closed'))}>
          wrongPassword
        </Button>
        <Button
          onPress={() => {
            const handle = popup.loading();
            setTimeout(() => {
              handle.dismiss();
              setAnswer('loaded');
            }, 1500);
          }}
        >
          loading
        </Button>
        <Button
          onPress={() =>
            void popup
              .error({ title: 'ValidationError', message: 'email must be a valid email' })
              .then(report('error closed'))
          }
        >
          error
        </Button>
        <Button onPress={() => void popup.sessionExpired().then(report('go to /login'))}>
          sessionExpired
        </Button>
      </Inline>
      <output>{answer}</output>
    </Stack>
  );
}

/**
 * The pop-up helpers (docs/behaviour.md#pop-ups) through `usePopup()` (or a controller from
 * `createPopupController()` for code outside React, such as the CMS client). The dialogs and the
 * toast region load on first use.
 *
 * - Auto-closing pop-ups (success toast 1500 ms; fail / warning / info 1500 ms; success and
 *   add-to-cart dialogs 2000 ms) appear in a notification region at the top, are announced
 *   (`role="alert"`), and their timer pauses while the pointer is over them or focus is inside
 *   (WCAG 2.2.1). Press F6 to move into the region; the close button dismisses.
 * - Dialogs with buttons (confirm, error, wrong password, session expired, or any notice given
 *   a `confirmLabel`) are modal `alertdialog`s: the primary button takes focus; Tab stays inside;
 *   Escape answers "no" / closes; a click outside does nothing; focus returns to the opener.
 * - Loading blocks the page until the code dismisses it.
 */
const meta = {
  title: 'Feedback/Popup',
  component: PopupProvider,
  // The page inside the provider is the demo; `controller` may come from the story's args.
  args: { children: null },
  argTypes: { children: { control: false }, controller: { control: false } },
  render: (args, { globals }) => (
    <PopupProvider {...args}>
      <PopupDemo text={demo(globals)} />
    </PopupProvider>
  ),
} satisfies Meta<typeof PopupProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvas: HTMLElement, name: string) =>
  userEvent.click(within(canvas).getByRole('button', { name }));
const answer = (canvas: HTMLElement) => within(canvas).getByRole('status');
const region = () => screen.findByRole('region', {}, { timeout: 5000 });

/** "Save." toast: shown and announced; it stays until Close (or 20 seconds), and Close ends it. */
export const SuccessToast: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'success');
    const toasts = await region();
    const toast = within(toasts).getByRole('alert');
    await expect(toast).toHaveTextContent(/Save\.|บันทึกแล้ว/);
    await userEvent.click(within(toasts).getByRole('button', { name: /Close|ปิด/ }));
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('toast closed'));
  },
};

/**
 * A failure notice: pointing at it or focusing it pauses its 20-second timer (checked on a fake
 * clock in the unit tests); its Close button ends it.
 */
export const FailPausesOnHover: Story = {
  play: async ({ canvasElement, globals }) => {
    const message = demo(globals).inquiryNotSent;
    await press(canvasElement, 'fail');
    const toasts = await region();
    await userEvent.hover(within(toasts).getByText(message));
    // It fades in: visible once the animation has run.
    await waitFor(() => expect(within(toasts).getByText(message)).toBeVisible());
    await expect(answer(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(within(toasts).getByRole('button', { name: /Close|ปิด/ }));
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('fail closed'));
  },
};

export const Warning: Story = {
  play: async ({ canvasElement, globals }) => {
    await press(canvasElement, 'warning');
    const toasts = await region();
    await waitFor(() =>
      expect(within(toasts).getByText(demo(globals).checkTheDates)).toBeVisible(),
    );
  },
};

export const Info: Story = {
  play: async ({ canvasElement, globals }) => {
    await press(canvasElement, 'info');
    const toasts = await region();
    await waitFor(() =>
      expect(within(toasts).getByText(demo(globals).officeClosedFriday)).toBeVisible(),
    );
  },
};

/** The add-to-cart notice with its animation; it stays until Close (or 20 seconds). */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'addToCart');
    const toasts = await region();
    await expect(toasts.querySelector('[data-animation="addToCart"]')).not.toBeNull();
    await userEvent.click(within(toasts).getByRole('button', { name: /Close|ปิด/ }));
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('cart closed'));
  },
};

export const SuccessDialog: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'successDialog');
    const toasts = await region();
    await waitFor(() => expect(within(toasts).getByText(/Success!|สำเร็จ!/)).toBeVisible());
  },
};

/** The login-required confirmation: YES has focus; Escape answers no; focus returns. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'confirm' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: /^(YES|ใช่)$/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('no'));
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('yes'));
  },
};

/** The CMS client's error dialog: single OK, a click outside does not close it. */
export const ErrorDialog: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'error');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'ValidationError' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(document.body, { skipHover: true });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('error closed'));
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'wrongPassword');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(dialog.querySelector('[data-animation="wrongPassword"]')).not.toBeNull();
    await expect(within(dialog).getByRole('button')).toHaveFocus();
  },
};

/** Loading until the code dismisses it (here after 1.5 s); Escape does not close it. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'loading');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('loaded'), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 401/403: "Warning", the session-expired message (docs/behaviour.md#sessions), and "Log in"; the site then goes to /login. */
export const SessionExpired: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'sessionExpired');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    const login = within(dialog).getByRole('button', { name: /^(Log in|เข้าสู่ระบบ)$/ });
    await expect(login).toHaveFocus();
    await userEvent.click(login);
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('go to /login'));
  },
};

const previews: PopupRequest[] = [
  { id: 1, type: 'confirm', options: {} },
  { id: 2, type: 'error', options: { message: 'email must be a valid email' } },
  { id: 3, type: 'wrongPassword', options: {} },
  { id: 4, type: 'sessionExpired', options: {} },
  { id: 5, type: 'notice', tone: 'addToCart', options: { confirmLabel: 'ok' } },
  { id: 6, type: 'loading', options: {} },
];

/**
 * Every dialog's content, inline and non-modal (the real ones are portalled modals), plus the
 * three animations; animations rest on their final frame, as under reduced motion.
 */
export const Matrix: Story = {
  render: () => (
    <div data-still="">
      <style>
        {
          '[data-still] * { animation: none !important; } [data-still] [role=dialog] { outline: none; }'
        }
      </style>
      <Stack gap="lg">
        <Inline gap="lg">
          {popupAnimations.map((name) => (
            <PopupAnimation key={name} name={name} />
          ))}
        </Inline>
        <Box display="grid" gridTemplateColumns="auto" gap="lg">
          {previews.map((request) => (
            <Box key={request.id} background="surfaceRaised" padding="lg">
              <Dialog>
                <PopupDialogContent request={request} onClose={() => {}} focusPrimary={false} />
              </Dialog>
            </Box>
          ))}
        </Box>
      </Stack>
    </div>
  ),
  tags: ['matrix'],
};
