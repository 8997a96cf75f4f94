import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../site/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { PopupProvider, type Locale } from '../../../design-system';
import type * as DesignSystem from '../../../design-system';
import { DRAFT_PREFIX, KEY_PREFIX } from '../../../site/forms/draft';
import { SEND_AGAIN_GUARD_MS } from '../../../site/forms/FormParts';
import ComplaintForm from '../../../site/pages/forms/ComplaintForm';
import ContactForm from '../../../site/pages/forms/ContactForm';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

/**
 * The human verification, replaced in these jsdom tests by a plain check (the real widget solves a
 * proof of work in Web Workers: tests/browser and the e2e tests run it). Each tick gives a new
 * token; `verification.props` records what the site passed (the challenge URL).
 */
const verification = vi.hoisted(() => ({
  issued: 0,
  props: [] as Array<Record<string, unknown>>,
}));
vi.mock('../../../design-system', async (importOriginal) => {
  const real = await importOriginal<typeof DesignSystem>();
  const { createElement } = await import('react');
  function HumanVerification(props: { onToken: (token: string | null) => void }) {
    verification.props.push(props);
    return createElement(real.Checkbox, {
      onChange: (ticked: boolean) =>
        props.onToken(ticked ? `token-${++verification.issued}` : null),
      children: 'Pass the check',
    });
  }
  return { ...real, HumanVerification };
});

type Call = { url: string; init: RequestInit };
const header = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let calls: Call[] = [];
let answer: () => Response;
/** The CMS's contact page, read by the contact form's page for its other ways to get in touch. */
const contactPage = {
  documentId: 'contact1',
  title: 'Contact us',
  address: '563 Nonthaburi Road, Bang Krasor, Mueang Nonthaburi, Nonthaburi 11000, Thailand',
  phone: '1169',
  office_hours: 'Monday–Friday 08:30–16:30',
};

