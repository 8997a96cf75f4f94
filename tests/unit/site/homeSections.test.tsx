/**
 * The home page shows each collection in the form that suits it: news as one lead story with its
 * picture and a dated list of the next ones; procurement as a dated table of notices with the
 * method and whether offers are still taken. Notice pages (procurement, trade opportunities) state
 * the same facts above their text (site/pages/parts/NoticeFacts.tsx, the registry's `facts`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '../../../site/cms/collections';
import type { ContentItem } from '../../../site/cms/types';
import { Entry } from '../../../site/pages/parts/Entry';
import { MemoryRouter } from '../../../site/router';
import { renderWithProviders } from '../../support/render';
import { queryOf } from './fakeFetch';
import { listAnswer, renderHome as renderHomeWith } from './renderHome';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, fields: Record<string, unknown> = {}): ContentItem =>
  ({
    id: 1,
    documentId: id,
    title: `Entry ${id}`,
    summary: 'About exporting',
    publish_date: '2026-11-0' + (id.length % 9) + 'T03:00:00.000Z',
    image: null,
    ...fields,
  }) as unknown as ContentItem;

const NEWS = [
  entry('n1'),
  entry('n2', { image: { url: '/uploads/n2.jpg', alternativeText: '' } }),
  entry('n3'),
  entry('n4'),
  entry('n5'),
];
const PROCUREMENT = [
  entry('p-open', {
    procurement_method: 'Electronic bidding (e-bidding)',
    closing_date: '2999-01-15',
  }),
  entry('p-closed', { procurement_method: 'Specific method', closing_date: '2020-03-31' }),
  entry('p-plan'),
];

const POSTS = [
  entry('a-featured', { image: { url: '/uploads/a.jpg', alternativeText: '' } }),
  entry('a2'),
  entry('a3'),
  entry('a4'),
];
let featured: ContentItem[] = [POSTS[0]!];

async function renderHome() {
  const { calls } = await renderHomeWith('en', (call) => {
    const q = queryOf(call.url) as { filters?: { featured?: { $eq?: string } } };
    const data = call.url.includes('/api/ditp-news?')
      ? NEWS
      : call.url.includes('/api/procurement-news?')
        ? PROCUREMENT
        : call.url.includes('/api/posts?')
          ? q.filters?.featured?.$eq === 'true'
            ? featured
            : POSTS
          : [];
    return listAnswer(data);
  });
  return calls;
}

describe('the home page sections', () => {
  it('shows one featured story, the newest featured article, and not again in the articles', async () => {
    featured = [POSTS[0]!];
    const calls = await renderHome();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Featured story' });
    const section = heading.closest('section')!;
    const card = within(section).getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Entry a-featured' })).toBeVisible();
    expect(card.querySelector('img')).not.toBeNull();
    // Featured articles only, the newest one, in the page's language.
    const read = calls.find((c) => {
      const q = queryOf(c.url) as { filters?: { featured?: unknown } };
      return c.url.includes('/api/posts?') && q.filters?.featured;
    })!;
    const q = queryOf(read.url) as {
      pagination: { pageSize: string };
      filters: { featured: { $eq: string } };
      locale: string;
    };
    expect(q.filters.featured.$eq).toBe('true');
    expect(q.pagination.pageSize).toBe('1');
    expect(q.locale).toBe('en');
    // The articles' row shows three others.
    const articles = (
      await screen.findByRole('heading', { level: 2, name: 'World markets' })
    ).closest('section')!;
    await within(articles).findAllByRole('article');
    expect(
      within(articles)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Entry a2', 'Entry a3', 'Entry a4']);
    // Only the articles' row reads one more than it shows, to leave the featured story out; the
    // other rows of cards read what they show.
    const pageSizeOf = (path: string) =>
      calls
        .filter((c) => c.url.includes(path))
        .map((c) => queryOf(c.url) as { pagination: { pageSize: string }; filters?: unknown })
        .filter((q) => !(q.filters as { featured?: unknown } | undefined)?.featured)
        .map((q) => q.pagination.pageSize);
    expect(pageSizeOf('/api/posts?')).toEqual(['4']);
    expect(pageSizeOf('/api/trade-opportunities?')).toEqual(['3']);
    expect(pageSizeOf('/api/trending-products?')).toEqual(['3']);
  });

  it('has no featured section where the language has no featured article', async () => {
    featured = [];
    await renderHome();
    await screen.findByRole('heading', { level: 2, name: 'DITP news' });
    expect(screen.queryByRole('heading', { name: 'Featured story' })).toBeNull();
    featured = [POSTS[0]!];
  });

  it('shows news as a lead story with its picture and a dated list of four more', async () => {
    await renderHome();
    const heading = await screen.findByRole('heading', { level: 2, name: 'DITP news' });
    const section = heading.closest('section')!;
    await within(section).findByRole('list');
    // The lead is the first story that has a picture, as a card with that picture.
    const lead = section.querySelector('article')!;
    expect(within(lead).getByRole('heading', { name: 'Entry n2' })).toBeInTheDocument();
    expect(lead.querySelector('img')).not.toBeNull();
    expect(section.querySelectorAll('article')).toHaveLength(1);
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Entry n1',
      'Entry n3',
      'Entry n4',
      'Entry n5',
    ]);
    for (const li of items) expect(li.querySelector('time[datetime]')).not.toBeNull();
  });

  it('shows procurement as a table of notices: date, notice, method and status', async () => {
    const calls = await renderHome();
    const table = await screen.findByRole('table', { name: 'Procurement news' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Published', 'Notice', 'Procurement method', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      [...row.children].map((c) => c.textContent?.replace(/\s+/g, ' ').trim());
    // Each row is named by its notice, which links to the notice's page.
    const name = within(rows[0]!).getByRole('rowheader');
    expect(within(name).getByRole('link', { name: 'Entry p-open' })).toHaveAttribute(
      'href',
      '/en/post/inthecountry/p-open',
    );
    expect(cells(rows[0]!).slice(2)).toEqual([
      'Electronic bidding (e-bidding)',
      'Open until 15 January 2999',
    ]);
    expect(cells(rows[1]!)[3]).toBe('Closed on 31 March 2020');
    // A notice that takes no offers (a plan, an award) has no status.
    expect(cells(rows[2]!).slice(2)).toEqual(['Not specified', '']);
    // The list read asks for what the table shows: five notices, their method and closing day.
    const read = calls.find((c) => c.url.includes('/api/procurement-news?'))!;
    const query = queryOf(read.url) as { pagination: { pageSize: string }; fields: string[] };
    expect(query.pagination.pageSize).toBe('5');
    expect(query.fields).toEqual(expect.arrayContaining(['procurement_method', 'closing_date']));
    expect(query.fields).not.toContain('content_html');
  });
});

describe('notices with documents', () => {
  it('the table gains a Documents column of download links with type and size; the read asks for their card fields', async () => {
    const saved = PROCUREMENT.slice();
    PROCUREMENT.splice(0, PROCUREMENT.length, {
      ...saved[0]!,
      documents: [
        { name: 'TOR e-bidding.pdf', url: '/uploads/tor.pdf', ext: '.pdf', size: 240.4 },
        { name: 'Price schedule.docx', url: '/uploads/price.docx', ext: '.docx', size: 2500 },
      ],
    } as ContentItem);
    try {
      const calls = await renderHome();
      const table = await screen.findByRole('table', { name: 'Procurement news' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Published', 'Notice', 'Procurement method', 'Status', 'Documents']);
      const links = within(within(table).getAllByRole('row')[1]!).getAllByRole('link').slice(1);
      expect(links.map((a) => a.textContent)).toEqual([
        'TOR e-bidding.pdf (PDF, 240 kB)',
        'Price schedule.docx (DOCX, 2.5 MB)',
      ]);
      expect(links[0]).toHaveAttribute('href', expect.stringMatching(/\/uploads\/tor\.pdf$/));
      const read = calls.find((c) => c.url.includes('/api/procurement-news?'))!;
      const query = queryOf(read.url) as {
        populate: { documents?: { fields: string[] } };
      };
      expect(query.populate.documents?.fields).toEqual(
        expect.arrayContaining(['name', 'url', 'ext', 'size']),
      );
    } finally {
      PROCUREMENT.splice(0, PROCUREMENT.length, ...saved);
    }
  });
});

describe("a notice's page states its facts above the text", () => {
  it('procurement: method, budget in baht and the status in the page language', async () => {
    const item = entry('p', {
      procurement_method: 'ประกวดราคาอิเล็กทรอนิกส์ (e-bidding)',
      budget_thb: 18500000,
      closing_date: '2999-01-15',
      content_html: '<p>Text</p>',
      documents: [{ name: 'TOR.pdf', url: '/uploads/tor.pdf', ext: '.pdf', size: 1200 }],
    });
    const { container } = await renderWithProviders(
      <MemoryRouter initialEntries={['/th/post/inthecountry/p']}>
        <Entry item={item} collectionKey="procurement-news" locale="th" />
      </MemoryRouter>,
      { locale: 'th' },
    );
    const facts = container.querySelector('dl')!;
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim(),
    ]);
    expect(pairs).toEqual([
      ['วิธีการจัดซื้อจัดจ้าง', 'ประกวดราคาอิเล็กทรอนิกส์ (e-bidding)'],
      ['งบประมาณ', expect.stringMatching(/^฿\s?18,500,000\.00$/)],
      ['สถานะ', 'เปิดรับถึง 15 มกราคม 3542'],
      ['เอกสาร', expect.stringMatching(/^TOR\.pdf \(PDF, 1\.2 (MB|เมกะไบต์)\)$/)],
    ]);
  });

  it('a trade opportunity states its closing day; a news item states no notice facts', async () => {
    const { unmount } = await renderWithProviders(
      <MemoryRouter initialEntries={['/en/post/trade/t']}>
        <Entry
          item={entry('t', { closing_date: '2020-01-10', budget_thb: 5 })}
          collectionKey="trade-opportunities"
          locale="en"
        />
      </MemoryRouter>,
    );
    const dl = document.querySelector('dl')!;
    expect(dl.textContent?.replace(/\s+/g, ' ')).toBe('StatusClosed on 10 January 2020');
    unmount();
    await renderWithProviders(
      <MemoryRouter initialEntries={['/en/post/ditpnew/n']}>
        <Entry
          item={entry('n', { closing_date: '2020-01-10' })}
          collectionKey="ditp-news"
          locale="en"
        />
      </MemoryRouter>,
    );
    expect(document.querySelector('dl')).toBeNull();
  });

  it('every fact a collection names is a field of its CMS schema', () => {
    const api = join(import.meta.dirname, '../../../cms/src/api');
    const schemas = new Map<string, Record<string, unknown>>();
    for (const dir of readdirSync(api, { withFileTypes: true })) {
      // Custom APIs (search, attachments...) have no content type of their own.
      if (!dir.isDirectory() || !existsSync(join(api, dir.name, 'content-types'))) continue;
      for (const type of readdirSync(join(api, dir.name, 'content-types'), {
        withFileTypes: true,
      })) {
        if (!type.isDirectory()) continue;
        const schema = JSON.parse(
          readFileSync(join(api, dir.name, 'content-types', type.name, 'schema.json'), 'utf8'),
        );
        schemas.set(schema.info.pluralName, schema.attributes);
      }
    }
    const withFacts = COLLECTIONS.filter((c) => c.facts.length > 0);
    expect(withFacts.map((c) => c.key)).toEqual(['procurement-news', 'trade-opportunities']);
    for (const c of withFacts)
      for (const fact of c.facts)
        expect(schemas.get(c.key), `${c.key}.${fact}`).toHaveProperty(fact);
  });
});
