/**
 * The page service renders and caches a page under its path and the query parameters pages read,
 * nothing else (site/server/pageAddress.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalPageAddress,
  PAGE_QUERY_PARAMS,
  PRESENCE_ONLY_QUERY_PARAMS,
} from '../../../site/server/pageAddress';
import { NOT_A_PAGE } from '../../../site/server/pageService';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES } from '../../../site/cms/collections';

const siteDir = join(__dirname, '..', '..', '..', 'site');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'server'
        ? []
        : sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the address a page is rendered and cached under', () => {
  it('keeps only the parameters pages read, once each, in a fixed order', () => {
    expect(
      canonicalPageAddress('/th/ditp-news', '?utm_source=x&region=r1&page=3&page=4&fbclid=y'),
    ).toBe('/th/ditp-news?page=3&region=r1');
    expect(canonicalPageAddress('/th/ditp-news', '?region=r1&page=3')).toBe(
      '/th/ditp-news?page=3&region=r1',
    );
    expect(canonicalPageAddress('/en/', '?v=123&query=rice%20export')).toBe(
      '/en/?query=rice+export',
    );
    expect(canonicalPageAddress('/en/ditp-news', '?page=&v=1')).toBe('/en/ditp-news');
    expect(canonicalPageAddress('/en/ditp-news', '')).toBe('/en/ditp-news');
    expect(canonicalPageAddress('/ja', '?notice=unavailable&from=th&x=1')).toBe(
      '/ja?from=th&notice=unavailable',
    );
  });

  it('keeps a secret token only as present or absent, never its value', () => {
    const a = canonicalPageAddress('/th/newsletter/confirm', '?token=secret-one');
    const b = canonicalPageAddress('/th/newsletter/confirm', '?token=secret-two&utm_source=x');
    expect(a).toBe(b);
    expect(a).not.toContain('secret');
    expect(canonicalPageAddress('/th/newsletter/confirm', '?token=')).toBe(
      '/th/newsletter/confirm',
    );
  });

  it('knows every query parameter a page of the site reads', () => {
    const read = new Set<string>();
    for (const file of sources(siteDir)) {
      // Previews are never rendered on the server (their secret must not be cached either).
      if (file.endsWith('Preview.tsx')) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\.(?:get|getAll|has)\(\s*'([^']+)'\s*\)/g)) {
        // Only URLSearchParams reads: `params.get('x')`, `new URLSearchParams(search).has('x')`.
        const before = text.slice(Math.max(0, m.index - 60), m.index);
        if (/(params|URLSearchParams\([^)]*\))$/i.test(before)) read.add(m[1]!);
      }
    }
    expect(read.size).toBeGreaterThan(3);
    expect(
      [...read].filter(
        (name) => !PAGE_QUERY_PARAMS.includes(name) && !PRESENCE_ONLY_QUERY_PARAMS.includes(name),
      ),
    ).toEqual([]);
  });
});

describe("nginx's edge micro-cache (deploy/site.conf)", () => {
  const siteConf = readFileSync(join(siteDir, '..', 'deploy', 'site.conf'), 'utf8');
  const nginxConf = readFileSync(join(siteDir, '..', 'deploy', 'nginx.conf'), 'utf8');
  // The pages' key (location @spa; the files' location before it keys on their own address).
  const key =
    /^\s*proxy_cache_key "([^"]+)";/m.exec(
      siteConf.slice(siteConf.indexOf('location @spa')),
    )?.[1] ?? '';

  it('keys pages on the raw path and exactly the parameters the page service keeps', () => {
    expect(key.startsWith('$page_raw_path?')).toBe(true);
    const [address, variant] = key.split('|');
    // The page's copy with or without the cookie banner (site/server/pageCache.ts pageKey).
    expect(variant).toBe('banner=$page_cookie_banner');
    const pairs = address!
      .slice('$page_raw_path?'.length)
      .split('&')
      .map((pair) => pair.split('='));
    expect(pairs.map(([name]) => name)).toEqual([
      ...PAGE_QUERY_PARAMS,
      ...PRESENCE_ONLY_QUERY_PARAMS,
    ]);
    for (const [name, value] of pairs) {
      // A secret is kept as present or absent (a map of $arg_token), never its value.
      if (PRESENCE_ONLY_QUERY_PARAMS.includes(name!)) expect(value).toBe(`$page_${name}`);
      else expect(value).toBe(`$arg_${name}`);
    }
    for (const name of PRESENCE_ONLY_QUERY_PARAMS) {
      expect(nginxConf).toMatch(
        new RegExp(`map \\$arg_${name} \\$page_${name} \\{\\s*""\\s+"";\\s*default present;`),
      );
    }
  });

  it('stores only complete GET answers, never HEAD, previews or signed-in requests', () => {
    expect(siteConf).toMatch(/proxy_cache_convert_head off;/);
    expect(siteConf).toMatch(/proxy_cache_bypass \$page_cache_skip \$page_preview;/);
    expect(siteConf).toMatch(
      /proxy_no_cache \$page_cache_skip \$page_preview \$page_not_stored \$page_banner_mismatch;/,
    );
    expect(siteConf).toMatch(/proxy_cache_valid 200 5s;/);
    expect(nginxConf).toMatch(
      /map \$upstream_http_x_page_cache \$page_not_stored \{\s*hit\s+0;\s*miss\s+0;\s*default 1;/,
    );
  });
});

describe('addresses that are not pages', () => {
  it("no page path of the site looks like a file's (the page service answers those 404)", () => {
    const paths = [
      ...COLLECTIONS.flatMap((c) => [...c.listPages.map((p) => p.path), ...c.detailPaths]),
      ...SINGLE_TYPES.map((s) => s.pagePath),
      ...APP_PAGES.map((p) => p.pagePath),
    ];
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => NOT_A_PAGE.test(p))).toEqual([]);
    for (const file of ['/sitemap.xml', '/th/feed.atom', '/a/b.json', '/x.webmanifest'])
      expect(NOT_A_PAGE.test(file), file).toBe(true);
    for (const page of [
      '/th/',
      '/en/ditp-news',
      '/th/post/abc123',
      '/th/post/about/about-ditp-thai',
    ])
      expect(NOT_A_PAGE.test(page), page).toBe(false);
  });
});
