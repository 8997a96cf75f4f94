/**
 * "Was this page useful?" (site/pages/PageFeedback.tsx): nothing is sent by the first click; the
 * answer opens a short form that is verified, keyed and posted like every public form, with where
 * it was asked; focus follows each step; another page's unsent comment never shows up.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupProvider, type Locale } from '../../../design-system';
import type * as DesignSystem from '../../../design-system';
import { DRAFT_PREFIX } from '../../../site/forms/draft';
import { PageFeedback } from '../../../site/pages/PageFeedback';
import { MemoryRouter } from '../../../site/router';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

vi.setConfig({ testTimeout: 30_000 });

// The real widget solves a proof of work in Web Workers (tests/browser and e2e run it).
vi.mock('../../../design-system', async (importOriginal) => {
  const real = await importOriginal<typeof DesignSystem>();
  const { createElement } = await import('react');
  let issued = 0;
  function HumanVerification(props: { onToken: (token: string | null) => void }) {
    return createElement(real.Checkbox, {
      onChange: (ticked: boolean) => props.onToken(ticked ? `token-${++issued}` : null),
      children: 'Pass the check',
    });
  }
  return { ...real, HumanVerification };
});

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () =>
    new Response(JSON.stringify({ data: { documentId: 'fb1', id: 1 } }), { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const PATH = '/en/post/ditpnew/doc123';
const renderFeedback = (locale: Locale = 'en', path = PATH) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PopupProvider>
        <PageFeedback contentType="ditp-news" documentId="doc123" />
      </PopupProvider>
    </MemoryRouter>,
    { locale },
  );

describe('page feedback', () => {
  it('sends nothing on the first click, then posts the verified answer with where it was asked', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    expect(screen.getByRole('group', { name: 'Was this page useful?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(calls).toHaveLength(0);
    const heading = screen.getByRole('heading', { name: 'Help us improve this page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('You answered that this page was not useful.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'What was missing or wrong?' }),
      'ไม่มีรายชื่อผู้นำเข้า',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your feedback' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/page-insights-contents');
    expect(calls[0].init.method).toBe('POST');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['X-Verification-Token']).toBe('token-1');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      data: {
        useful: false,
        comment: 'ไม่มีรายชื่อผู้นำเข้า',
        page_path: PATH,
        content_type: 'ditp-news',
        content_document_id: 'doc123',
        submitted_locale: 'en',
      },
    });
  });

  it('asks for the verification before sending, and Cancel returns to the question', async () => {
    const user = userEvent.setup();
    const { container } = await renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      screen.getByRole('textbox', { name: 'What did you come to this page to do?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(calls).toHaveLength(0);
    expect(
      await screen.findByRole('link', { name: 'Complete the human verification.' }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('heading', { name: 'Was this page useful?' });
    await waitFor(() => expect(question).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('an unsent comment stays on the page it was written on', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}page-feedback`,
      JSON.stringify({ useful: false, comment: 'written on another page' }),
    );
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('textbox', { name: 'What was missing or wrong?' })).toHaveValue('');
  });

  it('speaks the page language (Thai)', async () => {
    const user = userEvent.setup();
    await renderFeedback('th', '/th/post/ditpnew/doc123');
    await user.click(screen.getByRole('button', { name: 'ใช่' }));
    expect(screen.getByRole('heading', { name: 'ช่วยเราปรับปรุงหน้านี้' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ติดต่อกรม' })).toHaveAttribute(
      'href',
      '/th/post/contact/contact-ditp',
    );
  });

  it('keeps the comment and says so when the CMS refuses (too many requests)', async () => {
    answer = () =>
      new Response(
        JSON.stringify({ error: { status: 429, name: 'TooManyRequests', message: 'slow down' } }),
        { status: 429, headers: { 'Retry-After': '60' } },
      );
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No' }));
    const box = screen.getByRole('textbox', { name: 'What was missing or wrong?' });
    await user.type(box, 'broken link');
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your form was not sent');
    expect(box).toHaveValue('broken link');
  });
});
