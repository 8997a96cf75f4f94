/**
 * The home page as the unit tests render it: at /<locale>/ in a memory router, with a fresh SWR
 * cache (no answer carried over from another test) and the CMS answering through `respond`.
 */
import { SWRConfig } from 'swr';
import type { Locale } from '../../../design-system';
import { Home } from '../../../site/pages/Home';
import { MemoryRouter, Route, Routes } from '../../../site/router';
import { renderWithProviders } from '../../support/render';
import { fakeFetch, json, type Call } from './fakeFetch';

/** A CMS list answer holding `data` (one page of it). */
export const listAnswer = (data: unknown[]) =>
  json(200, {
    data,
    meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
  });

export async function renderHome(
  locale: Locale,
  respond: (call: Call) => Response | Promise<Response>,
) {
  const { calls } = fakeFetch(respond);
  const view = await renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/${locale}/`]}>
        <Routes>
          <Route path="/:locale/" element={<Home />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
    { locale },
  );
  return { calls, view };
}
