import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { Button, CookieBanner, Pagination, SkipLink, ThemeToggle } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Audit F9: in forced colours the primary buttons' labels vanished (ButtonFace text on a
 * ButtonText fill, over the browser's Canvas backplate), and the selected language pill and theme
 * had no visible state. Checked with Chromium's `forced-colors: active` emulation.
 */
const system = (name: string, property: 'color' | 'backgroundColor' = 'color') => {
  const probe = document.createElement('div');
  probe.style[property] = name;
  document.body.append(probe);
  const value = getComputedStyle(probe)[property];
  probe.remove();
  return value;
};

beforeEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: 'active' }],
  });
});
afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

describe('forced colours', () => {
  it('a primary button keeps its label: ButtonText on ButtonFace, with a ButtonText border', async () => {
    await renderWithProviders(<Button variant="primary">Send</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Send' }));
    expect(style.color).toBe(system('ButtonText'));
    expect(style.backgroundColor).toBe(system('ButtonFace', 'backgroundColor'));
    expect(style.borderTopColor).toBe(system('ButtonText'));
    expect(style.color).not.toBe(style.backgroundColor);
  });

  it('the banner language pill, the chosen theme and the current page show in Highlight', async () => {
    await renderWithProviders(
      <>
        <CookieBanner
          isVisible
          placement="inline"
          onAcceptAll={() => {}}
          onRejectAll={() => {}}
          onClose={() => {}}
          onOpenSettings={() => {}}
        />
        <ThemeToggle value="night" onChange={() => {}} />
        <Pagination page={2} pageCount={3} hrefFor={(p) => `/en/news?page=${p}`} />
      </>,
      { locale: 'th' },
    );
    const highlight = system('Highlight', 'backgroundColor');
    const highlightText = system('HighlightText');
    const selected = [
      screen.getByRole('radio', { name: 'ไทย' }).closest('label')!,
      screen.getByRole('radio', { checked: true, name: /กลางคืน|night/i }).closest('label')!,
      document.querySelector<HTMLElement>('[aria-current="page"]')!,
    ];
    for (const element of selected) {
      const style = getComputedStyle(element);
      expect(style.backgroundColor).toBe(highlight);
      expect(style.color).toBe(highlightText);
    }
    // Not-selected neighbours stay on Canvas: the state is visible by difference.
    const english = screen.getByRole('radio', { name: 'English' }).closest('label')!;
    expect(getComputedStyle(english).backgroundColor).not.toBe(highlight);
  });

  it('the skip link, when focused, is LinkText on Canvas (not a hidden inverted fill)', async () => {
    await renderWithProviders(<SkipLink />);
    const link = screen.getByRole('link');
    link.focus();
    const style = getComputedStyle(link);
    expect(style.color).toBe(system('LinkText'));
    expect(style.backgroundColor).toBe(system('Canvas', 'backgroundColor'));
  });
});
