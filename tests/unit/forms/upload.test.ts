import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../../site/i18n/i18n';
import { UploadError, uploadFiles } from '../../../site/forms/upload';

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
  it('sends every file in the multipart field "files", reports progress and answers the ids', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const a = new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['%PDF-1.4 b'], 'b.pdf', { type: 'application/pdf' });
    const done = uploadFiles([a, b], { onProgress: (p) => progress.push(p), locale: 'th' });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers['Accept-Language']]).toEqual([
      'POST',
      '/api/upload',
      'th',
    ]);
    expect(xhr.body!.getAll('files').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.pdf']);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(201, [
      { id: 7, name: 'a.pdf', mime: 'application/pdf', size: 0.01 },
      { id: 8, name: 'b.pdf', mime: 'application/pdf', size: 0.01 },
    ]);
    expect((await done).map((f) => f.id)).toEqual([7, 8]);
    expect(progress).toEqual([50, 100]);

    // Trying again after a failed form POST reuses the stored files: no second upload.
    const before = FakeXhr.last;
    expect((await uploadFiles([a, b])).map((f) => f.id)).toEqual([7, 8]);
    expect(FakeXhr.last).toBe(before);
  });

  it('turns the CMS refusal into a message naming the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const big = new File(['x'], 'big.pdf');
    const done = uploadFiles([big]);
    FakeXhr.last.answer(413, {
      data: null,
      error: {
        status: 413,
        name: 'PayloadTooLargeError',
        message: 'x',
        details: {
          errors: [
            { path: ['files', 0], message: '"big.pdf" is larger than the 20,000,000 byte limit.' },
          ],
        },
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
