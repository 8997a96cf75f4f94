import type { MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../site/i18n/i18n';
import { checkField, type FieldErrors, type FormValues } from '../../../site/forms/rules';
import {
  complaintSpec,
  inquirySpec,
  jobApplicationSpec,
  opinionSpec,
  orderedErrors,
  surveySpec,
  validateField,
  validateForm,
} from '../../../site/forms/specs';

const text = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, d]) => [k, i18n._(d)]));
const say = (d: MessageDescriptor | null) => (d ? i18n._(d) : null);
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

beforeAll(async () => {
  await activateLocale('en');
});

const NOW = new Date('2025-06-15T12:00:00Z');

describe('the contact form refuses what the CMS refuses', () => {
  const valid: FormValues = {
    full_name: 'สมชาย ใจดี',
    organization: '',
    email: 'somchai@example.co.th',
    phone: '',
    topic: 'importer_list',
    message: 'ขอรายชื่อผู้นำเข้า',
    consent_privacy: true,
  };

  it('accepts a complete inquiry with optional fields left blank', () => {
    expect(validateForm(inquirySpec, valid)).toEqual({});
  });

  it('names every missing required field with its own message', () => {
    expect(text(validateForm(inquirySpec, inquirySpec.initial))).toEqual({
      full_name: 'Enter your full name.',
      email: 'Enter your email address.',
      topic: 'Choose a topic.',
      message: 'Enter your message.',
      consent_privacy: 'You must accept the privacy notice to continue.',
    });
  });

  it('checks the same email, phone, choice and length rules as the server', () => {
    const bad = {
      ...valid,
      email: 'not-an-email',
      phone: 'call me',
      topic: 'spam',
      message: 'x'.repeat(5001),
    };
    expect(text(validateForm(inquirySpec, bad))).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      phone: 'Enter a valid phone number, like 02 507 7999 or +66 2 507 7999.',
      topic: 'Choose one of the options.',
      message: 'Use at most 5000 characters.',
    });
  });

  it('counts characters as the server and the browser do (UTF-16 units, trimmed)', () => {
    const thai = 'ก'.repeat(5000);
    expect(validateField(inquirySpec, 'message', { ...valid, message: `  ${thai}  ` })).toBeNull();
    // an emoji is two units, as the textarea's maxlength counts it
    expect(
      validateField(inquirySpec, 'message', { ...valid, message: '😀'.repeat(2500) }),
    ).toBeNull();
    expect(
      validateField(inquirySpec, 'message', { ...valid, message: '😀'.repeat(2501) }),
    ).not.toBeNull();
  });

  it.each([
    ['name@example.com', true],
    ['a.b+c@sub.example.co.th', true],
    ['a@b', false],
    ['x@example.com<script>', false],
    ['no-at-sign', false],
    ['two@@example.com', false],
  ])('email %s valid: %s', (email, ok) => {
    expect(checkField({ kind: 'email' }, email) === null).toBe(ok);
  });

  it.each([
    ['02 507 7999', true],
    ['+66 2 507 7999', true],
    ['(02) 507-7999', true],
    ['12345', false],
    ['------', false],
    ['call me', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(checkField({ kind: 'phone' }, phone) === null).toBe(ok);
  });
});

describe('the survey needs three ratings from 1 to 5', () => {
  it('requires the three main ratings and leaves the rest optional', () => {
    expect(Object.keys(validateForm(surveySpec, surveySpec.initial)).sort()).toEqual([
      'content_usefulness',
      'ease_of_finding',
      'overall_satisfaction',
    ]);
    expect(say(validateField(surveySpec, 'overall_satisfaction', surveySpec.initial))).toBe(
      'Choose a rating from 1 to 5.',
    );
  });

  it('refuses ratings outside 1-5 and a bad optional email', () => {
    const v = {
      ...surveySpec.initial,
      overall_satisfaction: '6',
      ease_of_finding: '0',
      content_usefulness: '2.5',
      service_speed: 'fast',
      email: 'bad@',
    };
    expect(Object.keys(validateForm(surveySpec, v)).sort()).toEqual([
      'content_usefulness',
      'ease_of_finding',
      'email',
      'overall_satisfaction',
      'service_speed',
    ]);
  });
});

