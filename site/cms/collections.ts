/**
 * THE registry of the site's content (docs/architecture.md#where-each-kind-of-fact-lives): for every CMS collection its REST path,
 * its search tag (one of 16, docs/behaviour.md#search), the fields search matches, its label, the result
 * route of a search hit (17 kinds, docs/behaviour.md#routes), its list and detail page patterns, whether
 * it can be previewed and which filters it takes; for every single type its REST path and page.
 * Routes, search, menus and the server's page-exists check all read from here; nothing else knows
 * these paths.
 *
 * Paths here never carry the locale: every page lives under `/{locale}`; `resultHref` and
 * `pageHref` add it. Patterns use react-router-style syntax (`:id` = the entry's documentId).
 *
 * This module is plain data (no Lingui macro, no design-system import) so that the Vite plugin and
 * the Node server can load it too. Labels are message descriptors marked for extraction with the
 * `i18n` comment; their ids are the hash the `msg` macro would give (a unit test checks them).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ContentItem } from './types';

/** The 16 search tags (docs/behaviour.md#search). */
export const SEARCH_TAGS = [
  'delve_into_the_world_markets',
  'trade_and_investment_guides',
  'about_ditp_2s',
  'ditp_honest_transparent_no_corruptions',
  'procurement_news',
  'international_trade_promotion_funds',
  'service_standard_posts',
  'government_information_center_posts',
  'ditp_news',
  'apply_for_works',
  'apply_for_work_posts',
  'privacy_policy_posts',
  'trade_opportunities',
  'highlighted',
  'trending_products',
  'sitemap',
] as const;
export type SearchTag = (typeof SEARCH_TAGS)[number];

export type SearchField = 'title' | 'content_html';

/** Relations cards and search results read: labels (category, region) and routes (post_type). */
export type CardRelation = 'category' | 'region' | 'post_type';

/** A list page of a collection, optionally narrowed to some categories (by category name). */
export interface ListPage {
  /** Page path pattern without the locale, e.g. `/international-foreign-market/Hot-issue`. */
  path: string;
  /** Category names shown on this page (`$eq` for one, `$in` for several). */
  categories?: readonly string[];
}

export interface CollectionDef {
  /** Registry key = the CMS plural name (`posts`, `ditp-news`...). */
  key: string;
  /** REST path: `/api/<pluralName>`. */
  apiPath: string;
  /** What the collection is called in the UI (search results, breadcrumbs). */
  label: MessageDescriptor;
  /** Search tag (docs/behaviour.md#search); absent: not part of the shell search. */
  tag?: SearchTag;
  /** Fields `$containsi` matches. */
  searchFields: readonly SearchField[];
  /** List pages (paths without the locale). Empty: shown inside another page (see `embeddedIn`). */
  listPages: readonly ListPage[];
  /** Detail page patterns with `:id` (without the locale). */
  detailPaths: readonly string[];
  /** Where a search hit or card of this collection leads (locale-prefixed, or external). */
  resultHref?: (item: ContentItem, locale: string) => string;
  /** The admin's preview button works for it (docs/behaviour.md#routes). */
  previewable: boolean;
  /** Which filters the list query accepts. */
  filters: { category: boolean; region: boolean };
  /** Fields a card of this collection reads besides CARD_FIELDS (site/cms/query.ts), e.g. its own link. */
  cardFields: readonly string[];
  /** File lists a card of this collection links (their name, address, type and size only). */
  cardFiles: readonly string[];
  /**
   * The relations a card or a search hit of this collection reads (its label, its route): list
   * and search queries populate these and the image, nothing else (detail pages populate all).
   */
  relations: readonly CardRelation[];
  /** Shown inside this single type's page instead of its own list page. */
  embeddedIn?: string;
  /**
   * Its list pages can be followed: each has an Atom feed (`{list path}/feed.atom`, filtered as
   * the page is; site/server/feeds.ts) announced in the page's head and linked on the page.
   */
  feed: boolean;
  /**
   * What its detail page states as structured data (site/shell/structuredData.ts): a news article,
   * a job posting; absent: its breadcrumbs only.
   */
  structuredData?: 'article' | 'job';
  /**
   * The facts of a notice its detail page states above the text, and its home-page table shows
   * (site/pages/parts/NoticeFacts.tsx): how a procurement is made, its budget, the day offers or
   * applications close and whether that day has passed. Empty: none.
   */
  facts: readonly NoticeFact[];
}

