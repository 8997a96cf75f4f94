/**
 * Account and authentication calls (docs/behaviour.md#accounts-and-master-data), each typed and
 * quiet or loud as listed there. They go to ACCOUNT_API_URL (`VITE_ACCOUNT_API_URL`, default the CMS origin's `/api`)
 * and carry the bearer token from the `token` cookie unless one is passed. Neither payloads nor
 * responses are known yet, so payloads are open records and responses `unknown` until the account
 * service's contract is known.
 */
import { post, put, type QuietResult, type RequestOptions } from './client';
import { ACCOUNT_API_URL } from './config';

export type AccountPayload = Record<string, unknown>;
/** Options a caller may set: language, cancellation, an explicit token. */
export type AccountOptions = Pick<RequestOptions, 'locale' | 'signal' | 'token'>;

const base = (opts: AccountOptions): RequestOptions => ({ ...opts, baseUrl: ACCOUNT_API_URL });

/** POST business-profile/authen/login (loud). */
export const businessLogin = <T = unknown>(payload: AccountPayload, opts: AccountOptions = {}) =>
  post<T>('/business-profile/authen/login', payload, base(opts));

/** POST account/visitor/validate/mobile (quiet). */
export const validateVisitorMobile = <T = unknown>(
  payload: AccountPayload,
  opts: AccountOptions = {},
): Promise<QuietResult<T>> =>
  post<T>('/account/visitor/validate/mobile', payload, { ...base(opts), quiet: true });

/** POST account/business/validate (quiet). */
export const validateBusiness = <T = unknown>(
  payload: AccountPayload,
  opts: AccountOptions = {},
): Promise<QuietResult<T>> =>
  post<T>('/account/business/validate', payload, { ...base(opts), quiet: true });

/** POST account/visitor/validate/social (quiet). */
export const validateVisitorSocial = <T = unknown>(
  payload: AccountPayload,
  opts: AccountOptions = {},
): Promise<QuietResult<T>> =>
  post<T>('/account/visitor/validate/social', payload, { ...base(opts), quiet: true });

/** POST business-profile/authen/otp/send (quiet). */
export const sendOtp = <T = unknown>(
  payload: AccountPayload,
  opts: AccountOptions = {},
): Promise<QuietResult<T>> =>
  post<T>('/business-profile/authen/otp/send', payload, { ...base(opts), quiet: true });

/** POST business-profile/authen/otp/verify (quiet). */
export const verifyOtp = <T = unknown>(
  payload: AccountPayload,
  opts: AccountOptions = {},
): Promise<QuietResult<T>> =>
  post<T>('/business-profile/authen/otp/verify', payload, { ...base(opts), quiet: true });

/** POST account/visitor/login (loud). */
export const visitorLogin = <T = unknown>(payload: AccountPayload, opts: AccountOptions = {}) =>
  post<T>('/account/visitor/login', payload, base(opts));

/** POST account/visitor/register (loud). */
export const visitorRegister = <T = unknown>(payload: AccountPayload, opts: AccountOptions = {}) =>
  post<T>('/account/visitor/register', payload, base(opts));

/** PUT account/visitor/profile with an explicit token (loud). */
export const updateVisitorProfile = <T = unknown>(
  payload: AccountPayload,
  token: string,
  opts: Omit<AccountOptions, 'token'> = {},
) => put<T>('/account/visitor/profile', payload, { ...base(opts), token });

/** POST packfunction/uploadfile: multipart, the file in form field `file` (loud). */
export function uploadFile<T = unknown>(
  file: Blob,
  opts: AccountOptions & { filename?: string } = {},
) {
  const { filename, ...rest } = opts;
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  return post<T>('/packfunction/uploadfile', form, base(rest));
}