describe('the complaint form lets the complainant stay anonymous', () => {
  const base: FormValues = {
    ...complaintSpec.initial,
    subject: 'เรียกรับเงิน',
    details: 'รายละเอียด',
    consent_privacy: true,
  };

  it('needs no contact details when anonymous, and ignores any that were typed', () => {
    expect(validateForm(complaintSpec, { ...base, anonymous: true })).toEqual({});
    expect(
      validateForm(complaintSpec, { ...base, anonymous: true, email: 'not-an-email' }),
    ).toEqual({});
  });

  it('needs a name and an email or a phone when not anonymous', () => {
    expect(text(validateForm(complaintSpec, base))).toEqual({
      full_name: 'Enter your name, or choose to complain anonymously.',
      email:
        'Give an email address or a phone number so we can contact you, or choose to complain anonymously.',
      phone:
        'Give an email address or a phone number so we can contact you, or choose to complain anonymously.',
    });
    expect(
      validateForm(complaintSpec, { ...base, full_name: 'Jan de Vries', phone: '+31 70 000 0000' }),
    ).toEqual({});
  });

  it('refuses a future incident date and an impossible one, accepts today', () => {
    const v = { ...base, anonymous: true };
    expect(
      say(
        validateField(complaintSpec, 'incident_date', { ...v, incident_date: '2999-01-01' }, NOW),
      ),
    ).toBe('The date cannot be in the future.');
    expect(
      say(
        validateField(complaintSpec, 'incident_date', { ...v, incident_date: '2025-02-30' }, NOW),
      ),
    ).toBe('Enter a real date.');
    expect(
      validateField(complaintSpec, 'incident_date', { ...v, incident_date: '2025-06-15' }, NOW),
    ).toBeNull();
  });

  it('refuses more than 5 evidence files, a forbidden type and a file over 20 MB', () => {
    const v = { ...base, anonymous: true };
    const six = Array.from({ length: 6 }, (_, i) => file(`e${i}.pdf`, 10));
    expect(say(validateField(complaintSpec, 'evidence', { ...v, evidence: six }))).toBe(
      'Attach at most 5 files.',
    );
    expect(
      say(validateField(complaintSpec, 'evidence', { ...v, evidence: [file('tool.exe', 10)] })),
    ).toBe(
      'tool.exe is not an accepted file type. Accepted types: PDF, DOC, DOCX, JPG, JPEG, PNG, WEBP, GIF.',
    );
    const big = file('scan.pdf', 1);
    Object.defineProperty(big, 'size', { value: 20_000_001 });
    expect(say(validateField(complaintSpec, 'evidence', { ...v, evidence: [big] }))).toBe(
      'scan.pdf is larger than 20 MB.',
    );
    expect(
      validateField(complaintSpec, 'evidence', { ...v, evidence: [file('photo.JPG', 10)] }),
    ).toBeNull();
  });
});

describe('the opinion form', () => {
  it('requires topic, message and consent; name and email are optional', () => {
    expect(Object.keys(validateForm(opinionSpec, opinionSpec.initial)).sort()).toEqual([
      'consent_privacy',
      'message',
      'topic',
    ]);
    expect(
      validateForm(opinionSpec, {
        ...opinionSpec.initial,
        topic: 'website',
        message: 'เพิ่มภาษาเวียดนาม',
        consent_privacy: true,
      }),
    ).toEqual({});
  });
});

describe('the job application needs a CV in PDF, DOC or DOCX up to 5 MB', () => {
  const base: FormValues = {
    full_name: 'สมหญิง รักงาน',
    email: 'somying@example.com',
    phone: '+66 81 234 5678',
    cover_letter: '',
    cv: [file('cv.pdf', 100)],
    consent_privacy: true,
  };

  it('accepts a complete application', () => {
    expect(validateForm(jobApplicationSpec, base)).toEqual({});
  });

  it('requires name, email, phone, CV and consent', () => {
    expect(text(validateForm(jobApplicationSpec, jobApplicationSpec.initial))).toEqual({
      full_name: 'Enter your full name.',
      email: 'Enter your email address.',
      phone: 'Enter your phone number.',
      cv: 'Attach your CV.',
      consent_privacy: 'You must accept the privacy notice to continue.',
    });
  });

  it('refuses an image CV and a CV over 5 MB', () => {
    expect(
      say(validateField(jobApplicationSpec, 'cv', { ...base, cv: [file('photo.png', 10)] })),
    ).toBe('photo.png is not an accepted file type. Accepted types: PDF, DOC, DOCX.');
    const big = file('cv.docx', 1);
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    expect(say(validateField(jobApplicationSpec, 'cv', { ...base, cv: [big] }))).toBe(
      'cv.docx is larger than 5 MB.',
    );
  });
});

describe('error order', () => {
  it('lists problems in the order of the fields on the page', () => {
    const errors = validateForm(inquirySpec, inquirySpec.initial);
    expect(orderedErrors(inquirySpec, errors).map(([f]) => f)).toEqual([
      'full_name',
      'email',
      'topic',
      'message',
      'consent_privacy',
    ]);
  });
});
