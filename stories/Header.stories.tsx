import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  COLOR_MODE,
  DisplayControls,
  FONT_SCALE,
  Header,
  LanguageSwitcher,
  Link,
  displayPreferences,
  type HeaderProps,
  type Locale,
  type NavEntry,
  type SearchResult,
  type SearchStatus,
} from '../design-system';
import { i18n } from '../site/i18n/i18n';
import { menuFor } from '../site/shell/menus';
import { fallbackImageUrl, searchResults, thaiMenu } from './data/menus';
import { withNoopRouter } from './data/decorators';
import { demo, fromCatalog, localeOf } from './data/locale';

// The lazy pattern the site uses: neither module is part of the header's first paint.
const SearchPanel = lazy(() =>
  import('../design-system/searchPanel').then((m) => ({ default: m.SearchPanel })),
);
const MobileNav = lazy(() =>
  import('../design-system/mobileNav').then((m) => ({ default: m.MobileNav })),
);

/** Header's props; `navigation` may be left out (the locale's menu). */
type HeaderStoryArgs = Omit<HeaderProps, 'navigation'> & { navigation?: NavEntry[] };

/** The department's name from the site's catalog, in the page's language. */
function Logo({ locale }: { locale: Locale }) {
  return (
    <Link href={`/${locale}`} variant="subtle">
      <strong>DITP</strong>&nbsp;
      <span>{fromCatalog('Department of International Trade Promotion')}</span>
    </Link>
  );
}

/**
 * The navigation of a locale's site: the Thai site's full menu (the stories' demo data), or the
 * menu the site itself builds for the other locales, from its catalogs.
 */
function menuOf(locale: Locale): { entries: NavEntry[]; currentHref: string } {
  if (locale === 'th') return { entries: thaiMenu, currentHref: '/th/procurement' };
  const entries = menuFor(locale, i18n);
  const contact = entries.at(-1)!;
  return { entries, currentHref: 'href' in contact ? contact.href : `/${locale}` };
}

/**
 * A header wired like the site: search state, lazy panel and drawer, language links, all in the
 * toolbar's locale. `logo`, `navigation`, `currentHref`, `isEnlarged` and `displayControls` come
 * from the story's args; without `navigation`, the locale's menu.
 */
function HeaderDemo({
  locale,
  logo,
  navigation,
  currentHref: current,
  isEnlarged,
  displayControls,
}: HeaderStoryArgs & { locale: Locale }) {
  const menu = menuOf(locale);
  const entries = navigation ?? menu.entries;
  const currentHref = current ?? menu.currentHref;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onQueryChange = (text: string) => {
    setQuery(text);
    clearTimeout(timer.current);
    if (text.trim() === '') return;
    setStatus('loading');
    timer.current = setTimeout(() => {
      setResults(text.includes('zzz') ? [] : searchResults);
      setStatus('success');
    }, 400);
  };
  return (
    <div style={{ minHeight: '40rem' }}>
      <Header
        logo={logo ?? <Logo locale={locale} />}
        navigation={entries}
        currentHref={currentHref}
        isEnlarged={isEnlarged}
        displayControls={displayControls}
        languageSwitcher={<LanguageSwitcher current={locale} hrefFor={(l) => `/${l}`} />}
        search={{ query, onQueryChange, onClear: () => setResults([]) }}
        searchPanel={(slot) => (
          <Suspense fallback={null}>
            <SearchPanel
              {...slot}
              query={query}
              status={status}
              results={results}
              total={results.length === 0 ? 0 : 17}
              seeAllHref={`/${locale}/?query=${encodeURIComponent(query)}`}
              fallbackImageUrl={fallbackImageUrl}
            />
          </Suspense>
        )}
        mobileNav={
          <Suspense fallback={null}>
            <MobileNav
              entries={entries}
              currentHref={currentHref}
              utilities={<DisplayControls />}
            />
          </Suspense>
        }
      />
      <main style={{ padding: '1rem' }}>
        <p>{demo({ locale }).pageContent}</p>
      </main>
    </div>
  );
}

/**
 * The sticky site header: logo (a link home), primary navigation (mega menu on wide screens; at
 * 767 px or less a "Menu" button opening the drawer, switched by CSS), and the utilities: search,
 * language, text size and theme. The container widens while the text is enlarged.
 *
 * **Keyboard**: Tab goes logo → "Search" → language → text size → theme → navigation. "Search"
 * opens the field and focuses it; results follow by Tab; Escape or "Close search" returns focus
 * to "Search". The menus: see MegaMenu; the drawer: see MobileNav.
 */
