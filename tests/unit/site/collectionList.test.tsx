import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import type { Locale } from '../../../design-system';
import CollectionList from '../../../site/pages/CollectionList';
import { MemoryRouter, Route, Routes } from '../../../site/router';
import { renderWithProviders } from '../../support/render';
import { fakeFetch, json } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** The DITP news list in `locale` at `search`, with a CMS that has no entries. */
async function renderEmptyList(locale: Locale, search = '') {
  fakeFetch(() =>
    json(200, {
      data: [],
      meta: { pagination: { page: 1, pageSize: 20, pageCount: 0, total: 0 } },
    }),
  );
  await renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/${locale}/ditp-news${search}`]}>
        <Routes>
          <Route
            path="/:locale/ditp-news"
            element={<CollectionList collectionKey="ditp-news" listPath="/ditp-news" />}
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
    { locale },
  );
}

/**
 * A list with nothing in the visitor's language is not a dead end: where the department does not
 * publish everything (Chinese, Japanese, Dutch), the page says so and leads to the English list.
 */
describe('an empty list', () => {
  it.each([
    ['zh', /此列表尚无以本语言发布的内容/, '查看此列表的英文版本'],
    ['ja', /この言語で公開された記事がまだありません/, 'この一覧を英語で読む'],
    ['nl', /nog niets in deze taal gepubliceerd/, 'Bekijk deze lijst in het Engels'],
  ] as const)('in %s says so and links to the English list', async (locale, text, link) => {
    await renderEmptyList(locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    const english = screen.getByRole('link', { name: link });
    expect(english).toHaveAttribute('href', '/en/ditp-news');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('in English or Thai, or with a filter chosen, only says there is nothing to show', async () => {
    await renderEmptyList('en');
    expect(await screen.findByText('There are no entries to show.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in English/ })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await renderEmptyList('nl', '?page=2');
    expect(await screen.findByText('Er zijn geen items om te tonen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bekijk deze lijst in het Engels' })).toBeNull();
  });
});
