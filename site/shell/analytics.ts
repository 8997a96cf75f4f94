/**
 * GA4 page-view analytics, gated by consent (docs/behaviour.md#analytics, PDPA):
 * - nothing is loaded, set or sent before the visitor consents to the `analytics` category;
 * - no measurement id configured (VITE_GA4_ID): nothing is ever loaded;
 * - after consent: the gtag script is loaded once, configured with `send_page_view: false`, and
 *   exactly one `page_view` event is sent per route change (the route hook calls `pageView`);
 * - consent withdrawn: GA's own opt-out flag (`ga-disable-<id>`) is set, consent is updated to
 *   denied, the `_ga` cookies are removed and nothing more is sent.
 * The app loads this module only once the visitor has consented, or withdraws consent
 * (./pageViews.ts): a visitor who never consents never downloads it.
 */
import { GA4_ID } from '../cms/config';
import { analyticsConsent, type Analytics, type PageView } from './pageViews';

export type { Analytics, PageView };

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [flag: `ga-disable-${string}`]: boolean | undefined;
}

export interface AnalyticsOptions {
  /** GA4 measurement id; empty disables analytics entirely. @default GA4_ID */
  measurementId?: string;
  /** Has the visitor consented to analytics right now? @default analyticsConsent */
  hasConsent?: () => boolean;
  /** Adds the gtag script to the page. @default injects `<script async src>` into <head> */
  loadScript?: (src: string) => void;
  /** The global object gtag lives on. @default window */
  win?: AnalyticsWindow;
  /** Where to clear `_ga` cookies on withdrawal. @default document */
  doc?: { cookie: string; location?: { hostname: string } } | null;
}

function injectScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function clearGaCookies(doc: AnalyticsOptions['doc']): void {
  if (!doc) return;
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((n) => n === '_ga' || n.startsWith('_ga_') || n === '_gid');
  const host = doc.location?.hostname ?? '';
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

export function createAnalytics({
  measurementId = GA4_ID,
  hasConsent: consent = analyticsConsent,
  loadScript = injectScript,
  win = typeof window === 'undefined' ? {} : (window as unknown as AnalyticsWindow),
  doc = typeof document === 'undefined' ? null : document,
}: AnalyticsOptions = {}): Analytics {
  let loaded = false;
  let current: PageView | null = null;
  let sentFor: PageView | null = null;

  // gtag.js reads `arguments` objects from the data layer, exactly as its snippet pushes them.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    (win.dataLayer ??= []).push(arguments);
  };

  function ready(): boolean {
    if (!measurementId || !consent()) return false;
    win[`ga-disable-${measurementId}`] = false;
    if (!loaded) {
      loaded = true;
      win.dataLayer ??= [];
      win.gtag = gtag;
      gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied' });
      gtag('js', new Date());
      gtag('config', measurementId, { send_page_view: false });
      loadScript(
        `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
      );
    }
    return true;
  }

  function send(view: PageView): boolean {
    if (!ready()) return false;
    gtag('event', 'page_view', {
      page_path: view.path,
      page_title: view.title,
      page_location: view.location,
    });
    sentFor = view;
    return true;
  }

  return {
    pageView(view) {
      current = view;
      return send(view);
    },
    consentChanged() {
      if (measurementId && consent()) {
        // Granted now: count the page the visitor is on, once.
        if (current && sentFor !== current) send(current);
        return;
      }
      if (loaded && measurementId) {
        win[`ga-disable-${measurementId}`] = true;
        gtag('consent', 'update', { analytics_storage: 'denied' });
      }
      clearGaCookies(doc);
    },
    get loaded() {
      return loaded;
    },
  };
}
