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
      uploads: { evidence: [11, 12] },
    });
    expect(data).toEqual({
      anonymous: true,
      subject: 'เรียกรับเงิน',
      details: 'รายละเอียด',
      incident_date: '2024-05-01',
      incident_place: 'นนทบุรี',
      evidence: [11, 12],
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

  it('job application: one CV id, the job documentId and title, and the locale', () => {
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
      uploads: { cv: [42] },
      extra: { position: 'abc123def456', position_title: 'นักวิชาการพาณิชย์' },
    });
    expect(data).toEqual({
      full_name: 'สมหญิง',
      email: 'a@example.com',
      phone: '0812345678',
      cv: 42,
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
          message: '"big.pdf" is larger than 19.1 MB.',
          code: 'file_too_large',
        },
      ]),
    );
    expect(i18n._(mapped.fields.full_name)).toBe(
      'Enter your name, or choose to complain anonymously.',
    );
    expect(i18n._(mapped.fields.email)).toMatch(/email address or a phone number/);
    expect(i18n._(mapped.fields.evidence)).toBe('big.pdf is larger than 19.1 MB.');
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
          message: '"photo.png" is not an accepted file type. Accepted: PDF, DOC, DOCX.',
          code: 'invalid_file_type',
        },
      ]),
    );
    expect(Object.keys(mapped.fields)).toEqual(['cv']);
    expect(i18n._(mapped.fields.cv)).toBe(
      'photo.png is not an accepted file type. Accepted types: PDF, DOC, DOCX.',
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
  const files = [new File(['x'], 'big.pdf'), new File(['y'], 'tool.exe')];
  const guard = (status: number, message: string, index = 0) => ({
    data: null,
    error: {
      status,
      name: 'X',
      message,
      details: { errors: [{ path: ['files', index], message }] },
    },
  });

  it('says which file is too large (413) or of a forbidden type (400)', () => {
    expect(
      i18n._(
        uploadProblem(
          413,
          guard(413, '"big.pdf" is larger than the 20,000,000 byte limit.'),
          files,
        ),
      ),
    ).toBe('big.pdf is larger than the upload limit.');
    expect(
      i18n._(
        uploadProblem(
          400,
          guard(400, '"tool.exe": file type not allowed. Allowed: .pdf', 1),
          files,
        ),
      ),
    ).toBe('tool.exe is a file type that cannot be uploaded.');
    expect(
      i18n._(
        uploadProblem(400, guard(400, '"cv.pdf": the content is not a valid PDF file.'), files),
      ),
    ).toBe('cv.pdf is damaged or is not the type its name says.');
    expect(i18n._(uploadProblem(0, null, files))).toMatch(/connection/);
    expect(i18n._(uploadProblem(502, null, files))).toMatch(/our side/);
  });
});
