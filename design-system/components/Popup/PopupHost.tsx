import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  Button as RACButton,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { SPEC } from '../../constants';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { iconButton } from '../IconButton/IconButton.css';
import { PopupAnimation } from './PopupAnimation';
import {
  autoCloseDelay,
  currentModal,
  popupLabels,
  type NoticeTone,
  type PopupButtonLabel,
  type PopupController,
  type PopupLabel,
  type PopupRequest,
} from './popupController';
import * as css from './Popup.css';

export interface PopupHostProps {
  controller: PopupController;
}

const toneIcon: Record<Exclude<NoticeTone, 'addToCart'>, IconName> = {
  success: 'success',
  fail: 'error',
  warning: 'alert',
  info: 'info',
};

function useTexts() {
  const { t } = useLingui();
  const labels: Record<PopupLabel, string> = {
    yes: t`YES`,
    no: t`NO`,
    ok: t`OK`,
    cancel: t`Cancel`,
    submit: t`Submit`,
    add: t`Add`,
  };
  const label = (value: PopupButtonLabel) =>
    (popupLabels as readonly string[]).includes(value) ? labels[value as PopupLabel] : value;
  const toneTitle: Record<NoticeTone, string> = {
    success: t`Success!`,
    fail: t`Failed`,
    warning: t`Warning`,
    info: t`Information`,
    addToCart: t`Added to cart`,
  };
  return { label, toneTitle };
}

function ToneMark({ tone }: { tone: NoticeTone }) {
  if (tone === 'addToCart') return <PopupAnimation name="addToCart" />;
  return (
    <span className={css.mark({ tone })}>
      <Icon name={toneIcon[tone]} size="lg" />
    </span>
  );
}

/** One auto-closing pop-up (the success toast or a notice dialog) in the toast region. */
function NoticeToast({ toast }: { toast: QueuedToast<PopupRequest> }) {
  const { t } = useLingui();
  const { toneTitle } = useTexts();
  const request = toast.content;
  const isToast = request.type === 'toast';
  const tone: NoticeTone = request.type === 'notice' ? request.tone : 'success';
  const title = isToast
    ? request.text || t`Save.`
    : request.type === 'notice'
      ? request.options.title || toneTitle[tone]
      : '';
  const message = request.type === 'notice' ? request.options.message : undefined;
  return (
    <Toast toast={toast} className={css.toast({ size: isToast ? 'toast' : 'dialog' })}>
      <ToastContent className={css.toastContent}>
        <ToneMark tone={tone} />
        <div className={css.texts}>
          <Text slot="title" className={css.toastTitle}>
            {title}
          </Text>
          {message ? (
            <Text slot="description" className={css.message}>
              {message}
            </Text>
          ) : null}
        </div>
      </ToastContent>
      {/* RAC's Button: the Toast's close slot needs RAC's ButtonContext (IconButton is a plain button). */}
      <RACButton
        slot="close"
        aria-label={t`Close`}
        className={[iconButton({ variant: undefined }), css.toastClose].join(' ')}
      >
        <Icon name="close" />
      </RACButton>
    </Toast>
  );
}

interface ModalContent {
  mark?: ReactNode;
  title: string;
  message?: string;
  /** Buttons, primary last; the primary gets focus. */
  actions: { label: string; result: boolean; primary?: boolean }[];
}

function useModalContent(request: PopupRequest): ModalContent {
  const { t } = useLingui();
  const { label, toneTitle } = useTexts();
  switch (request.type) {
    case 'confirm':
      return {
        mark: <ToneMark tone="info" />,
        title: request.options.title || t`Log in required`,
        message:
          request.options.message ||
          t`You need to log in to use this feature. Do you want to log in now?`,
        actions: [
          { label: label(request.options.cancelLabel ?? 'no'), result: false },
          { label: label(request.options.confirmLabel ?? 'yes'), result: true, primary: true },
        ],
      };
    case 'error':
      return {
        mark: <ToneMark tone="fail" />,
        title: request.options.title || t`Error`,
        message: request.options.message,
        actions: [{ label: label('ok'), result: true, primary: true }],
      };
    case 'wrongPassword':
      return {
        mark: <PopupAnimation name="wrongPassword" />,
        title: request.options.title || t`Wrong password`,
        message:
          request.options.message || t`The password you entered is incorrect. Please try again.`,
        actions: [
          { label: label(request.options.confirmLabel ?? 'ok'), result: true, primary: true },
        ],
      };
    case 'sessionExpired':
      return {
        mark: <ToneMark tone="warning" />,
        title: request.options.title || t`Warning`,
        message:
          request.options.message ||
          t`Your session has expired or you do not have permission to view this page.`,
        actions: [
          { label: label(request.options.confirmLabel ?? t`Log in`), result: true, primary: true },
        ],
      };
    case 'notice':
      return {
        mark: <ToneMark tone={request.tone} />,
        title: request.options.title || toneTitle[request.tone],
        message: request.options.message,
        actions: [
          { label: label(request.options.confirmLabel ?? 'ok'), result: true, primary: true },
        ],
      };
    case 'loading':
      return {
        mark: <PopupAnimation name="loading" />,
        title: t`Loading`,
        message: request.options.message,
        actions: [],
      };
    case 'toast':
      return { title: '', actions: [] };
  }
}

