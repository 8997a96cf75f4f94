/**
 * The full results page (site/pages/SearchResults.tsx) as a visitor uses it: a list to read with
 * the searched words marked, a filter by type with counts, one type's matches paged, a field to
 * refine the search that keeps the type, and what to try when nothing matched.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupProvider, type Locale } from '../../../design-system';
import { allSearchable } from '../../../site/cms/collections';
import SearchResults, { TYPE_PAGE_SIZE } from '../../../site/pages/SearchResults';
import { MemoryRouter, Route, Routes, useSearchParams } from '../../../site/router';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';
import { fakeFetch, json, queryOf, type Call } from './fakeFetch';

afterEach(() => vi.unstubAllGlobals());

const [first, second] = allSearchable();

/** Reads of the federated search: their text, collections and paging. */
function readOf(call: Call) {
  const q = queryOf(call.url) as { q: string; page: string; pageSize: string; in: object };
  return {
    text: q.q,
    collections: Object.keys(q.in),
    page: Number(q.page),
    pageSize: Number(q.pageSize),
  };
}

/** `totals[key]` matches of the text in each collection (none elsewhere). */
function answer(totals: Record<string, number>) {
  return fakeFetch((call) => {
    const { text, collections, page, pageSize } = readOf(call);
    const data = Object.fromEntries(
      collections.map((key) => {
        const total = totals[key] ?? 0;
        const start = (page - 1) * pageSize;
        const count = Math.max(0, Math.min(pageSize, total - start));
        return [
          key,
          {
            data: Array.from({ length: count }, (_, i) => ({
              documentId: `${key}-${start + i}`,
              title: `${key} result ${start + i + 1}`,
              summary: 'x',
              snippet: ['About ', text, ' for exporters'],
              publish_date: '2026-11-01T03:00:00.000Z',
            })),
            meta: {
              pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
            },
          },
        ];
      }),
    );
    return json(200, { data });
  });
}

function Results() {
  const [params] = useSearchParams();
  return <SearchResults query={params.get('query') ?? ''} />;
}

const renderAt = (path: string, locale: Locale = 'en') =>
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <PopupProvider>
          <Routes>
            <Route path="/:locale" element={<Results />} />
            <Route path="/:locale/" element={<Results />} />
          </Routes>
        </PopupProvider>
      </MemoryRouter>
    </SWRConfig>,
    { locale },
  );

describe('the search results page', () => {
  it('lists each type’s first matches to read, marks the words, and offers every type with its count', async () => {
    answer({ [first.key]: 12, [second.key]: 2 });
    const { container } = await renderAt('/en/?query=durian');
    expect(await screen.findByText('14 results')).toHaveAttribute('role', 'status');
    const filter = screen.getByRole('navigation', { name: 'Filter by type' });
    const links = within(filter).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'All types (14)',
      expect.stringMatching(/\(12\)$/),
      expect.stringMatching(/\(2\)$/),
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', `/en/?query=durian&type=${first.key}`);
    // Results are articles in ordered lists, their titles headings under the type's heading.
    const lists = screen
      .getAllByRole('list')
      .filter((l) => l.tagName === 'OL' && within(l).queryAllByRole('article').length > 0);
    expect(lists).toHaveLength(2);
    expect(within(lists[0]).getAllByRole('article')).toHaveLength(5);
    expect(
      [...container.querySelectorAll('main article mark, article mark')].map((m) => m.textContent),
    ).toContain('durian');
    // A type with more matches than shown links to all of them.
    expect(screen.getByRole('link', { name: new RegExp(`^All 12 results in `) })).toHaveAttribute(
      'href',
      `/en/?query=durian&type=${first.key}`,
    );
    expect(screen.queryByRole('link', { name: /^All 2 results/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows one type’s matches, ten a page, with pagination, and marks that type as chosen', async () => {
    const { calls } = answer({ [first.key]: 23, [second.key]: 2 });
    await renderAt(`/en/?query=durian&type=${first.key}&page=2`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(TYPE_PAGE_SIZE));
    expect(
      screen.getByRole('heading', { level: 3, name: `${first.key} result 11` }),
    ).toBeInTheDocument();
    const typeRead = calls.map(readOf).find((r) => r.collections.length === 1);
    expect(typeRead).toMatchObject({ collections: [first.key], page: 2, pageSize: TYPE_PAGE_SIZE });
    const filter = screen.getByRole('navigation', { name: 'Filter by type' });
    expect(within(filter).getByRole('link', { current: 'page' })).toHaveTextContent('(23)');
    const pages = screen.getByRole('navigation', { name: /pagination|pages/i });
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      `/en/?query=durian&type=${first.key}&page=3`,
    );
  });

  it('refines the search from its own field, keeping the chosen type', async () => {
    const { calls } = answer({ [first.key]: 3 });
    const user = userEvent.setup();
    await renderAt(`/en/?query=durian&type=${first.key}`);
    const field = await screen.findByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveValue('durian');
    await user.clear(field);
    await user.type(field, 'mangosteen{Enter}');
    await waitFor(() =>
      expect(
        calls.map(readOf).some((r) => r.text === 'mangosteen' && r.collections.length === 1),
      ).toBe(true),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “mangosteen”' }),
    ).toBeInTheDocument();
  });

  it('says what to try when nothing matched, in the visitor’s language', async () => {
    answer({});
    await renderAt('/th/?query=zzzz', 'th');
    expect(await screen.findByText('ขออภัย ไม่พบข้อมูลที่ตรงกับคำค้นหาของท่าน')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'สิ่งที่ท่านลองทำได้' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูทุกหมวดในแผนผังเว็บไซต์' })).toHaveAttribute(
      'href',
      '/th/sitemap',
    );
    expect(screen.queryByRole('navigation', { name: 'กรองตามประเภท' })).toBeNull();
  });
});
