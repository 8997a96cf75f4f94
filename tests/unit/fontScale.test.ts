import { describe, expect, it } from 'vitest';
import {
  FONT_SCALE,
  canDecrease,
  canIncrease,
  clampFontSize,
  nextFontSize,
  parseFontSize,
} from '../../design-system';

describe('text size control follows docs/behaviour.md#text-size (default 16, 14..18, +2, -6)', () => {
  it('increases by 2 and stops at 18', () => {
    expect(nextFontSize(16, 'increase')).toBe(18);
    expect(nextFontSize(18, 'increase')).toBe(18);
    expect(nextFontSize(14, 'increase')).toBe(16);
  });

  it('decreases by 6 and stops at 14', () => {
    expect(nextFontSize(18, 'decrease')).toBe(14);
    expect(nextFontSize(16, 'decrease')).toBe(14);
    expect(nextFontSize(14, 'decrease')).toBe(14);
  });

  it('resets to 16 from anywhere', () => {
    for (const size of [14, 16, 18]) expect(nextFontSize(size, 'reset')).toBe(16);
  });

  it('clamps and parses unknown values to safe sizes', () => {
    expect(clampFontSize(40)).toBe(18);
    expect(clampFontSize(-3)).toBe(14);
    expect(clampFontSize(Number.NaN)).toBe(FONT_SCALE.default);
    expect(parseFontSize('18')).toBe(18);
    expect(parseFontSize('17')).toBe(16);
    expect(parseFontSize(null)).toBe(16);
    expect(parseFontSize('<script>')).toBe(16);
  });

  it('knows when a step is possible', () => {
    expect(canIncrease(18)).toBe(false);
    expect(canIncrease(16)).toBe(true);
    expect(canDecrease(14)).toBe(false);
    expect(canDecrease(16)).toBe(true);
  });
});
