/**
 * The one HTTP client of the site (docs/behaviour.md#content-and-calls, docs/behaviour.md#sessions): GET with a `qs`
 * query string, POST and PUT with JSON or multipart bodies.
 *
 * Every request carries:
 * - `Accept-Language`: the visitor's locale (default `en`, SPEC.request.defaultLanguage);
 * - `Authorization: Bearer <token>`: an explicitly passed token, else the `token` cookie when
 *   there is one (docs/behaviour.md#sessions); `token: null` sends
 *   none;
 * - on public calls (`public: true`: CMS content reads, public form posts) `refkey: ''`;
 * - a timeout of SPEC.request.timeoutMs (240 s) combined with the caller's `signal`.
 *
 * Error policy (docs/behaviour.md#content-and-calls and #sessions, with the improvement there):
 * - 401/403 **with a token sent**: the session-expired dialog; on close the token cookie is
 *   removed and the visitor goes to `/{locale}/login`. The call rejects with a
 *   `SessionExpiredError` (outside a browser, straight away with that message, no dialog).
 * - anonymous 401/403, other HTTP errors, network failures and timeouts: loud calls (default)
 *   open the error dialog (title = the server's `error.name` / `error` field, else "Error";
 *   message = the server's message when it is a string, else the error's own message) and then
 *   reject; `dialog: false` rejects without the dialog (SWR hooks show an ErrorState instead);
 *   quiet calls resolve `{ error, isError: true }` (and `{ data, isError: false }` on success).
 * - a caller's abort never opens a dialog: it rejects (or resolves quietly) with the AbortError.
 *
 * The token is the CMS's own (one content-service host serves content and accounts):
 * Strapi reads a valid visitor token like the public role (cms/src/bootstrap/permissions.ts) and
 * answers 401 to an expired or unknown one, which ends the session here. The calls of one page
 * that fail together (a page's lists and footer links) share one session-expired dialog.
 */
import { msg } from '@lingui/core/macro';
import { SPEC } from '../../design-system';
import { removeToken, getToken } from '../shell/session';
import { CMS_URL } from './config';
import { queryString, type QueryParams } from './qs';
import { translate } from './text';

export type { QueryParams };

/** The dialogs and navigation the client needs, provided by the shell (setClientUi). */
export interface ClientUi {
  /** The error dialog: single OK button, no close on outside click; resolves when closed. */
  error(opts: { title: string; message: string }): Promise<void>;
  /** The session-expired dialog ("Warning", button "Log in"); resolves when closed. */
  sessionExpired(): Promise<void>;
  /** Client-side navigation (site/router.tsx). */
  navigate(path: string): void;
}

const browserUi: ClientUi = {
  // Without a registered UI there is nothing to show: the rejection still reaches the caller.
  error: async () => {},
  sessionExpired: async () => {},
  navigate: (path) => window.location.assign(path),
};

let ui: ClientUi | null = null;

/** Where relative paths go: CMS_URL (same origin by default), or the CMS a server render reads. */
let defaultBaseUrl = CMS_URL;

/** The page service's gated fetch (site/server/cmsGate.ts); null: the global fetch. */
let cmsFetch: typeof fetch | null = null;

/** Server rendering reads the CMS directly (site/server/render.tsx); the browser never calls this. */
export function setCmsBaseUrl(url: string): void {
  defaultBaseUrl = url.replace(/\/+$/, '');
}

/**
 * Server rendering sends its reads through the page service's gate (deadline, request id,
 * concurrency cap, circuit breaker: site/server/cmsGate.ts); the browser never calls this.
 */
export function setCmsFetch(fetchImpl: typeof fetch | null): void {
  cmsFetch = fetchImpl;
}

/** Registers the shell's dialogs (the popup API) and router; `null` restores the default. */
export function setClientUi(next: ClientUi | null): void {
  ui = next;
}

/** The English text of the session-expired warning (the dialog shows it translated). */
export const SESSION_EXPIRED_MESSAGE =
  'Warning: your session has expired or you do not have permission to view this page.';

/** An HTTP error answer of the CMS or the account API. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status (0 for network failures and timeouts). */
    readonly status: number,
    /** The server's error name / error field ('' when it gave none). */
    readonly title: string,
    /** The parsed body of the answer, if any. */
    readonly body: unknown,
    /** Seconds from the answer's `Retry-After` header (a 429 or 503), when it gave one. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; undefined when absent or bad. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A 401/403 answer to a call that carried a token. */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
  constructor(readonly status: number) {
    super(SESSION_EXPIRED_MESSAGE);
  }
}

export interface RequestOptions {
  /** Language header and the locale of the login redirect. @default 'en' */
  locale?: string;
  /** Explicit bearer token; `null` sends none; omitted: the `token` cookie when present. */
  token?: string | null;
  /** Public CMS call (content reads, public form posts): sends `refkey: ''`. */
  public?: boolean;
  /** Quiet: resolve `{ error, isError }` instead of rejecting, never a dialog. */
  quiet?: boolean;
  /** Loud calls: `false` rejects without the error dialog (the page shows an ErrorState). @default true */
  dialog?: boolean;
  /** The caller's abort signal, combined with the timeout. */
  signal?: AbortSignal;
  /** Extra headers (e.g. `x-preview-secret`). */
  headers?: Record<string, string>;
  /** Origin (or origin + base path) prepended to relative paths. @default CMS_URL (setCmsBaseUrl) */
  baseUrl?: string;
  /** @default SPEC.request.timeoutMs */
  timeoutMs?: number;
}