/** The notice facts a collection can state (fields of its CMS schema). */
export type NoticeFact = 'procurement_method' | 'budget_thb' | 'closing_date';

export interface SingleTypeDef {
  /** Registry key = the CMS singular name (`about-ditp-thai`, `faq`...). */
  key: string;
  /** REST path: `/api/<singularName>`. */
  apiPath: string;
  /** Page path without the locale. */
  pagePath: string;
  /** Single types are draft-and-publish in the CMS: all can be previewed. */
  previewable: true;
  /** A collection listed on this page below the single type's own content. */
  embeds?: string;
  /** In-page anchors the menus link to (`#vision`...). */
  anchors?: readonly string[];
}

/** Pages the site renders without a CMS entry of their own (forms, sitemap, login). */
export interface AppPageDef {
  key: string;
  pagePath: string;
  /** The CMS form collection the page posts to, if any. */
  formApiPath?: string;
  /** A page for one visitor at a time (sign-in, an e-mail's link): never in the sitemaps. */
  personal?: true;
}

const id = (item: ContentItem) => encodeURIComponent(item.documentId);
const at = (pattern: string) => (item: ContentItem, locale: string) =>
  `/${locale}${pattern.replace(':id', id(item))}`;

/** Category name of an item (the CMS relation is `category`; the earlier site called it `category_post`). */
export const categoryName = (item: ContentItem): string =>
  (item.category?.name ?? item.category_post?.name ?? '') || '';

/** The two Trade-Guide categories (docs/behaviour.md#routes); other guides are investment guides. */
export const TRADE_GUIDE_CATEGORIES = ['Trade-Guide', 'Trade-Guide-Regulation'] as const;
export const INVESTMENT_GUIDE_CATEGORY = 'Investment-Guide';
export const KNOWLEDGE_CATEGORY = 'Knowledge';
export const HOT_ISSUE_CATEGORY = 'Hot-issue';
/** Knowledge formats (the post type names the CMS holds). */
export const KNOWLEDGE_POST_TYPES = ['Podcast', 'Presentation', 'blockdit'] as const;

/**
 * World-market posts: the knowledge route for the Knowledge category and for the knowledge
 * formats (podcast, presentation, blockdit, whatever their category), the article route otherwise.
 */
function postHref(item: ContentItem, locale: string): string {
  const postType = item.post_type?.post_type_name ?? '';
  const knowledge =
    categoryName(item) === KNOWLEDGE_CATEGORY ||
    (KNOWLEDGE_POST_TYPES as readonly string[]).includes(postType);
  return at(knowledge ? '/post/post-knowledge/:id' : '/post/:id')(item, locale);
}

function guideHref(item: ContentItem, locale: string): string {
  const trade = (TRADE_GUIDE_CATEGORIES as readonly string[]).includes(categoryName(item));
  return at(
    trade
      ? '/international-foreign-market/Trade-Guide/:id'
      : '/international-foreign-market/Investment-Guide/:id',
  )(item, locale);
}

/** An absolute http(s) address (an entry's `link_url` that leaves the site). */
export const isExternalUrl = (url: unknown): url is string =>
  typeof url === 'string' && /^https?:\/\/\S+$/i.test(url.trim());

/** Trending products link out to their own `link_url`; without one, to their detail page. */
function trendingHref(item: ContentItem, locale: string): string {
  return isExternalUrl(item.link_url)
    ? item.link_url.trim()
    : at('/trending-products/:id')(item, locale);
}

