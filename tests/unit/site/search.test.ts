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

/** The search text and collection of a read. */
function readOf(call: Call) {
  const q = queryOf(call.url) as { q: string; page: string; pageSize: string; locale: string };
  return {
    collection: call.url.split('?')[0]!.replace('/api/search/', ''),
    text: q.q,
    page: Number(q.page),
    pageSize: Number(q.pageSize),
    locale: q.locale,
  };
}

/** Each collection has `total` matches for the text; answers list up to pageSize of them. */
function envelope(call: Call, total = 2) {
  const { collection, text, page, pageSize } = readOf(call);
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return json(200, {
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
    })),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
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

  it('ten keystrokes within 500 ms make one settled query: 16 reads, one per tagged collection', async () => {
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
    await vi.waitFor(() => expect(calls).toHaveLength(16));
    const reads = calls.map(readOf);
    expect(new Set(reads.map((x) => x.collection))).toEqual(
      new Set(allSearchable().map((c) => c.key)),
    );
    for (const read of reads)
      expect(read).toMatchObject({ text: 'exporters!', page: 1, pageSize: 5, locale: 'en' });
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
  });

  it('a newer text aborts the older reads and their late answers are never shown', async () => {
    const first = new Map<string, ReturnType<typeof deferred<Response>>>();
    const { calls } = fakeFetch((c) => {
      const read = readOf(c);
      if (read.text === 'slow') {
        const d = deferred<Response>();
        first.set(read.collection, d);
        return d.promise;
      }
      return envelope(c, 1);
    });
    const r = recorder();
    const search = createSearchController({ locale: 'th', onChange: r.onChange });
    search.setQuery('slow');
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(calls).toHaveLength(16));
    search.setQuery('fast');
    expect(calls.slice(0, 16).every((c) => c.signal!.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(calls).toHaveLength(32));
    await vi.waitFor(() => expect(r.last().status).toBe('success'));
    // the first query's answers arrive late (as if the server ignored the abort)
    for (const [, d] of first) d.resolve(envelope(calls[0]!, 5));
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
    fakeFetch((c) =>
      readOf(c).collection === 'ditp-news'
        ? json(500, { error: { message: 'down' } })
        : envelope(c),
    );
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
    const { calls } = fakeFetch((c) => envelope(c, readOf(c).collection === 'posts' ? 12 : 1));
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
    expect(calls.filter((c) => readOf(c).page === 3)).toHaveLength(16);
    const trending = p1.groups.find((g) => g.tag === 'trending_products')!.results[0]!;
    expect(trending).toMatchObject({ href: 'https://shop.example.com/x', external: true });
  });
});
