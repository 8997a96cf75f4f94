import { describe, expect, it, vi } from 'vitest';
import { checkPathInLocale, readNotice, splitLocale } from '../../../site/shell/languageSwitch';
import { pageExists, resolvePage } from '../../../site/server/pageExists';

const answer = (status: number) => vi.fn(async () => new Response(null, { status }));

describe('language switch', () => {
  it('asks HEAD /{locale}{path} and goes to the same page when it exists there', async () => {
    const fetch = answer(200);
    await expect(checkPathInLocale('en', '/th/post/abc?x=1#top', { fetch })).resolves.toBe(
      '/en/post/abc?x=1#top',
    );
    expect(fetch).toHaveBeenCalledWith('/en/post/abc', expect.objectContaining({ method: 'HEAD' }));
  });

  it('a page missing in that locale opens the locale home with the notice', async () => {
    await expect(checkPathInLocale('en', '/th/post/thonly', { fetch: answer(404) })).resolves.toBe(
      '/en?notice=unavailable&from=th',
    );
    expect(readNotice('?notice=unavailable&from=th')).toEqual({ unavailable: true, from: 'th' });
    expect(readNotice('?from=xx')).toEqual({ unavailable: false, from: null });
  });

  it('a failed check (network error, server error) also opens the locale home', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkPathInLocale('ja', '/th/ditp-news', { fetch: broken })).resolves.toBe(
      '/ja?notice=unavailable&from=th',
    );
    await expect(checkPathInLocale('ja', '/th/ditp-news', { fetch: answer(502) })).resolves.toBe(
      '/ja?notice=unavailable&from=th',
    );
    warn.mockRestore();
  });

  it('the home page needs no check', async () => {
    const fetch = answer(404);
    await expect(checkPathInLocale('zh', '/th', { fetch })).resolves.toBe('/zh');
    await expect(checkPathInLocale('zh', '/th/?notice=unavailable', { fetch })).resolves.toBe(
      '/zh',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(splitLocale('/nl/x')).toEqual({ locale: 'nl', rest: '/x' });
  });
});

describe('the server answers the HEAD check from the registry and the CMS', () => {
  it('resolves paths to what the site renders there', () => {
    expect(resolvePage('/')).toEqual({ kind: 'home' });
    expect(resolvePage('/sitemap')).toEqual({ kind: 'app' });
    expect(resolvePage('/ditp-news')).toEqual({ kind: 'list' });
    expect(resolvePage('/international-foreign-market/Hot-issue')).toEqual({ kind: 'list' });
    expect(resolvePage('/frequently-ask')).toEqual({ kind: 'single', apiPath: '/api/faq' });
    expect(resolvePage('/post/ditpnew/abc')).toEqual({
      kind: 'detail',
      apiPath: '/api/ditp-news',
      documentId: 'abc',
    });
    expect(resolvePage('/post/abc')).toEqual({
      kind: 'detail',
      apiPath: '/api/posts',
      documentId: 'abc',
    });
    expect(resolvePage('/international-foreign-market/Trade-Guide/xyz')).toMatchObject({
      apiPath: '/api/trade-and-investment-guides',
      documentId: 'xyz',
    });
    expect(resolvePage('/no/such/page')).toBeNull();
  });

  it('asks the CMS for the entry in that locale: 200, 404, future publish_date 404, CMS down 502', async () => {
    const cms = (status: number, body: unknown = { data: { publish_date: null } }) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status }));
    const opts = (fetch: typeof globalThis.fetch) => ({ cmsUrl: 'http://cms:1337', fetch });
    const ok = cms(200);
    await expect(pageExists('/en/post/abc', opts(ok))).resolves.toBe(200);
    expect(ok).toHaveBeenCalledWith(
      'http://cms:1337/api/posts/abc?fields[0]=publish_date&locale=en',
      expect.anything(),
    );
    await expect(pageExists('/en/post/abc', opts(cms(404)))).resolves.toBe(404);
    await expect(
      pageExists(
        '/en/post/abc',
        opts(cms(200, { data: { publish_date: '2999-01-01T00:00:00Z' } })),
      ),
    ).resolves.toBe(404);
    await expect(pageExists('/en/post/abc', opts(cms(500)))).resolves.toBe(502);
    await expect(pageExists('/en/faq-nope', opts(cms(200)))).resolves.toBe(404);
    await expect(pageExists('/xx/post/abc', opts(cms(200)))).resolves.toBe(404);
    const never = cms(200);
    await expect(pageExists('/en/ditp-news', opts(never))).resolves.toBe(200);
    await expect(pageExists('/en', opts(never))).resolves.toBe(200);
    expect(never).not.toHaveBeenCalled();
  });
});
