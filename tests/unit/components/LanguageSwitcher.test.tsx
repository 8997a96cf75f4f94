import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageNotice, LanguageSwitcher } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

describe('a visitor changes the language', { timeout: 20_000 }, () => {
  it('sees every language by its own name, the current one marked, and picks one', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(
      <LanguageSwitcher current="th" hrefFor={(l) => `/${l}/sitemap`} onSelect={onSelect} />,
    );
    const trigger = screen.getByRole('button', { name: /Language:?\s*ไทย/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Choose a language' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'ไทย',
      'English',
      '中文',
      '日本語',
      'Nederlands',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[2]).toHaveAttribute('hreflang', 'zh-CN');
    expect(links[2]).toHaveAttribute('href', '/zh/sitemap');
    expect(within(links[3]!).getByText('日本語')).toHaveAttribute('lang', 'ja');
    await expectNoAxeViolations();
    await userEvent.click(links[3]!);
    expect(onSelect).toHaveBeenCalledWith('ja');
  });

  it('closes the list with Escape and is back on the button', async () => {
    await renderWithProviders(<LanguageSwitcher current="en" hrefFor={(l) => `/${l}`} />);
    const trigger = screen.getByRole('button', { name: /English/ });
    await userEvent.click(trigger);
    await screen.findByRole('list', { name: 'Choose a language' });
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes the list when tabbing past the last language or clicking elsewhere', async () => {
    await renderWithProviders(
      <>
        <LanguageSwitcher current="en" hrefFor={(l) => `/${l}`} />
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: /English/ });
    await userEvent.click(trigger);
    await screen.findByRole('list', { name: 'Choose a language' });
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(trigger);
    await screen.findByRole('list', { name: 'Choose a language' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull());
  });

  it('is told the page did not exist in the new language', async () => {
    await renderWithProviders(
      <LanguageSwitcher
        current="nl"
        hrefFor={(l) => `/${l}`}
        notice={<LanguageNotice locale="nl" />}
      />,
      { locale: 'nl' },
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Nederlands');
    expect(within(status).getByText('Nederlands')).toHaveAttribute('lang', 'nl');
  });

  it('shows the list while its owner says isOpen and asks it to close on Escape', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <LanguageSwitcher current="en" hrefFor={(l) => `/${l}`} isOpen onOpenChange={onOpenChange} />,
    );
    const trigger = screen.getByRole('button', { name: /English/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Choose a language' });
    within(list).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(trigger).toHaveFocus();
    // Controlled: the owner has not closed it.
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens and closes as its owner says, and reports choosing a language', async () => {
    const onSelect = vi.fn();
    const changes: boolean[] = [];
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <LanguageSwitcher
            current="en"
            hrefFor={(l) => `/${l}`}
            onSelect={onSelect}
            isOpen={open}
            onOpenChange={(next) => {
              changes.push(next);
              setOpen(next);
            }}
          />
          <button type="button" onClick={() => setOpen(true)}>
            Owner opens
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Owner closes
          </button>
        </>
      );
    }
    await renderWithProviders(<Owner />);
    const trigger = screen.getByRole('button', { name: /English/ });
    await userEvent.click(screen.getByRole('button', { name: 'Owner opens' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Choose a language' })).toBeVisible();
    expect(changes).toEqual([]);
    // Pressing the owner's button is a press outside: the switcher asks to close, and it closes.
    await userEvent.click(screen.getByRole('button', { name: 'Owner closes' }));
    expect(changes).toEqual([false]);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(changes.at(-1)).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: '日本語' }));
    expect(onSelect).toHaveBeenCalledWith('ja');
    expect(changes.at(-1)).toBe(false);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens at first with defaultOpen, then holds its own state', async () => {
    await renderWithProviders(
      <LanguageSwitcher current="en" hrefFor={(l) => `/${l}`} defaultOpen />,
    );
    const trigger = screen.getByRole('button', { name: /English/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
