import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Header, LanguageSwitcher, type NavEntry } from '../../../design-system';
import { MobileNav } from '../../../design-system/mobileNav';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

const entries: NavEntry[] = [
  { id: 'about', label: 'About', items: [{ label: 'News', href: '/en/ditp-news' }] },
  { label: 'Contact', href: '/en/post/contact/contact-ditp' },
];

interface Controlled {
  menuOpenId?: string | null;
  onMenuOpenChange?: (id: string | null) => void;
  isDrawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  isSearchOpen?: boolean;
  onSearchOpenChange?: (open: boolean) => void;
}

function Demo({ isSearchOpen, onSearchOpenChange, ...controlled }: Controlled) {
  const [query, setQuery] = useState('');
  return (
    <Header
      logo={<a href="/en">DITP</a>}
      navigation={entries}
      {...controlled}
      languageSwitcher={<LanguageSwitcher current="en" hrefFor={(l) => `/${l}`} />}
      search={{
        query,
        onQueryChange: setQuery,
        isOpen: isSearchOpen,
        onOpenChange: onSearchOpenChange,
      }}
      searchPanel={({ id, onClose }) => (
        <section id={id} aria-label="Results">
          <button type="button" onClick={onClose}>
            close from panel
          </button>
        </section>
      )}
      mobileNav={<MobileNav entries={entries} />}
    />
  );
}

describe('a visitor uses the header', { timeout: 30_000 }, () => {
  it('opens search, types, sees the panel, and Escape returns to the Search button', async () => {
    await renderWithProviders(<Demo />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(toggle);
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    await userEvent.type(box, 'rice');
    expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();
  });

  it('opens the drawer with "Menu", stays inside it, and returns to "Menu" on Escape', async () => {
    await renderWithProviders(<Demo />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria restores focus after the overlay unmounts (a frame later under load).
    await waitFor(() => expect(menu).toHaveFocus());
  });

  // As the site does: it controls the menu, the drawer and search, and closes them on navigation.
  function Page() {
    const [menuOpenId, setMenuOpenId] = useState<string | null>(null);
    const [drawerOpen, setDrawerOpen] = useState(false);
    const [searchOpen, setSearchOpen] = useState(false);
    return (
      <>
        <Demo
          menuOpenId={menuOpenId}
          onMenuOpenChange={setMenuOpenId}
          isDrawerOpen={drawerOpen}
          onDrawerOpenChange={setDrawerOpen}
          isSearchOpen={searchOpen}
          onSearchOpenChange={setSearchOpen}
        />
        <button
          type="button"
          onClick={() => {
            setMenuOpenId(null);
            setDrawerOpen(false);
            setSearchOpen(false);
          }}
        >
          Next page
        </button>
      </>
    );
  }

  it('finds search, the mega menu and the drawer closed after a route change', async () => {
    await renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    const about = screen.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    // No press outside the menu (which would close it anyway): a bare click().
    act(() => screen.getByRole('button', { name: 'Next page' }).click());
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // The drawer is modal: the route change comes from outside it, as a link inside it would.
    act(() => screen.getByRole('button', { name: 'Next page', hidden: true }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports the mega menu opening and closing to a controlling owner', async () => {
    const onMenuOpenChange = vi.fn();
    await renderWithProviders(<Demo menuOpenId="about" onMenuOpenChange={onMenuOpenChange} />);
    const about = screen.getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(null);
  });
});

describe('a keyboard user clears the search text', () => {
  it('reaches "Clear" with Tab and empties the field', async () => {
    await renderWithProviders(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox'), 'rice');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
