import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useNavigate } from '../../../site/router';
import { SiteHeader } from '../../../site/shell/SiteHeader';
import { renderWithProviders } from '../../support/render';

// The router's navigate, handed out of the tree to start a navigation from outside the page.
const router: { navigate: (to: string) => void } = { navigate: () => {} };
function Grab() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  });
  return null;
}
const navigateTo = (to: string) => router.navigate(to);

// The site controls the header's menus (site/shell/useRouteState): a client-side navigation,
// here one that is no press or focus move in the page, finds them closed.
describe('a visitor moves to another page', { timeout: 20_000 }, () => {
  it('finds the mega menu, the language list and search closed', async () => {
    await renderWithProviders(
      <MemoryRouter initialEntries={['/th/ditp-news']}>
        <Grab />
        <SiteHeader locale="th" />
      </MemoryRouter>,
      { locale: 'th' },
    );
    const group = screen.getByRole('button', { name: 'บริการ' });
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    act(() => navigateTo('/th/sitemap'));
    expect(group).toHaveAttribute('aria-expanded', 'false');

    const language = screen.getByRole('button', { name: /ไทย/ });
    await userEvent.click(language);
    expect(language).toHaveAttribute('aria-expanded', 'true');
    act(() => navigateTo('/th/ditp-news'));
    expect(language).toHaveAttribute('aria-expanded', 'false');

    const search = screen.getByRole('button', { name: 'ค้นหา' });
    await userEvent.click(search);
    await userEvent.type(screen.getByRole('searchbox'), 'ข้าว');
    act(() => navigateTo('/th/sitemap'));
    expect(screen.queryByRole('searchbox')).toBeNull();
    // Search opens again empty, as after closing it.
    await userEvent.click(search);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
