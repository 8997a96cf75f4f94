/**
 * Audit advisory A4: while the cookie settings dialog was open, the cookie banner was drawn above
 * the dialog's dimmed backdrop (hidden from assistive technology, but bright and seemingly usable
 * on screen). The backdrop must cover every part of the banner: at the banner's corners and centre
 * the topmost element is the backdrop or the dialog, never the banner.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CookieBanner } from '../../design-system/components/CookieBanner/CookieBanner';
import { CookieSettingsDialog } from '../../design-system/components/CookieSettingsDialog/CookieSettingsDialog';
import { sampleCookies } from '../../stories/data/cookies';
import { renderWithProviders } from '../support/render';

const noop = () => {};

describe('the cookie settings dialog over the banner', () => {
  it.each([
    [1280, 800],
    [375, 812],
  ])('covers the whole banner with its backdrop at %i px', async (width, height) => {
    await page.viewport(width, height);
    await renderWithProviders(
      <>
        <main>
          <h1>Page</h1>
        </main>
        <CookieBanner
          isVisible
          onAcceptAll={noop}
          onRejectAll={noop}
          onOpenSettings={noop}
          onClose={noop}
        />
        <CookieSettingsDialog isOpen onOpenChange={noop} cookies={sampleCookies} onSave={noop} />
      </>,
      { locale: 'en' },
    );
    const dialog = await screen.findByRole('dialog');
    const banner = document.querySelector<HTMLElement>('section[aria-labelledby]');
    expect(banner).not.toBeNull();
    expect(dialog.contains(banner)).toBe(false);
    const r = banner!.getBoundingClientRect();
    const points: Array<[number, number]> = [
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ];
    for (const [x, y] of points) {
      if (y < 0 || y > innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      expect(banner!.contains(top), `banner on top at ${Math.round(x)},${Math.round(y)}`).toBe(
        false,
      );
    }
  });
});