const NO_FILTERS = { category: false, region: false } as const;

interface Spec {
  key: string;
  label: MessageDescriptor;
  tag?: SearchTag;
  searchFields?: readonly SearchField[];
  listPages?: readonly ListPage[];
  detailPaths?: readonly string[];
  resultHref?: CollectionDef['resultHref'];
  previewable?: boolean;
  filters?: CollectionDef['filters'];
  relations?: readonly CardRelation[];
  cardFields?: readonly string[];
  cardFiles?: readonly string[];
  embeddedIn?: string;
  feed?: boolean;
  structuredData?: CollectionDef['structuredData'];
  facts?: readonly NoticeFact[];
}

const collection = (s: Spec): CollectionDef => ({
  key: s.key,
  apiPath: `/api/${s.key}`,
  label: s.label,
  tag: s.tag,
  searchFields: s.searchFields ?? ['title'],
  listPages: s.listPages ?? [],
  detailPaths: s.detailPaths ?? [],
  // A collection with one detail page links there by default.
  resultHref: s.resultHref ?? (s.detailPaths?.length === 1 ? at(s.detailPaths[0]!) : undefined),
  previewable: s.previewable ?? false,
  filters: s.filters ?? NO_FILTERS,
  relations: s.relations ?? [],
  cardFields: s.cardFields ?? [],
  cardFiles: s.cardFiles ?? [],
  embeddedIn: s.embeddedIn,
  feed: s.feed ?? false,
  structuredData: s.structuredData,
  facts: s.facts ?? [],
});

