import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Button,
  Checkbox,
  DateField,
  FileUpload,
  Form,
  FormErrorSummary,
  HumanVerification,
  NewsletterForm,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  type FormError,
} from '../../../design-system';
import { formatBytes } from '../../../design-system/components/FileUpload/fileRules';
import { TURNSTILE_SCRIPT } from '../../../design-system/components/HumanVerification/HumanVerification';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

describe('a visitor fills in a form', () => {
  it('hears each field with its label, description and "required"', async () => {
    await renderWithProviders(
      <Form>
        <TextField label="Email" type="email" description="We reply here" isRequired name="email" />
        <TextArea label="Message" maxLength={200} name="message" />
        <DateField label="Date of visit" name="visit" />
        <Checkbox name="agree" isRequired>
          I agree
        </Checkbox>
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: /Email.*required/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription('We reply here');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    const visit = screen.getByRole('group', { name: 'Date of visit' });
    expect(within(visit).getAllByRole('spinbutton')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: /I agree.*required/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is told in Thai when a required field is empty', async () => {
    await renderWithProviders(
      <Form validationBehavior="native">
        <TextField label="อีเมล" type="email" isRequired name="email" />
        <Button type="submit">ส่ง</Button>
      </Form>,
      { locale: 'th' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    const field = screen.getByRole('textbox', { name: /อีเมล/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('กรุณากรอกข้อมูลในช่องนี้');
  });

  it('sees how many characters are left in a text area', async () => {
    await renderWithProviders(<TextArea label="Message" maxLength={10} />);
    expect(screen.getAllByText('10 characters left')[0]).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello world, long');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello worl');
    expect(screen.getAllByText('0 characters left').length).toBeGreaterThan(0);
  });

  it('sees server errors on the fields they belong to', async () => {
    await renderWithProviders(
      <Form validationErrors={{ phone: 'Enter a phone number like 0812345678' }}>
        <TextField label="Phone" type="tel" name="phone" />
      </Form>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a phone number like 0812345678');
  });

  it('hears "invalid" on a select in error, where focus is (its button), not only its message', async () => {
    await renderWithProviders(
      <Form validationErrors={{ topic: 'Choose a topic.' }}>
        <Select
          label="Topic"
          name="topic"
          options={[{ id: 'advice', label: 'Advice' }]}
          errorMessage="Choose a topic."
        />
      </Form>,
    );
    const button = screen.getByRole('button', { name: /Topic/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(/Choose a topic\./);
    await renderWithProviders(
      <Select label="Region" options={[{ id: 'asean', label: 'ASEAN' }]} />,
    );
    expect(screen.getByRole('button', { name: /Region/ })).not.toHaveAttribute('aria-invalid');
  });

  it('chooses from a select and rates satisfaction from 1 to 5', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <>
        <Select
          label="Country"
          options={[
            { id: 'jp', label: 'Japan' },
            { id: 'de', label: 'Germany' },
          ]}
          onSelectionChange={onChange}
        />
        <RadioGroup
          label="How satisfied are you?"
          orientation="horizontal"
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenCalledWith('de');
    const group = screen.getByRole('radiogroup', { name: 'How satisfied are you?' });
    await userEvent.click(within(group).getByRole('radio', { name: '4' }));
    expect(within(group).getByRole('radio', { name: '4' })).toBeChecked();
    await expectNoAxeViolations();
  });
});

/** A date field bound like the site's forms bind it: the ISO string in state, '' when empty. */
function BoundDate({
  initial = '',
  onChange,
  ...props
}: { initial?: string; onChange: (value: string) => void } & Partial<
  Parameters<typeof DateField>[0]
>) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Date of the incident"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('a visitor enters a date', () => {
  const year = (group: HTMLElement) =>
    within(group)
      .getAllByRole('spinbutton')
      .find((s) => s.getAttribute('data-type') === 'year')!;

  it('reads it in the Buddhist era on a Thai page, day/month/year', async () => {
    await renderWithProviders(<DateField label="วันที่เกิดเหตุ" value="2024-05-01" />, {
      locale: 'th',
    });
    const group = screen.getByRole('group', { name: 'วันที่เกิดเหตุ' });
    const parts = within(group).getAllByRole('spinbutton');
    expect(parts.map((p) => p.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    expect(group).toHaveTextContent('1/5/2567');
    expect(year(group)).toHaveAttribute('aria-valuenow', '2567');
  });

  it.each([
    ['en', '01/05/2024', ['day', 'month', 'year']],
    ['zh', '2024/5/1', ['year', 'month', 'day']],
    ['ja', '2024/5/1', ['year', 'month', 'day']],
    ['nl', '1-5-2024', ['day', 'month', 'year']],
  ] as const)('reads it in the Gregorian calendar on a %s page', async (locale, text, order) => {
    await renderWithProviders(<DateField label="Date" value="2024-05-01" />, { locale });
    const group = screen.getByRole('group', { name: 'Date' });
    expect(group).toHaveTextContent(text);
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((p) => p.getAttribute('data-type')),
    ).toEqual(order);
  });

  it('types day, month and the Buddhist year on a Thai page; the form gets the Gregorian date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = await renderWithProviders(
      <Form>
        <BoundDate name="incident_date" onChange={onChange} />
      </Form>,
      { locale: 'th' },
    );
    const group = screen.getByRole('group', { name: 'Date of the incident' });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('1');
    await user.tab();
    await user.keyboard('5');
    await user.keyboard('2567');
    expect(group).toHaveTextContent('1/5/2567');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01');
    expect(onChange).not.toHaveBeenCalledWith('2567-05-01');
    // The form submits the Gregorian ISO date under the field's name, once.
    const data = new FormData(container.querySelector('form')!);
    expect(data.getAll('incident_date')).toEqual(['2024-05-01']);
  });

  it('gives the form nothing while a part is empty, and the date again once it is typed back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<BoundDate initial="2024-05-01" onChange={onChange} />, {
      locale: 'th',
    });
    const group = screen.getByRole('group', { name: 'Date of the incident' });
    await user.click(year(group));
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    // The day and month the visitor typed stay.
    expect(group).toHaveTextContent(/^1\/5\//);
    await user.keyboard('2567');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01');
  });

  it('hears "required" and the error, linked to the field', async () => {
    await renderWithProviders(
      <DateField
        label="Date of the incident"
        description="The day it happened"
        isRequired
        isInvalid
        errorMessage="The date cannot be in the future."
      />,
    );
    const group = screen.getByRole('group', { name: /Date of the incident.*required/ });
    expect(group).toHaveAccessibleDescription(
      /The day it happened.*The date cannot be in the future\./,
    );
    for (const part of within(group).getAllByRole('spinbutton')) {
      expect(part).toHaveAttribute('aria-invalid', 'true');
      expect(part).toHaveAccessibleDescription(/The date cannot be in the future\./);
    }
    await expectNoAxeViolations();
  });
});

function SummaryForm() {
  const [errors, setErrors] = useState<FormError[]>([]);
  return (
    <>
      <FormErrorSummary errors={errors} />
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          setErrors([
            { fieldId: 'name', message: 'Enter your name' },
            { fieldId: 'rating', message: 'Choose a rating' },
            { fieldId: 'visit', message: 'Enter the date of your visit' },
          ]);
        }}
        validationErrors={{ name: 'Enter your name' }}
      >
        <TextField id="name" name="name" label="Name" />
        <RadioGroup
          id="rating"
          label="Rating"
          options={[
            { value: '1', label: 'One' },
            { value: '2', label: 'Two' },
          ]}
        />
        <DateField id="visit" name="visit" label="Date of visit" />
        <Button type="submit">Send</Button>
      </Form>
    </>
  );
}