export type QuietResult<T> = { data: T; isError: false } | { error: Error; isError: true };

type Method = 'GET' | 'POST' | 'PUT';

async function buildUrl(path: string, params: QueryParams | undefined, baseUrl: string) {
  const absolute = /^https?:\/\//i.test(path);
  const url = absolute ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!params || Object.keys(params).length === 0) return url;
  const query = queryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function combineSignals(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  // Older engines: forward both into one controller.
  const controller = new AbortController();
  const forward = (source: AbortSignal) => () => controller.abort(source.reason);
  for (const s of [signal, timeout]) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', forward(s), { once: true });
  }
  return controller.signal;
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Title and message from an error body: Strapi's `{ error: { name, message } }` or `{ error, message }`. */
function describeError(body: unknown): { title: string; message: string | null } {
  if (!body || typeof body !== 'object') return { title: '', message: null };
  const b = body as { error?: unknown; message?: unknown };
  let title = '';
  let message: string | null = null;
  if (b.error && typeof b.error === 'object') {
    const e = b.error as { name?: unknown; message?: unknown };
    if (typeof e.name === 'string') title = e.name;
    if (typeof e.message === 'string') message = e.message;
  } else if (typeof b.error === 'string') {
    title = b.error;
  }
  if (message === null && typeof b.message === 'string') message = b.message;
  return { title, message };
}

const isAbort = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError');

const inBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/** The session-expired flow under way, shared by every call that fails with the same session. */
let ending: Promise<void> | null = null;

async function sessionExpired(
  status: number,
  locale: string,
  fromCookie: string | null,
): Promise<never> {
  const error = new SessionExpiredError(status);
  if (!inBrowser()) throw error;
  // A late answer to a request sent with a cookie token that is gone by now: that session has
  // already ended (and the visitor been sent to log in); no second dialog.
  if (fromCookie !== null && getToken() !== fromCookie && !ending) throw error;
  ending ??= (async () => {
    const current = ui ?? browserUi;
    try {
      await current.sessionExpired();
      removeToken();
      current.navigate(`/${locale}/login`);
    } finally {
      ending = null;
    }
  })();
  await ending;
  throw error;
}

async function request<T>(
  method: Method,
  path: string,
  params: QueryParams | undefined,
  body: unknown,
  opts: RequestOptions,
): Promise<T> {
  const locale = opts.locale || SPEC.request.defaultLanguage;
  const fromCookie = opts.token === undefined ? getToken() : null;
  const token = opts.token !== undefined ? opts.token : fromCookie;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    ...(opts.public ? { refkey: '' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...opts.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets multipart/form-data with its boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = await buildUrl(path, params, opts.baseUrl ?? defaultBaseUrl);
  const signal = combineSignals(opts.timeoutMs ?? SPEC.request.timeoutMs, opts.signal);

  let res: Response;
  try {
    signal.throwIfAborted();
    res = await (cmsFetch ?? fetch)(url, { method, headers, body: payload, signal });
  } catch (e) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? e; // the caller gave up: no dialog
    const reason = e instanceof Error ? e : new Error(String(e));
    // Timeouts and network failures: status 0, the error's own message.
    throw new ApiError(reason.message, 0, '', null);
  }
  const data = await parseBody(res);
  if (res.ok) return data as T;
  if ((res.status === 401 || res.status === 403) && token) {
    return sessionExpired(res.status, locale, fromCookie);
  }
  const { title, message } = describeError(data);
  throw new ApiError(
    message ?? `Request failed with status ${res.status}`,
    res.status,
    title,
    data,
    parseRetryAfter(res.headers.get('retry-after')),
  );
}

async function run<T>(
  method: Method,
  path: string,
  params: QueryParams | undefined,
  body: unknown,
  opts: RequestOptions,
): Promise<T | QuietResult<T>> {
  try {
    const data = await request<T>(method, path, params, body, opts);
    return opts.quiet ? { data, isError: false } : data;
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    if (opts.quiet) return { error, isError: true };
    const show =
      opts.dialog !== false &&
      !(error instanceof SessionExpiredError) &&
      !(isAbort(error) && opts.signal?.aborted);
    if (show && inBrowser()) {
      const title =
        error instanceof ApiError && error.title ? error.title : translate(msg`Error`, 'Error');
      await (ui ?? browserUi).error({ title, message: error.message });
    }
    throw error;
  }
}

type Quiet = RequestOptions & { quiet: true };

/** GET `path` with `params` as a `qs` query string. */
export function get<T>(
  path: string,
  params: QueryParams | undefined,
  opts: Quiet,
): Promise<QuietResult<T>>;
export function get<T>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<T>;
export function get<T>(path: string, params?: QueryParams, opts: RequestOptions = {}) {
  return run<T>('GET', path, params, undefined, opts);
}

/** POST a JSON body (or a FormData body as multipart). */
export function post<T>(path: string, body: unknown, opts: Quiet): Promise<QuietResult<T>>;
export function post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
export function post<T>(path: string, body?: unknown, opts: RequestOptions = {}) {
  return run<T>('POST', path, undefined, body, opts);
}

/** PUT a JSON body (or a FormData body as multipart). */
export function put<T>(path: string, body: unknown, opts: Quiet): Promise<QuietResult<T>>;
export function put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
export function put<T>(path: string, body?: unknown, opts: RequestOptions = {}) {
  return run<T>('PUT', path, undefined, body, opts);
}
