import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialSidebar, type SocialLink } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

const links: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/ditp.go.th' },
  { network: 'line', label: 'LINE', href: 'https://line.me/R/ti/p/@ditp' },
];

afterEach(() => sessionStorage.clear());

describe('a visitor hides the social links for the rest of the visit', () => {
  it('hides them, and they stay hidden on the next page', async () => {
    const { unmount } = await renderWithProviders(<SocialSidebar links={links} />);
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Hide social links' }));
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    await renderWithProviders(<SocialSidebar links={links} />, { locale: 'th' });
    const toggle = screen.getByRole('button', { name: 'แสดงลิงก์โซเชียลมีเดีย' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
