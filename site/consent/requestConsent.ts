import { createContext } from 'react';
import { createBrowserCookieJar } from './browserCookieJar';
import { readConsent } from './consent';

/**
 * Whether the request being rendered on the server carries a consent decision (null: not known,
 * as in the browser, or on a page rendered without a request such as the 503 page). The server
 * renders the cookie banner when the request has none, so the banner is in the first paint
 * instead of appearing after the app has loaded (a late Largest Contentful Paint on phones).
 */
export const RequestConsentContext = createContext<boolean | null>(null);

/** A `Cookie` request header holds a readable consent decision (the same rule as the browser's). */
export function decidedInCookieHeader(header: string | undefined): boolean {
  return (
    readConsent(createBrowserCookieJar({ cookie: header ?? '' }), { quiet: true }).decision !== null
  );
}

/**
 * Where the cookie banner's form posts without JavaScript (site/server/consentForm.ts answers it):
 * no locale, so never a page's address.
 */
export const CONSENT_FORM_PATH = '/cookie-consent';

/** The banner's form action on the page at `path` (path and query): back there after the post. */
export function consentFormAction(path: string): string {
  return `${CONSENT_FORM_PATH}?return=${encodeURIComponent(path)}`;
}