const meta = {
  title: 'Shell/Header',
  // The same component, typed with `navigation` optional (the demo fills it in).
  component: Header as ComponentType<HeaderStoryArgs>,
  decorators: [withNoopRouter],
  parameters: { layout: 'fullscreen' },
  // The toolbar's locale drives the whole header: logo, menu, language links and page text (no
  // `locale` arg of its own, so the page never mixes two languages). `logo: null`: the demo's
  // logo. Without `navigation` and `currentHref`, the locale's menu. The search, its panel, the
  // drawer and the language links are wired by the demo (controls would not reach them).
  args: { logo: null },
  argTypes: {
    logo: { control: false },
    navigation: { control: false },
    search: { control: false },
    searchPanel: { control: false },
    mobileNav: { control: false },
    languageSwitcher: { control: false },
  },
  render: (args, { globals }) => <HeaderDemo {...args} locale={localeOf(globals)} />,
  beforeEach: () => {
    localStorage.removeItem(FONT_SCALE.storageKey);
    localStorage.removeItem(COLOR_MODE.storageKey);
    displayPreferences.reload();
    return () => {
      localStorage.removeItem(FONT_SCALE.storageKey);
      localStorage.removeItem(COLOR_MODE.storageKey);
      displayPreferences.reload();
    };
  },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchName = /^(Search|ค้นหา)$/;

/**
 * The header in the toolbar's locale: the Thai site's menu in Thai, the site's own menu in the
 * other locales (the docs page's live example, so that it never mixes two languages).
 */
export const Default: Story = {};

/** The Thai site's header: this story is always in Thai, whatever the toolbar's locale. */
export const Thai: Story = { tags: ['matrix'], globals: { locale: 'th' } };

/**
 * The other locales' header (a trade information menu, then About, the offices and Contact),
 * shown in English whatever the toolbar's locale.
 */
export const International: Story = { tags: ['matrix'], globals: { locale: 'en' } };

/**
 * Search: loader, then results and "See all results"; an empty search; Escape returns focus. In
 * Thai whatever the toolbar's locale: the demo's search results are the Thai site's.
 */
export const SearchStates: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: searchName });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = canvas.getByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'ส่งออก');
    const region = await canvas.findByRole('region', {}, { timeout: 5000 });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    await expect(
      within(region).getByRole('link', { name: /See all results|ดูผลการค้นหาทั้งหมด/ }),
    ).toBeInTheDocument();
    await userEvent.clear(box);
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(within(canvas.getByRole('region')).queryByRole('list')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

/** Text size: the header's control stops at 18 px and 14 px; the container widens above 16. */
export const FontScaleLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: /Increase text size|เพิ่มขนาดตัวอักษร/ });
    const decrease = canvas.getByRole('button', { name: /Decrease text size|ลดขนาดตัวอักษร/ });
    const container = canvasElement.querySelector('header > div')!;
    // The container's width in rem: 75 normally, 87.5 while the text is enlarged.
    const widthInRem = () =>
      parseFloat(getComputedStyle(container).maxWidth) /
      parseFloat(getComputedStyle(document.documentElement).fontSize);
    const normalWidth = widthInRem();
    await userEvent.click(increase);
    await expect(document.documentElement).toHaveAttribute('data-font-size', '18');
    await expect(increase).toBeDisabled();
    await waitFor(() => expect(widthInRem()).toBeGreaterThan(normalWidth));
    await userEvent.click(decrease);
    await expect(document.documentElement).toHaveAttribute('data-font-size', '14');
    await expect(decrease).toBeDisabled();
    await waitFor(() => expect(widthInRem()).toBe(normalWidth));
  },
};

/** The theme switch in the header applies night and day at once. */
export const ThemeSwitch: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    const initial = document.documentElement.getAttribute('data-theme');
    await userEvent.click(radios[1]!);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'night');
    await userEvent.click(radios[0]!);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'day');
    if (initial) document.documentElement.setAttribute('data-theme', initial);
  },
};

/** Opening search closes an open mega menu: one thing open at a time (the Thai menu has panels). */
export const OneThingOpen: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getByRole('button', { name: 'บริการ' });
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: searchName }));
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  },
};
