import qs from 'qs';
import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch stub recording every call; `respond` decides each answer. */
export function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** The parsed query string of a call. */
export const queryOf = (url: string) =>
  qs.parse(url.split('?')[1] ?? '', { depth: 10, arrayLimit: 100 });

/** A promise that answers when told to. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