/** Every content collection, the 16 searched ones first in SEARCH_TAGS order. */
export const COLLECTIONS: readonly CollectionDef[] = [
  collection({
    key: 'posts',
    feed: true,
    structuredData: 'article',
    label: /*i18n*/ { id: '3KqiCM', message: 'World markets' },
    tag: 'delve_into_the_world_markets',
    searchFields: ['title', 'content_html'],
    listPages: [
      { path: '/international-foreign-market/Hot-issue', categories: [HOT_ISSUE_CATEGORY] },
      { path: '/international-foreign-market/Knowledge', categories: [KNOWLEDGE_CATEGORY] },
    ],
    detailPaths: ['/post/:id', '/post/post-knowledge/:id'],
    resultHref: postHref,
    previewable: true,
    filters: { category: true, region: true },
    relations: ['category', 'region', 'post_type'],
  }),
  collection({
    key: 'trade-and-investment-guides',
    label: /*i18n*/ { id: 'RISxT5', message: 'Trade and investment guides' },
    tag: 'trade_and_investment_guides',
    listPages: [
      { path: '/international-foreign-market/Trade-Guide', categories: TRADE_GUIDE_CATEGORIES },
      {
        path: '/international-foreign-market/Investment-Guide',
        categories: [INVESTMENT_GUIDE_CATEGORY],
      },
    ],
    detailPaths: [
      '/international-foreign-market/Trade-Guide/:id',
      '/international-foreign-market/Investment-Guide/:id',
    ],
    resultHref: guideHref,
    previewable: true,
    filters: { category: true, region: true },
    relations: ['category', 'region'],
  }),
  collection({
    key: 'about-ditp-2s',
    // Not "About DITP": that is the about-ditp-thai page's title, and two pages must not share one
    // (WCAG 2.4.2). This page holds the menu's "Organisation" column (powers, strategy, structure).
    label: /*i18n*/ { id: 'LB3Kje', message: 'Organisation' },
    tag: 'about_ditp_2s',
    listPages: [{ path: '/post/about/about-ditp-2' }],
    detailPaths: ['/post/about/about-ditp-2/:id'],
    previewable: true,
  }),
  collection({
    key: 'ditp-honest-transparent-no-corruptions',
    label: /*i18n*/ { id: 'SoGUve', message: 'Integrity and transparency' },
    tag: 'ditp_honest_transparent_no_corruptions',
    listPages: [{ path: '/ditp-honest-transparent-no-corruption' }],
    detailPaths: ['/post/ditp-honest/:id'],
    previewable: true,
  }),
  collection({
    key: 'procurement-news',
    feed: true,
    label: /*i18n*/ { id: 'RUmgsu', message: 'Procurement news' },
    tag: 'procurement_news',
    listPages: [{ path: '/procurement' }],
    detailPaths: ['/post/inthecountry/:id'],
    previewable: true,
    facts: ['procurement_method', 'budget_thb', 'closing_date'],
    // The home page's procurement table shows the method, the closing day and the documents.
    cardFields: ['procurement_method', 'closing_date'],
    cardFiles: ['documents'],
  }),
  collection({
    key: 'international-trade-promotion-funds',
    label: /*i18n*/ { id: 'LvfRT+', message: 'Trade promotion fund' },
    tag: 'international_trade_promotion_funds',
    listPages: [{ path: '/international-trade-promotion-fund' }],
    detailPaths: ['/post/international-trade-promotion-fund/:id'],
    previewable: true,
  }),
  collection({
    key: 'service-standard-posts',
    label: /*i18n*/ { id: 'Ioywl4', message: 'Service standards' },
    tag: 'service_standard_posts',
    listPages: [{ path: '/service-standards' }],
    detailPaths: ['/post/service-standard/:id'],
    previewable: true,
  }),
  collection({
    key: 'government-information-center-posts',
    label: /*i18n*/ { id: 'yoVJJS', message: 'Government information center' },
    tag: 'government_information_center_posts',
    listPages: [{ path: '/government-information-center' }],
    detailPaths: ['/post/government/:id'],
    previewable: true,
  }),
  collection({
    key: 'ditp-news',
    feed: true,
    structuredData: 'article',
    label: /*i18n*/ { id: 'ydfHuS', message: 'DITP news' },
    tag: 'ditp_news',
    searchFields: ['title', 'content_html'],
    listPages: [{ path: '/ditp-news' }],
    detailPaths: ['/post/ditpnew/:id'],
    previewable: true,
  }),
  collection({
    key: 'apply-for-works',
    feed: true,
    structuredData: 'job',
    label: /*i18n*/ { id: 'Tof7pX', message: 'Jobs' },
    tag: 'apply_for_works',
    listPages: [{ path: '/apply-for-work' }],
    detailPaths: ['/apply-for-work/:id'],
    previewable: true,
  }),
  collection({
    key: 'apply-for-work-posts',
    feed: true,
    label: /*i18n*/ { id: 'uY0VoH', message: 'Job announcements' },
    tag: 'apply_for_work_posts',
    listPages: [{ path: '/post/apply-for-work/apply_for_work_posts' }],
    detailPaths: ['/post/apply-for-work/apply_for_work_posts/:id'],
    previewable: true,
  }),
  collection({
    key: 'privacy-policy-posts',
    label: /*i18n*/ { id: 'ScJ9fj', message: 'Privacy policy' },
    tag: 'privacy_policy_posts',
    detailPaths: ['/post/policy/th-privacy-policy/:id'],
    previewable: true,
    embeddedIn: 'th-privacy-policy',
  }),
  collection({
    key: 'trade-opportunities',
    feed: true,
    label: /*i18n*/ { id: 'U+CzGx', message: 'Trade opportunities' },
    tag: 'trade_opportunities',
    listPages: [{ path: '/trade-opportunities' }],
    detailPaths: ['/post/trade/:id'],
    previewable: true,
    filters: { category: false, region: true },
    relations: ['region'],
    facts: ['closing_date'],
  }),
  collection({
    key: 'highlighted-product-catalogs',
    label: /*i18n*/ { id: 'EJ0zvR', message: 'Highlighted products' },
    tag: 'highlighted',
    listPages: [{ path: '/highlighted-product' }],
    detailPaths: ['/highlighted-product/:id'],
    previewable: true,
  }),
  collection({
    key: 'trending-products',
    label: /*i18n*/ { id: 'irkLkw', message: 'Trending products' },
    tag: 'trending_products',
    listPages: [{ path: '/trending-products' }],
    // Only for entries without a link_url: the others open their external link.
    detailPaths: ['/trending-products/:id'],
    resultHref: trendingHref,
    cardFields: ['link_url'],
  }),
  collection({
    key: 'site-map-posts',
    label: /*i18n*/ { id: 'xCdNDN', message: 'Data governance' },
    tag: 'sitemap',
    detailPaths: ['/data-governance-policy/:id'],
    previewable: true,
    embeddedIn: 'data-governance',
  }),
  // Not searched: taxonomies and collections shown inside other pages.
  collection({ key: 'categories', label: /*i18n*/ { id: 'NUrY9o', message: 'Categories' } }),
  collection({ key: 'regions', label: /*i18n*/ { id: 'q45OlW', message: 'Regions' } }),
  collection({ key: 'post-types', label: /*i18n*/ { id: 'oZFDOW', message: 'Post types' } }),
  collection({ key: 'report-types', label: /*i18n*/ { id: 'XMxcue', message: 'Report types' } }),
  collection({ key: 'authors', label: /*i18n*/ { id: 'dpqPBg', message: 'Authors' } }),
  collection({ key: 'tags', label: /*i18n*/ { id: 'OYHzN1', message: 'Tags' } }),
  collection({
    key: 'executives',
    label: /*i18n*/ { id: 'C46chQ', message: 'Executives' },
    embeddedIn: 'about-ditp-thai',
  }),
  collection({
    key: 'overseas-offices',
    label: /*i18n*/ { id: 'n9Xh6v', message: 'Overseas offices' },
    filters: { category: false, region: true },
    relations: ['region'],
    embeddedIn: 'overseas-office-page',
  }),
  collection({
    key: 'awarded-products-services',
    label: /*i18n*/ { id: 'zQ4zEL', message: 'Awarded products and services' },
    listPages: [{ path: '/awarded-products-services' }],
    detailPaths: ['/awarded-products-services/:id'],
  }),
  collection({ key: 'divisions', label: /*i18n*/ { id: 'GlS7sS', message: 'Divisions' } }),
  collection({
    key: 'popups',
    label: /*i18n*/ { id: 'Dzr23X', message: 'Announcements' },
    // The home page's announcement (site/pages/parts/Announcement.tsx) links to it.
    cardFields: ['link_url'],
  }),
  collection({
    key: 'trade-associations',
    label: /*i18n*/ { id: 'HuMi6c', message: 'Trade associations' },
    embeddedIn: 'trade-association-thai',
  }),
  collection({
    key: 'category-trade-associations',
    label: /*i18n*/ { id: 'gF+GNR', message: 'Trade association categories' },
  }),
  collection({ key: 'ditp-families', label: /*i18n*/ { id: 'CLpeD3', message: 'DITP family' } }),
];

