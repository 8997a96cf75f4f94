import { describe, expect, it } from 'vitest';
import { formatDate, formatTHB } from '../../design-system';

describe('dates and money are formatted for the visitor', () => {
  it('shows Thai dates in the Buddhist calendar as DD MMMM YYYY', () => {
    expect(formatDate('2026-11-21T03:00:00Z', 'th')).toBe('21 พฤศจิกายน 2569');
    expect(formatDate('2026-01-05T03:00:00Z', 'th')).toBe('05 มกราคม 2569');
  });

  it('adds HH:mm in the Thai time variant, in Bangkok time', () => {
    expect(formatDate('2026-11-21T07:05:00Z', 'th', { withTime: true })).toBe(
      '21 พฤศจิกายน 2569 14:05',
    );
  });

  it('uses the date in Thailand, not the visitor clock', () => {
    // 20 Nov 20:00 UTC is already 21 Nov in Bangkok.
    expect(formatDate('2026-11-20T20:00:00Z', 'th')).toBe('21 พฤศจิกายน 2569');
  });

  it('formats the other locales in their own calendar and words', () => {
    expect(formatDate('2026-11-21T03:00:00Z', 'en')).toBe('21 November 2026');
    expect(formatDate('2026-11-21T03:00:00Z', 'ja')).toBe('2026年11月21日');
    expect(formatDate('2026-11-21T03:00:00Z', 'zh')).toBe('2026年11月21日');
    expect(formatDate('2026-11-21T03:00:00Z', 'nl')).toBe('21 november 2026');
  });

  it('returns null for a missing or invalid date so the caller shows "not specified"', () => {
    expect(formatDate(null, 'th')).toBeNull();
    expect(formatDate(undefined, 'en')).toBeNull();
    expect(formatDate('', 'th')).toBeNull();
    expect(formatDate('not a date', 'th')).toBeNull();
  });

  it('formats baht with two decimals', () => {
    expect(formatTHB(1234.5, 'th')).toBe('฿1,234.50');
    expect(formatTHB(0, 'en')).toMatch(/THB\s?0\.00|฿0\.00/);
    expect(formatTHB(99.999, 'th')).toBe('฿100.00');
  });
});

describe('formatters are built once per key', () => {
  it('builds on the first use of a key and reuses it after, one value per key', async () => {
    const { memoByKey } = await import('../../design-system/i18n/memo');
    const memo = memoByKey<{ key: string }>();
    let built = 0;
    const make = (key: string) => () => {
      built += 1;
      return { key };
    };
    const first = memo('th:year', make('th:year'));
    expect(memo('th:year', make('th:year'))).toBe(first);
    expect(built).toBe(1);
    expect(memo('en:year', make('en:year'))).toEqual({ key: 'en:year' });
    expect(built).toBe(2);
  });
});
