import { describe, expect, it } from 'vitest';
import { FONT_SCALE, SPEC } from '../../design-system';

describe('the constants are what docs/behaviour.md#constants says', () => {
  it('search', () => {
    expect(SPEC.search).toMatchObject({
      debounceMs: 500,
      pageSize: 5,
      panelResults: 4,
      seeAllThreshold: 4,
    });
  });
  it('text size, and the control uses the same numbers', () => {
    expect(SPEC.fontSize).toEqual({
      default: 16,
      min: 14,
      max: 18,
      increaseStep: 2,
      decreaseStep: 6,
    });
    expect(FONT_SCALE).toMatchObject(SPEC.fontSize);
  });
  it('progress bar, pop-ups, footer, requests, breakpoint, images', () => {
    expect(SPEC.progressBar).toEqual({
      height: '0.25rem',
      minimum: 0.08,
      speedMs: 200,
      trickleMs: 200,
    });
    expect(SPEC.popup).toEqual({
      successToastText: 'Save.',
      successToastMs: 20_000,
      dialogAutoCloseMs: 20_000,
      successDialogAutoCloseMs: 20_000,
    });
    // WCAG 2.2.1: no pop-up closes itself in less than 20 seconds.
    for (const [name, value] of Object.entries(SPEC.popup)) {
      if (name.endsWith('Ms')) expect(value, name).toBeGreaterThanOrEqual(20_000);
    }
    // The department's numbers are the site's (site/shell/department.ts), not the design system's.
    expect(SPEC).not.toHaveProperty('footer');
    expect(SPEC.request).toEqual({
      timeoutMs: 240000,
      maxBodyBytes: 100000000,
      defaultLanguage: 'en',
      defaultPage: 1,
      defaultPageSize: 20,
    });
    expect(SPEC.mobileMaxWidthPx).toBe(767);
    expect(SPEC.imageExtensions).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif', 'svg']);
  });
});