describe('a visitor recovers from a failed submit', () => {
  it('lands on the error summary and follows a link to the field', async () => {
    await renderWithProviders(<SummaryForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('heading', { name: 'There is a problem' }),
    ).toBeInTheDocument();
    expect(summary.parentElement).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your name' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose a rating' }));
    expect(screen.getByRole('radio', { name: 'One' })).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Enter the date of your visit' }),
    );
    const visit = screen.getByRole('group', { name: 'Date of visit' });
    expect(within(visit).getAllByRole('spinbutton')[0]).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('shows nothing when there are no errors', async () => {
    const { container } = await renderWithProviders(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a visitor attaches a file', () => {
  const pdf = (name: string, size: number, type = 'application/pdf') => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('reads sizes as people write them: the 20,000,000-byte limit is 20 MB, not 19.1', () => {
    expect(formatBytes(20_000_000, 'en-GB')).toBe('20 MB');
    expect(formatBytes(5_000_000, 'en-GB')).toBe('5 MB');
    expect(formatBytes(1_234_567, 'en-GB')).toBe('1.2 MB');
    expect(formatBytes(250_000, 'en-GB')).toBe('250 kB');
  });

  it('sees the limits, is refused a wrong type or a too-large file, and removes a file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const { container } = await renderWithProviders(
      <FileUpload
        label="CV"
        accept={['.pdf']}
        maxSizeBytes={2_000_000}
        onChange={onChange}
        progress={40}
      />,
    );
    const choose = screen.getByRole('button', { name: /Choose file.*CV/ });
    expect(choose).toHaveAccessibleDescription(/Accepted file types: PDF\. Maximum size: 2 MB\./);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;

    await user.upload(input, pdf('virus.exe', 10, 'application/x-msdownload'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'virus.exe is not an accepted file type. Accepted types: PDF.',
    );
    expect(choose).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, pdf('huge.pdf', 3_000_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'huge.pdf is too large. The maximum size is 2 MB.',
    );
    expect(onChange).not.toHaveBeenCalled();

    await user.upload(input, pdf('cv.pdf', 1024));
    expect(choose).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'cv.pdf' })]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(choose).toHaveFocus();
    await expectNoAxeViolations();
  });
});

