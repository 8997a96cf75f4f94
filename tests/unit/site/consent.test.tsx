import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../site/i18n/i18n';
import { useConsent } from '../../../site/shell/useConsent';

/**
 * Consent under the PDPA is opt-in (review issue: the settings dialog opened with every optional
 * cookie already on, and "Save settings" without a change consented to analytics).
 */
const optional = (cookies: Array<{ category?: string; enabled: boolean; name: string }>) =>
  cookies.filter((c) => c.category !== 'necessary').map((c) => [c.name, c.enabled]);

const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
};

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(clearCookies);

describe('cookie consent', () => {
  it('shows optional cookies off to a visitor who has not chosen, and saving unchanged consents to none', () => {
    const { result } = renderHook(() => useConsent(i18n));
    expect(result.current.state.decision).toBe(null);
    expect(optional(result.current.cookies)).toEqual([['_ga', false]]);
    expect(
      result.current.cookies.filter((c) => c.category === 'necessary').every((c) => c.enabled),
    ).toBe(true);
    act(() => result.current.save(result.current.cookies));
    expect(result.current.state.decision).toBe('rejected');
    expect(document.cookie).toContain('cookieConsent=rejected');
    expect(optional(result.current.cookies)).toEqual([['_ga', false]]);
  });

  it('shows the stored choice: on after "Accept all", off after "Reject all"', () => {
    const { result } = renderHook(() => useConsent(i18n));
    act(() => result.current.acceptAll());
    expect(result.current.state.decision).toBe('accepted');
    expect(optional(result.current.cookies)).toEqual([['_ga', true]]);
    act(() => result.current.rejectAll());
    expect(result.current.state.decision).toBe('rejected');
    expect(optional(result.current.cookies)).toEqual([['_ga', false]]);
  });
});
