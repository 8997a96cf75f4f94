import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner, type Locale } from '../../../design-system';
import { useCookieBannerWiring } from '../../../site/shell/useCookieBannerWiring';
import { renderWithProviders } from '../../support/render';

/** The site's banner as site/shell/SiteConsent.tsx renders it (the same wiring hook). */
function SiteBanner({ locale }: { locale: Locale }) {
  const wiring = useCookieBannerWiring(locale);
  return (
    <CookieBanner
      {...wiring}
      isVisible
      onAcceptAll={() => {}}
      onRejectAll={() => {}}
      onClose={() => {}}
      onOpenSettings={() => {}}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('cookie banner wiring on the site', () => {
  it('F8: the EN/TH switch changes the banner language (keyboard and pointer)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteBanner locale="th" />, { locale: 'th' });
    const thai = screen.getByRole('region', { name: 'เว็บไซต์นี้ใช้คุกกี้' });
    expect(within(thai).getByRole('radio', { name: 'ไทย' })).toBeChecked();
    await user.click(within(thai).getByRole('radio', { name: 'English' }));
    const english = await screen.findByRole('region', { name: 'This website uses cookies' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByRole('radio', { name: 'English' })).toBeChecked();
    // Back to Thai with the arrow keys.
    within(english).getByRole('radio', { name: 'English' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: 'เว็บไซต์นี้ใช้คุกกี้' })).toHaveAttribute(
      'lang',
      'th',
    );
  });

  it('F1: the banner height is reserved as the bottom inset (scroll padding, page padding, back to top), and released', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.tagName === 'SECTION' ? 173 : 0;
      return {
        height,
        width: 1280,
        top: 0,
        left: 0,
        bottom: height,
        right: 1280,
        x: 0,
        y: 0,
      } as DOMRect;
    });
    const { unmount } = await renderWithProviders(<SiteBanner locale="en" />);
    expect(screen.getByRole('region', { name: 'This website uses cookies' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--ds-bottom-inset')).toBe('173px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--ds-bottom-inset')).toBe('');
  });

  it('the site shell passes this wiring to its banner (the audit found none passed)', () => {
    const layout = readFileSync(`${process.cwd()}/site/shell/SiteConsent.tsx`, 'utf8');
    expect(layout).toMatch(/useCookieBannerWiring\(locale\)/);
    expect(layout).toMatch(/<CookieBanner\s+\{\.\.\.bannerWiring\}/);
  });
});
