#!/usr/bin/env node
// @ts-check
// Generates the plain Strapi schema files under cms/src/api and cms/src/components.
// The output is committed; run `node scripts/gen-schemas.mjs` after editing the model below.
// `GEN_SCHEMAS_ROOT=<dir>` writes under <dir>/src instead of cms/src (the generator's own test).
// Controllers/routes/services are only written when missing (hand edits survive).
import { mkdirSync, writeFileSync, existsSync, rmSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMPLOYMENT_TYPES,
  INQUIRY_TOPICS,
  LOCALES,
  OPINION_TOPICS,
  VISITOR_TYPES,
} from '../../scripts/lib/model.mjs';

const root = process.env.GEN_SCHEMAS_ROOT || join(dirname(fileURLToPath(import.meta.url)), '..');
const L = { i18n: { localized: true } };
const U = { i18n: { localized: false } };

const loc = (attr) => ({ ...attr, pluginOptions: L });
const shared = (attr) => ({ ...attr, pluginOptions: U });
const str = (extra = {}) => loc({ type: 'string', ...extra });
const sharedStr = (extra = {}) => shared({ type: 'string', ...extra });
const rel = (target, relation = 'manyToOne') => ({
  type: 'relation',
  relation,
  target: `api::${target}.${target}`,
});

const base = () => ({
  title: str({ required: true }),
  content_html: loc({ type: 'richtext' }),
  publish_date: loc({ type: 'datetime' }),
  image: loc({ type: 'media', multiple: false, required: false, allowedTypes: ['images'] }),
});

/** @typedef {Record<string, object>} Attributes Strapi schema attributes, by name */

/**
 * [singularName, pluralName, displayName, description, extra attributes]
 * @type {Array<[string, string, string, string, Attributes]>}
 */
