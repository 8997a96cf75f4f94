import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { PopupProvider } from '../../../design-system';
import { siteDate } from '../../../cms/src/model/time';
import JobDetail from '../../../site/pages/JobDetail';
import { closingOf } from '../../../site/pages/parts/closing';
import { MemoryRouter, Route, Routes } from '../../../site/router';
import { renderWithProviders } from '../../support/render';
import { fakeFetch, json } from '../site/fakeFetch';

vi.setConfig({ testTimeout: 30_000 });

/**
 * A job posting stops taking applications after its closing date and says so (the CMS refuses a
 * late one by the same rule: tests/cms/forms.test.ts). Applications are taken on the closing day
 * itself, in Thailand's time.
 */
afterEach(() => vi.unstubAllGlobals());

/** The job page for a posting with these fields (title, body and id fixed). */
async function renderJob(locale: 'th' | 'en', fields: Record<string, unknown>) {
  fakeFetch((call) =>
    call.url.includes('/api/apply-for-works/job123')
      ? json(200, {
          data: {
            documentId: 'job123',
            title: 'Trade officer',
            content_html: '<p>The job.</p>',
            ...fields,
          },
        })
      : json(200, {
          data: [],
          meta: { pagination: { page: 1, pageSize: 20, pageCount: 0, total: 0 } },
        }),
  );
  await renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PopupProvider>
        <MemoryRouter initialEntries={[`/${locale}/apply-for-work/job123`]}>
          <Routes>
            <Route
              path={`/${locale}/apply-for-work/:id`}
              element={<JobDetail collectionKey="apply-for-works" />}
            />
          </Routes>
        </MemoryRouter>
      </PopupProvider>
    </SWRConfig>,
    { locale },
  );
}

describe('a job posting after its closing date', () => {
  it('counts the closing day in Thailand time', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Bangkok; 16:59 UTC is still 31 Dec there.
    expect(siteDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(siteDate(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(siteDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    const at = new Date('2026-12-31T16:59:00Z'); // 23:59 in Bangkok
    expect(closingOf({ closing_date: '2026-12-31' }, at)).toEqual({
      date: '2026-12-31',
      closed: false,
    });
    expect(closingOf({ closing_date: '2026-12-30' }, at).closed).toBe(true);
    expect(closingOf({}, at)).toEqual({ date: '', closed: false });
  });

  it.each([
    ['2020-01-31', 'th', /ตำแหน่งนี้ปิดรับสมัครแล้วเมื่อวันที่ 31 มกราคม 2563/, false],
    ['2020-01-31', 'en', /Applications for this job closed on 31 January 2020\./, false],
    ['2099-06-30', 'en', /Apply by 30 June 2099\./, true],
  ] as const)(
    'closing %s (%s): says so, and shows the form only while open',
    async (closing, locale, text, form) => {
      await renderJob(locale, { closing_date: closing });
      // The sentence is split by its <time> element: match the whole of it.
      expect(
        await screen.findByText(
          (_, el) => el?.tagName === 'STRONG' && text.test(el.textContent ?? ''),
        ),
      ).toBeInTheDocument();
      if (form) expect(await screen.findByRole('button', { name: /^send$/i })).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name: /^(send|ส่ง)/i })).not.toBeInTheDocument();
    },
  );
});

describe("a job posting's facts", () => {
  it('lists the employment, the number of posts and the division the listing states', async () => {
    await renderJob('en', {
      closing_date: '2099-06-30',
      employment_type: 'full_time',
      positions_available: 2,
      department: 'Foreign Affairs Division',
    });
    const term = async (name: string) =>
      (await screen.findByText(name, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await term('Employment')).toBe('Full-time');
    expect(await term('Posts')).toBe('2');
    expect(await term('Division')).toBe('Foreign Affairs Division');
  });

  it('claims nothing the listing does not state', async () => {
    await renderJob('en', { closing_date: '2099-06-30', employment_type: 'anything' });
    await screen.findByText(/Apply by/);
    expect(screen.queryByText('Employment', { selector: 'dt' })).not.toBeInTheDocument();
    expect(document.querySelector('dl')).toBeNull();
  });
});
