/**
 * The pop-up helpers (docs/behaviour.md#pop-ups) as a small store with an imperative API. React code uses
 * `usePopup()`; code outside React (the CMS client) calls a controller created with
 * `createPopupController()` and handed to `<PopupProvider controller={...}>`, which shows what
 * the controller holds. Requests made before the provider mounts wait in the store.
 */

/** Default button labels (docs/behaviour.md#pop-ups: YES, NO, OK, Cancel, Submit, Add), translated by the host. */
export const popupLabels = ['yes', 'no', 'ok', 'cancel', 'submit', 'add'] as const;
export type PopupLabel = (typeof popupLabels)[number];
/** A default label by key, or the site's own (already translated) text. */
export type PopupButtonLabel = PopupLabel | (string & {});

/** Tones of the notice dialogs. */
export const noticeTones = ['success', 'fail', 'warning', 'info', 'addToCart'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export interface NoticeOptions {
  title?: string;
  message?: string;
  /**
   * Show a confirm button (a default label key or text). With one, the dialog waits for it;
   * without, it closes by itself after its delay (docs/behaviour.md#pop-ups) (paused while hovered or focused).
   */
  confirmLabel?: PopupButtonLabel;
}

export interface ConfirmOptions {
  title?: string;
  message?: string;
  /** @default 'yes' */
  confirmLabel?: PopupButtonLabel;
  /** @default 'no' */
  cancelLabel?: PopupButtonLabel;
}

export interface ErrorOptions {
  /** The server's error field; "Error" when missing. */
  title?: string;
  message: string;
}

export interface LoadingOptions {
  message?: string;
}

export interface LoadingHandle {
  /** Closes the loading dialog (safe to call more than once). */
  dismiss(): void;
}

type Base = { id: number };
export type PopupRequest =
  | (Base & { type: 'toast'; text?: string })
  | (Base & { type: 'notice'; tone: NoticeTone; options: NoticeOptions })
  | (Base & { type: 'confirm'; options: ConfirmOptions })
  | (Base & { type: 'error'; options: ErrorOptions })
  | (Base & { type: 'wrongPassword'; options: NoticeOptions })
  | (Base & { type: 'sessionExpired'; options: NoticeOptions })
  | (Base & { type: 'loading'; options: LoadingOptions });

/** The imperative pop-up API (what `usePopup()` returns). Promises resolve when the pop-up closes. */
export interface PopupApi {
  /** Toast, "Save." by default, closes after 1500 ms. */
  success(text?: string): Promise<void>;
  /** Failure dialog; closes after 1500 ms unless it has a confirm button. */
  fail(options?: NoticeOptions | string): Promise<void>;
  /** Warning dialog; closes after 1500 ms unless it has a confirm button. */
  warning(options?: NoticeOptions | string): Promise<void>;
  /** Information dialog; closes after 1500 ms unless it has a confirm button. */
  info(options?: NoticeOptions | string): Promise<void>;
  /** Success dialog ("Success!"); closes after 2000 ms unless it has a confirm button. */
  successDialog(options?: NoticeOptions | string): Promise<void>;
  /** Added-to-cart dialog with its animation; closes after 2000 ms unless it has a confirm button. */
  addToCart(options?: NoticeOptions | string): Promise<void>;
  /** The login-required confirmation (YES / NO); resolves true for YES. */
  confirm(options?: ConfirmOptions): Promise<boolean>;
  /** Wrong-password dialog with its animation and an OK button. */
  wrongPassword(options?: NoticeOptions): Promise<void>;
  /** A blocking loading dialog, until `dismiss()`. */
  loading(options?: LoadingOptions): LoadingHandle;
  /** The CMS client's error dialog: title, message, single OK, no close on outside click. */
  error(options: ErrorOptions): Promise<void>;
  /** "Warning: your session has expired…" with a "Log in" button; resolves when closed. */
  sessionExpired(options?: NoticeOptions): Promise<void>;
}

export interface PopupController extends PopupApi {
  /** Pending pop-ups, oldest first. */
  getSnapshot(): readonly PopupRequest[];
  subscribe(listener: () => void): () => void;
  /** Closes a pop-up and settles its promise (`result` is the confirm answer). */
  close(id: number, result?: boolean): void;
  /** Whether a `PopupProvider` is showing this controller's pop-ups right now. */
  isAttached(): boolean;
  /** Called by the provider while mounted; returns the detach function. */
  attach(): () => void;
}

type Settle = (result: boolean) => void;
/** A request before the store gives it an id. */
type NewRequest = PopupRequest extends infer R
  ? R extends PopupRequest
    ? Omit<R, 'id'>
    : never
  : never;

function noticeOptions(options?: NoticeOptions | string): NoticeOptions {
  return typeof options === 'string' ? { message: options } : { ...options };
}

/** Creates a pop-up store; the site makes one and passes it to `PopupProvider`. */
export function createPopupController(): PopupController {
  let requests: readonly PopupRequest[] = [];
  const settlers = new Map<number, Settle>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let attached = 0;

  const emit = () => listeners.forEach((listener) => listener());

  function open<T>(request: NewRequest, map: (answer: boolean) => T): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve) => {
      settlers.set(id, (answer) => resolve(map(answer)));
      requests = [...requests, { ...request, id } as PopupRequest];
      emit();
    });
  }
  const done = () => undefined;

  const notice = (tone: NoticeTone) => (options?: NoticeOptions | string) =>
    open({ type: 'notice', tone, options: noticeOptions(options) }, done);

  const controller: PopupController = {
    getSnapshot: () => requests,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close(id, result = false) {
      if (!requests.some((r) => r.id === id)) return;
      requests = requests.filter((r) => r.id !== id);
      const settle = settlers.get(id);
      settlers.delete(id);
      emit();
      settle?.(result);
    },
    isAttached: () => attached > 0,
    attach() {
      attached += 1;
      return () => {
        attached -= 1;
      };
    },
    success: (text) => open({ type: 'toast', text }, done),
    fail: notice('fail'),
    warning: notice('warning'),
    info: notice('info'),
    successDialog: notice('success'),
    addToCart: notice('addToCart'),
    confirm: (options = {}) => open({ type: 'confirm', options }, (answer) => answer),
    wrongPassword: (options = {}) => open({ type: 'wrongPassword', options }, done),
    error: (options) => open({ type: 'error', options }, done),
    sessionExpired: (options = {}) => open({ type: 'sessionExpired', options }, done),
    loading(options = {}) {
      const id = nextId;
      void open({ type: 'loading', options }, done);
      return { dismiss: () => controller.close(id) };
    },
  };
  return controller;
}

/** The auto-close delay for a notice (docs/behaviour.md#pop-ups) (or `null` when it waits for a button). */
export function autoCloseDelay(
  request: PopupRequest,
  timings: { successToastMs: number; dialogAutoCloseMs: number; successDialogAutoCloseMs: number },
): number | null {
  if (request.type === 'toast') return timings.successToastMs;
  if (request.type !== 'notice' || request.options.confirmLabel) return null;
  return request.tone === 'success' || request.tone === 'addToCart'
    ? timings.successDialogAutoCloseMs
    : timings.dialogAutoCloseMs;
}

/**
 * Which modal to show now: the oldest one that is not a loading dialog (so an error raised while
 * loading is never stuck behind it), otherwise the newest loading dialog.
 */
export function currentModal(requests: readonly PopupRequest[]): PopupRequest | undefined {
  const modal = requests.filter((r) => autoCloseDelay(r, ANY_TIMINGS) === null);
  return modal.find((r) => r.type !== 'loading') ?? modal.filter((r) => r.type === 'loading').pop();
}

const ANY_TIMINGS = { successToastMs: 1, dialogAutoCloseMs: 1, successDialogAutoCloseMs: 1 };
