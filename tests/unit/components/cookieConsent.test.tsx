import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { hasConsent, readConsent } from '../../../site/consent/consent';
import { createBrowserCookieJar } from '../../../site/consent/browserCookieJar';
import { ConsentFlow, forgetConsent } from '../../../stories/data/ConsentFlow';
import { sampleCookies } from '../../../stories/data/cookies';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

afterEach(forgetConsent);

describe('a first-time visitor decides about cookies', () => {
  it('sees the banner as a labelled region with equally prominent choices', async () => {
    await renderWithProviders(<ConsentFlow />);
    const region = screen.getByRole('region', { name: 'This website uses cookies' });
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    const reject = within(region).getByRole('button', { name: 'Reject all' });
    expect(accept.className).toBe(reject.className);
    expect(within(region).getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Hide cookie message' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('accepts all: the banner goes, the choice is announced and analytics may run', async () => {
    await renderWithProviders(<ConsentFlow />);
    expect(screen.getByText('analytics off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your choice was saved: all cookies accepted.',
    );
    expect(screen.getByText('analytics on')).toBeInTheDocument();
    expect(document.cookie).toContain('cookieConsent=accepted');
  });

  it('rejects all: nothing optional runs and the banner does not come back', async () => {
    const { unmount } = await renderWithProviders(<ConsentFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.getByRole('status')).toHaveTextContent('optional cookies rejected');
    expect(screen.getByText('analytics off')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<ConsentFlow />);
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
  });

  it('closes the banner: nothing stored, hidden for the rest of the session', async () => {
    const { unmount } = await renderWithProviders(<ConsentFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cookie message hidden for this visit.');
    expect(document.cookie).not.toContain('cookieConsent');
    unmount();
    await renderWithProviders(<ConsentFlow />);
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
  });

  it('reads the banner in Thai on the English site with the EN/TH switch', async () => {
    await renderWithProviders(<ConsentFlow />, { locale: 'en' });
    const english = screen.getByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'ไทย' }));
    const region = await screen.findByRole('region', { name: 'เว็บไซต์นี้ใช้คุกกี้' });
    expect(region).toHaveAttribute('lang', 'th');
    expect(within(region).getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeInTheDocument();
    expect(within(region).getByRole('radio', { name: 'ไทย' })).toBeChecked();
    await userEvent.click(within(region).getByRole('radio', { name: 'English' }));
    expect(
      await screen.findByRole('region', { name: 'This website uses cookies' }),
    ).toHaveAttribute('lang', 'en');
  });

  it('follows the site locale otherwise (Japanese)', async () => {
    await renderWithProviders(<ConsentFlow />, { locale: 'ja' });
    const region = screen.getByRole('region', { name: 'このウェブサイトはCookieを使用しています' });
    expect(within(region).getByRole('button', { name: 'すべて拒否' })).toBeInTheDocument();
    expect(within(region).getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(within(region).getByRole('radio', { name: 'ไทย' })).not.toBeChecked();
  });
});

describe('a visitor chooses cookie by cookie', () => {
  it('opens the settings, turns on analytics only and saves', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ConsentFlow />);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookie settings' },
      { timeout: 10_000 },
    );
    const necessary = within(dialog).getByRole('switch', { name: /token/ });
    expect(necessary).toBeChecked();
    expect(necessary).toHaveAttribute('aria-readonly', 'true');
    expect(within(dialog).getByRole('region', { name: 'Strictly necessary' })).toBeInTheDocument();
    const analytics = within(dialog).getByRole('region', { name: 'Analytics' });
    const ga = sampleCookies.find((c) => c.name === '_ga')!;
    expect(within(analytics).getByText(ga.description)).toBeInTheDocument();
    await user.click(within(analytics).getByRole('switch', { name: '_ga' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie settings were saved.');
    expect(screen.getByText('analytics on')).toBeInTheDocument();
    const stored = readConsent(createBrowserCookieJar());
    expect(hasConsent(stored, 'preferences')).toBe(false);
  });

  it('the master switch turns every optional cookie on and off', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ConsentFlow />);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookie settings' },
      { timeout: 10_000 },
    );
    const master = within(dialog).getByRole('switch', { name: 'Allow all optional cookies' });
    await user.click(master);
    expect(within(dialog).getByRole('switch', { name: '_ga' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'ds:font-size' })).toBeChecked();
    await user.click(master);
    expect(within(dialog).getByRole('switch', { name: '_ga' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /token/ })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('Escape closes without saving and focus returns to "Cookie settings"', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ConsentFlow />);
    const trigger = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(document.cookie).not.toContain('cookieConsent');
  });
});
