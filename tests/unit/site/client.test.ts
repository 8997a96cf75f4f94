import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  get,
  post,
  put,
  setClientUi,
  type ClientUi,
} from '../../../site/cms/client';
import { getToken, setToken } from '../../../site/shell/session';
import { fakeFetch, json } from './fakeFetch';

function fakeUi() {
  const events: string[] = [];
  const ui: ClientUi & { errors: Array<{ title: string; message: string }> } = {
    errors: [],
    error: vi.fn(async (opts) => {
      ui.errors.push(opts);
      events.push('error-dialog');
    }),
    sessionExpired: vi.fn(async () => {
      events.push(`session-dialog (token ${getToken() ? 'still set' : 'gone'})`);
    }),
    navigate: vi.fn((path: string) => {
      events.push(`navigate ${path} (token ${getToken() ? 'still set' : 'gone'})`);
    }),
  };
  return { ui, events };
}

const clearCookies = () => {
  document.cookie = 'token=; Max-Age=0; Path=/';
};

describe('CMS client', () => {
  let ui: ReturnType<typeof fakeUi>;
  beforeEach(() => {
    ui = fakeUi();
    setClientUi(ui.ui);
  });
  afterEach(() => {
    setClientUi(null);
    clearCookies();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('sends what the CMS and the account service expect', () => {
    it('builds the query string with qs and sends the language header (default en)', async () => {
      const { calls } = fakeFetch(() => json(200, { data: [] }));
      await get('/api/posts', { locale: 'th', pagination: { page: 2 }, sort: ['a:desc'] });
      expect(calls[0]!.url).toBe('/api/posts?locale=th&pagination[page]=2&sort[0]=a%3Adesc');
      expect(calls[0]!.method).toBe('GET');
      expect(calls[0]!.headers['accept-language']).toBe('en');
      await get('/api/posts', undefined, { locale: 'ja' });
      expect(calls[1]!.url).toBe('/api/posts');
      expect(calls[1]!.headers['accept-language']).toBe('ja');
    });

    it('sends the bearer token from the token cookie, or the one passed in', async () => {
      const { calls } = fakeFetch(() => json(200, {}));
      await get('/x');
      expect(calls[0]!.headers.authorization).toBeUndefined();
      setToken('cookie-token');
      await get('/x');
      expect(calls[1]!.headers.authorization).toBe('Bearer cookie-token');
      await put('/x', { a: 1 }, { token: 'explicit' });
      expect(calls[2]!.headers.authorization).toBe('Bearer explicit');
      expect(calls[2]!.method).toBe('PUT');
    });

    it('marks public content calls with an empty refkey; they carry the visitor token too', async () => {
      const { calls } = fakeFetch(() => json(200, {}));
      await get('/api/posts', {}, { public: true });
      expect(calls[0]!.headers).toHaveProperty('refkey', '');
      expect(calls[0]!.headers.authorization).toBeUndefined();
      setToken('visitor-token');
      await get('/api/posts', {}, { public: true });
      expect(calls[1]!.headers.authorization).toBe('Bearer visitor-token');
      await get('/api/posts', {}, { public: true, token: 'given' });
      expect(calls[2]!.headers.authorization).toBe('Bearer given');
      await get('/api/posts', {}, { public: true, token: null });
      expect(calls[3]!.headers.authorization).toBeUndefined();
      await get('/account/x');
      expect(calls[4]!.headers).not.toHaveProperty('refkey');
    });

    it('posts JSON with a content type, and FormData as multipart without one', async () => {
      const { calls } = fakeFetch(() => json(201, { data: { id: 1 } }));
      await post('/api/subscribe-to-news', { data: { email: 'a@b.co' } });
      expect(calls[0]!.headers['content-type']).toBe('application/json');
      expect(calls[0]!.body).toBe('{"data":{"email":"a@b.co"}}');
      const form = new FormData();
      form.append('file', new Blob(['x']), 'cv.pdf');
      await post('/upload', form);
      expect(calls[1]!.body).toBe(form);
      expect(calls[1]!.headers['content-type']).toBeUndefined();
    });

    it('times out after 240 s by default, combined with the caller signal', async () => {
      const timeout = vi.spyOn(AbortSignal, 'timeout');
      const { calls } = fakeFetch(() => json(200, {}));
      const caller = new AbortController();
      await get('/x', undefined, { signal: caller.signal });
      expect(timeout).toHaveBeenCalledWith(240_000);
      expect(calls[0]!.signal!.aborted).toBe(false);
      caller.abort();
      expect(calls[0]!.signal!.aborted).toBe(true);
    });
  });

  describe('error policy', () => {
    it('a slow answer times out: the error dialog shows the error, then the call rejects', async () => {
      fakeFetch(
        ({ signal }) =>
          new Promise((_, reject) =>
            signal!.addEventListener('abort', () => reject(signal!.reason)),
          ),
      );
      const error = await get('/x', undefined, { timeoutMs: 30 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(0);
      expect(ui.ui.errors).toEqual([{ title: 'Error', message: (error as Error).message }]);
    });

    it('401 with a token: session-expired dialog, then the cookie goes, then /{locale}/login, and the call rejects', async () => {
      fakeFetch(() =>
        json(401, { error: { status: 401, name: 'UnauthorizedError', message: 'x' } }),
      );
      setToken('expired');
      const error = await get('/account/me', undefined, { locale: 'th' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SessionExpiredError);
      expect((error as Error).message).toBe(SESSION_EXPIRED_MESSAGE);
      expect(ui.events).toEqual([
        'session-dialog (token still set)',
        'navigate /th/login (token gone)',
      ]);
      expect(getToken()).toBeNull();
      expect(ui.ui.error).not.toHaveBeenCalled();
    });

    it('a content read with an expired cookie token ends the session like any other call', async () => {
      fakeFetch(() =>
        json(401, {
          error: { name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
        }),
      );
      setToken('expired');
      const error = await get(
        '/api/posts',
        {},
        { public: true, dialog: false, locale: 'en' },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SessionExpiredError);
      expect(ui.events).toEqual([
        'session-dialog (token still set)',
        'navigate /en/login (token gone)',
      ]);
    });

    it('calls that fail together with the same session share one dialog; late answers open none', async () => {
      let release!: () => void;
      const dialogOpen = new Promise<void>((resolve) => (release = resolve));
      ui.ui.sessionExpired = vi.fn(async () => {
        ui.events.push('session-dialog');
        await dialogOpen;
      });
      const late: Array<(r: Response) => void> = [];
      fakeFetch((call) =>
        call.url.includes('late')
          ? new Promise<Response>((resolve) => late.push(resolve))
          : json(401, { error: { message: 'x' } }),
      );
      setToken('expired');
      const reads = ['/api/a', '/api/b', '/api/c'].map((p) =>
        get(p, {}, { public: true, dialog: false, locale: 'th' }).catch((e: unknown) => e),
      );
      const slow = get('/api/late', {}, { public: true, dialog: false, locale: 'th' }).catch(
        (e: unknown) => e,
      );
      await vi.waitFor(() => expect(ui.ui.sessionExpired).toHaveBeenCalledTimes(1));
      release();
      for (const e of await Promise.all(reads)) expect(e).toBeInstanceOf(SessionExpiredError);
      // The visitor is on the login page, the token gone; the slow read answers 401 only now.
      late[0]!(json(401, { error: { message: 'x' } }));
      expect(await slow).toBeInstanceOf(SessionExpiredError);
      expect(ui.ui.sessionExpired).toHaveBeenCalledTimes(1);
      expect(ui.events).toEqual(['session-dialog', 'navigate /th/login (token gone)']);
    });

    it('403 with an explicitly passed token takes the same session-expired path', async () => {
      fakeFetch(() => json(403, { error: { name: 'ForbiddenError', message: 'Forbidden' } }));
      await expect(
        put('/account/visitor/profile', {}, { token: 't', locale: 'en' }),
      ).rejects.toBeInstanceOf(SessionExpiredError);
      expect(ui.events.at(-1)).toBe('navigate /en/login (token gone)');
    });

    it('anonymous 403 is a normal error: error dialog with the server title and message, no logout', async () => {
      fakeFetch(() =>
        json(403, {
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' },
        }),
      );
      const error = await get('/api/upload/files').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
      expect(ui.ui.errors).toEqual([{ title: 'ForbiddenError', message: 'Forbidden' }]);
      expect(ui.ui.sessionExpired).not.toHaveBeenCalled();
      expect(ui.ui.navigate).not.toHaveBeenCalled();
    });

    it('takes the title from an `error` string field and the message from `message`', async () => {
      fakeFetch(() => json(400, { error: 'Bad Request', message: 'Email is invalid' }));
      await expect(post('/x', {})).rejects.toThrow('Email is invalid');
      expect(ui.ui.errors).toEqual([{ title: 'Bad Request', message: 'Email is invalid' }]);
    });

    it('without a server message the error has its own message and the title is "Error"', async () => {
      fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
      await expect(get('/x')).rejects.toThrow('Request failed with status 502');
      expect(ui.ui.errors).toEqual([{ title: 'Error', message: 'Request failed with status 502' }]);
    });

    it('the rejection waits until the visitor closed the error dialog', async () => {
      let close!: () => void;
      ui.ui.error = vi.fn(() => new Promise<void>((r) => (close = r)));
      fakeFetch(() => json(500, { error: { name: 'InternalServerError', message: 'boom' } }));
      let settled = false;
      const call = get('/x').catch(() => (settled = true));
      await vi.waitFor(() => expect(ui.ui.error).toHaveBeenCalled());
      expect(settled).toBe(false);
      close();
      await call;
      expect(settled).toBe(true);
    });

    it('quiet calls resolve { error, isError: true } without a dialog, and { data, isError: false } on success', async () => {
      fakeFetch(({ url }) =>
        url.endsWith('/ok') ? json(200, { ok: 1 }) : json(500, { error: { message: 'down' } }),
      );
      await expect(get('/ok', undefined, { quiet: true })).resolves.toEqual({
        data: { ok: 1 },
        isError: false,
      });
      const failed = await get('/bad', undefined, { quiet: true });
      expect(failed.isError).toBe(true);
      expect(failed.isError && failed.error.message).toBe('down');
      expect(ui.ui.error).not.toHaveBeenCalled();
    });

    it('dialog: false rejects without the dialog (pages show their error state)', async () => {
      fakeFetch(() => json(500, {}));
      await expect(get('/x', undefined, { dialog: false })).rejects.toBeInstanceOf(ApiError);
      expect(ui.ui.error).not.toHaveBeenCalled();
    });

    it('a call the caller aborted rejects quietly: no dialog', async () => {
      fakeFetch(
        ({ signal }) =>
          new Promise((_, reject) =>
            signal!.addEventListener('abort', () => reject(signal!.reason)),
          ),
      );
      const caller = new AbortController();
      const call = get('/x', undefined, { signal: caller.signal });
      caller.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
      expect(ui.ui.error).not.toHaveBeenCalled();
    });

    it('outside a browser a 401 with a token rejects with the session message straight away', async () => {
      fakeFetch(() => json(401, {}));
      vi.stubGlobal('window', undefined);
      await expect(get('/x', undefined, { token: 't' })).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
      expect(ui.ui.sessionExpired).not.toHaveBeenCalled();
    });
  });
});
