import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../site/i18n/i18n';
import { mapServerErrors } from '../../../site/forms/serverErrors';
import {
  complaintSpec,
  endpointFor,
  inquirySpec,
  jobApplicationSpec,
  opinionSpec,
  surveySpec,
  toPayload,
} from '../../../site/forms/specs';
import { uploadProblem } from '../../../site/forms/upload';

beforeAll(async () => {
  await activateLocale('en');
});

describe('what each form sends to the CMS', () => {
  it('contact: trimmed texts with the CMS field names, blanks left out, locale in the query', () => {
    const values = {
      full_name: '  สมชาย ใจดี ',
      organization: '',
      email: ' somchai@example.com ',
      phone: '',
      topic: 'importer_list',
      message: 'ขอรายชื่อผู้นำเข้าทุเรียนในญี่ปุ่น',
      consent_privacy: true,
    };
    expect(toPayload(inquirySpec, values, { locale: 'th' })).toEqual({
      data: {
        full_name: 'สมชาย ใจดี',
        email: 'somchai@example.com',
        topic: 'importer_list',
        message: 'ขอรายชื่อผู้นำเข้าทุเรียนในญี่ปุ่น',
        consent_privacy: true,
      },
    });
    expect(endpointFor(inquirySpec, 'th')).toBe('/api/inquiries?locale=th');
  });

  it('survey: ratings as integers, optional answers only when given', () => {
    const values = {
      ...surveySpec.initial,
      overall_satisfaction: '5',
      ease_of_finding: '4',
      content_usefulness: '3',
      visitor_type: 'exporter',
      comments: ' ใช้งานง่าย 👍 ',
    };
    expect(toPayload(surveySpec, values, { locale: 'ja' })).toEqual({
      data: {
        overall_satisfaction: 5,
        ease_of_finding: 4,
        content_usefulness: 3,
        visitor_type: 'exporter',
        comments: 'ใช้งานง่าย 👍',
      },
    });
    expect(endpointFor(surveySpec, 'ja')).toBe('/api/survey-forms?locale=ja');
  });

  it('complaint: an anonymous complaint never carries the contact details typed before', () => {
    const values = {
      ...complaintSpec.initial,
      anonymous: true,
      full_name: 'Somchai',
      email: 'somchai@example.com',
      phone: '0812345678',
      address: 'Bangkok',
      subject: 'เรียกรับเงิน',
      details: 'รายละเอียด',
      incident_date: '2024-05-01',
      incident_place: 'นนทบุรี',
      consent_privacy: true,
    };
    const { data } = toPayload(complaintSpec, values, {
      locale: 'th',
      uploads: { evidence: ['tok-a', 'tok-b'] },
    });
    expect(data).toEqual({
      anonymous: true,
      subject: 'เรียกรับเงิน',
      details: 'รายละเอียด',
      incident_date: '2024-05-01',
      incident_place: 'นนทบุรี',
      evidence: ['tok-a', 'tok-b'],
      consent_privacy: true,
    });
    expect(endpointFor(complaintSpec, 'en')).toBe(
      '/api/corruption-and-misconduct-complaint-forms?locale=en',
    );
  });

  it('complaint: a named complaint sends anonymous: false and the contact details', () => {
    const values = {
      ...complaintSpec.initial,
      full_name: 'Jan',
      phone: '+31 70 000 0000',
      subject: 's',
      details: 'd',
      consent_privacy: true,
    };
    expect(toPayload(complaintSpec, values, { locale: 'nl' }).data).toEqual({
      anonymous: false,
      full_name: 'Jan',
      phone: '+31 70 000 0000',
      subject: 's',
      details: 'd',
      consent_privacy: true,
    });
  });

  it('opinion: no locale query, so the locale travels as submitted_locale', () => {
    const values = {
      ...opinionSpec.initial,
      topic: 'website',
      message: 'ดีมาก',
      consent_privacy: true,
    };
    expect(endpointFor(opinionSpec, 'zh')).toBe('/api/opinions-for-the-ditps');
    expect(toPayload(opinionSpec, values, { locale: 'zh' }).data).toEqual({
      topic: 'website',
      message: 'ดีมาก',
      consent_privacy: true,
      submitted_locale: 'zh',
    });
  });

  it('job application: one CV token, the job documentId and title, and the locale', () => {
    const values = {
      ...jobApplicationSpec.initial,
      full_name: 'สมหญิง',
      email: 'a@example.com',
      phone: '0812345678',
      cv: [new File(['x'], 'cv.pdf')],
      consent_privacy: true,
    };
    const { data } = toPayload(jobApplicationSpec, values, {
      locale: 'th',
      uploads: { cv: ['tok-cv'] },
      extra: { position: 'abc123def456', position_title: 'นักวิชาการพาณิชย์' },
    });
    expect(data).toEqual({
      full_name: 'สมหญิง',
      email: 'a@example.com',
      phone: '0812345678',
      cv: 'tok-cv',
      consent_privacy: true,
      position: 'abc123def456',
      position_title: 'นักวิชาการพาณิชย์',
      submitted_locale: 'th',
    });
    expect(endpointFor(jobApplicationSpec, 'th')).toBe('/api/apply-for-work-forms');
  });
});

