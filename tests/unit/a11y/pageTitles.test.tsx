import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../design-system';
import { Home } from '../../../site/pages/Home';
import { MemoryRouter, Route, Routes } from '../../../site/router';
import { renderWithProviders } from '../../support/render';

/** Audit F12 (WCAG 2.4.2): the home page is titled with the department's name, never bare "DITP". */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const expected: Record<Locale, string> = {
  en: 'Department of International Trade Promotion (DITP)',
  nl: 'Departement voor Internationale Handelsbevordering (DITP)',
  th: 'กรมส่งเสริมการค้าระหว่างประเทศ (DITP)',
  zh: '国际贸易促进厅 (DITP)',
  ja: '国際貿易振興局 (DITP)',
};

describe('home page title', () => {
  for (const locale of Object.keys(expected) as Locale[]) {
    it(`${locale}: a descriptive title and an h1`, async () => {
      document.title = '';
      await renderWithProviders(
        <MemoryRouter initialEntries={[`/${locale}`]}>
          <Routes>
            <Route path="/:locale" element={<Home />} />
          </Routes>
        </MemoryRouter>,
        { locale },
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(expected[locale]));
      expect(document.title).not.toBe('DITP');
    });
  }
});
