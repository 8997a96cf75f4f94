import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientUi } from '../../../site/cms/client';
import { allSearchable } from '../../../site/cms/collections';
import {
  MAX_QUERY_LENGTH,
  createSearchController,
  normalizeQuery,
  searchAll,
  type SearchState,
} from '../../../site/shell/search';
import { deferred, fakeFetch, json, queryOf, type Call } from './fakeFetch';

/** The search text, collections and paging of a read of the federated search endpoint. */
function readOf(call: Call) {
  expect(call.url.split('?')[0]).toBe('/api/search');
  const q = queryOf(call.url) as {
    q: string;
    page: string;
    pageSize: string;
    locale: string;
    in: Record<string, string>;
  };
  return {
    collections: Object.keys(q.in),
    fields: q.in,
    text: q.q,
    page: Number(q.page),
    pageSize: Number(q.pageSize),
    locale: q.locale,
  };
}

/** One collection's list envelope: `total` matches for the text, up to pageSize of them. */
function group(collection: string, text: string, page: number, pageSize: number, total: number) {
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    data: Array.from({ length: count }, (_, i) => ({
      documentId: `${collection}-${start + i}`,
      title: `${text} in ${collection} #${start + i}`,
      content_html: '<p>Some <b>bold</b> &amp; text<script>alert(1)</script></p>',
      publish_date: '2025-01-01T00:00:00.000Z',
      image:
        i === 0
          ? { url: '/uploads/a.jpg', formats: { thumbnail: { url: '/uploads/thumbnail_a.jpg' } } }
          : null,
      link_url: collection === 'trending-products' ? 'https://shop.example.com/x' : null,
      // What the search endpoint answers: the stored summary (plain text) instead of the body.
      ...(i === 1 ? { content_html: undefined, summary: 'Duty < 5 %   and <b> stays text' } : {}),
      // What it answers besides: the text around the match, the matches as separate pieces.
      ...(i === 0 && collection !== 'posts'
        ? { content_html: undefined, summary: 'x', snippet: ['…about ', text, ' <b>here</b>…'] }
        : {}),
    })),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
  };
}

/** The federated answer: every collection asked has `total(collection)` matches. */
function envelope(call: Call, total: number | ((collection: string) => number) = 2) {
  const { collections, text, page, pageSize } = readOf(call);
  const count = typeof total === 'number' ? () => total : total;
  const data = Object.fromEntries(
    collections.map((c) => [c, group(c, text, page, pageSize, count(c))]),
  );
  return json(200, {
    data,
    meta: { total: Object.values(data).reduce((n, g) => n + g.meta.pagination.total, 0) },
  });
}

function recorder() {
  const states: SearchState[] = [];
  return { states, onChange: (s: SearchState) => states.push(s), last: () => states.at(-1)! };
}

