import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  Breadcrumbs,
  Footer,
  Header,
  LanguageSwitcher,
  SocialSidebar,
  type Locale,
} from '../../design-system';
import { MobileNav } from '../../design-system/mobileNav';
import { SearchPanel } from '../../design-system/searchPanel';
import {
  dataGovernanceLinks,
  englishContact,
  englishFooterIdentity,
  englishFooterGroups,
  englishPolicyLinks,
  internationalMenu,
  searchResults,
  socialLinks,
  thaiContact,
  thaiFooterIdentity,
  thaiFooterGroups,
  thaiMenu,
  thaiPolicyLinks,
} from '../../stories/data/menus';
import { expectNoAxeViolations } from '../support/axe';
import { renderWithProviders } from '../support/render';

/** The whole shell as the site lays it out, with the Thai or the international data. */
function Shell({ locale }: { locale: 'th' | 'en' }) {
  const thai = locale === 'th';
  const entries = thai ? thaiMenu : internationalMenu;
  const [query, setQuery] = useState('');
  return (
    <>
      <Header
        logo={<a href={`/${locale}`}>DITP</a>}
        navigation={entries}
        currentHref={thai ? '/th/procurement' : '/en/post/contact/contact-ditp'}
        languageSwitcher={<LanguageSwitcher current={locale as Locale} hrefFor={(l) => `/${l}`} />}
        search={{ query, onQueryChange: setQuery }}
        searchPanel={(slot) => (
          <SearchPanel
            {...slot}
            query={query}
            status="success"
            results={searchResults}
            total={9}
            seeAllHref={`/${locale}/?query=${query}`}
            fallbackImageUrl="/images/default.svg"
          />
        )}
        mobileNav={<MobileNav entries={entries} />}
      />
      {thai ? <SocialSidebar links={socialLinks} storageKey={null} /> : null}
      <main id="main" style={{ padding: '1rem' }}>
        <Breadcrumbs
          items={[
            { label: thai ? 'หน้าแรก' : 'Home', href: `/${locale}` },
            { label: thai ? 'ข่าวจัดซื้อจัดจ้าง' : 'Contact', href: `/${locale}/procurement` },
          ]}
        />
        <h1>{thai ? 'ข่าวจัดซื้อจัดจ้าง' : 'Contact'}</h1>
      </main>
      <Footer
        {...(thai ? thaiFooterIdentity : englishFooterIdentity)}
        linkGroups={thai ? thaiFooterGroups : englishFooterGroups}
        contact={thai ? thaiContact : englishContact}
        policyLinks={thai ? thaiPolicyLinks : englishPolicyLinks}
        dataGovernanceLinks={thai ? dataGovernanceLinks : []}
        socialLinks={socialLinks}
        onCookieSettings={() => {}}
      />
    </>
  );
}

const combos = [
  { theme: 'day', locale: 'th' },
  { theme: 'night', locale: 'th' },
  { theme: 'day', locale: 'en' },
  { theme: 'night', locale: 'en' },
] as const;

afterEach(() => document.documentElement.setAttribute('data-theme', 'day'));

describe('a phone visitor (375 px) uses the shell', { timeout: 60_000 }, () => {
  for (const { theme, locale } of combos) {
    it(`finds the Menu button, the drawer and no axe violation (${theme}, ${locale})`, async () => {
      await page.viewport(375, 812);
      document.documentElement.setAttribute('data-theme', theme);
      await renderWithProviders(<Shell locale={locale} />, { locale, navigate: () => {} });
      const banner = screen.getByRole('banner');
      // The desktop navigation is hidden by CSS, the Menu button shown: no layout shift.
      expect(within(banner).queryByRole('navigation')).toBeNull();
      const menu = within(banner).getByRole('button', { name: /Menu|เมนู/ });
      expect(menu).toBeVisible();
      // No horizontal scrolling at this width.
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      await expectNoAxeViolations(document.body, { inBrowser: true });
      await userEvent.click(menu);
      const dialog = await screen.findByRole('dialog');
      // Let the slide-in finish: mid-animation colours are not what the visitor reads.
      await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
      await expectNoAxeViolations(document.body, { inBrowser: true });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      // react-aria gives focus back to the trigger once the modal has gone, a frame after it
      // leaves the DOM: asserted as soon as it left, the check failed one CI run in two.
      await waitFor(() => expect(menu).toHaveFocus());
    });
  }
});

describe('search results on a short screen', { timeout: 60_000 }, () => {
  for (const [width, height] of [
    [375, 640],
    [1280, 600],
  ] as const) {
    it(`end in the panel's own edge, within the window, and scroll inside it (${width} x ${height})`, async () => {
      // Before, the header's slot scrolled and the panel's bottom edge sat at the end of that
      // scroll: the list ran into the page behind it with no boundary, and the page's text showed
      // under the last result as if it were part of it.
      await page.viewport(width, height);
      await renderWithProviders(<Shell locale="en" />, { locale: 'en', navigate: () => {} });
      const banner = screen.getByRole('banner');
      await userEvent.click(within(banner).getByRole('button', { name: /^Search$/ }));
      await userEvent.type(screen.getByRole('searchbox'), 'rice');
      const panel = await screen.findByRole('region', { name: /Search results/ });
      const rect = panel.getBoundingClientRect();
      expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
      // Its bottom edge is what is drawn there, not something the slot clips away.
      const x = rect.left + rect.width / 2;
      expect(document.elementsFromPoint(x, rect.bottom - 1)).toContain(panel);
      // The results overflow this height and scroll within the panel.
      expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
      const links = within(panel).getAllByRole('link');
      const last = links[links.length - 1];
      last.focus();
      await waitFor(() => {
        const r = last.getBoundingClientRect();
        expect(r.bottom).toBeLessThanOrEqual(rect.bottom);
      });
    });
  }
});

describe('a desktop visitor (1280 px) uses the shell', { timeout: 60_000 }, () => {
  for (const { theme, locale } of combos) {
    it(`opens a menu and search with no axe violation (${theme}, ${locale})`, async () => {
      await page.viewport(1280, 800);
      document.documentElement.setAttribute('data-theme', theme);
      await renderWithProviders(<Shell locale={locale} />, { locale, navigate: () => {} });
      const banner = screen.getByRole('banner');
      expect(within(banner).getByText(/^(Menu|เมนู)$/, { selector: 'button' })).not.toBeVisible();
      const nav = within(banner).getByRole('navigation');
      const first = within(nav).queryAllByRole('button')[0];
      if (first) {
        await userEvent.click(first);
        expect(first).toHaveAttribute('aria-expanded', 'true');
      }
      await expectNoAxeViolations(document.body, { inBrowser: true });
      await userEvent.click(within(banner).getByRole('button', { name: /^(Search|ค้นหา)$/ }));
      await userEvent.type(screen.getByRole('searchbox'), 'rice');
      await screen.findByRole('region', { name: /Search results|ผลการค้นหา/ });
      await expectNoAxeViolations(document.body, { inBrowser: true });
    });
  }

  it('keeps a focused element below the sticky header (scroll padding covers it)', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(<Shell locale="en" />, { locale: 'en', navigate: () => {} });
    const header = screen.getByRole('banner').getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    expect(padding).toBeGreaterThan(header.height);
  });
});
