/**
 * An office's city and country are written as each language writes a place: the table once joined
 * them with ", " in every locale ("東京, 日本" on the Japanese site, "东京, 日本" on the
 * Chinese one). The order and punctuation come from the catalogs.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../design-system';
import type { ContentItem } from '../../../site/cms/types';
import { OfficesTable } from '../../../site/pages/OfficesTable';
import { renderWithProviders } from '../../support/render';

const tokyo = (city: string, country: string) =>
  ({
    documentId: 'tokyo',
    title: 'Thai Trade Center Tokyo',
    kind: 'office',
    country_name_th: 'ญี่ปุ่น',
    city,
    country_name: country,
  }) as unknown as ContentItem;

const EXPECTED: Array<[Locale, string, string, string]> = [
  ['th', 'โตเกียว', 'ญี่ปุ่น', 'โตเกียว ญี่ปุ่น'],
  ['en', 'Tokyo', 'Japan', 'Tokyo, Japan'],
  ['zh', '东京', '日本', '日本东京'],
  ['ja', '東京', '日本', '東京（日本）'],
  ['nl', 'Tokio', 'Japan', 'Tokio, Japan'],
];

describe("an office's city and country", () => {
  for (const [locale, city, country, place] of EXPECTED) {
    it(`read "${place}" in ${locale}`, async () => {
      await renderWithProviders(<OfficesTable offices={[tokyo(city, country)]} />, { locale });
      const cells = screen.getAllByRole('cell');
      expect(cells.some((cell) => cell.textContent?.endsWith(place))).toBe(true);
    });
  }

  it('show the one that is known when the other is missing', async () => {
    await renderWithProviders(<OfficesTable offices={[tokyo('', '日本')]} />, { locale: 'ja' });
    const cells = screen.getAllByRole('cell');
    expect(cells.some((cell) => cell.textContent?.endsWith('日本'))).toBe(true);
    expect(cells.some((cell) => /（|）/.test(cell.textContent ?? ''))).toBe(false);
  });
});
