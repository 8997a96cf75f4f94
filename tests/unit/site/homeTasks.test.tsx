/**
 * The home page answers "what can I do here" (issue 18, point 3): below the hero, a list of an
 * exporter's five top tasks, each a link to a page of the site that has something to show in the
 * visitor's language (the development seed is what a fresh install shows).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as seed from '../../../cms/src/seed/data';
import { LOCALES, type Locale } from '../../../design-system';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES, localePath } from '../../../site/cms/collections';

import { listAnswer, renderHome as renderHomeWith } from './renderHome';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** The seed's entries of each collection a task may lead to (cms/src/seed/run.ts pairs them). */
const SEEDED: Record<string, seed.SeedEntry[]> = {
  posts: seed.posts,
  'trade-and-investment-guides': seed.guides,
  'trade-opportunities': seed.tradeOpportunities,
  'overseas-offices': seed.overseasOffices,
  'ditp-news': seed.ditpNews,
};

/** Entries a visitor of `locale` sees: published, not a test fixture, in that language. */
const visible = (entries: seed.SeedEntry[], locale: Locale) =>
  entries.filter((e) => !e.fixture && !e.draftOnly && e.date !== 'future' && e.title[locale]);

/** Seed keys of the categories named `names` (`Knowledge` -> `knowledge`). */
const categoryKeys = (names: readonly string[]) =>
  seed.categories.filter((c) => names.includes(String(c.shared?.name))).map((c) => c.key);

/**
 * What the page at `href` shows in `locale`: how many entries of its list (a list page, or the
 * collection a single type's page embeds), or 1 for a single type's own text in that language.
 * Undefined: `href` is no page of the site.
 */
function shown(href: string, locale: Locale): number | undefined {
  for (const c of COLLECTIONS)
    for (const list of c.listPages)
      if (localePath(locale, list.path) === href) {
        const entries = SEEDED[c.key];
        if (!entries) throw new Error(`no seed known for ${c.key}: add it to SEEDED`);
        const keys = list.categories && categoryKeys(list.categories);
        return visible(entries, locale).filter(
          (e) => !keys || keys.includes(String(e.rel?.category)),
        ).length;
      }
  const single = SINGLE_TYPES.find((s) => localePath(locale, s.pagePath) === href);
  if (single) {
    if (single.embeds) {
      const entries = SEEDED[single.embeds];
      if (!entries) throw new Error(`no seed known for ${single.embeds}: add it to SEEDED`);
      return visible(entries, locale).length;
    }
    return seed.singles.find((s) => s.uid === single.key)?.title[locale] ? 1 : 0;
  }
  return APP_PAGES.some((p) => localePath(locale, p.pagePath) === href) ? 1 : undefined;
}

// The CMS answers nothing: the tasks are the page's own, not content.
const renderHome = (locale: Locale) => renderHomeWith(locale, () => listAnswer([]));

const HEADINGS: Record<Locale, string> = {
  th: 'สิ่งที่ท่านทำได้ที่นี่',
  en: 'What you can do here',
  zh: '本站能为您做什么',
  ja: 'このサイトでできること',
  nl: 'Wat u hier kunt doen',
};

describe('the home page top tasks', () => {
  it.each(LOCALES)(
    'in %s: five task links below the hero, each to a page with content',
    async (locale) => {
      await renderHome(locale);
      const heading = await screen.findByRole('heading', { level: 2, name: HEADINGS[locale] });
      const section = heading.closest('section')!;
      expect(section).toHaveAttribute('aria-labelledby', heading.id);
      // Right after the hero, before the highlights.
      expect(screen.getAllByRole('heading', { level: 2 })[0]).toBe(heading);
      const list = within(section).getByRole('list');
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      const hrefs = new Set<string>();
      for (const item of items) {
        const link = within(item).getByRole('link');
        const href = link.getAttribute('href')!;
        hrefs.add(href);
        expect(href.startsWith(`/${locale}/`), href).toBe(true);
        // A label and a one-line description, translated (no English word left in Thai, Chinese
        // or Japanese).
        const [label, text] = [...link.children].map((c) => c.textContent ?? '');
        expect(label.length).toBeGreaterThan(0);
        expect(text.length).toBeGreaterThan(0);
        if (locale !== 'en' && locale !== 'nl') expect(label + text).not.toMatch(/[A-Za-z]{4}/);
        const count = shown(href, locale);
        expect(count, `${href} is no page of the site`).toBeDefined();
        expect(count, `${href} shows nothing in ${locale}`).toBeGreaterThan(0);
      }
      expect(hrefs.size).toBe(5);
    },
  );

  it('leads to the market knowledge, trade opportunities, trade guide, offices and advice', async () => {
    await renderHome('en');
    const heading = await screen.findByRole('heading', { name: HEADINGS.en });
    const links = within(heading.closest('section')!).getAllByRole('link');
    expect(links.map((l) => [l.firstChild?.textContent, l.getAttribute('href')])).toEqual([
      ['Find a market', '/en/international-foreign-market/Knowledge'],
      ['Find trade fairs and buyers', '/en/trade-opportunities'],
      ['Learn export procedures', '/en/international-foreign-market/Trade-Guide'],
      ['Contact an overseas office', '/en/overseas-office-and-honorary-trade-advisors-hta'],
      ['Get trade advice', '/en/international-trade-advice-and-complaints'],
    ]);
  });
});
