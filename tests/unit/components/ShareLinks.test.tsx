import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinks } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

const URL_ = 'https://www.ditp.go.th/en/post/ditpnew/a b&c';
const TITLE = 'Thai durian & rice: a record year';

function stub(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe('a visitor shares a page', () => {
  afterEach(() => {
    // jsdom has neither: put the navigator back as it was.
    delete (navigator as unknown as Record<string, unknown>).share;
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  });

  it('finds LINE, Facebook and X share pages as links that open a new tab, with the address encoded', async () => {
    const onShare = vi.fn();
    await renderWithProviders(<ShareLinks url={URL_} title={TITLE} onShare={onShare} />, {
      locale: 'en',
    });
    const group = screen.getByRole('group', { name: 'Share this page' });
    const links = within(group).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'LINE (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'X (opens in a new tab)',
    ]);
    const encoded = encodeURIComponent(URL_);
    expect(links[0]).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encoded}`,
    );
    expect(links[1]).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(links[2]).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(TITLE)}`,
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Without the Web Share API there is no share button (nothing that would do nothing).
    expect(within(group).queryByRole('button', { name: 'Share…' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('copies the link and hears that it did; a refused copy says what to do instead', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    const onShare = vi.fn();
    await renderWithProviders(<ShareLinks url={URL_} title={TITLE} onShare={onShare} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(onShare).toHaveBeenCalledWith('copy');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /could not be copied: copy it from the address bar/,
      ),
    );
  });

  it('opens the browser’s own share sheet where it has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stub('share', share);
    const onShare = vi.fn();
    await renderWithProviders(<ShareLinks url={URL_} title={TITLE} onShare={onShare} />, {
      locale: 'th',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'แชร์…' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_ });
    expect(onShare).toHaveBeenCalledWith('native');
    // Dismissed: no error, nothing reported.
    share.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
    await userEvent.click(screen.getByRole('button', { name: 'แชร์…' }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });
});