const single = (
  key: string,
  pagePath: string,
  extra: Partial<SingleTypeDef> = {},
): SingleTypeDef => ({
  key,
  apiPath: `/api/${key}`,
  pagePath,
  previewable: true,
  ...extra,
});

/** Every single type and the page it fills (docs/behaviour.md#menus). */
export const SINGLE_TYPES: readonly SingleTypeDef[] = [
  single('home', '/'),
  single('about-ditp-thai', '/post/about/about-ditp-thai', {
    embeds: 'executives',
    anchors: ['vision', 'executives', 'cio', 'values'],
  }),
  single('contact', '/post/contact/contact-ditp'),
  single('e-service', '/e-Service'),
  single('faq', '/frequently-ask'),
  single('th-privacy-policy', '/post/policy/th-privacy-policy', { embeds: 'privacy-policy-posts' }),
  single('web-policy', '/post/policy/web-policy'),
  single('disclaimer', '/post/policy/th-disclaimer'),
  single(
    'information-security-policy',
    '/post/policy/policies-for-maintaining-information-security',
  ),
  single('data-governance', '/data-governance-policy', { embeds: 'site-map-posts' }),
  single('citizen-guide', '/citizen-guide'),
  single('accessibility-statement', '/accessibility-statement'),
  single('public-information-oit', '/public-information-oit'),
  single('trade-association-thai', '/post/partner/trade-association-thai', {
    embeds: 'trade-associations',
  }),
  single('overseas-office-page', '/overseas-office-and-honorary-trade-advisors-hta', {
    embeds: 'overseas-offices',
  }),
  single('exporting-business', '/exporting-business'),
  single('international-business-expansion', '/international-business-expansion'),
  single('adding-value-with-innovative-brand-design', '/adding-value-with-innovative-brand-design'),
  single('niche-market', '/niche-market'),
  single('international-trade-advice-and-complaints', '/international-trade-advice-and-complaints'),
  single('promote-and-working-with-designers', '/promote-and-working-with-designers'),
  single('other-services', '/other-services'),
];

