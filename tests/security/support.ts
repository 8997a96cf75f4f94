/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Helpers of the security suite: every test plays its own visitor (a distinct client address in
 * X-Forwarded-For, which this suite's CMS trusts as it would behind nginx), so one test's requests
 * never use up another's rate limit.
 */
import { randomInt, randomUUID } from 'node:crypto';
import qs from 'qs';
import { expect } from 'vitest';
import { verificationToken } from '../../scripts/lib/altcha.mjs';
import { auth, get, url } from '../cms/helpers';

export { auth, get, url };

/** A new visitor: a client address of its own. */
export const visitor = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

export const token = (from: Record<string, string> = visitor()): Promise<string> =>
  verificationToken(url(), from);

export interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

/** A raw request: nothing added. */
export async function send(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Sent> {
  const res = await fetch(`${url()}${path}`, { method, headers: init.headers, body: init.body });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

/** A form post as the site sends it: JSON, a verification token and an idempotency key. */
export async function postForm(
  path: string,
  data: unknown,
  opts: {
    from?: Record<string, string>;
    key?: string;
    token?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<Sent> {
  const from = opts.from ?? visitor();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...from,
  };
  if (opts.key !== undefined) headers['idempotency-key'] = opts.key;
  else headers['idempotency-key'] = randomUUID();
  const t = opts.token === undefined ? await token(from) : opts.token;
  if (t !== null) headers['x-verification-token'] = t;
  return send('POST', path, {
    headers: { ...headers, ...opts.headers },
    body: JSON.stringify({ data }),
  });
}

/** Entries of a form collection matching `filters`, read back with the full-access API token. */
export async function stored(plural: string, filters: Record<string, unknown>): Promise<any[]> {
  const q = qs.stringify({ filters, pagination: { pageSize: 100 } }, { encodeValuesOnly: true });
  const { status, body } = await get(`/api/${plural}?${q}`, auth());
  expect(status).toBe(200);
  return body.data;
}

/** The `code`s of a refusal (field problems, or the error's own). */
export const codes = (body: any): string[] => {
  const fields = (body?.error?.details?.errors ?? []).map((e: any) => e.code);
  return fields.length ? fields : [body?.error?.details?.code].filter(Boolean);
};

export const marker = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

/** A valid inquiry whose message carries `mark`. */
export const inquiry = (mark: string) => ({
  full_name: 'Somchai Jaidee',
  email: `${mark}@example.com`,
  topic: 'other',
  message: `Security suite ${mark}`,
  consent_privacy: true,
});
