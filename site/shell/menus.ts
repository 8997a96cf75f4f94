/**
 * Per-locale navigation data (docs/behaviour.md#menus): Thai gets the services, trade information and
 * about menus with every internal route, anchor and external link; the other locales get a trade
 * information menu of what is published in every language, then About, Worldwide offices and
 * Contact. Labels are Lingui descriptors, resolved with
 * the active `i18n` so they follow the locale. The footer's groups live here too, beside the
 * menus, so every navigation target of the site is listed in one module (the sitemap page and the
 * e2e link checks read it).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale, NavEntry, NavGroup, NavItem } from '../../design-system';
import { collectionByKey, localePath, pageHref } from '../cms/collections';

/** External sites the menus link to (they open in a new tab). */
export const EXTERNAL = {
  thaitrade: 'https://www.thaitrade.com/',
  smeProactive: 'https://smeproactive.ditp.go.th/',
  nea: 'https://nea.ditp.go.th/',
  membership: 'https://member.ditp.go.th/',
  logistics: 'https://logistics.ditp.go.th/',
  exportProcedures: 'https://www.ditp.go.th/',
  exportStatistics: 'https://tradereport.moc.go.th/',
} as const;

interface ItemDef {
  label: MessageDescriptor;
  /** A page of the collections registry (single type, collection list page or app page). */
  page?: string;
  /** An in-page anchor on `page` (`vision` -> `#vision`). */
  hash?: string;
  /** A site path without the locale, for list pages narrowed to a category. */
  path?: string;
  /** An external address (opens in a new tab). */
  url?: string;
  description?: MessageDescriptor;
}

interface GroupDef {
  id: string;
  label: MessageDescriptor;
  items: ItemDef[];
  columns?: Array<{ id: string; label: MessageDescriptor; items: ItemDef[] }>;
}

const THAI_MENU: GroupDef[] = [
  {
    id: 'services',
    label: msg`Services`,
    items: [
      { label: msg`Starting an export business`, page: 'exporting-business' },
      { label: msg`International business expansion`, page: 'international-business-expansion' },
      {
        label: msg`Adding value with innovation, brand and design`,
        page: 'adding-value-with-innovative-brand-design',
      },
      { label: msg`Niche markets`, page: 'niche-market' },
      {
        label: msg`Trade advice and complaints`,
        page: 'international-trade-advice-and-complaints',
      },
      {
        label: msg`Request a list of overseas importers`,
        page: 'international-trade-advice-and-complaints',
      },
      {
        label: msg`Promoting and working with designers`,
        page: 'promote-and-working-with-designers',
      },
      { label: msg`Other services`, page: 'other-services' },
    ],
    columns: [
      {
        id: 'services-online',
        label: msg`Online services`,
        items: [
          { label: msg`Thaitrade.com online export marketplace`, url: EXTERNAL.thaitrade },
          { label: msg`SME Proactive support scheme`, url: EXTERNAL.smeProactive },
          { label: msg`NEA trade training`, url: EXTERNAL.nea },
          { label: msg`DITP membership sign-up`, url: EXTERNAL.membership },
          { label: msg`Logistics service directory`, url: EXTERNAL.logistics },
        ],
      },
    ],
  },
  {
    id: 'trade-information',
    label: msg`Trade information`,
    items: [
      { label: msg`Hot issues`, path: '/international-foreign-market/Hot-issue' },
      { label: msg`Market knowledge`, path: '/international-foreign-market/Knowledge' },
      {
        label: msg`Investment guide (online trade magazine)`,
        path: '/international-foreign-market/Investment-Guide',
      },
      { label: msg`Trade guide`, path: '/international-foreign-market/Trade-Guide' },
      { label: msg`Frequently asked questions`, page: 'faq' },
      { label: msg`e-Service`, page: 'e-service' },
      { label: msg`Contact DITP`, page: 'contact' },
    ],
    columns: [
      {
        id: 'trade-information-external',
        label: msg`Export data`,
        items: [
          { label: msg`Export procedures`, url: EXTERNAL.exportProcedures },
          { label: msg`Export statistics`, url: EXTERNAL.exportStatistics },
        ],
      },
    ],
  },
  {
    id: 'about',
    label: msg`About DITP`,
    items: [
      { label: msg`About DITP`, page: 'about-ditp-thai' },
      { label: msg`Vision and mission`, page: 'about-ditp-thai', hash: 'vision' },
      { label: msg`Senior executives`, page: 'about-ditp-thai', hash: 'executives' },
      { label: msg`Chief Information Officer (CIO)`, page: 'about-ditp-thai', hash: 'cio' },
      { label: msg`Values`, page: 'about-ditp-thai', hash: 'values' },
    ],
    columns: [
      {
        id: 'about-organisation',
        label: msg`Organisation`,
        items: [
          { label: msg`Legal powers and duties`, page: 'about-ditp-2s', hash: 'legal-powers' },
          { label: msg`Strategy`, page: 'about-ditp-2s', hash: 'strategy' },
          { label: msg`Organisation structure`, page: 'about-ditp-2s', hash: 'structure' },
          {
            label: msg`Public sector development`,
            page: 'about-ditp-2s',
            hash: 'public-sector-development',
          },
          { label: msg`Human resource management`, page: 'about-ditp-2s', hash: 'hr-management' },
          { label: msg`Laws and regulations`, page: 'about-ditp-2s', hash: 'laws-and-regulations' },
          { label: msg`Draft laws open for comment`, page: 'about-ditp-2s', hash: 'draft-laws' },
        ],
      },
      {
        id: 'about-information',
        label: msg`Public information`,
        items: [
          { label: msg`Privacy policy`, page: 'th-privacy-policy' },
          {
            label: msg`International trade promotion fund`,
            page: 'international-trade-promotion-funds',
          },
          { label: msg`Jobs at DITP`, page: 'apply-for-works' },
          { label: msg`DITP news`, page: 'ditp-news' },
          { label: msg`Procurement`, page: 'procurement-news' },
          { label: msg`Service standards`, page: 'service-standard-posts' },
          {
            label: msg`Government information center`,
            page: 'government-information-center-posts',
          },
          { label: msg`Public information (OIT)`, page: 'public-information-oit' },
          {
            label: msg`Honest, transparent, no corruption`,
            page: 'ditp-honest-transparent-no-corruptions',
          },
        ],
      },
    ],
  },
];