export const collections = [
  [
    'post',
    'posts',
    'Post (world markets)',
    'World-market articles: hot issues, knowledge, podcasts, presentations.',
    {
      category: rel('category'),
      region: rel('region'),
      post_type: rel('post-type'),
      report_type: rel('report-type'),
      authors: rel('author', 'manyToMany'),
      tags: rel('tag', 'manyToMany'),
      link_url: sharedStr(),
      // The home page's featured story: the newest featured article of the page's language.
      featured: shared({ type: 'boolean', default: false }),
    },
  ],
  [
    'category',
    'categories',
    'Category',
    '`name` is the stable key used in site routes and filters (same in every locale); `title` is the label.',
    {
      name: sharedStr({ required: true }),
    },
  ],
  [
    'region',
    'regions',
    'Region',
    'World region of a market.',
    { name: sharedStr({ required: true }) },
  ],
  [
    'post-type',
    'post-types',
    'Post type',
    'Podcast, Presentation, blockdit, Article...',
    {
      post_type_name: sharedStr({ required: true }),
    },
  ],
  [
    'report-type',
    'report-types',
    'Report type',
    'Kind of market report.',
    { name: sharedStr({ required: true }) },
  ],
  ['author', 'authors', 'Author', 'Article author.', { name: str(), position: str() }],
  ['tag', 'tags', 'Tag', 'Free tag.', { name: sharedStr({ required: true }) }],
  [
    'executive',
    'executives',
    'Executive',
    'Senior executives of the department.',
    {
      position_title: str(),
      sort_order: shared({ type: 'integer' }),
    },
  ],
  [
    'overseas-office',
    'overseas-offices',
    'Overseas office / honorary trade advisor',
    'Thai Trade Centers abroad and honorary trade advisors.',
    {
      kind: shared({
        type: 'enumeration',
        enum: ['office', 'honorary_trade_advisor'],
        default: 'office',
        required: true,
      }),
      country_name_th: sharedStr({ required: true }),
      country_name: str(),
      city: str(),
      address: loc({ type: 'text' }),
      phone: sharedStr(),
      email: sharedStr(),
      website: sharedStr(),
      region: rel('region'),
    },
  ],
  [
    'trade-and-investment-guide',
    'trade-and-investment-guides',
    'Trade and investment guide',
    'Trade guides and investment guides (told apart by category).',
    {
      category: rel('category'),
      region: rel('region'),
    },
  ],
  [
    'highlighted-product-catalog',
    'highlighted-product-catalogs',
    'Highlighted product catalog',
    'Catalogues of highlighted Thai products.',
    { link_url: sharedStr() },
  ],
  [
    'trending-product',
    'trending-products',
    'Trending product',
    'Trending products; search results link to `link_url`.',
    { link_url: sharedStr() },
  ],
  [
    'trade-opportunity',
    'trade-opportunities',
    'Trade opportunity',
    'Trade leads and fairs.',
    {
      region: rel('region'),
      closing_date: shared({ type: 'date' }),
      link_url: sharedStr(),
    },
  ],
  [
    'awarded-products-service',
    'awarded-products-services',
    'Awarded product or service',
    'Award winners (PM Export Award, DEmark, T Mark...).',
    {
      award_year: shared({ type: 'integer' }),
      link_url: sharedStr(),
    },
  ],
  [
    'about-ditp-2',
    'about-ditp-2s',
    'About DITP (part 2)',
    'Legal powers, strategy, structure, HR, laws, draft laws.',
    { anchor: sharedStr() },
  ],
  [
    'international-trade-promotion-fund',
    'international-trade-promotion-funds',
    'International trade promotion fund post',
    'Fund announcements and reports.',
    {},
  ],
  [
    'procurement-news-item',
    'procurement-news',
    'Procurement news',
    'Procurement plans, invitations and award announcements.',
    {
      procurement_method: str(),
      budget_thb: shared({ type: 'float' }), // baht; decimal would be DECIMAL(10,2) on PostgreSQL (max 99,999,999.99)
      closing_date: shared({ type: 'date' }),
      // The notice's documents (terms of reference, price schedules, the award): the same files in
      // every locale. The home page's procurement table and the notice's page link them.
      documents: shared({
        type: 'media',
        multiple: true,
        required: false,
        allowedTypes: ['files'],
      }),
    },
  ],
  ['ditp-news-item', 'ditp-news', 'DITP news', 'Department news.', {}],
  [
    'ditp-honest-transparent-no-corruption',
    'ditp-honest-transparent-no-corruptions',
    'Integrity and transparency post',
    'ITA integrity and transparency disclosures.',
    {},
  ],
  [
    'service-standard-post',
    'service-standard-posts',
    'Service standard post',
    'Service standards and manuals.',
    {},
  ],
  [
    'government-information-center-post',
    'government-information-center-posts',
    'Government information center post',
    'Official information under the Official Information Act.',
    {},
  ],
  [
    'privacy-policy-post',
    'privacy-policy-posts',
    'Privacy policy post',
    'Privacy notices per service.',
    {},
  ],
  [
    'apply-for-work',
    'apply-for-works',
    'Job listing',
    'Open positions; applications go to apply-for-work-forms.',
    {
      position: str({ required: true }),
      closing_date: shared({ type: 'date' }),
      positions_available: shared({ type: 'integer', min: 0 }),
      employment_type: shared({
        type: 'enumeration',
        enum: [...EMPLOYMENT_TYPES],
        default: 'full_time',
        required: true,
      }),
      department: str(),
    },
  ],
  [
    'apply-for-work-post',
    'apply-for-work-posts',
    'Recruitment announcement',
    'Recruitment results and announcements.',
    {},
  ],
  [
    'division',
    'divisions',
    'Division',
    'Divisions of the department.',
    { phone: sharedStr(), email: sharedStr() },
  ],
  [
    'site-map-post',
    'site-map-posts',
    'Data governance document',
    'Data governance policies (footer links /data-governance-policy/{documentId}).',
    {},
  ],
  ['popup', 'popups', 'Popup', 'Announcement popups.', { link_url: sharedStr() }],
  [
    'trade-association',
    'trade-associations',
    'Trade association',
    'Thai trade associations.',
    {
      category_trade_association: rel('category-trade-association'),
      website: sharedStr(),
      phone: sharedStr(),
      email: sharedStr(),
    },
  ],
  [
    'category-trade-association',
    'category-trade-associations',
    'Trade association category',
    'Grouping of trade associations.',
    {
      name: sharedStr({ required: true }),
    },
  ],
  [
    'ditp-family',
    'ditp-families',
    'DITP family link',
    'Partner agencies and family sites.',
    { link_url: sharedStr() },
  ],
];