describe('a visitor proves they are human', () => {
  it('loads the Turnstile script only when the widget mounts', async () => {
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).toBeNull();
    const { unmount } = await renderWithProviders(
      <HumanVerification
        provider="turnstile"
        siteKey="1x00000000000000000000AA"
        onToken={() => {}}
      />,
    );
    // jsdom does not fetch scripts: this only checks the tag is injected, lazily and once.
    expect(document.querySelectorAll(`script[src="${TURNSTILE_SCRIPT}"]`)).toHaveLength(1);
    unmount();
    document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)?.remove();
  });

  it('says the check could not load, with a way to retry, when a hosted provider has no site key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<HumanVerification provider="recaptcha" onToken={() => {}} />, {
      locale: 'th',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'ไม่สามารถโหลดการตรวจสอบว่าท่านไม่ใช่โปรแกรมอัตโนมัติได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    );
    expect(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('HumanVerification: recaptcha needs its site key.');
    error.mockRestore();
  });
});

describe('a visitor subscribes to the newsletter', () => {
  // The form's verification slot, filled here with a plain check: each tick gives a new token.
  let issued = 0;
  const verification = (onToken: (t: string | null) => void) => (
    <Checkbox onChange={(ticked) => onToken(ticked ? `token-${++issued}` : null)}>
      Test check
    </Checkbox>
  );

  it('can send only with an email and a verification token, once, and the field clears', async () => {
    let resolve: (r: 'success') => void = () => {};
    const onSubmit = vi.fn(() => new Promise<'success'>((r) => (resolve = r)));
    const onResult = vi.fn();
    await renderWithProviders(
      <NewsletterForm onSubmit={onSubmit} onResult={onResult} verification={verification} />,
    );
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).toHaveAttribute('autocomplete', 'email');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();
    await userEvent.type(email, 'trader@example.com');
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Test check' }));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sending);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('trader@example.com', `token-${issued}`);
    resolve('success');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('success', undefined));
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    // The token was used: verification starts again.
    expect(screen.getByRole('checkbox', { name: 'Test check' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('keeps what was typed when the subscription fails', async () => {
    const onResult = vi.fn();
    await renderWithProviders(
      <NewsletterForm
        onSubmit={() => Promise.reject(new Error('500'))}
        onResult={onResult}
        verification={verification}
        heading="รับข่าวสาร"
      />,
      { locale: 'th' },
    );
    expect(screen.getByRole('heading', { name: 'รับข่าวสาร' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /อีเมล/ });
    await userEvent.type(email, 'trader@example.com');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'สมัครรับข่าวสาร' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('error', expect.any(Error)));
    expect(email).toHaveValue('trader@example.com');
  });
});
