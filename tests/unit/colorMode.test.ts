import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE, FONT_SCALE, LOCALES, headScript } from '../../design-system';
import { resolveColorMode } from '../../design-system/themes/colorMode';

function runHeadScript() {
  // The exact string inlined into index.html.
  new Function(headScript(LOCALES))();
}

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: dark && query === COLOR_MODE.query }) as MediaQueryList,
  );
}

describe('colour mode is applied before first paint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-font-size');
  });

  it('uses the stored choice over the system preference', () => {
    mockSystemDark(true);
    localStorage.setItem(COLOR_MODE.storageKey, 'day');
    runHeadScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe('day');
  });

  it('falls back to the system preference when nothing is stored', () => {
    mockSystemDark(true);
    runHeadScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe('night');
    mockSystemDark(false);
    runHeadScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe('day');
  });

  it('ignores a tampered stored value', () => {
    mockSystemDark(false);
    localStorage.setItem(COLOR_MODE.storageKey, '"><img>');
    localStorage.setItem(FONT_SCALE.storageKey, '99');
    runHeadScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe('day');
    expect(document.documentElement.hasAttribute('data-font-size')).toBe(false);
  });

  it('applies a stored text size', () => {
    mockSystemDark(false);
    localStorage.setItem(FONT_SCALE.storageKey, '18');
    runHeadScript();
    expect(document.documentElement.getAttribute('data-font-size')).toBe('18');
  });

  it('resolves "system" from the media query', () => {
    expect(resolveColorMode('system', true)).toBe('night');
    expect(resolveColorMode('system', false)).toBe('day');
    expect(resolveColorMode('night', false)).toBe('night');
  });
});
