import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../../../site/shell/analytics';

function setup({ id = 'G-TEST123', consent = false } = {}) {
  const scripts: string[] = [];
  const win: Record<string, unknown> & { dataLayer?: IArguments[] } = {};
  const doc = { cookie: '', location: { hostname: 'www.ditp.go.th' } };
  let consented = consent;
  const analytics = createAnalytics({
    measurementId: id,
    hasConsent: () => consented,
    loadScript: (src) => scripts.push(src),
    win: win as never,
    doc,
  });
  const events = () =>
    (win.dataLayer ?? [])
      .map((a) => Array.from(a))
      .filter((a) => a[0] === 'event' && a[1] === 'page_view');
  return {
    analytics,
    scripts,
    win,
    doc,
    events,
    setConsent: (v: boolean) => {
      consented = v;
      analytics.consentChanged();
    },
  };
}

describe('page-view analytics', () => {
  it('loads nothing and sends nothing before analytics consent', () => {
    const s = setup();
    expect(s.analytics.pageView({ path: '/th' })).toBe(false);
    expect(s.analytics.pageView({ path: '/th/ditp-news' })).toBe(false);
    expect(s.scripts).toEqual([]);
    expect(s.win.dataLayer).toBeUndefined();
    expect(s.win.gtag).toBeUndefined();
    expect(s.analytics.loaded).toBe(false);
  });

  it('with no measurement id configured, nothing is ever loaded, even with consent', () => {
    const s = setup({ id: '', consent: true });
    expect(s.analytics.pageView({ path: '/th' })).toBe(false);
    expect(s.scripts).toEqual([]);
    expect(s.win.dataLayer).toBeUndefined();
  });

  it('after consent: the script once, configured without automatic page views, then one page_view per route change', () => {
    const s = setup();
    s.analytics.pageView({ path: '/th' });
    s.setConsent(true);
    // granting consent counts the page the visitor is on
    expect(s.events()).toHaveLength(1);
    s.analytics.pageView({ path: '/th/ditp-news', title: 'News' });
    s.analytics.pageView({ path: '/th/procurement' });
    expect(s.scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const config = (s.win.dataLayer ?? []).map((a) => Array.from(a)).find((a) => a[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(s.events().map((e) => (e[2] as { page_path: string }).page_path)).toEqual([
      '/th',
      '/th/ditp-news',
      '/th/procurement',
    ]);
    expect(s.win['ga-disable-G-TEST123']).toBe(false);
  });

  it('withdrawal stops sending, sets the GA opt-out flag and removes the _ga cookies', () => {
    const s = setup({ consent: true });
    s.analytics.pageView({ path: '/en' });
    s.doc.cookie = '_ga=GA1.1.1; _ga_TEST123=GS1.1; token=abc';
    const written: string[] = [];
    const doc = s.doc as { cookie: string };
    let jar = doc.cookie;
    Object.defineProperty(doc, 'cookie', {
      get: () => jar,
      set: (v: string) => {
        written.push(v);
        if (!/Max-Age=0/.test(v)) jar = v;
      },
    });
    s.setConsent(false);
    expect(s.win['ga-disable-G-TEST123']).toBe(true);
    expect(written.some((w) => w.startsWith('_ga=;') && /Max-Age=0/.test(w))).toBe(true);
    expect(written.some((w) => w.startsWith('_ga_TEST123=;'))).toBe(true);
    expect(written.some((w) => w.startsWith('token='))).toBe(false);
    expect(s.analytics.pageView({ path: '/en/ditp-news' })).toBe(false);
    expect(s.events()).toHaveLength(1);
    expect(s.scripts).toHaveLength(1);
  });
});
