import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MegaMenu, type NavEntry } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

const entries: NavEntry[] = [
  {
    id: 'services',
    label: 'Services',
    items: [
      { label: 'Export business', href: '/en/exporting-business' },
      { label: 'Thaitrade.com', href: 'https://www.thaitrade.com/', external: true },
    ],
  },
  {
    id: 'about',
    label: 'About',
    items: [{ label: 'News', href: '/en/ditp-news' }],
    columns: [
      {
        id: 'org',
        label: 'Organisation',
        items: [{ label: 'Vision', href: '/en/post/about/about-ditp-thai#vision' }],
      },
    ],
  },
  { label: 'Contact', href: '/en/post/contact/contact-ditp' },
];

describe('a visitor browses the main menu', () => {
  it('opens a group with the keyboard, reaches its links, and Escape brings focus back', async () => {
    await renderWithProviders(<MegaMenu entries={entries} />, { navigate: () => {} });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    await userEvent.tab();
    expect(services).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(services.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    await userEvent.tab();
    expect(within(panel).getByRole('link', { name: 'Export business' })).toHaveFocus();
    const external = within(panel).getByRole('link', {
      name: /Thaitrade\.com.*opens in a new tab/,
    });
    expect(external).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
    expect(panel).not.toBeVisible();
    await expectNoAxeViolations();
  });

  it('sees only one panel open at a time, and a second press closes it', async () => {
    await renderWithProviders(<MegaMenu entries={entries} />);
    const services = screen.getByRole('button', { name: 'Services' });
    const about = screen.getByRole('button', { name: 'About' });
    await userEvent.click(services);
    await userEvent.click(about);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel by clicking elsewhere on the page', async () => {
    await renderWithProviders(
      <>
        <MegaMenu entries={entries} />
        <p>Elsewhere</p>
      </>,
    );
    const services = screen.getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('knows which page it is on', async () => {
    await renderWithProviders(
      <MegaMenu entries={entries} currentHref="/en/post/contact/contact-ditp" />,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'Vision' })).toHaveAttribute(
      'href',
      '/en/post/about/about-ditp-thai#vision',
    );
    expect(screen.getByRole('link', { name: 'Vision' })).not.toHaveAttribute('aria-current');
  });

  it('finds every menu closed after a route change (its owner sets openId to null)', async () => {
    function Page() {
      const [openId, setOpenId] = useState<string | null>(null);
      return (
        <>
          <MegaMenu entries={entries} openId={openId} onOpenChange={setOpenId} />
          <button type="button" onClick={() => setOpenId(null)}>
            Next page
          </button>
        </>
      );
    }
    await renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A route change is no press outside the menu (which would close it anyway): a bare click().
    act(() => screen.getByRole('button', { name: 'Next page' }).click());
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the panel its owner opens (openId) and reports every change to it', async () => {
    const onOpenChange = vi.fn();
    function Owner() {
      const [openId, setOpenId] = useState<string | null>('about');
      return (
        <>
          <MegaMenu entries={entries} openId={openId} onOpenChange={onOpenChange} />
          <button type="button" onClick={() => setOpenId(null)}>
            Owner closes
          </button>
          <button type="button" onClick={() => setOpenId('services')}>
            Owner opens Services
          </button>
        </>
      );
    }
    await renderWithProviders(<Owner />);
    const about = screen.getByRole('button', { name: 'About' });
    const services = screen.getByRole('button', { name: 'Services' });
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Vision' })).toBeVisible();
    await userEvent.click(services);
    expect(onOpenChange).toHaveBeenLastCalledWith('services');
    // Controlled: the owner has not changed openId, so "about" stays open.
    expect(about).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Vision' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(null);
    expect(about).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Owner opens Services' }));
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Owner closes' }));
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group given as defaultOpenId, then holds its own state', async () => {
    await renderWithProviders(<MegaMenu entries={entries} defaultOpenId="services" />);
    const services = screen.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads the menu in Thai', async () => {
    await renderWithProviders(<MegaMenu entries={entries} />, { locale: 'th' });
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
  });
});
