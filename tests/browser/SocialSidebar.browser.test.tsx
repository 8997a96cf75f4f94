import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialSidebar } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Audit F5 (WCAG 1.4.4): with the site's larger text (wider container) the Thai pages' fixed
 * social bar covered the right-hand cards and "See all" links.
 */
describe('fixed social side bar', () => {
  it('never covers content that reaches the inline end of the page', async () => {
    await renderWithProviders(
      <>
        <main style={{ display: 'flex', justifyContent: 'flex-end', height: '100vh' }}>
          <a href="/th/news" style={{ alignSelf: 'center' }}>
            ดูทั้งหมด: ข่าวกรมส่งเสริมการค้าระหว่างประเทศ
          </a>
        </main>
        <SocialSidebar
          links={[
            { network: 'facebook', href: 'https://www.facebook.com/ditp.go.th', label: 'Facebook' },
            { network: 'youtube', href: 'https://www.youtube.com/@ditpthailand', label: 'YouTube' },
            { network: 'line', href: 'https://page.line.me/ditp', label: 'LINE' },
          ]}
        />
      </>,
      { locale: 'th' },
    );
    const bar = screen.getByRole('complementary').getBoundingClientRect();
    const link = screen.getByRole('link', { name: /ดูทั้งหมด/ }).getBoundingClientRect();
    expect(bar.width).toBeGreaterThan(0);
    expect(link.right).toBeLessThanOrEqual(bar.left);
  });
});