/**
 * [singularName, displayName, extra attributes]
 * @type {Array<[string, string, Attributes]>}
 */
export const singles = [
  ['home', 'Home page', { hero_title: str(), hero_intro: loc({ type: 'text' }) }],
  ['about-ditp-thai', 'About DITP (vision, executives, CIO, values)', {}],
  [
    'contact',
    'Contact',
    {
      address: loc({ type: 'text' }),
      phone: sharedStr(),
      email: sharedStr(),
      office_hours: str(),
    },
  ],
  ['e-service', 'E-Service', {}],
  [
    'faq',
    'FAQ',
    { faqs: loc({ type: 'component', repeatable: true, component: 'page.faq-item' }) },
  ],
  ['th-privacy-policy', 'Privacy policy', {}],
  ['web-policy', 'Website policy', {}],
  ['disclaimer', 'Disclaimer', {}],
  ['information-security-policy', 'Information security policy', {}],
  ['data-governance', 'Data governance', {}],
  ['citizen-guide', 'Citizen guide', {}],
  ['accessibility-statement', 'Accessibility statement', {}],
  ['public-information-oit', 'Public information (OIT)', {}],
  ['trade-association-thai', 'Trade associations (page)', {}],
  ['overseas-office-page', 'Overseas offices (page)', {}],
  ['exporting-business', 'Service: exporting business', {}],
  ['international-business-expansion', 'Service: international business expansion', {}],
  [
    'adding-value-with-innovative-brand-design',
    'Service: adding value with innovative brand design',
    {},
  ],
  ['niche-market', 'Service: niche market', {}],
  ['international-trade-advice-and-complaints', 'Service: trade advice and complaints', {}],
  ['promote-and-working-with-designers', 'Service: promote and work with designers', {}],
  ['other-services', 'Other services', {}],
];

const LOCALE_ENUM = [...LOCALES];
const submittedLocale = { type: 'enumeration', enum: LOCALE_ENUM };
const staff = {
  handling_status: {
    type: 'enumeration',
    enum: ['received', 'in_progress', 'answered', 'closed'],
    default: 'received',
    private: true,
  },
  staff_notes: { type: 'text', private: true },
};

/**
 * Form collections: not localized, no draft & publish. [singular, plural, displayName, attributes]
 * @type {Array<[string, string, string, Attributes]>}
 */