describe('site search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setClientUi({
      error: vi.fn(async () => {}),
      sessionExpired: vi.fn(async () => {}),
      navigate: vi.fn(),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setClientUi(null);
  });

  it('ten keystrokes within 500 ms make one settled query: one read of all 16 tagged collections', async () => {
    const { calls } = fakeFetch((c) => envelope(c));
    const r = recorder();
    const search = createSearchController({ locale: 'en', onChange: r.onChange });
    const word = 'exporters!';
    for (let i = 1; i <= word.length; i++) {
      search.setQuery(word.slice(0, i));
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(calls).toHaveLength(0);
    expect(r.last().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(499 - 40);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // (the reads start once the lazily loaded query-string module is there)
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const read = readOf(calls[0]!);
    expect(read.collections).toEqual(allSearchable().map((c) => c.key));
    for (const def of allSearchable())
      expect(read.fields[def.key]).toBe(def.searchFields.join(','));
    expect(read.fields['ditp-news']).toBe('title,content_html');
    expect(read).toMatchObject({ text: 'exporters!', page: 1, pageSize: 5, locale: 'en' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    for (const call of calls) {
      expect(call.headers).toHaveProperty('refkey', '');
      expect(call.headers['accept-language']).toBe('en');
    }
    await vi.waitFor(() => expect(r.last().status).toBe('success'));
    const state = r.last();
    expect(state.total).toBe(32); // 16 collections x 2 matches
    expect(state.results).toHaveLength(4);
    expect(state.results[0]).toEqual({
      id: 'delve_into_the_world_markets:posts-0',
      title: 'exporters! in posts #0',
      snippet: 'Some bold & text',
      date: '2025-01-01T00:00:00.000Z',
      imageUrl: '/uploads/thumbnail_a.jpg',
      href: '/en/post/posts-0',
      external: false,
      collectionLabel: 'World markets',
      type: 'delve_into_the_world_markets',
    });
    expect(state.results[1]!.imageUrl).toBe('/images/default.svg');
    expect(state.results[1]!.snippet).toBe('Duty < 5 % and <b> stays text');
    expect(state.results[2]!.snippet).toEqual(['…about ', 'exporters!', ' <b>here</b>…']);
  });

  it('a newer text aborts the older read and its late answer is never shown', async () => {
    const first = deferred<Response>();
    const { calls } = fakeFetch((c) =>
      readOf(c).text === 'slow' ? first.promise : envelope(c, 1),
    );
    const r = recorder();
    const search = createSearchController({ locale: 'th', onChange: r.onChange });
    search.setQuery('slow');
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    search.setQuery('fast');
    expect(calls[0]!.signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(() => expect(r.last().status).toBe('success'));
    // the first query's answer arrives late (as if the server ignored the abort)
    first.resolve(envelope(calls[0]!, 5));
    await vi.advanceTimersByTimeAsync(10);
    const shown = r.states.filter((s) => s.status === 'success');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.query).toBe('fast');
    expect(shown[0]!.total).toBe(16);
    expect(r.last().results.every((x) => x.title.startsWith('fast'))).toBe(true);
  });

  it('blank text is idle and sends nothing; clearing cancels a pending search', async () => {
    const { calls } = fakeFetch((c) => envelope(c));
    const r = recorder();
    const search = createSearchController({ locale: 'en', onChange: r.onChange });
    search.setQuery('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    search.setQuery('rice');
    await vi.advanceTimersByTimeAsync(200);
    search.setQuery('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(r.last()).toMatchObject({ status: 'idle', results: [], total: 0 });
  });

  it('a failed read is logged and the loader stops (status error), without an error dialog', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => json(500, { error: { message: 'down' } }));
    const r = recorder();
    const search = createSearchController({ locale: 'en', onChange: r.onChange });
    search.setQuery('rice');
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(r.last().status).toBe('error'));
    expect(error).toHaveBeenCalledWith('[ditp] search failed', expect.any(Error));
    error.mockRestore();
  });

  it('odd and huge input never crashes: trimmed and capped at 200 characters without splitting emoji', async () => {
    expect(normalizeQuery('  a   b  ')).toBe('a b');
    expect(normalizeQuery(`%_\\'"`)).toBe(`%_\\'"`);
    expect(Array.from(normalizeQuery('😀'.repeat(10_000)))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery('😀'.repeat(10_000)).endsWith('😀')).toBe(true);
    expect(normalizeQuery('ส'.repeat(10_000))).toHaveLength(200);
    const { calls } = fakeFetch((c) => envelope(c));
    const r = recorder();
    const search = createSearchController({ locale: 'th', onChange: r.onChange });
    search.setQuery('a'.repeat(10_000));
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(r.last().status).toBe('success'));
    expect(readOf(calls[0]!).text).toBe('a'.repeat(200));
  });

  it('the full results page pages through every collection, not only the first page', async () => {
    vi.useRealTimers();
    const { calls } = fakeFetch((c) =>
      envelope(c, (collection) => (collection === 'posts' ? 12 : 1)),
    );
    const p1 = await searchAll('rice', 'en', 1);
    expect(p1.total).toBe(12 + 15);
    expect(p1.pageCount).toBe(3);
    expect(p1.groups).toHaveLength(16);
    expect(p1.groups[0]!.results).toHaveLength(5);
    const p3 = await searchAll('rice', 'en', 3);
    expect(p3.groups.find((g) => g.key === 'posts')!.results.map((x) => x.title)).toEqual([
      'rice in posts #10',
      'rice in posts #11',
    ]);
    expect(calls.map((c) => readOf(c).page)).toEqual([1, 3]);
    const trending = p1.groups.find((g) => g.tag === 'trending_products')!.results[0]!;
    expect(trending).toMatchObject({ href: 'https://shop.example.com/x', external: true });
  });

  it('a collection missing from the answer is an empty group, not a failure', async () => {
    vi.useRealTimers();
    fakeFetch(() =>
      json(200, { data: { posts: group('posts', 'rice', 1, 5, 3) }, meta: { total: 3 } }),
    );
    const page = await searchAll('rice', 'en', 1);
    expect(page.total).toBe(3);
    expect(page.groups).toHaveLength(16);
    expect(page.groups.filter((g) => g.results.length > 0).map((g) => g.key)).toEqual(['posts']);
  });
});
