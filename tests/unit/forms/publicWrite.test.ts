import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../design-system';
import { parseRetryAfter } from '../../../site/cms/client';
import { verificationConfig } from '../../../site/cms/verification';
import { tooManyRequests } from '../../../site/forms/publicWrite';
import { jobApplicationSpec } from '../../../site/forms/specs';
import { SubmitError, submitForm } from '../../../site/forms/submit';
import { activateLocale, i18n } from '../../../site/i18n/i18n';

beforeAll(async () => {
  // English last: it stays the active locale.
  for (const locale of [...LOCALES.filter((l) => l !== 'en'), 'en' as const]) {
    await activateLocale(locale, { pages: true });
  }
});
afterEach(() => vi.unstubAllGlobals());

const say = async (locale: Locale, seconds: number | undefined) => {
  await activateLocale(locale, { pages: true });
  return i18n._(tooManyRequests(seconds));
};

describe('too many requests: the wait in whole minutes, in every language', () => {
  it('rounds the seconds up to minutes, with the right plural', async () => {
    expect(await say('en', 45)).toBe(
      'You have sent too many requests. Please wait 1 minute and try again.',
    );
    expect(await say('en', 150)).toBe(
      'You have sent too many requests. Please wait 3 minutes and try again.',
    );
    expect(await say('nl', 60)).toContain('Wacht 1 minuut en');
    expect(await say('nl', 600)).toContain('Wacht 10 minuten en');
    expect(await say('th', 600)).toBe('ท่านส่งคำขอมากเกินไป กรุณารอ 10 นาที แล้วลองอีกครั้ง');
    expect(await say('zh', 120)).toContain('2 分钟');
    expect(await say('ja', 120)).toContain('2 分待って');
  });

  it('says "a few minutes" when the server gave no wait', async () => {
    expect(await say('en', undefined)).toBe(
      'You have sent too many requests. Please wait a few minutes and try again.',
    );
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', Date.UTC(2026, 9, 21, 7, 28, 0))).toBe(
      30,
    );
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('the verification the site asks for', () => {
  it('is ALTCHA with the CMS challenge unless the build names another provider', () => {
    expect(verificationConfig({})).toEqual({
      provider: 'altcha',
      siteKey: '',
      challengeUrl: '/api/verification/challenge',
    });
    expect(verificationConfig({ VITE_CMS_URL: 'https://cms.example/' })).toMatchObject({
      challengeUrl: 'https://cms.example/api/verification/challenge',
    });
    expect(
      verificationConfig({ VITE_VERIFICATION_PROVIDER: 'Turnstile', VITE_TURNSTILE_SITE_KEY: 'k' }),
    ).toMatchObject({ provider: 'turnstile', siteKey: 'k' });
    // Named without its key: kept (the check then says it cannot load), never another provider.
    expect(verificationConfig({ VITE_VERIFICATION_PROVIDER: 'recaptcha' })).toMatchObject({
      provider: 'recaptcha',
      siteKey: '',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(verificationConfig({ VITE_VERIFICATION_PROVIDER: 'development' }).provider).toBe(
      'altcha',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

/** XMLHttpRequest as the uploads use it; answers each request at once, as the CMS would. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => [number, unknown] = () => [201, null];
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  getResponseHeader() {
    return null;
  }
  send() {
    FakeXhr.sent.push(this);
    const [status, body] = FakeXhr.answer(this);
    this.status = status;
    this.responseText = JSON.stringify(body);
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

/** A stored file, in the shape of the upload route the request went to. */
const stored = (xhr: FakeXhr, n: number) =>
  xhr.url.endsWith('/api/attachments')
    ? { data: { token: `att-${n}`, name: 'cv.pdf', mime: 'application/pdf', size: 1 } }
    : [{ id: n, name: 'cv.pdf', mime: 'application/pdf', size: 1 }];

describe('one submission, one token', () => {
  const values = {
    ...jobApplicationSpec.initial,
    full_name: 'Jan de Vries',
    email: 'jan@example.nl',
    phone: '+31 70 000 0000',
    consent_privacy: true,
    cv: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })],
  };

  it('sends the token with the attachment upload and with the post, and the key with the post', async () => {
    FakeXhr.sent = [];
    FakeXhr.answer = (xhr) => [201, stored(xhr, 41)];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const posts: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posts.push(init);
        return new Response(JSON.stringify({ data: { documentId: 'jobref1' } }), { status: 201 });
      }),
    );
    const reference = await submitForm(jobApplicationSpec, values, {
      locale: 'en',
      extra: { position: 'job1' },
      verificationToken: 'payload-1',
      idempotencyKey: '0b9f4c1e-8a8e-4f57-9a49-2f1c8b4a7e11',
    });
    expect(reference).toBe('jobref1');
    expect(FakeXhr.sent.length).toBeGreaterThan(0);
    for (const xhr of FakeXhr.sent) expect(xhr.headers['X-Verification-Token']).toBe('payload-1');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers).toMatchObject({
      'X-Verification-Token': 'payload-1',
      'Idempotency-Key': '0b9f4c1e-8a8e-4f57-9a49-2f1c8b4a7e11',
    });
  });

  it('turns a 429 on the upload into the wait message, not a file problem', async () => {
    FakeXhr.answer = () => [
      429,
      {
        data: null,
        error: {
          status: 429,
          name: 'RateLimitError',
          message: 'Too many requests. Try again in 300 seconds.',
          details: { code: 'rate_limited', retryAfter: 300 },
        },
      },
    ];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await activateLocale('en', { pages: true });
    const error = await submitForm(
      jobApplicationSpec,
      { ...values, cv: [new File(['%PDF-1.4'], 'other.pdf')] },
      {
        locale: 'en',
        verificationToken: 't',
        idempotencyKey: '0b9f4c1e-8a8e-4f57-9a49-2f1c8b4a7e11',
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmitError);
    const failure = (error as SubmitError).failure;
    expect(failure.kind).toBe('refused');
    expect(failure.kind === 'refused' && i18n._(failure.problem)).toBe(
      'You have sent too many requests. Please wait 5 minutes and try again.',
    );
  });
});