export interface PopupDialogContentProps {
  request: PopupRequest;
  onClose: (result: boolean) => void;
  /** Id for the message, so the dialog can point `aria-describedby` at it. */
  messageId?: string;
  /** Move focus to the primary button on mount (react-aria Dialog). @default true */
  focusPrimary?: boolean;
}

/**
 * The inside of a pop-up dialog (mark, title, message, buttons), for a react-aria Dialog: the
 * host's modal, or an inline non-modal Dialog in previews.
 */
export function PopupDialogContent({
  request,
  onClose,
  messageId,
  focusPrimary = true,
}: PopupDialogContentProps) {
  const content = useModalContent(request);
  return (
    <div className={css.content}>
      {content.mark ? <div className={css.markSlot}>{content.mark}</div> : null}
      <Heading slot="title" className={css.title}>
        {content.title}
      </Heading>
      {content.message ? (
        <p id={messageId} className={css.message}>
          {content.message}
        </p>
      ) : null}
      {content.actions.length > 0 ? (
        <div className={css.actions}>
          {content.actions.map((action) => (
            <Button
              key={action.label}
              variant={action.primary ? 'primary' : 'secondary'}
              // The primary button takes focus when the dialog opens.
              autoFocus={focusPrimary && action.primary}
              onPress={() => onClose(action.result)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The dialog role a request is shown with (alertdialog when it has buttons). */
export function popupDialogRole(request: PopupRequest): 'alertdialog' | 'dialog' {
  return request.type === 'loading' || request.type === 'toast' ? 'dialog' : 'alertdialog';
}

function PopupModal({
  request,
  controller,
}: {
  request: PopupRequest;
  controller: PopupController;
}) {
  const { t } = useLingui();
  const isLoading = request.type === 'loading';
  const hasMessage =
    (request.type !== 'toast' && Boolean(request.options.message)) ||
    request.type === 'confirm' ||
    request.type === 'wrongPassword' ||
    request.type === 'sessionExpired';
  const messageId = useId();
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) controller.close(request.id, false);
      }}
      // Never closed by a click outside (the error dialog, docs/behaviour.md#content-and-calls); Escape answers "no" / closes,
      // except for loading, which only code dismisses.
      isDismissable={false}
      isKeyboardDismissDisabled={isLoading}
      className={css.overlay}
    >
      <Modal className={css.modal}>
        <Dialog
          role={popupDialogRole(request)}
          aria-label={isLoading ? t`Loading` : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          className={css.dialog}
        >
          <PopupDialogContent
            request={request}
            messageId={messageId}
            onClose={(result) => controller.close(request.id, result)}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Shows a controller's pop-ups: auto-closing ones (success toast, notices without a confirm
 * button) in a react-aria toast region, announced (role alert) and paused while the pointer is
 * over the region or focus is inside it (WCAG 2.2.1); dialogs with buttons one at a time in a
 * modal alertdialog whose primary button takes focus.
 */
export function PopupHost({ controller }: PopupHostProps) {
  const { t } = useLingui();
  const requests = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  const [queue] = useState(() => new ToastQueue<PopupRequest>({ maxVisibleToasts: 3 }));
  const queued = useRef(new Set<number>());

  useEffect(() => {
    for (const request of requests) {
      const timeout = autoCloseDelay(request, SPEC.popup);
      if (timeout === null || queued.current.has(request.id)) continue;
      queued.current.add(request.id);
      queue.add(request, { timeout, onClose: () => controller.close(request.id) });
    }
  }, [requests, queue, controller]);

  // RAC's ToastRegion registers its landmark (what F6 moves to) when it mounts, but it renders
  // its element only while it holds a toast, and with a fixed aria-label it never registers
  // again: F6 would never reach it. A new key each time the first toast arrives mounts it with
  // its element (tests/browser/PopupToastRegion.browser.test.tsx). The key stays when the last
  // toast closes, so the region can still give focus back.
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [region, setRegion] = useState({ key: 0, hasToasts: false });
  if (region.hasToasts !== hasToasts)
    setRegion({ key: hasToasts ? region.key + 1 : region.key, hasToasts });

  const modal = currentModal(requests);
  return (
    <>
      <ToastRegion
        key={region.key}
        queue={queue}
        aria-label={t`Notifications`}
        className={css.region}
      >
        {({ toast }) => <NoticeToast toast={toast} />}
      </ToastRegion>
      {modal ? <PopupModal key={modal.id} request={modal} controller={controller} /> : null}
    </>
  );
}

export default PopupHost;
