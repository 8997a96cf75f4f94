/**
 * The analytics code (GA4, site/shell/analytics.ts) is loaded only when it has work to do: after
 * the visitor consents, or to clear GA's cookies on a withdrawal. A visitor who never consents, or
 * declines, never downloads it (site/shell/pageViews.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createLazyAnalytics,
  gaCookiesPresent,
  type Analytics,
} from '../../../site/shell/pageViews';

function fakeAnalytics() {
  const sent: string[] = [];
  const real: Analytics = {
    pageView: vi.fn((view) => {
      sent.push(view.path);
      return true;
    }),
    consentChanged: vi.fn(),
    loaded: true,
  };
  return { real, sent };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the analytics stand-in', () => {
  it('loads nothing and sends nothing without consent, even across page views and a refusal', async () => {
    const load = vi.fn();
    const lazy = createLazyAnalytics({ load, enabled: () => false, traces: () => false });
    expect(lazy.pageView({ path: '/th/' })).toBe(false);
    expect(lazy.pageView({ path: '/th/ditp-news' })).toBe(false);
    lazy.consentChanged();
    await tick();
    expect(load).not.toHaveBeenCalled();
  });

  it('after consent, loads once and sends the page the visitor is on, then each page view', async () => {
    const { real, sent } = fakeAnalytics();
    let consent = false;
    const load = vi.fn(async () => real);
    const lazy = createLazyAnalytics({ load, enabled: () => consent, traces: () => false });
    lazy.pageView({ path: '/th/' });
    consent = true;
    lazy.consentChanged();
    lazy.consentChanged();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['/th/']);
    expect(real.consentChanged).toHaveBeenCalled();
    lazy.pageView({ path: '/th/ditp-news' });
    expect(sent).toEqual(['/th/', '/th/ditp-news']);
  });

  it('with consent from an earlier visit, page views made while loading are sent in order', async () => {
    const { real, sent } = fakeAnalytics();
    const load = vi.fn(async () => real);
    const lazy = createLazyAnalytics({ load, enabled: () => true });
    expect(lazy.pageView({ path: '/en/' })).toBe(true);
    lazy.pageView({ path: '/en/ditp-news' });
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['/en/', '/en/ditp-news']);
  });

  it('a withdrawal with GA cookies left loads the code to clear them', async () => {
    const { real } = fakeAnalytics();
    const load = vi.fn(async () => real);
    const lazy = createLazyAnalytics({ load, enabled: () => false, traces: () => true });
    lazy.consentChanged();
    await tick();
    expect(real.consentChanged).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load is tried again on the next call', async () => {
    const { real, sent } = fakeAnalytics();
    const load = vi
      .fn<() => Promise<Analytics>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const lazy = createLazyAnalytics({ load, enabled: () => true });
    lazy.pageView({ path: '/th/' });
    await tick();
    lazy.pageView({ path: '/th/faq' });
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sent).toContain('/th/faq');
  });

  it('sees GA cookies by name only', () => {
    document.cookie = 'cookieConsent=necessary; path=/';
    expect(gaCookiesPresent()).toBe(false);
    document.cookie = '_ga_ABC123=GS1.1; path=/';
    expect(gaCookiesPresent()).toBe(true);
    document.cookie = '_ga_ABC123=; Max-Age=0; path=/';
    document.cookie = 'cookieConsent=; Max-Age=0; path=/';
  });
});
