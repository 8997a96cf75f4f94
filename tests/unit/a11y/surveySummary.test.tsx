import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupProvider, type Locale } from '../../../design-system';
import SurveyForm from '../../../site/pages/forms/SurveyForm';
import { MemoryRouter } from '../../../site/router';
import { renderWithProviders } from '../../support/render';

vi.setConfig({ testTimeout: 30_000 });

/**
 * Audit F6 (WCAG 3.3.1, 2.4.4): after an empty submit the survey's error summary named none of
 * the three unanswered rating questions ("Choose a rating from 1 to 5." three times).
 */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const renderSurvey = (locale: Locale) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/${locale}/survey-form`]}>
      <PopupProvider>
        <SurveyForm />
      </PopupProvider>
    </MemoryRouter>,
    { locale },
  );

/** The error summary: the alert with links (the verification's own message is an alert too). */
const findSummary = async () => {
  const alerts = await screen.findAllByRole('alert');
  const summary = alerts.find((a) => within(a).queryAllByRole('link').length > 0);
  if (!summary) throw new Error('no error summary');
  return summary;
};

describe('survey error summary', () => {
  it('en: each link names its unanswered question, and no two links read the same', async () => {
    const user = userEvent.setup();
    await renderSurvey('en');
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    const summary = await findSummary();
    const links = within(summary).getAllByRole('link');
    const names = links.map((a) => a.textContent ?? '');
    expect(new Set(names).size).toBe(names.length);
    const byTarget = Object.fromEntries(links.map((a) => [a.getAttribute('href'), a.textContent]));
    expect(byTarget['#survey-overall-satisfaction']).toMatch(
      /Overall, how satisfied are you with the website\?.*Choose a rating from 1 to 5\./,
    );
    expect(byTarget['#survey-ease-of-finding']).toMatch(/How easy was it to find/);
    expect(byTarget['#survey-content-usefulness']).toMatch(/How useful was the information\?/);
  });

  it('th: the same in Thai', async () => {
    const user = userEvent.setup();
    await renderSurvey('th');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    const summary = await findSummary();
    const names = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent ?? '');
    expect(names.filter((n) => n.includes('เลือกคะแนนตั้งแต่ 1 ถึง 5'))).toHaveLength(3);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('survey visitor type', () => {
  it('is one of seven radio buttons in sight, not a list to open', async () => {
    const user = userEvent.setup();
    await renderSurvey('en');
    const group = screen.getByRole('radiogroup', { name: /Which best describes you\?/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Exporter',
      'Importer',
      'Entrepreneur or business owner',
      'Student or researcher',
      'Government officer',
      'Member of the public',
      'Other',
    ]);
    expect(screen.queryByRole('button', { name: /Which best describes you/ })).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Importer' }));
    expect(within(group).getByRole('radio', { name: 'Importer' })).toBeChecked();
    // Optional: the summary of an empty submit does not name it.
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    const summary = await findSummary();
    expect(within(summary).queryByText(/Which best describes you/)).toBeNull();
  });
});