/** A collection's list page, under the collection's own name (the registry's label). */
const list = (key: string): ItemDef => ({ label: collectionByKey(key)!.label, page: key });

/**
 * The other locales: the department's trade information in a menu (the collections published in
 * every language: news, trade opportunities, world-market articles, guides, procurement and
 * products), then About, the offices and Contact as direct links.
 */
const OTHER_MENU: Array<GroupDef | ItemDef> = [
  {
    id: 'trade-information',
    label: msg`Trade information`,
    items: [
      list('ditp-news'),
      list('trade-opportunities'),
      { label: msg`Hot issues`, path: '/international-foreign-market/Hot-issue' },
      { label: msg`Market knowledge`, path: '/international-foreign-market/Knowledge' },
      { label: msg`Trade guide`, path: '/international-foreign-market/Trade-Guide' },
      list('procurement-news'),
      list('highlighted-product-catalogs'),
      { label: msg`Thaitrade.com online export marketplace`, url: EXTERNAL.thaitrade },
    ],
  },
  { label: msg`About`, page: 'about-ditp-thai' },
  { label: msg`Worldwide offices`, page: 'overseas-office-page' },
  { label: msg`Contact`, page: 'contact' },
];

function hrefOf(locale: Locale, def: ItemDef): string {
  if (def.page) {
    const href = pageHref(def.page, locale);
    if (!href) throw new Error(`menus: no page "${def.page}" in the collections registry`);
    return def.hash ? `${href}#${def.hash}` : href;
  }
  return localePath(locale, def.path ?? '/');
}

function item(i18n: I18n, locale: Locale, def: ItemDef): NavItem {
  return def.url
    ? { label: i18n._(def.label), href: def.url, external: true }
    : { label: i18n._(def.label), href: hrefOf(locale, def) };
}

function group(i18n: I18n, locale: Locale, def: GroupDef): NavGroup {
  return {
    id: def.id,
    label: i18n._(def.label),
    items: def.items.map((d) => item(i18n, locale, d)),
    columns: def.columns?.map((c) => ({
      id: c.id,
      label: i18n._(c.label),
      items: c.items.map((d) => item(i18n, locale, d)),
    })),
  };
}

/** The header's navigation for a locale (also the mobile drawer's). */
export function menuFor(locale: Locale, i18n: I18n): NavEntry[] {
  if (locale === 'th') return THAI_MENU.map((g) => group(i18n, locale, g));
  return OTHER_MENU.map((d) => ('items' in d ? group(i18n, locale, d) : item(i18n, locale, d)));
}

export interface FooterGroupData {
  id: string;
  label: string;
  items: NavItem[];
}

const FOOTER_SERVICES: ItemDef[] = [
  { label: msg`Contact DITP`, page: 'contact' },
  { label: msg`Corruption and misconduct complaints`, page: 'corruption-complaint-form' },
  { label: msg`Satisfaction survey`, page: 'survey-form' },
  { label: msg`Opinions for DITP`, page: 'opinions-form' },
  { label: msg`Citizen guide`, page: 'citizen-guide' },
  { label: msg`Thai trade associations`, page: 'trade-association-thai' },
];

const FOOTER_POLICIES_TH: ItemDef[] = [
  { label: msg`Privacy policy`, page: 'th-privacy-policy' },
  { label: msg`Information security policy`, page: 'information-security-policy' },
  { label: msg`Website policy`, page: 'web-policy' },
  { label: msg`Disclaimer`, page: 'disclaimer' },
  { label: msg`Accessibility statement`, page: 'accessibility-statement' },
  { label: msg`Sitemap`, page: 'sitemap' },
];

/** Non-Thai footers keep the policies that exist in every language, and the offices. */
const FOOTER_POLICIES_OTHER: ItemDef[] = [
  { label: msg`Worldwide offices`, page: 'overseas-office-page' },
  { label: msg`Website policy`, page: 'web-policy' },
  { label: msg`Disclaimer`, page: 'disclaimer' },
  { label: msg`Information security policy`, page: 'information-security-policy' },
  { label: msg`Accessibility statement`, page: 'accessibility-statement' },
  { label: msg`Sitemap`, page: 'sitemap' },
];

export interface FooterLinks {
  groups: FooterGroupData[];
  /** The policy row (differs between the Thai and the other sites). */
  policyLinks: NavItem[];
}

/** The footer's links for a locale (docs/behaviour.md#menus: policies differ between th and others). */
export function footerFor(locale: Locale, i18n: I18n): FooterLinks {
  return {
    groups: [
      {
        id: 'footer-services',
        label: i18n._(msg`Services and feedback`),
        items: FOOTER_SERVICES.map((d) => item(i18n, locale, d)),
      },
    ],
    policyLinks: (locale === 'th' ? FOOTER_POLICIES_TH : FOOTER_POLICIES_OTHER).map((d) =>
      item(i18n, locale, d),
    ),
  };
}
