/**
 * Page views, without the analytics code: the route hook and a stand-in that loads
 * ./analytics.ts (GA4) only when it has work to do, that is once the visitor has consented to the
 * `analytics` category (or withdraws consent, to clear GA's cookies). A visitor who never consents
 * never downloads it (docs/behaviour.md#analytics).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from '../router';
import { hasConsent, readConsent } from '../consent/consent';
import { createBrowserCookieJar } from '../consent/browserCookieJar';

export interface PageView {
  path: string;
  title?: string;
  location?: string;
}

export interface Analytics {
  /** One page_view for a route change; false when nothing was sent (no id or no consent). */
  pageView(view: PageView): boolean;
  /** Call after the visitor changes their choice (banner or settings dialog). */
  consentChanged(): void;
  /** Has the gtag script been requested? */
  readonly loaded: boolean;
}

/** What the shell calls: the page views and the consent changes. */
export type PageViews = Pick<Analytics, 'pageView' | 'consentChanged'>;

/** The analytics consent from the `cookieConsent` / `cookieSettings` cookies. */
export function analyticsConsent(): boolean {
  if (typeof document === 'undefined') return false;
  return hasConsent(readConsent(createBrowserCookieJar()), 'analytics');
}

/** Whether GA has left cookies here (`_ga`, `_ga_<id>`, `_gid`): a withdrawal must clear them. */
export function gaCookiesPresent(): boolean {
  return (
    typeof document !== 'undefined' && /(?:^|;\s*)(?:_ga(?:_[^=;]*)?|_gid)=/.test(document.cookie)
  );
}

/**
 * A stand-in for the analytics that loads them (`load`) the first time they can send (`enabled`:
 * a measurement id and the visitor's consent), or when consent changes and there is something to
 * do (`enabled`, or GA cookies to clear: `traces`); page views made while they load are sent, in
 * order, once they have. A visitor who declines loads nothing.
 */
export function createLazyAnalytics({
  load,
  enabled,
  traces = gaCookiesPresent,
}: {
  load: () => Promise<Analytics>;
  enabled: () => boolean;
  traces?: () => boolean;
}): PageViews {
  let real: Analytics | undefined;
  let loading: Promise<Analytics> | undefined;
  let queued: PageView[] = [];
  let current: PageView | undefined;
  const start = (then: (analytics: Analytics) => void) => {
    loading ??= load().then((analytics) => {
      real = analytics;
      // The page the visitor is on: the real one remembers it (a later consent counts it once).
      const views = queued.length ? queued : current ? [current] : [];
      queued = [];
      for (const view of views) analytics.pageView(view);
      return analytics;
    });
    loading.then(then, () => {
      // Not loaded (offline, a blocked chunk): no analytics on this page view, and a later
      // call tries again.
      loading = undefined;
    });
  };
  return {
    pageView(view) {
      current = view;
      if (real) return real.pageView(view);
      if (!enabled()) return false;
      queued.push(view);
      start(() => {});
      return true;
    },
    consentChanged() {
      if (real) return real.consentChanged();
      if (enabled() || traces()) start((analytics) => analytics.consentChanged());
    },
  };
}

/** Sends one page_view per route change (path + search), after the document title settles. */
export function usePageViews(analytics: PageViews): void {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const path = `${pathname}${search}`;
    if (last.current === path) return;
    // Let the page set its <title> first (useDocumentTitle runs in the same commit).
    const timer = setTimeout(() => {
      last.current = path;
      analytics.pageView({ path, title: document.title, location: window.location.href });
    }, 0);
    return () => clearTimeout(timer);
  }, [analytics, pathname, search]);
}