beforeEach(() => {
  calls = [];
  answer = () =>
    new Response(JSON.stringify({ data: { documentId: 'ref123abc', id: 1 } }), { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // Reads are the page's content; `calls` are what the form sends.
      if ((init.method ?? 'GET') === 'GET')
        return new Response(
          JSON.stringify({ data: url.includes('/contact') ? contactPage : null }),
          {
            status: 200,
          },
        );
      calls.push({ url, init });
      await new Promise((r) => setTimeout(r, 20));
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const renderPage = (
  ui: React.ReactElement,
  { locale = 'en', path = '/en/x' }: { locale?: Locale; path?: string } = {},
) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PopupProvider>{ui}</PopupProvider>
    </MemoryRouter>,
    { locale },
  );

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'สมชาย ใจดี');
  await user.type(screen.getByRole('textbox', { name: /email address/i }), 'somchai@example.com');
  await user.type(screen.getByRole('textbox', { name: /your message/i }), 'ขอรายชื่อผู้นำเข้า');
  await user.click(screen.getByRole('checkbox', { name: /privacy notice/i }));
}

describe('contact form', () => {
  it('preselects the topic from ?topic= and sends the inquiry once with a reference number', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm />, {
      path: '/en/international-trade-advice-and-complaints?topic=importer-list',
    });
    expect(
      screen.getByRole('radio', { name: /request for a list of overseas importers/i }),
    ).toBeChecked();
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    const send = screen.getByRole('button', { name: /^send$/i });
    await user.click(send);
    await user.click(send); // a second click while sending does nothing
    expect(await screen.findByText('ref123abc')).toBeInTheDocument();
    // One announcement: focus on the success panel's heading, and no dialog taking it away
    // (audit advisory A6: a success dialog took focus from the heading at once).
    const heading = screen.getByRole('heading', { level: 2, name: /your message has been sent/i });
    await waitFor(() => expect(heading).toHaveFocus());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/inquiries?locale=en');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      data: {
        full_name: 'สมชาย ใจดี',
        email: 'somchai@example.com',
        topic: 'importer_list',
        message: 'ขอรายชื่อผู้นำเข้า',
        consent_privacy: true,
      },
    });
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}inquiry`)).toBeNull();
  });

  it('is two pages a visitor can tell apart: contact (any topic) and trade advice (advice preselected)', async () => {
    const { unmount } = await renderPage(<ContactForm purpose="contact" />, {
      path: '/en/post/contact/contact-ditp',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact the department');
    expect(
      screen.getByRole('radio', { name: /advice on exporting and international trade/i }),
    ).not.toBeChecked();
    unmount();
    await renderPage(<ContactForm purpose="advice" />, {
      path: '/en/international-trade-advice-and-complaints',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'International trade advice and complaints',
    );
    expect(
      screen.getByRole('radio', { name: /advice on exporting and international trade/i }),
    ).toBeChecked();
  });

  it('gives the other ways to get in touch on the contact page, under breadcrumbs: address with a map, hotline, switchboard, hours', async () => {
    const { unmount } = await renderPage(<ContactForm purpose="contact" />, {
      path: '/en/post/contact/contact-ditp',
    });
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    const directory = await screen.findByRole('region', { name: 'Other ways to contact us' });
    expect(directory).toHaveTextContent(contactPage.address);
    expect(directory).toHaveTextContent(contactPage.office_hours);
    const map = within(directory).getByRole('link', { name: /show on a map/i });
    expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contactPage.address)}`,
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(directory).getByRole('link', { name: '1169' })).toHaveAttribute(
      'href',
      'tel:1169',
    );
    expect(within(directory).getByRole('link', { name: '0 2507 7999' })).toHaveAttribute(
      'href',
      'tel:+6625077999',
    );
    expect(directory).toHaveTextContent('From abroad: +66 2507 7999');
    // Then the form, under its own heading.
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
    // Nothing was sent: the form waits for the visitor.
    expect(calls).toHaveLength(0);
    await expectNoAxeViolations();
    unmount();
    // The trade-advice page is the same form without the directory.
    await renderPage(<ContactForm purpose="advice" />, {
      path: '/en/international-trade-advice-and-complaints',
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Other ways to contact us' })).toBeNull();
  });

  it('sends the verification token and the idempotency key with the form, and verifies again after the answer', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm />, { path: '/en/x?topic=advice' });
    expect(verification.props.at(-1)).toMatchObject({
      provider: 'altcha',
      challenge: '/api/verification/challenge',
    });
    // The key exists as soon as the form is there, beside its draft (a duplicated tab shares it).
    const key = sessionStorage.getItem(`${KEY_PREFIX}inquiry`);
    expect(key).toMatch(UUID);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(await screen.findByText('ref123abc')).toBeInTheDocument();
    expect(header(calls[0], 'X-Verification-Token')).toBe(`token-${verification.issued}`);
    expect(header(calls[0], 'Idempotency-Key')).toBe(key);
    // After a success the next submission is a new one: a new key.
    const next = sessionStorage.getItem(`${KEY_PREFIX}inquiry`);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(key);
  });

  it('resends the same idempotency key, with a new token, when the visitor retries after a network failure', async () => {
    const user = userEvent.setup();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await renderPage(<ContactForm />, { path: '/en/x?topic=advice' });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(
      await screen.findByRole('heading', { name: /your form was not sent/i }),
    ).toBeInTheDocument();
    // The token served that attempt: the check is fresh, and sending needs it again.
    const check = screen.getByRole('checkbox', { name: 'Pass the check' });
    expect(check).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('Complete the human verification.');
    expect(calls).toHaveLength(1);
    answer = () =>
      new Response(JSON.stringify({ data: { documentId: 'ref789', id: 3 } }), { status: 201 });
    await user.click(check);
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(await screen.findByText('ref789')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(header(calls[1], 'Idempotency-Key')).toBe(header(calls[0], 'Idempotency-Key'));
    expect(header(calls[1], 'X-Verification-Token')).not.toBe(
      header(calls[0], 'X-Verification-Token'),
    );
  });

  it('says in Thai how long to wait when the CMS answers 429', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(
        JSON.stringify({
          data: null,
          error: {
            status: 429,
            name: 'RateLimitError',
            message: 'Too many requests. Try again in 150 seconds.',
            details: { code: 'rate_limited', retryAfter: 150 },
          },
        }),
        { status: 429, headers: { 'Retry-After': '150' } },
      );
    await renderPage(<ContactForm />, { locale: 'th', path: '/th/x?topic=advice' });
    await user.type(screen.getByRole('textbox', { name: /ชื่อ/ }), 'สมชาย ใจดี');
    await user.type(screen.getByRole('textbox', { name: /อีเมล/ }), 'somchai@example.com');
    await user.type(screen.getByRole('textbox', { name: /ข้อความ/ }), 'ขอรายชื่อผู้นำเข้า');
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    const failure = await screen.findByRole('heading', { name: 'ยังไม่ได้ส่งแบบฟอร์มของท่าน' });
    const text = failure.parentElement!.textContent!;
    expect(text).toContain('ท่านส่งคำขอมากเกินไป กรุณารอ 3 นาที แล้วลองอีกครั้ง');
    expect(text).not.toContain('Too many requests');
    expect(screen.getByRole('textbox', { name: /ข้อความ/ })).toHaveValue('ขอรายชื่อผู้นำเข้า');
    await expectNoAxeViolations();
  });

  it('asks to verify again, in Thai, when the CMS refuses the verification token', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(
        JSON.stringify({
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Human verification failed.',
            details: {
              errors: [
                {
                  path: ['verification'],
                  code: 'verification_failed',
                  message: 'Human verification failed.',
                },
              ],
            },
          },
        }),
        { status: 400 },
      );
    await renderPage(<ContactForm />, { locale: 'th', path: '/th/x?topic=advice' });
    await user.type(screen.getByRole('textbox', { name: /ชื่อ/ }), 'สมชาย ใจดี');
    await user.type(screen.getByRole('textbox', { name: /อีเมล/ }), 'somchai@example.com');
    await user.type(screen.getByRole('textbox', { name: /ข้อความ/ }), 'ขอรายชื่อผู้นำเข้า');
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', {
      name: 'กรุณายืนยันอีกครั้งว่าท่านไม่ใช่โปรแกรมอัตโนมัติ',
    });
    expect(link).toHaveAttribute('href', '#inquiry-verification');
    expect(document.getElementById('inquiry-verification-error')).toHaveTextContent(
      'กรุณายืนยันอีกครั้งว่าท่านไม่ใช่โปรแกรมอัตโนมัติ',
    );
    expect(document.body.textContent).not.toContain('Human verification failed');
    expect(verification.props.at(-1)).toMatchObject({
      errorMessageId: 'inquiry-verification-error',
    });
  });

  for (const [status, body, expected] of [
    [413, '<html>413 Request Entity Too Large</html>', /too large for our server/],
    [415, '{"error":{"status":415,"message":"Unsupported Media Type"}}', /could not read/],
    [
      400,
      JSON.stringify({
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Idempotency-Key must be a UUID.',
          details: {
            errors: [
              {
                path: ['idempotencyKey'],
                code: 'idempotency_key_required',
                message: 'Idempotency-Key must be a UUID.',
              },
            ],
          },
        },
      }),
      /Something went wrong on our side/,
    ],
  ] as const) {
    it(`explains a ${status}${status === 400 ? ' about the idempotency key' : ''} in its own words`, async () => {
      const user = userEvent.setup();
      answer = () => new Response(body, { status });
      await renderPage(<ContactForm />, { path: '/en/x?topic=advice' });
      await fillContact(user);
      await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
      await user.click(screen.getByRole('button', { name: /^send$/i }));
      const failure = await screen.findByRole('heading', { name: /your form was not sent/i });
      expect(failure.parentElement).toHaveTextContent(expected);
      expect(document.body.textContent).not.toMatch(/Idempotency-Key|Unsupported|Entity/);
    });
  }

  it('keeps the reference on the page when a double click on Send lands on "Send another form"', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(JSON.stringify({ data: { documentId: 'ref456def', id: 2 } }), { status: 201 });
    await renderPage(<ContactForm />, {
      path: '/en/international-trade-advice-and-complaints?topic=advice',
    });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    // The CMS answered within the double click: its second click lands on the new button.
    const again = await screen.findByRole('button', { name: /send another form/i });
    await user.click(again);
    expect(screen.getByText('ref456def')).toBeInTheDocument();
    // A deliberate press, once the panel has been up for SEND_AGAIN_GUARD_MS, starts a new form.
    await new Promise((r) => setTimeout(r, SEND_AGAIN_GUARD_MS));
    await user.click(screen.getByRole('button', { name: /send another form/i }));
    expect(screen.queryByText('ref456def')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    expect(calls).toHaveLength(1);
  });

  it('lists the problems in a focused summary and sends nothing', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm />);
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter your full name.',
      'Enter your email address.',
      'Choose a topic.',
      'Enter your message.',
      'You must accept the privacy notice to continue.',
      'Complete the human verification.',
    ]);
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(calls).toHaveLength(0);
    await user.click(links[1]);
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('checks a field when the visitor leaves it', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm />);
    const email = screen.getByRole('textbox', { name: /email address/i });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription(/enter a valid email address/i);
    await user.type(email, '@x'); // still wrong
    await user.clear(email);
    await user.type(email, 'ok@example.com');
    expect(email).not.toHaveAccessibleDescription(/enter a valid email address/i);
  });

  it('shows the server refusal on its field', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(
        JSON.stringify({
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'x',
            details: {
              errors: [
                {
                  path: ['email'],
                  message: 'Enter a valid email address, like name@example.com.',
                  code: 'invalid_email',
                },
              ],
            },
          },
        }),
        { status: 400 },
      );
    await renderPage(<ContactForm />, { path: '/en/x?topic=advice' });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /valid email address/i })).toHaveAttribute(
      'href',
      '#inquiry-email',
    );
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveAccessibleDescription(
      /valid email address/i,
    );
  });

  it('keeps what was typed when the CMS fails', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response('{"error":{"status":500,"name":"InternalServerError","message":"boom"}}', {
        status: 500,
      });
    await renderPage(<ContactForm />, { path: '/en/x?topic=complaint' });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(
      await screen.findByRole('heading', { name: /your form was not sent/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('สมชาย ใจดี');
    expect(screen.getByRole('textbox', { name: /your message/i })).toHaveValue('ขอรายชื่อผู้นำเข้า');
  });
});

