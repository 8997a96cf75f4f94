/**
 * The structured data of the site's pages (site/shell/structuredData.ts), per schema.org type,
 * against the properties the major search engines document: Google Search Central's structured
 * data guides ("Organization", "Article", "Breadcrumb", "Job posting": required and recommended
 * properties) and Bing's, which read the same schema.org types. Every URL absolute on the
 * configured origin; text from the CMS cannot end the script element.
 */
import { describe, expect, it } from 'vitest';
import { DEPARTMENT_CONTACT } from '../../../site/shell/department';
import {
  structuredDataObject,
  structuredDataTags,
  type StructuredData,
} from '../../../site/shell/structuredData';

const ORIGIN = 'https://www.ditp.go.th';
const URL_PROPS = new Set(['url', 'item', 'logo', 'mainEntityOfPage', 'image']);

/** Every URL-valued property, at any depth, is absolute on the origin. */
function expectAbsoluteUrls(value: unknown, path = ''): void {
  if (Array.isArray(value)) value.forEach((v, i) => expectAbsoluteUrls(v, `${path}[${i}]`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (URL_PROPS.has(k) && typeof v === 'string')
        expect(v, `${path}.${k}`).toMatch(/^https:\/\//);
      if (URL_PROPS.has(k) && Array.isArray(v)) for (const u of v) expect(u).toMatch(/^https:\/\//);
      expectAbsoluteUrls(v, `${path}.${k}`);
    }
}

const has = (object: Record<string, unknown>, props: readonly string[]) =>
  props.filter((p) => object[p] === undefined || object[p] === '' || object[p] === null);

const ld = (data: StructuredData) => {
  const object = structuredDataObject(data, ORIGIN);
  expect(object['@context']).toBe('https://schema.org');
  expectAbsoluteUrls(object);
  return object;
};

describe('structured data', () => {
  it('GovernmentOrganization (home pages): name in the page’s language, logo, contact points, the hotline', () => {
    const org = ld({
      kind: 'organization',
      name: 'กรมส่งเสริมการค้าระหว่างประเทศ',
      url: '/th',
      parentName: 'กระทรวงพาณิชย์',
    });
    expect(org['@type']).toBe('GovernmentOrganization');
    // Google "Organization": all properties recommended; these are the ones that apply.
    expect(
      has(org, ['name', 'url', 'logo', 'address', 'telephone', 'contactPoint', 'alternateName']),
    ).toEqual([]);
    expect(org.name).toBe('กรมส่งเสริมการค้าระหว่างประเทศ');
    expect(org.url).toBe(`${ORIGIN}/th`);
    expect(org.logo).toMatch(/\.png$/);
    const [hotline] = org.contactPoint as Array<Record<string, unknown>>;
    expect(hotline).toMatchObject({
      '@type': 'ContactPoint',
      telephone: DEPARTMENT_CONTACT.hotline,
    });
    expect(has(hotline!, ['telephone', 'contactType'])).toEqual([]);
    expect(org.address).toMatchObject({
      '@type': 'PostalAddress',
      addressCountry: 'TH',
      postalCode: '11000',
    });
    expect(org.parentOrganization).toMatchObject({ name: 'กระทรวงพาณิชย์' });
  });

  it('BreadcrumbList: positions from 1, each with a name, every crumb but the page itself with its address', () => {
    const list = ld({
      kind: 'breadcrumbs',
      items: [
        { name: 'Home', href: '/en' },
        { name: 'DITP news', href: '/en/ditp-news' },
        { name: 'A news item', href: '' },
      ],
    });
    expect(list['@type']).toBe('BreadcrumbList');
    const items = list.itemListElement as Array<Record<string, unknown>>;
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    for (const item of items) expect(has(item, ['@type', 'position', 'name'])).toEqual([]);
    expect(items.slice(0, 2).map((i) => i.item)).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/ditp-news`,
    ]);
    expect(items[2]!.item).toBeUndefined();
  });

  it('NewsArticle: headline (at most 110 characters), dates, image, author and publisher', () => {
    const article = ld({
      kind: 'article',
      headline: 'x'.repeat(150),
      description: 'Summary',
      url: '/en/post/ditpnew/abc',
      image: '/uploads/large_a.jpg',
      datePublished: '2026-11-01T03:00:00.000Z',
      publisher: 'Department of International Trade Promotion',
      language: 'en-GB',
    });
    expect(article['@type']).toBe('NewsArticle');
    // Google "Article": recommended author (name, url), dateModified, datePublished, headline, image.
    expect(
      has(article, ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher']),
    ).toEqual([]);
    expect((article.headline as string).length).toBeLessThanOrEqual(110);
    expect(article.dateModified).toBe('2026-11-01T03:00:00.000Z');
    expect(article.image).toEqual([`${ORIGIN}/uploads/large_a.jpg`]);
    expect(has(article.author as Record<string, unknown>, ['@type', 'name', 'url'])).toEqual([]);
  });

  it('JobPosting: every required and recommended property, validThrough the end of the closing day in Thailand', () => {
    const job = ld({
      kind: 'job',
      title: 'Trade officer',
      description: '<p>Duties…</p>',
      url: '/th/apply-for-work/abc',
      datePosted: '2026-11-01T03:00:00.000Z',
      closingDate: '2026-12-01',
      positions: 2,
      employmentType: 'full_time',
      hiringOrganization: 'กรมส่งเสริมการค้าระหว่างประเทศ',
      language: 'th-TH',
    });
    expect(job['@type']).toBe('JobPosting');
    // Google "Job posting": required datePosted, description, hiringOrganization, jobLocation,
    // title; recommended validThrough (where the posting expires) and employmentType.
    expect(
      has(job, [
        'datePosted',
        'description',
        'hiringOrganization',
        'jobLocation',
        'title',
        'validThrough',
        'employmentType',
      ]),
    ).toEqual([]);
    // One of the values schema.org and the search engines document.
    expect(job.employmentType).toBe('FULL_TIME');
    // 1 December, 23:59:59.999 in Bangkok (seven hours ahead) is 16:59:59.999 UTC.
    expect(job.validThrough).toBe('2026-12-01T16:59:59.999Z');
    expect(job.jobLocation).toMatchObject({ '@type': 'Place', address: { addressCountry: 'TH' } });
    expect(job.hiringOrganization).toMatchObject({ name: 'กรมส่งเสริมการค้าระหว่างประเทศ' });
    expect(job.totalJobOpenings).toBe(2);
    const open = ld({
      kind: 'job',
      title: 't',
      description: 'd',
      url: '/th/x',
      datePosted: '2026-11-01T00:00:00.000Z',
      hiringOrganization: 'o',
      language: 'th-TH',
    });
    expect(open.validThrough, 'no closing date: no expiry').toBeUndefined();
    expect(open.employmentType, 'not stated by the listing: not claimed').toBeUndefined();
  });

  it('writes script elements that CMS text cannot close', () => {
    const html = structuredDataTags(
      [{ kind: 'breadcrumbs', items: [{ name: '</script><script>alert(1)</script>', href: '' }] }],
      ORIGIN,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/^<script type="application\/ld\+json" data-ssr>\{/);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
