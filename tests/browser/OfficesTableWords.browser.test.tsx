/**
 * No word of an office's name, city or country is broken across two lines in the offices table,
 * in any locale, at any width from a phone to a desktop, at every text size the site's control
 * gives. Thai, Chinese and Japanese have no spaces: the browser finds word boundaries from its
 * dictionary, and a column narrower than a word broke it mid-syllable (the 2026-11 UX audit's
 * "names break mid-word"). Words are found with Intl.Segmenter, lines from a Range's boxes.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { overseasOffices } from '../../cms/src/seed/data';
import { LOCALES, type Locale } from '../../cms/src/model/locales';
import { FONT_SCALE } from '../../design-system';
import type { ContentItem } from '../../site/cms/types';
import { OfficesTable } from '../../site/pages/OfficesTable';
import { renderWithProviders } from '../support/render';
import { brokenWords } from '../support/words';

/** The seeded offices as the CMS returns them in a locale (its own text, else the English one). */
const officesIn = (locale: Locale): ContentItem[] =>
  overseasOffices.map(
    (entry) =>
      ({
        documentId: entry.key,
        title: entry.title[locale] ?? entry.title.en,
        content_html: null,
        ...(entry.local?.[locale] ?? entry.local?.en),
        ...entry.shared,
      }) as unknown as ContentItem,
  );

const WIDTHS = [320, 375, 768, 900, 1024, 1280];

describe('the offices table keeps every word on one line', () => {
  afterEach(async () => {
    cleanup();
    await page.viewport(1280, 800);
    document.documentElement.style.fontSize = '';
  });

  for (const locale of LOCALES) {
    it(`in ${locale}, at ${WIDTHS.join(', ')} px and ${FONT_SCALE.steps.join(', ')} px text`, async () => {
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.viewport(width, 900);
        for (const size of FONT_SCALE.steps) {
          document.documentElement.style.fontSize = `${size}px`;
          const { container, unmount } = await renderWithProviders(
            <div
              lang={locale}
              style={{ maxWidth: '75rem', paddingInline: '1.5rem', marginInline: 'auto' }}
            >
              <OfficesTable offices={officesIn(locale)} />
            </div>,
            { locale },
          );
          for (const cell of container.querySelectorAll('th, td'))
            for (const word of brokenWords(cell, locale))
              found.push(`${width} px, ${size} px: ${word}`);
          unmount();
        }
      }
      expect(found).toEqual([]);
    });
  }
});