describe('complaint form', () => {
  it('explains how the identity is protected and restores the draft after a reload, in another language', async () => {
    const user = userEvent.setup();
    const first = await renderPage(<ComplaintForm />);
    const protection = screen.getByRole('region', { name: /how we protect your identity/i });
    expect(
      within(protection).getByText(/Personal Data Protection Act B\.E\. 2562/),
    ).toBeInTheDocument();
    expect(within(protection).getByText(/complain anonymously/i)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /complain anonymously/i }));
    expect(screen.queryByRole('textbox', { name: /full name/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'เรียกรับเงิน');
    first.unmount();
    await renderPage(<ComplaintForm />, { locale: 'th', path: '/th/x' });
    expect(screen.getByDisplayValue('เรียกรับเงิน')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')[0]).toBeChecked();
  });

  it('sends an anonymous complaint without contact details', async () => {
    const user = userEvent.setup();
    await renderPage(<ComplaintForm />);
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Somchai');
    await user.click(screen.getByRole('checkbox', { name: /complain anonymously/i }));
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Bribe');
    await user.type(screen.getByRole('textbox', { name: /what happened/i }), 'Details');
    await user.click(screen.getByRole('checkbox', { name: /privacy notice/i }));
    await user.click(screen.getByRole('checkbox', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: /^send$/i }));
    expect(await screen.findByText('ref123abc')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/corruption-and-misconduct-complaint-forms?locale=en');
    expect(JSON.parse(String(calls[0].init.body)).data).toEqual({
      anonymous: true,
      subject: 'Bribe',
      details: 'Details',
      consent_privacy: true,
    });
  });
});