export const forms = [
  [
    'inquiry',
    'inquiries',
    'Form: inquiry',
    {
      full_name: { type: 'string', required: true, maxLength: 200 },
      organization: { type: 'string', maxLength: 200 },
      email: { type: 'email', required: true },
      phone: { type: 'string', maxLength: 30 },
      topic: {
        type: 'enumeration',
        enum: [...INQUIRY_TOPICS],
        required: true,
      },
      message: { type: 'text', required: true, maxLength: 5000 },
      consent_privacy: { type: 'boolean', required: true },
      submitted_locale: submittedLocale,
      ...staff,
    },
  ],
  [
    'survey-form',
    'survey-forms',
    'Form: satisfaction survey',
    {
      overall_satisfaction: { type: 'integer', required: true, min: 1, max: 5 },
      ease_of_finding: { type: 'integer', required: true, min: 1, max: 5 },
      content_usefulness: { type: 'integer', required: true, min: 1, max: 5 },
      service_speed: { type: 'integer', min: 1, max: 5 },
      visitor_type: {
        type: 'enumeration',
        enum: [...VISITOR_TYPES],
      },
      comments: { type: 'text', maxLength: 3000 },
      email: { type: 'email' },
      submitted_locale: submittedLocale,
    },
  ],
  [
    'corruption-and-misconduct-complaint-form',
    'corruption-and-misconduct-complaint-forms',
    'Form: corruption and misconduct complaint',
    {
      anonymous: { type: 'boolean', required: true, default: false },
      full_name: { type: 'string', maxLength: 200 },
      email: { type: 'email' },
      phone: { type: 'string', maxLength: 30 },
      address: { type: 'text', maxLength: 1000 },
      subject: { type: 'string', required: true, maxLength: 255 },
      details: { type: 'text', required: true, maxLength: 10000 },
      incident_date: { type: 'date' },
      incident_place: { type: 'string', maxLength: 255 },
      persons_involved: { type: 'text', maxLength: 2000 },
      evidence: { type: 'media', multiple: true, allowedTypes: ['images', 'files'] },
      consent_privacy: { type: 'boolean', required: true },
      submitted_locale: submittedLocale,
      ...staff,
    },
  ],
  [
    'opinions-for-the-ditp',
    'opinions-for-the-ditps',
    'Form: opinion for the DITP',
    {
      full_name: { type: 'string', maxLength: 200 },
      email: { type: 'email' },
      topic: {
        type: 'enumeration',
        enum: [...OPINION_TOPICS],
        required: true,
      },
      message: { type: 'text', required: true, maxLength: 5000 },
      consent_privacy: { type: 'boolean', required: true },
      submitted_locale: submittedLocale,
      ...staff,
    },
  ],
  [
    'apply-for-work-form',
    'apply-for-work-forms',
    'Form: job application',
    {
      full_name: { type: 'string', required: true, maxLength: 200 },
      email: { type: 'email', required: true },
      phone: { type: 'string', required: true, maxLength: 30 },
      position: { type: 'string', required: true, maxLength: 64 },
      position_title: { type: 'string', maxLength: 255 },
      cover_letter: { type: 'text', maxLength: 5000 },
      cv: { type: 'media', multiple: false, required: true, allowedTypes: ['files'] },
      consent_privacy: { type: 'boolean', required: true },
      submitted_locale: submittedLocale,
      ...staff,
    },
  ],
  // Double opt-in (src/newsletter): `pending` until the address's owner confirms through the link
  // e-mailed to it, then `active`; `unsubscribed` through any e-mail's unsubscribe link. The
  // confirmation token is kept only as a SHA-256 hash; the timestamps of the last e-mails sent limit
  // how often one address gets one. Private fields never leave the CMS through the API.
  [
    'subscribe-to-news-entry',
    'subscribe-to-news',
    'Form: newsletter subscription',
    {
      email: { type: 'email', required: true, unique: true },
      submitted_locale: submittedLocale,
      status: {
        type: 'enumeration',
        enum: ['pending', 'active', 'unsubscribed'],
        default: 'pending',
        required: true,
      },
      confirmed_at: { type: 'datetime' },
      unsubscribed_at: { type: 'datetime' },
      confirmation_token_hash: { type: 'string', maxLength: 64, private: true },
      confirmation_expires_at: { type: 'datetime', private: true },
      confirmation_sent_at: { type: 'datetime', private: true },
      notice_sent_at: { type: 'datetime', private: true },
    },
  ],
  [
    'page-insights-content',
    'page-insights-contents',
    'Form: page insight (content)',
    {
      page_path: { type: 'string', required: true, maxLength: 500 },
      useful: { type: 'boolean', required: true },
      comment: { type: 'text', maxLength: 1000 },
      content_type: { type: 'string', maxLength: 100 },
      content_document_id: { type: 'string', maxLength: 64 },
      submitted_locale: submittedLocale,
    },
  ],
  [
    'page-insights-author',
    'page-insights-authors',
    'Form: page insight (author)',
    {
      page_path: { type: 'string', required: true, maxLength: 500 },
      useful: { type: 'boolean', required: true },
      comment: { type: 'text', maxLength: 1000 },
      author_document_id: { type: 'string', maxLength: 64 },
      submitted_locale: submittedLocale,
    },
  ],
  [
    'page-insights-category',
    'page-insights-categories',
    'Form: page insight (category)',
    {
      page_path: { type: 'string', required: true, maxLength: 500 },
      useful: { type: 'boolean', required: true },
      comment: { type: 'text', maxLength: 1000 },
      category_document_id: { type: 'string', maxLength: 64 },
      submitted_locale: submittedLocale,
    },
  ],
];

const table = (plural) => plural.replace(/-/g, '_');

