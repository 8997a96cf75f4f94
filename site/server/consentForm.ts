/**
 * The cookie banner's buttons without JavaScript (docs/behaviour.md#cookie-consent): "Accept all"
 * and "Reject all" are submit buttons of a form that posts here, so a visitor whose browser runs
 * no script (or has not loaded the app yet) can still choose. The answer writes the same two
 * cookies the browser writes (site/consent/consent.ts) and sends the visitor back to the page
 * (`303 See Other`), which the server then renders without the banner.
 *
 * `POST /cookie-consent?return=/en/news`, body `decision=accepted|rejected`
 * (`application/x-www-form-urlencoded`, at most `CONSENT_FORM_MAX_BYTES`).
 *
 * A choice is the visitor's own: a post another site makes the browser send (a forged "Accept
 * all") is refused with 403. Browsers say where a request comes from in `Sec-Fetch-Site`; one
 * too old to send it sends `Origin` on every POST, which must then be this host. A request with
 * neither comes from no browser, so no visitor's consent can be forged with it.
 */
import type http from 'node:http';
import { acceptAll, rejectAll, type ConsentDecision, type CookieJar } from '../consent/consent';
import { createBrowserCookieJar } from '../consent/browserCookieJar';
import { CONSENT_FORM_PATH } from '../consent/requestConsent';
import { siteCookies } from '../shell/siteCookies';
import type { PageAnswer } from './pageService';

/** `decision=accepted` is 17 bytes: anything much larger is not this form. */
export const CONSENT_FORM_MAX_BYTES = 1024;

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Where to send the visitor back: a path of this site (`/en/news?page=2`), never another origin
 * (`//evil.example`, `/\evil.example`, `/..//evil.example`, `https://...`); anything else goes
 * to the home page.
 */
export function safeReturnPath(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const base = 'http://site.invalid';
    const url = new URL(raw, base);
    // `/..//evil.example` and `/.\/evil.example` resolve to the path `//evil.example`, which a
    // browser reads in `Location` as another host.
    if (url.origin !== base || url.pathname.startsWith('//')) return '/';
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}

/** Whether the browser sent this post from one of this site's own pages. */
export function isSameSitePost(headers: http.IncomingHttpHeaders): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

async function readSmallBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A cookie jar that records what it is asked to write as `Set-Cookie` values. */
function responseJar(secure: boolean): { jar: CookieJar; written: string[] } {
  const written: string[] = [];
  const jar = createBrowserCookieJar({
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
    location: { protocol: secure ? 'https:' : 'http:' },
  });
  return { jar, written };
}

/** The answer to a request for `CONSENT_FORM_PATH`, or null for any other address. */
export async function answerConsentForm(
  req: http.IncomingMessage,
  url: URL,
): Promise<PageAnswer | null> {
  if (url.pathname !== CONSENT_FORM_PATH) return null;
  if (req.method !== 'POST') {
    return { status: 405, headers: { ...TEXT, allow: 'POST' }, body: 'Method not allowed\n' };
  }
  if (!isSameSitePost(req.headers)) {
    return { status: 403, headers: TEXT, body: 'Forbidden\n' };
  }
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return { status: 415, headers: TEXT, body: 'Unsupported media type\n' };
  }
  const body = await readSmallBody(req, CONSENT_FORM_MAX_BYTES);
  if (body === null) return { status: 413, headers: TEXT, body: 'Payload too large\n' };
  const decision = new URLSearchParams(body).get('decision');
  if (decision !== 'accepted' && decision !== 'rejected') {
    return { status: 400, headers: TEXT, body: 'Bad request\n' };
  }
  const { jar, written } = responseJar(req.headers['x-forwarded-proto'] === 'https');
  store(jar, decision);
  return {
    status: 303,
    headers: {
      location: safeReturnPath(url.searchParams.get('return')),
      'set-cookie': written,
      'cache-control': 'no-store',
    },
    body: null,
  };
}

function store(jar: CookieJar, decision: ConsentDecision): void {
  if (decision === 'rejected') {
    rejectAll(jar);
    return;
  }
  // The list without its descriptions: the settings dialog shows its own, in the page's language.
  acceptAll(jar, siteCookies(null, true));
}
