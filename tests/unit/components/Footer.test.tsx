import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

const contact = {
  address: '563 ถนนนนทบุรี ตำบลบางกระสอ อำเภอเมือง จังหวัดนนทบุรี 11000',
  phone: '0 2507 7999',
  hotline: '1169',
};
const thai = {
  organisation: 'กรมส่งเสริมการค้าระหว่างประเทศ',
  copyright: '© 2026 กรมส่งเสริมการค้าระหว่างประเทศ กระทรวงพาณิชย์ สงวนลิขสิทธิ์',
};

/** A footer with only what is required. */
const agency = {
  organisation: 'Example Agency',
  copyright: '© 2026 Example Agency',
  contact: { address: '1 Example Road', phone: '0 2000 0000' },
  linkGroups: [],
};

describe('a visitor looks for contact details and policies in the footer', () => {
  it('finds the organisation, its address, phone, hotline and copyright line in Thai', async () => {
    await renderWithProviders(
      <Footer
        {...thai}
        contact={contact}
        linkGroups={[
          { id: 'f', label: 'แบบฟอร์ม', items: [{ label: 'แบบสำรวจ', href: '/th/survey-form' }] },
        ]}
        dataGovernanceLinks={[
          { label: 'นโยบายธรรมาภิบาลข้อมูล', href: '/th/data-governance-policy/abc' },
        ]}
      />,
      { locale: 'th' },
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(contact.address);
    expect(screen.getByRole('link', { name: '1169' })).toHaveAttribute('href', 'tel:1169');
    expect(screen.getByRole('link', { name: '0 2507 7999' })).toHaveAttribute(
      'href',
      'tel:025077999',
    );
    expect(screen.getByRole('heading', { name: thai.organisation })).toBeInTheDocument();
    expect(footer).toHaveTextContent(thai.copyright);
    expect(screen.getByRole('heading', { name: 'ธรรมาภิบาลข้อมูล' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('reopens the cookie settings; without a hotline shows no hotline row', async () => {
    const onCookieSettings = vi.fn();
    await renderWithProviders(<Footer {...agency} onCookieSettings={onCookieSettings} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Example Agency');
    expect(screen.queryByText(/Hotline/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Data governance' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(onCookieSettings).toHaveBeenCalledOnce();
  });

  it('without JavaScript offers the cookie choice as a form that posts it', async () => {
    await renderWithProviders(
      <Footer
        {...agency}
        onCookieSettings={() => {}}
        cookieChoiceAction="/cookie-consent?return=%2Fen%2F"
      />,
    );
    const group = screen.getByRole('group', { name: 'Cookies:' });
    const form = group.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cookie-consent?return=%2Fen%2F');
    const buttons = within(group).getAllByRole('button');
    expect(
      buttons.map((b) => [
        b.textContent,
        (b as HTMLButtonElement).type,
        b.getAttribute('name'),
        b.getAttribute('value'),
      ]),
    ).toEqual([
      ['Reject all', 'submit', 'decision', 'rejected'],
      ['Accept all', 'submit', 'decision', 'accepted'],
    ]);
    await expectNoAxeViolations();
  });

  it('shows no cookie choice form without cookieChoiceAction', async () => {
    await renderWithProviders(<Footer {...agency} />);
    expect(screen.queryByRole('group', { name: 'Cookies:' })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
