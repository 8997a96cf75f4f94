import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

describe('a visitor sees where the page sits', () => {
  it('reads the trail and the current page', async () => {
    await renderWithProviders(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/en' },
          { label: 'Trade guide', href: '/en/international-foreign-market/Trade-Guide' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByText('Trade guide').closest('[aria-current="page"]')).not.toBeNull();
    await expectNoAxeViolations();
  });
});
