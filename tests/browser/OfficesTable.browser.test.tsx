/**
 * The offices (site/pages/OfficesTable.tsx): a table on a desktop screen, one card per office
 * on a phone. At 375 px and 18 px text the three columns were ~100 px each and broke Thai words
 * mid-syllable; as cards each part takes the card's width, shows its column's name, and the table
 * keeps its roles for screen readers.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ContentItem } from '../../site/cms/types';
import { OfficesTable } from '../../site/pages/OfficesTable';
import { expectNoAxeViolations } from '../support/axe';
import { renderWithProviders } from '../support/render';

const office = (id: string, title: string, city: string, country: string, th: string) =>
  ({
    documentId: id,
    title,
    content_html: null,
    city,
    country_name: country,
    country_name_th: th,
    kind: 'trade_office',
  }) as unknown as ContentItem;

const offices = [
  office('a', 'สำนักงานส่งเสริมการค้าระหว่างประเทศ ณ เมืองเซี่ยงไฮ้', 'เซี่ยงไฮ้', 'สาธารณรัฐประชาชนจีน', 'จีน'),
  office('b', 'สำนักงานส่งเสริมการค้าระหว่างประเทศ ณ กรุงโตเกียว', 'โตเกียว', 'ญี่ปุ่น', 'ญี่ปุ่น'),
];

const rect = (el: Element) => el.getBoundingClientRect();

describe('the offices table', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
    document.documentElement.style.fontSize = '';
  });

  it('on a desktop screen is a table: the cells of a row side by side, no column names in the cells', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(<OfficesTable offices={offices} />, { locale: 'th' });
    const [first] = screen.getAllByRole('row').slice(1);
    const header = within(first!).getByRole('rowheader');
    const [city, kind] = within(first!).getAllByRole('cell');
    expect(Math.abs(rect(header).top - rect(city!).top)).toBeLessThan(2);
    expect(rect(kind!).left).toBeGreaterThan(rect(city!).right - 1);
    expect(getComputedStyle(city!.firstElementChild!).display).toBe('none');
  });

  it('on a phone with 18 px text shows one card per office, each part as wide as the card', async () => {
    await page.viewport(375, 812);
    document.documentElement.style.fontSize = '18px';
    const { container } = await renderWithProviders(
      <div style={{ paddingInline: '1rem' }}>
        <OfficesTable offices={offices} />
      </div>,
      { locale: 'th' },
    );
    const table = screen.getByRole('table', {
      name: 'สำนักงานส่งเสริมการค้าในต่างประเทศและที่ปรึกษาการค้ากิตติมศักดิ์',
    });
    const width = rect(table).width;
    expect(width).toBeGreaterThan(300);
    // The table's roles stay (browsers drop them when display changes unless explicit).
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
    const [first] = screen.getAllByRole('row').slice(1);
    const header = within(first!).getByRole('rowheader');
    const [city, kind] = within(first!).getAllByRole('cell');
    for (const part of [header, city!, kind!]) expect(rect(part).width).toBeGreaterThan(width - 2);
    // Stacked: each part below the one before it.
    expect(rect(city!).top).toBeGreaterThanOrEqual(rect(header).bottom - 1);
    expect(rect(kind!).top).toBeGreaterThanOrEqual(rect(city!).bottom - 1);
    // Each value says which column it belongs to, for sighted readers (hidden from screen readers,
    // which have the column header).
    const label = city!.firstElementChild!;
    expect(getComputedStyle(label).display).toBe('block');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(label).toHaveTextContent('เมืองและประเทศ');
    // The column headers are clipped, not removed.
    const columnHeader = screen.getAllByRole('columnheader')[0]!;
    expect(getComputedStyle(columnHeader).display).not.toBe('none');
    expect(rect(columnHeader.closest('thead')!).height).toBeLessThanOrEqual(2);
    // Nothing runs off the side.
    expect(container.scrollWidth).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(container, { inBrowser: true });
  });
});