describe("the CMS's refusals come back to the right fields, in the visitor's language", () => {
  const body = (
    errors: Array<{ path: Array<string | number>; message: string; code?: string }>,
  ) => ({
    data: null,
    error: { status: 400, name: 'ValidationError', message: 'x', details: { errors } },
  });

  it('maps each error by path and code to our translated message', async () => {
    const mapped = mapServerErrors(
      inquirySpec,
      body([
        {
          path: ['email'],
          message: 'Enter a valid email address, like name@example.com.',
          code: 'invalid_email',
        },
        {
          path: ['message'],
          message: 'Use at most 5,000 characters (now 5,001).',
          code: 'too_long',
        },
        {
          path: ['consent_privacy'],
          message: 'You must accept the privacy notice to continue.',
          code: 'must_accept',
        },
        { path: ['full_name'], message: 'Enter full name.', code: 'required' },
      ]),
    );
    await activateLocale('th');
    const th = Object.fromEntries(Object.entries(mapped.fields).map(([k, d]) => [k, i18n._(d)]));
    await activateLocale('en');
    const en = Object.fromEntries(Object.entries(mapped.fields).map(([k, d]) => [k, i18n._(d)]));
    expect(en).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      message: 'Use at most 5000 characters.',
      consent_privacy: 'You must accept the privacy notice to continue.',
      full_name: 'Enter your full name.',
    });
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    expect(mapped.form).toEqual([]);
  });

  it('maps the complaint cross-field errors and file problems', () => {
    const mapped = mapServerErrors(
      complaintSpec,
      body([
        {
          path: ['full_name'],
          message: 'Enter your name, or choose to complain anonymously.',
          code: 'required',
        },
        {
          path: ['email'],
          message: 'Give an email address or a phone number…',
          code: 'contact_required',
        },
        {
          path: ['evidence'],
          message: 'The file is larger than 20 MB.',
          code: 'file_too_large',
        },
      ]),
    );
    expect(i18n._(mapped.fields.full_name)).toBe(
      'Enter your name, or choose to complain anonymously.',
    );
    expect(i18n._(mapped.fields.email)).toMatch(/email address or a phone number/);
    expect(i18n._(mapped.fields.evidence)).toBe('An attached file is larger than 20 MB.');
  });

  it('puts errors that belong to no field of the page at form level', () => {
    const mapped = mapServerErrors(
      jobApplicationSpec,
      body([
        {
          path: ['position'],
          message: 'This job opening does not exist or is no longer published.',
          code: 'not_found',
        },
        {
          path: ['locale'],
          message: 'locale must be one of: th, en, zh, ja, nl.',
          code: 'invalid_choice',
        },
        {
          path: ['cv'],
          message: 'This type of file is not accepted here. Accepted: PDF, DOC, DOCX.',
          code: 'invalid_file_type',
        },
      ]),
    );
    expect(Object.keys(mapped.fields)).toEqual(['cv']);
    expect(i18n._(mapped.fields.cv)).toBe(
      'An attached file is not of an accepted type. Accepted types: PDF, DOC, DOCX.',
    );
    expect(mapped.form.map((d) => i18n._(d))).toEqual([
      'This job opening does not exist or is no longer open.',
      'locale must be one of: th, en, zh, ja, nl.',
    ]);
  });

  it('keeps the server text for a code it does not know', () => {
    const mapped = mapServerErrors(
      opinionSpec,
      body([{ path: ['message'], message: 'Something new.', code: 'brand_new' }]),
    );
    expect(i18n._(mapped.fields.message)).toBe('Something new.');
  });
});

describe('upload refusals', () => {
  const refusal = (status: number, code: string) => ({
    data: null,
    error: {
      status,
      name: 'X',
      message: 'The CMS never names the file.',
      details: { code, errors: [{ path: ['file'], message: 'x', code }] },
    },
  });

  it('names the visitor’s own file for each code of the CMS', () => {
    const say = (status: number, body: unknown, name = 'cv.pdf') =>
      i18n._(uploadProblem(status, body, name));
    expect(say(413, refusal(413, 'file_too_large'), 'big.pdf')).toBe(
      'big.pdf is larger than the upload limit.',
    );
    expect(say(400, refusal(400, 'invalid_file_type'))).toBe(
      'cv.pdf is damaged or is not the type its name says.',
    );
    expect(say(400, refusal(400, 'image_too_large'), 'scan.png')).toMatch(
      /^scan\.png has too many pixels/,
    );
    expect(say(429, { error: { details: { code: 'rate_limited', retryAfter: 42 } } })).toMatch(
      /wait 42 seconds/,
    );
    expect(say(400, refusal(400, 'verification_failed'))).toMatch(/human verification/);
    expect(say(503, refusal(503, 'not_stored'))).toMatch(/our side/);
    expect(say(0, null)).toMatch(/connection/);
    expect(say(502, null)).toMatch(/our side/);
    expect(say(400, refusal(400, 'unexpected_field'))).toBe(
      'cv.pdf could not be uploaded. Please choose it again.',
    );
  });
});
