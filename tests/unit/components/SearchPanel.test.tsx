import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC, type SearchResult } from '../../../design-system';
import { SearchPanel } from '../../../design-system/searchPanel';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

const result = (n: number, extra: Partial<SearchResult> = {}): SearchResult => ({
  id: `r${n}`,
  title: `Result title ${n}`,
  snippet: `Snippet ${n}`,
  date: '2025-11-21T03:00:00Z',
  imageUrl: `/img/${n}.jpg`,
  href: `/en/post/${n}`,
  collectionLabel: 'News',
  ...extra,
});
const five = [1, 2, 3, 4, 5].map((n) => result(n));
const base = {
  query: 'rice',
  seeAllHref: '/en/?query=rice',
  fallbackImageUrl: '/images/default.svg',
};

afterEach(() => vi.useRealTimers());

describe('a visitor searches the site', () => {
  it('sees the match marked in each result snippet', async () => {
    const hits = [result(1, { snippet: ['…price of ', 'rice', ' rose <i>again</i>…'] }), result(2)];
    await renderWithProviders(<SearchPanel {...base} status="success" results={hits} total={2} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect([...first!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['rice']);
    expect(first).toHaveTextContent('…price of rice rose <i>again</i>…');
    expect(second!.querySelector('mark')).toBeNull();
    expect(second).toHaveTextContent('Snippet 2');
  });

  it('sees a loader while the site fetches', async () => {
    await renderWithProviders(<SearchPanel {...base} status="loading" results={[]} total={0} />);
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
  });

  it('sees four results, the count and "See all results", and hears the count once settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<SearchPanel {...base} status="success" results={five} total={12} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(SPEC.search.panelResults);
    expect(screen.getByText('12 Results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/en/?query=rice',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => vi.advanceTimersByTime(SPEC.search.announceDelayMs));
    expect(screen.getByRole('status')).toHaveTextContent('12 Results');
    await expectNoAxeViolations();
  });

  it('reads "1 Result" for a single hit and no "See all results" under four', async () => {
    await renderWithProviders(
      <SearchPanel {...base} status="success" results={[result(1)]} total={1} />,
    );
    expect(screen.getByText('1 Result')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all results' })).toBeNull();
  });

  it('is told when nothing matched', async () => {
    await renderWithProviders(<SearchPanel {...base} status="success" results={[]} total={0} />);
    expect(screen.getByText('Sorry, but nothing matched your search terms.')).toBeInTheDocument();
  });

  it('sees no panel for blank text', async () => {
    const { container } = await renderWithProviders(
      <SearchPanel {...base} query="  " status="success" results={five} total={5} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('sees the default picture when a result has none or its picture fails', async () => {
    await renderWithProviders(
      <SearchPanel
        {...base}
        status="success"
        results={[result(1), result(2, { imageUrl: null })]}
        total={2}
      />,
    );
    const [first, second] = document.querySelectorAll('img');
    expect(second).toHaveAttribute('src', '/images/default.svg');
    expect(first).toHaveAttribute('src', '/img/1.jpg');
    fireEvent.error(first!);
    expect(first).toHaveAttribute('src', '/images/default.svg');
  });

  it('reads the count in Thai with the Buddhist year on dates', async () => {
    await renderWithProviders(
      <SearchPanel {...base} status="success" results={five} total={12} />,
      {
        locale: 'th',
      },
    );
    expect(screen.getByText('12 ผลลัพธ์')).toBeInTheDocument();
    expect(screen.getAllByText(/2568/).length).toBeGreaterThan(0);
  });
});
