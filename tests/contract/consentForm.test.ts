/**
 * The cookie banner's choice without JavaScript (site/server/consentForm.ts): "Accept all" and
 * "Reject all" post a form to the page service, which writes the same cookies the browser would
 * and sends the visitor back to the page, now rendered without the banner. A post another site
 * makes a visitor's browser send is refused (a forged "Accept all" would be consent the visitor
 * never gave), and nothing but a small form of the two known choices is taken.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConsent } from '../../site/consent/consent';
import { createBrowserCookieJar } from '../../site/consent/browserCookieJar';
import { consentFormAction } from '../../site/consent/requestConsent';
import { isSameSitePost, safeReturnPath } from '../../site/server/consentForm';
import type { StartedPageService } from '../../site/server/pageService';
import { testPageService } from './testPageService';

const FORM = 'application/x-www-form-urlencoded';
const TITLE = 'This website uses cookies';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  base: string,
  path: string,
  {
    method = 'POST',
    headers = {},
    body = '',
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What a browser sends when the visitor presses one of the banner's buttons on `page`. */
const choose = (
  base: string,
  page: string,
  decision: string,
  extra: http.OutgoingHttpHeaders = {},
) =>
  request(base, consentFormAction(page), {
    headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', ...extra },
    body: `decision=${decision}`,
  });

/** The cookies a browser would keep from an answer, as a `Cookie` header. */
const cookieHeader = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

let service: StartedPageService;
beforeAll(async () => {
  service = await testPageService({ cmsUrl: inject('contractCmsUrl'), dataTimeoutMs: 2000 });
});
afterAll(async () => {
  await service?.close();
});

describe('the cookie banner without JavaScript', () => {
  it('"Accept all" stores consent to every cookie and goes back to the page, now without the banner', async () => {
    const answer = await choose(service.url, '/en/news?page=2', 'accepted');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/news?page=2');
    expect(answer.headers['cache-control']).toBe('no-store');
    const cookies = answer.headers['set-cookie'] ?? [];
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    }
    // The browser's own reading of the record: accepted, analytics on.
    const state = readConsent(createBrowserCookieJar({ cookie: cookieHeader(answer) }));
    expect(state.decision).toBe('accepted');
    expect(state.settings.find((c) => c.name === '_ga')?.enabled).toBe(true);

    const page = await request(service.url, '/en/', {
      method: 'GET',
      headers: { cookie: cookieHeader(answer) },
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(TITLE);
    const without = await request(service.url, '/en/', { method: 'GET' });
    expect(without.body).toContain(TITLE);
  });

  it('"Reject all" stores the refusal; behind https the cookies are Secure', async () => {
    const answer = await choose(service.url, '/th/', 'rejected', { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/th/');
    for (const cookie of answer.headers['set-cookie'] ?? []) expect(cookie).toMatch(/; Secure$/);
    const state = readConsent(createBrowserCookieJar({ cookie: cookieHeader(answer) }));
    expect(state).toEqual({ decision: 'rejected', settings: [] });
  });

  it('refuses a post another site makes the browser send, and one from no known origin', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      // An older browser: no Sec-Fetch-Site, an Origin that is not this host.
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const answer = await request(service.url, consentFormAction('/en/'), {
        headers: { 'content-type': FORM, ...headers },
        body: 'decision=accepted',
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
    // An older browser posting from this host's own page.
    const host = new URL(service.url).host;
    const own = await request(service.url, consentFormAction('/en/'), {
      headers: { 'content-type': FORM, origin: `http://${host}` },
      body: 'decision=accepted',
    });
    expect(own.status).toBe(303);
  });

  it('takes only a small form with one of the two choices, by POST', async () => {
    const post = (body: string, type = FORM) =>
      request(service.url, consentFormAction('/en/'), {
        headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
        body,
      });
    expect((await post('decision=maybe')).status).toBe(400);
    expect((await post('')).status).toBe(400);
    expect((await post('{"decision":"accepted"}', 'application/json')).status).toBe(415);
    expect((await post(`decision=accepted&x=${'a'.repeat(5000)}`)).status).toBe(413);
    const get = await request(service.url, consentFormAction('/en/'), { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const head = await request(service.url, consentFormAction('/en/'), { method: 'HEAD' });
    expect(head.status).toBe(405);
  });

  it('sends the visitor back to a page of this site only', async () => {
    for (const [asked, back] of [
      ['/en/news?page=2', '/en/news?page=2'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/', '/'],
      ['javascript:alert(1)', '/'],
      // Paths that resolve to `//host` once dot segments and backslashes are read.
      ['/..//evil.example', '/'],
      ['/a/..//evil.example/x', '/'],
      ['/.\\/evil.example', '/'],
      ['/%2e%2e//evil.example', '/'],
      ['/\t/evil.example', '/'],
      ['/en/../th/news', '/th/news'],
      ['', '/'],
    ] as const) {
      expect(safeReturnPath(asked), asked).toBe(back);
      const answer = await request(
        service.url,
        `/cookie-consent?return=${encodeURIComponent(asked)}`,
        {
          headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin' },
          body: 'decision=rejected',
        },
      );
      expect(answer.headers.location, asked).toBe(back);
    }
    expect(safeReturnPath(null)).toBe('/');
  });

  it('knows a same-origin post by Sec-Fetch-Site, or else by Origin', () => {
    expect(
      isSameSitePost({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }),
    ).toBe(true);
    expect(isSameSitePost({ origin: 'https://www.ditp.go.th', host: 'www.ditp.go.th' })).toBe(true);
    expect(isSameSitePost({ origin: 'https://evil.example', host: 'www.ditp.go.th' })).toBe(false);
    expect(isSameSitePost({ origin: 'not a url', host: 'www.ditp.go.th' })).toBe(false);
    // No browser sends a POST without both: no visitor's consent can be forged with it.
    expect(isSameSitePost({ host: 'www.ditp.go.th' })).toBe(true);
  });
});