function writeJson(file, obj) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(obj, null, 2) + '\n');
}
function writeIfMissing(file, text) {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
function apiFiles(singular, kind) {
  const uid = `api::${singular}.${singular}`;
  const dir = join(root, 'src/api', singular);
  const ctrl =
    kind === 'form'
      ? `import { factories } from '@strapi/strapi';\nimport { formController } from '../../../forms/controller';\n\nexport default factories.createCoreController('${uid}', formController('${uid}'));\n`
      : `import { factories } from '@strapi/strapi';\n\nexport default factories.createCoreController('${uid}');\n`;
  writeIfMissing(join(dir, 'controllers', `${singular}.ts`), ctrl);
  writeIfMissing(
    join(dir, 'routes', `${singular}.ts`),
    `import { factories } from '@strapi/strapi';\n\nexport default factories.createCoreRouter('${uid}');\n`,
  );
  writeIfMissing(
    join(dir, 'services', `${singular}.ts`),
    `import { factories } from '@strapi/strapi';\n\nexport default factories.createCoreService('${uid}');\n`,
  );
}

const wanted = new Set();
for (const [singular, plural, displayName, description, extra] of collections) {
  wanted.add(singular);
  writeJson(join(root, 'src/api', singular, 'content-types', singular, 'schema.json'), {
    kind: 'collectionType',
    collectionName: table(plural),
    info: { singularName: singular, pluralName: plural, displayName, description },
    options: { draftAndPublish: true },
    pluginOptions: L,
    // `summary`: the body's text, made by the CMS on write (src/content/summary.ts) for the lists.
    attributes: { ...base(), summary: loc({ type: 'text', visible: false }), ...extra },
  });
  apiFiles(singular, 'content');
}
for (const [singular, displayName, extra] of singles) {
  wanted.add(singular);
  writeJson(join(root, 'src/api', singular, 'content-types', singular, 'schema.json'), {
    kind: 'singleType',
    collectionName: table(singular) + '_page',
    info: {
      singularName: singular,
      pluralName: `${singular}-pages`,
      displayName,
      description: `Single page: GET /api/${singular}`,
    },
    options: { draftAndPublish: true },
    pluginOptions: L,
    attributes: {
      ...base(),
      ...extra,
      sections: loc({ type: 'component', repeatable: true, component: 'page.section' }),
    },
  });
  apiFiles(singular, 'content');
}
for (const [singular, plural, displayName, attributes] of forms) {
  wanted.add(singular);
  writeJson(join(root, 'src/api', singular, 'content-types', singular, 'schema.json'), {
    kind: 'collectionType',
    collectionName: table(plural),
    info: {
      singularName: singular,
      pluralName: plural,
      displayName,
      description: `Public form: POST /api/${plural} (create only)`,
    },
    options: { draftAndPublish: false },
    attributes,
  });
  apiFiles(singular, 'form');
}

writeJson(join(root, 'src/components/page/section.json'), {
  collectionName: 'components_page_sections',
  info: {
    displayName: 'Section (anchor)',
    icon: 'layer',
    description: 'A page section reachable by #anchor',
  },
  options: {},
  attributes: {
    anchor: { type: 'string', regex: '^[a-z0-9][a-z0-9-]*$' },
    heading: { type: 'string' },
    content_html: { type: 'richtext' },
  },
});
writeJson(join(root, 'src/components/page/faq-item.json'), {
  collectionName: 'components_page_faq_items',
  info: { displayName: 'FAQ item', icon: 'question', description: 'Question and answer' },
  options: {},
  attributes: {
    question: { type: 'text', required: true },
    answer_html: { type: 'richtext' },
  },
});

// Remove the API folders of content types that are no longer in the model. Hand-written APIs
// (routes and controllers without a content type, e.g. src/api/search) are never touched.
const apiDir = join(root, 'src/api');
for (const name of readdirSync(apiDir)) {
  if (name.startsWith('.') || wanted.has(name)) continue;
  if (existsSync(join(apiDir, name, 'content-types')))
    rmSync(join(apiDir, name), { recursive: true, force: true });
}

if (process.argv.includes('--print')) {
  console.log(
    JSON.stringify(
      {
        collections: collections.map((c) => c[1]),
        singles: singles.map((s) => s[0]),
        forms: forms.map((f) => f[1]),
      },
      null,
      2,
    ),
  );
}
