/**
 * Structured data (JSON-LD, schema.org) in a server-rendered page's head (docs/behaviour.md#
 * structured-data): what a page says about itself (`useStructuredData`, recorded on the server
 * only: crawlers read the server's HTML) and how each kind is written (`structuredDataJson`, with
 * the configured public origin). The properties follow what the major search engines document as
 * required and recommended for each type; tests/unit/site/structuredData.test.ts checks them.
 *
 * - `organization` (the locale home pages, stated by the server render): GovernmentOrganization with its name in the page's
 *   language, logo, address, telephone and contact points (the hotline), its ministry.
 * - `breadcrumbs` (every page with breadcrumbs, site/pages/parts/PageTitle.tsx): BreadcrumbList.
 * - `article` (news items and articles): NewsArticle.
 * - `job` (job postings): JobPosting, `validThrough` from the closing date (end of that day,
 *   Thailand time), `employmentType` from the listing's.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEPARTMENT_ADDRESS, DEPARTMENT_CONTACT } from './department';
import { useServerHead } from './serverHead';
import { siteDayEnd } from '../../cms/src/model/years';
import { SCHEMA_ORG_EMPLOYMENT_TYPE, type EmploymentType } from '../../cms/src/model/jobs';

export type StructuredData =
  | {
      kind: 'organization';
      /** The department's name in the page's language. */
      name: string;
      /** The locale home page (a path). */
      url: string;
      /** The ministry's name in the page's language. */
      parentName: string;
    }
  | { kind: 'breadcrumbs'; items: ReadonlyArray<{ name: string; href: string }> }
  | {
      kind: 'article';
      headline: string;
      description?: string;
      /** Paths or absolute URLs. */
      url: string;
      image?: string;
      datePublished: string;
      dateModified?: string;
      /** The department's name in the page's language (author and publisher). */
      publisher: string;
      language: string;
    }
  | {
      kind: 'job';
      title: string;
      /** The posting's full text (HTML, as the CMS holds it). */
      description: string;
      url: string;
      datePosted: string;
      /** The last day applications are taken (YYYY-MM-DD), if any. */
      closingDate?: string;
      positions?: number;
      /** How the job is offered (cms/src/model/jobs.ts), when the listing says. */
      employmentType?: EmploymentType;
      hiringOrganization: string;
      language: string;
    };

/**
 * A page's structured data, for the server render's head (one of each kind; the last call wins;
 * null: nothing to state). A hook for its context only: it does nothing in the browser.
 */
export function useStructuredData(data: StructuredData | null | undefined): void {
  const head = useServerHead();
  if (head && data) head.setStructuredData(data);
}

/**
 * The organisation as a locale's home page states it, in that locale (the server render adds it:
 * site/server/render.tsx, so the home route's JS carries none of it).
 */
export function organizationData(i18n: I18n, locale: string): StructuredData {
  return {
    kind: 'organization',
    name: i18n._(msg`Department of International Trade Promotion`),
    url: `/${locale}`,
    parentName: i18n._(msg`Ministry of Commerce`),
  };
}

/** The organisation's logo (a raster, as search engines ask: at least 112 px). */
export const LOGO_PATH = '/images/ditp-logo.png';

const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** The department as an Organization value (hiringOrganization, author, publisher). */
function department(origin: string, name: string) {
  return {
    '@type': 'GovernmentOrganization',
    name,
    alternateName: 'DITP',
    url: origin,
    logo: absolute(origin, LOGO_PATH),
  };
}

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: DEPARTMENT_ADDRESS.streetAddress,
  addressLocality: DEPARTMENT_ADDRESS.locality,
  addressRegion: DEPARTMENT_ADDRESS.region,
  postalCode: DEPARTMENT_ADDRESS.postalCode,
  addressCountry: DEPARTMENT_ADDRESS.country,
};

/** One kind as a schema.org object, URLs made absolute on `origin`. */
export function structuredDataObject(
  data: StructuredData,
  origin: string,
): Record<string, unknown> {
  const context = { '@context': 'https://schema.org' };
  switch (data.kind) {
    case 'organization':
      return {
        ...context,
        ...department(origin, data.name),
        url: absolute(origin, data.url),
        address: postalAddress,
        telephone: DEPARTMENT_CONTACT.phoneE164,
        contactPoint: [
          {
            '@type': 'ContactPoint',
            telephone: DEPARTMENT_CONTACT.hotline,
            contactType: 'customer service',
            areaServed: 'TH',
          },
        ],
        parentOrganization: { '@type': 'GovernmentOrganization', name: data.parentName },
      };
    case 'breadcrumbs':
      return {
        ...context,
        '@type': 'BreadcrumbList',
        itemListElement: data.items.map((item, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: item.name,
          // The last crumb is the page itself: its address is the page's.
          ...(item.href ? { item: absolute(origin, item.href) } : {}),
        })),
      };
    case 'article': {
      const publisher = department(origin, data.publisher);
      return {
        ...context,
        '@type': 'NewsArticle',
        headline: data.headline.length > 110 ? `${data.headline.slice(0, 109)}…` : data.headline,
        ...(data.description ? { description: data.description } : {}),
        url: absolute(origin, data.url),
        mainEntityOfPage: absolute(origin, data.url),
        ...(data.image ? { image: [absolute(origin, data.image)] } : {}),
        datePublished: data.datePublished,
        dateModified: data.dateModified ?? data.datePublished,
        inLanguage: data.language,
        author: publisher,
        publisher,
      };
    }
    case 'job':
      return {
        ...context,
        '@type': 'JobPosting',
        title: data.title,
        description: data.description,
        url: absolute(origin, data.url),
        datePosted: data.datePosted,
        ...(data.closingDate ? { validThrough: siteDayEnd(data.closingDate) } : {}),
        ...(data.positions ? { totalJobOpenings: data.positions } : {}),
        ...(data.employmentType
          ? { employmentType: SCHEMA_ORG_EMPLOYMENT_TYPE[data.employmentType] }
          : {}),
        directApply: true,
        inLanguage: data.language,
        hiringOrganization: department(origin, data.hiringOrganization),
        jobLocation: { '@type': 'Place', address: postalAddress },
      };
  }
}

/**
 * The `<script type="application/ld+json">` elements of a page: `<` written as `\u003c`, so no
 * text from the CMS can end the element.
 */
export function structuredDataTags(items: readonly StructuredData[], origin: string): string {
  return items
    .map(
      (data) =>
        `<script type="application/ld+json" data-ssr>${JSON.stringify(
          structuredDataObject(data, origin),
        ).replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}
