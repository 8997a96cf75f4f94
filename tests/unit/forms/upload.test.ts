import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../../site/i18n/i18n';
import { forgetUploads, UploadError, uploadFiles } from '../../../site/forms/upload';

/** A stand-in for the browser's XMLHttpRequest that records the request and answers on demand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading a form attachment', () => {
  const created = (token: string, name: string) => ({
    data: { token, name, mime: 'application/pdf', size: 10 },
  });

  it('sends one file per request in the field "file", with the verification token, and answers the tokens', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const a = new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['%PDF-1.4 b, twice as long'], 'b.pdf', { type: 'application/pdf' });
    const done = uploadFiles([a, b], {
      onProgress: (p) => progress.push(p),
      locale: 'th',
      verificationToken: 'verify-123',
    });
    const first = FakeXhr.last;
    expect([first.method, first.url, first.headers['Accept-Language']]).toEqual([
      'POST',
      '/api/attachments',
      'th',
    ]);
    expect(first.headers['X-Verification-Token']).toBe('verify-123');
    expect([...first.body!.keys()]).toEqual(['file']);
    expect((first.body!.get('file') as File).name).toBe('a.pdf');
    first.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 });
    first.answer(201, created('tok-a', 'a.pdf'));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    const second = FakeXhr.last;
    expect((second.body!.get('file') as File).name).toBe('b.pdf');
    expect(second.headers['X-Verification-Token']).toBe('verify-123');
    second.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 });
    second.answer(201, created('tok-b', 'b.pdf'));
    expect((await done).map((f) => f.token)).toEqual(['tok-a', 'tok-b']);
    // progress over both files' bytes: a is 10 bytes, b 25
    expect(progress).toEqual([14, 29, 64, 99, 100]);

    // Trying again after a failed form POST reuses the stored files: no second upload.
    const before = FakeXhr.last;
    expect((await uploadFiles([a, b])).map((f) => f.token)).toEqual(['tok-a', 'tok-b']);
    expect(FakeXhr.last).toBe(before);
    // ... unless the CMS said a token had expired
    forgetUploads([b]);
    const again = uploadFiles([a, b]);
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(before));
    FakeXhr.last.answer(201, created('tok-b2', 'b.pdf'));
    expect((await again).map((f) => f.token)).toEqual(['tok-a', 'tok-b2']);
  });

  it('turns the CMS refusal into a message naming the visitor’s file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const big = new File(['x'], 'big.pdf');
    const done = uploadFiles([big]);
    FakeXhr.last.answer(413, {
      data: null,
      error: {
        status: 413,
        name: 'PayloadTooLargeError',
        message: 'The file is larger than the upload limit.',
        details: { code: 'file_too_large', errors: [{ path: ['file'], code: 'file_too_large' }] },
      },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(413);
    expect(i18n._((error as UploadError).problem)).toBe('big.pdf is larger than the upload limit.');
  });

  it('says to check the connection when the request fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadFiles([new File(['x'], 'c.pdf')]);
    FakeXhr.last.onerror!();
    const error = (await done.catch((e: unknown) => e)) as UploadError;
    expect(error.status).toBe(0);
    expect(i18n._(error.problem)).toMatch(/check your connection/i);
  });
});
