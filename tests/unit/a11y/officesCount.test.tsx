import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import Offices from '../../../site/pages/Offices';
import { MemoryRouter } from '../../../site/router';
import { renderWithProviders } from '../../support/render';
import { fakeFetch, json, queryOf } from '../site/fakeFetch';

vi.setConfig({ testTimeout: 30_000 });

/**
 * Audit advisory A1 (WCAG 4.1.3): choosing "ASEAN" in the offices filter shrank the table from 11
 * rows to 1 and nothing told a screen-reader user; now the number shown is in a polite status.
 */
const office = (id: string, title: string) => ({
  documentId: id,
  title,
  content_html: null,
  city: 'City',
  country_name: 'Country',
  kind: 'trade_office',
});

function cms() {
  return fakeFetch((call) => {
    const path = call.url.split('?')[0]!;
    const query = queryOf(call.url) as { filters?: { region?: unknown } };
    const list = (data: unknown[]) =>
      json(200, {
        data,
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } },
      });
    if (path.endsWith('/api/regions'))
      return list([
        { documentId: 'asean', title: 'ASEAN' },
        { documentId: 'europe', title: 'Europe' },
      ]);
    if (path.endsWith('/api/overseas-offices'))
      return list(
        query.filters?.region
          ? [office('sg', 'Singapore office')]
          : Array.from({ length: 11 }, (_, i) => office(`o${i}`, `Office ${i}`)),
      );
    return json(200, { data: { documentId: 'p', title: 'Overseas offices', content: [] } });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the offices filter', () => {
  it.each([
    ['en', /^11 offices and advisors shown$/, /^1 office or advisor shown$/],
    ['th', /^แสดง 11 รายการ$/, /^แสดง 1 รายการ$/],
  ] as const)(
    '%s: says how many offices it shows, in a polite status',
    async (locale, all, one) => {
      cms();
      const user = userEvent.setup();
      await renderWithProviders(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter
            initialEntries={[`/${locale}/overseas-office-and-honorary-trade-advisors-hta`]}
          >
            <Offices typeKey="overseas-office-page" />
          </MemoryRouter>
        </SWRConfig>,
        { locale },
      );
      const status = () =>
        screen.getAllByRole('status').find((s) => /\d/.test(s.textContent ?? '')) ?? null;
      await vi.waitFor(() => expect(status()?.textContent).toMatch(all));
      expect(screen.getAllByRole('row')).toHaveLength(12);
      await user.click(screen.getByRole('button', { name: /region|ภูมิภาค/i }));
      await user.click(await screen.findByRole('option', { name: 'ASEAN' }));
      await vi.waitFor(() => expect(status()?.textContent).toMatch(one));
      expect(screen.getAllByRole('row')).toHaveLength(2);
    },
  );
});
