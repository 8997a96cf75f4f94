import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  groupLinks,
  isNavGroup,
  type NavItem,
} from '../../../design-system';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES } from '../../../site/cms/collections';
import { EXTERNAL, footerFor, menuFor } from '../../../site/shell/menus';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** Every page path the router serves (site/routes.tsx builds its routes from the same registry). */
const patterns = [
  '/',
  ...SINGLE_TYPES.map((s) => s.pagePath),
  ...COLLECTIONS.flatMap((c) => [...c.listPages.map((l) => l.path), ...c.detailPaths]),
  ...APP_PAGES.map((p) => p.pagePath),
  '/post/contact/contact-ditp',
].map((p) => new RegExp(`^${p.replace(/:id/g, '[^/]+')}$`));

const routed = (href: string, locale: string) => {
  const path = href.replace(/#.*$/, '').replace(new RegExp(`^/${locale}`), '') || '/';
  return patterns.some((re) => re.test(path));
};

function allLinks(locale: (typeof LOCALES)[number]): NavItem[] {
  const menu = menuFor(locale, i18n);
  const footer = footerFor(locale, i18n);
  return [
    ...menu.flatMap((e) => (isNavGroup(e) ? groupLinks(e) : [e])),
    ...footer.groups.flatMap((g) => g.items),
    ...footer.policyLinks,
  ];
}

describe('menus', () => {
  it.each(LOCALES)('every internal menu and footer link of %s is a route of the site', (locale) => {
    const internal = allLinks(locale).filter((l) => !l.external);
    expect(internal.length).toBeGreaterThan(5);
    for (const link of internal) {
      expect(link.href.startsWith(`/${locale}/`) || link.href === `/${locale}`).toBe(true);
      expect(routed(link.href, locale), link.href).toBe(true);
    }
  });

  it('gives Thai visitors the services, trade information and about menus with every route', () => {
    const menu = menuFor('th', i18n);
    expect(menu.filter(isNavGroup).map((g) => g.id)).toEqual([
      'services',
      'trade-information',
      'about',
    ]);
    const hrefs = allLinks('th').map((l) => l.href);
    for (const path of [
      '/exporting-business',
      '/international-business-expansion',
      '/adding-value-with-innovative-brand-design',
      '/niche-market',
      '/international-trade-advice-and-complaints',
      '/promote-and-working-with-designers',
      '/other-services',
      '/international-foreign-market/Hot-issue',
      '/international-foreign-market/Knowledge',
      '/international-foreign-market/Investment-Guide',
      '/international-foreign-market/Trade-Guide',
      '/frequently-ask',
      '/e-Service',
      '/post/contact/contact-ditp',
      '/post/about/about-ditp-thai#vision',
      '/post/about/about-ditp-thai#executives',
      '/post/about/about-ditp-thai#cio',
      '/post/about/about-ditp-thai#values',
      '/post/about/about-ditp-2#legal-powers',
      '/post/policy/th-privacy-policy',
      '/international-trade-promotion-fund',
      '/apply-for-work',
      '/ditp-news',
      '/procurement',
      '/service-standards',
      '/government-information-center',
      '/public-information-oit',
      '/ditp-honest-transparent-no-corruption',
      '/corruption-and-Misconduct-Complaint-Form',
      '/survey-form',
      '/sitemap',
      '/opinions-for-the-ditp',
      '/citizen-guide',
      '/post/partner/trade-association-thai',
      '/post/policy/policies-for-maintaining-information-security',
      '/post/policy/web-policy',
      '/post/policy/th-disclaimer',
    ]) {
      expect(hrefs, path).toContain(`/th${path}`);
    }
    const external = allLinks('th').filter((l) => l.external);
    expect(external.map((l) => l.href)).toEqual(expect.arrayContaining(Object.values(EXTERNAL)));
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    'leads %s visitors to the trade information published in every language, then About, the offices and Contact',
    (locale) => {
      const menu = menuFor(locale, i18n);
      const [trade, ...rest] = menu;
      expect(isNavGroup(trade!)).toBe(true);
      const links = groupLinks(trade as Parameters<typeof groupLinks>[0]);
      // News, trade opportunities, world markets, guides, procurement and products: the
      // collections with entries in all five languages (tests/cms/content.test.ts).
      expect(links.map((l) => l.href)).toEqual([
        `/${locale}/ditp-news`,
        `/${locale}/trade-opportunities`,
        `/${locale}/international-foreign-market/Hot-issue`,
        `/${locale}/international-foreign-market/Knowledge`,
        `/${locale}/international-foreign-market/Trade-Guide`,
        `/${locale}/procurement`,
        `/${locale}/highlighted-product`,
        EXTERNAL.thaitrade,
      ]);
      expect(links.at(-1)!.external).toBe(true);
      expect((rest as NavItem[]).map((e) => e.href)).toEqual([
        `/${locale}/post/about/about-ditp-thai`,
        `/${locale}/overseas-office-and-honorary-trade-advisors-hta`,
        `/${locale}/post/contact/contact-ditp`,
      ]);
    },
  );
});
