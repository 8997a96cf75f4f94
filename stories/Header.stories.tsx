import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DisplayControls,
  Header,
  LanguageSwitcher,
  Link,
  displayPreferences,
  type HeaderProps,
  type SearchResult,
  type SearchStatus,
} from '../design-system';
import { fallbackImageUrl, internationalMenu, searchResults, thaiMenu } from './data/menus';
import { withNoopRouter } from './data/decorators';

// The lazy pattern the site uses: neither module is part of the header's first paint.
const SearchPanel = lazy(() =>
  import('../design-system/searchPanel').then((m) => ({ default: m.SearchPanel })),
);
const MobileNav = lazy(() =>
  import('../design-system/mobileNav').then((m) => ({ default: m.MobileNav })),
);

function Logo({ locale }: { locale: 'th' | 'en' }) {
  return (
    <Link href={`/${locale}`} variant="subtle">
      <strong>DITP</strong>&nbsp;
      <span lang={locale}>
        {locale === 'th'
          ? 'กรมส่งเสริมการค้าระหว่างประเทศ'
          : 'Department of International Trade Promotion'}
      </span>
    </Link>
  );
}

/** Header's props, plus the language of the logo and the language links (not a Header prop). */
type HeaderStoryArgs = HeaderProps & { locale: 'th' | 'en' };

/**
 * A header wired like the site: search state, lazy panel and drawer, language links. `logo`,
 * `navigation`, `currentHref`, `isEnlarged` and `displayControls` come from the story's args.
 */
function HeaderDemo({
  locale,
  logo,
  navigation: entries,
  currentHref,
  isEnlarged,
  displayControls,
}: HeaderStoryArgs) {
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
        <p>Page content</p>
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
  component: Header,
  decorators: [withNoopRouter],
  parameters: { layout: 'fullscreen' },
  // `logo: null`: the demo's logo, in the story's language. The search, its panel, the drawer
  // and the language links are wired by the demo (controls would not reach them).
  args: { logo: null, navigation: thaiMenu, locale: 'th', currentHref: '/th/procurement' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['th', 'en'] },
    logo: { control: false },
    navigation: { control: false },
    search: { control: false },
    searchPanel: { control: false },
    mobileNav: { control: false },
    languageSwitcher: { control: false },
  },
  render: (args) => <HeaderDemo {...args} />,
  beforeEach: () => {
    localStorage.removeItem('ditp:font-size');
    localStorage.removeItem('ditp:color-mode');
    displayPreferences.reload();
    return () => {
      localStorage.removeItem('ditp:font-size');
      localStorage.removeItem('ditp:color-mode');
      displayPreferences.reload();
    };
  },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchName = /^(Search|ค้นหา)$/;

export const Thai: Story = { tags: ['matrix'] };

export const International: Story = {
  tags: ['matrix'],
  args: {
    navigation: internationalMenu,
    locale: 'en',
    currentHref: '/en/post/contact/contact-ditp',
  },
};

/** Search: loader, then results and "See all results"; an empty search; Escape returns focus. */
export const SearchStates: Story = {
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

/** Opening search closes an open mega menu: one thing open at a time. */
export const OneThingOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getByRole('button', { name: 'บริการ' });
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: searchName }));
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  },
};
