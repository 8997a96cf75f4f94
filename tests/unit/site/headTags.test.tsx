/**
 * The head of a server-rendered page (site/server/headTags.ts): its own description, a canonical
 * address on the configured origin without transient parameters, Open Graph and Twitter tags,
 * nothing indexable on a 404 or a noindex page, everything escaped.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../../design-system';
import { headTags } from '../../../site/server/headTags';
import { OG_IMAGE_SIZE, defaultOgImage } from '../../../site/shell/ogImage';

const publicDir = join(import.meta.dirname, '../../../public');

const parse = (html: string) =>
  new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
const base = {
  locale: 'th' as const,
  pathname: '/th/ditp-news',
  search: '',
  origin: 'https://www.ditp.go.th',
  title: 'ข่าว DITP – DITP',
  meta: {
    description: 'ข่าวล่าสุด "จาก" <กรม>',
    siteName: 'กรมส่งเสริมการค้าระหว่างประเทศ',
  },
  noindex: false,
  status: 200,
};
const content = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content') ?? null;

describe("a page's head", () => {
  it('has its description, canonical address, Open Graph and Twitter tags', () => {
    const doc = parse(headTags({ ...base, search: '?page=2&from=en&notice=unavailable' }));
    expect(doc.title).toBe('ข่าว DITP – DITP');
    expect(content(doc, 'meta[name="description"]')).toBe('ข่าวล่าสุด "จาก" <กรม>');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.ditp.go.th/th/ditp-news?page=2',
    );
    expect(content(doc, 'meta[property="og:url"]')).toBe(
      'https://www.ditp.go.th/th/ditp-news?page=2',
    );
    expect(content(doc, 'meta[property="og:title"]')).toBe('ข่าว DITP – DITP');
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:locale"]')).toBe('th_TH');
    expect(
      [...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
        m.getAttribute('content'),
      ),
    ).toEqual(['en_GB', 'zh_CN', 'ja_JP', 'nl_NL']);
    expect(content(doc, 'meta[property="og:site_name"]')).toBe('กรมส่งเสริมการค้าระหว่างประเทศ');
    // No image of its own: the locale's designed card, a committed 1200 x 630 PNG.
    expect(content(doc, 'meta[property="og:image"]')).toBe(
      'https://www.ditp.go.th/images/og/default-th.png',
    );
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(doc, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(5);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    for (const element of doc.head.children)
      if (element.tagName !== 'TITLE') expect(element.hasAttribute('data-ssr')).toBe(true);
  });

  it('drops page 1 from the canonical address and makes the image absolute on the origin', () => {
    const doc = parse(
      headTags({
        ...base,
        pathname: '/en/post/abc',
        locale: 'en',
        search: '?page=1',
        meta: { ...base.meta, image: '/uploads/large_fair.jpg', type: 'article' },
      }),
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.ditp.go.th/en/post/abc',
    );
    expect(content(doc, 'meta[property="og:image"]')).toBe(
      'https://www.ditp.go.th/uploads/large_fair.jpg',
    );
    expect(content(doc, 'meta[property="og:type"]')).toBe('article');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    // An image of unknown size states none (never the default card's 1200 x 630).
    expect(doc.querySelector('meta[property="og:image:width"]')).toBeNull();
  });

  it("states the size and type of the page's own preview crop", () => {
    const doc = parse(
      headTags({
        ...base,
        meta: {
          ...base.meta,
          image: '/uploads/og_fair_abc.jpg',
          imageSize: { width: 800, height: 420, type: 'image/jpeg' },
        },
      }),
    );
    expect(content(doc, 'meta[property="og:image"]')).toBe(
      'https://www.ditp.go.th/uploads/og_fair_abc.jpg',
    );
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('800');
    expect(content(doc, 'meta[property="og:image:height"]')).toBe('420');
    expect(content(doc, 'meta[property="og:image:type"]')).toBe('image/jpeg');
  });

  it('names no canonical address on a page kept out of indexes, and no preview tags on a 404', () => {
    const hidden = parse(headTags({ ...base, noindex: true }));
    expect(hidden.querySelector('link[rel="canonical"]')).toBeNull();
    expect(content(hidden, 'meta[name="robots"]')).toBe('noindex');
    const missing = parse(headTags({ ...base, status: 404, noindex: true }));
    expect(missing.querySelector('link[rel="canonical"]')).toBeNull();
    expect(missing.querySelector('meta[property^="og:"]')).toBeNull();
  });
});

describe('a long description', () => {
  it('is cut to 160 characters, in the tag and in the preview', () => {
    const doc = parse(headTags({ ...base, meta: { description: 'ก'.repeat(400) } }));
    const description = content(doc, 'meta[name="description"]')!;
    expect(Array.from(description).length).toBe(160);
    expect(description.endsWith('…')).toBe(true);
    expect(content(doc, 'meta[property="og:description"]')).toBe(description);
  });
});

describe('the description in the browser', () => {
  it('follows a page that has its own, and is put back when the page goes', async () => {
    const { render } = await import('@testing-library/react');
    const { usePageMeta } = await import('../../../site/shell/useDocumentTitle');
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'The site';
    document.head.appendChild(tag);
    function Page() {
      usePageMeta({ description: 'A news item' });
      return null;
    }
    const view = render(<Page />);
    expect(tag.content).toBe('A news item');
    view.unmount();
    expect(tag.content).toBe('The site');
    tag.remove();
  });
});

describe('the default link-preview cards', () => {
  it('exist for every locale as 1200 x 630 PNG files (npm run og-images draws them)', () => {
    for (const locale of LOCALES) {
      const png = readFileSync(join(publicDir, defaultOgImage(locale)));
      expect(png.subarray(1, 4).toString('latin1'), locale).toBe('PNG');
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        OG_IMAGE_SIZE.width,
        OG_IMAGE_SIZE.height,
      ]);
      expect(png.length).toBeLessThan(100 * 1024);
    }
  });
});