/** Pages without CMS content of their own (docs/behaviour.md#routes: forms, sitemap, login). */
export const APP_PAGES: readonly AppPageDef[] = [
  { key: 'sitemap', pagePath: '/sitemap' },
  { key: 'login', pagePath: '/login', personal: true },
  // The newsletter e-mails' links (not indexed; not in menus or the sitemaps).
  { key: 'newsletter-confirm', pagePath: '/newsletter/confirm', personal: true },
  { key: 'newsletter-unsubscribe', pagePath: '/newsletter/unsubscribe', personal: true },
  {
    key: 'corruption-complaint-form',
    pagePath: '/corruption-and-Misconduct-Complaint-Form',
    formApiPath: '/api/corruption-and-misconduct-complaint-forms',
  },
  { key: 'survey-form', pagePath: '/survey-form', formApiPath: '/api/survey-forms' },
  {
    key: 'opinions-form',
    pagePath: '/opinions-for-the-ditp',
    formApiPath: '/api/opinions-for-the-ditps',
  },
];

const byKey = new Map(COLLECTIONS.map((c) => [c.key, c]));
const byTag = new Map(COLLECTIONS.filter((c) => c.tag).map((c) => [c.tag!, c]));
const singleByKey = new Map(SINGLE_TYPES.map((s) => [s.key, s]));

export function collectionByKey(key: string): CollectionDef | undefined {
  return byKey.get(key);
}

export function collectionByTag(tag: string): CollectionDef | undefined {
  return byTag.get(tag as SearchTag);
}

export function singleTypeByKey(key: string): SingleTypeDef | undefined {
  return singleByKey.get(key);
}

/** The 16 searched collections, in SEARCH_TAGS order. */
export function allSearchable(): CollectionDef[] {
  return SEARCH_TAGS.map((tag) => byTag.get(tag)!);
}

/**
 * The content type behind a preview URL's `apiName` (the CMS admin's preview button: the plural
 * for collections, the singular for single types).
 */
export function contentTypeByApiName(
  apiName: string,
): { kind: 'collection'; def: CollectionDef } | { kind: 'single'; def: SingleTypeDef } | undefined {
  const c = byKey.get(apiName);
  if (c) return { kind: 'collection', def: c };
  const s = singleByKey.get(apiName);
  if (s) return { kind: 'single', def: s };
  return undefined;
}

/** Locale-prefixed href of a page path (`'/'` -> `/th`). */
export function localePath(locale: string, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Locale-prefixed href of a single type's page or a collection's first list page. */
export function pageHref(key: string, locale: string): string | undefined {
  const s = singleByKey.get(key);
  if (s) return localePath(locale, s.pagePath);
  const list = byKey.get(key)?.listPages[0];
  if (list) return localePath(locale, list.path);
  const app = APP_PAGES.find((p) => p.key === key);
  return app && localePath(locale, app.pagePath);
}
