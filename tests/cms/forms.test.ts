/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
import { randomUUID } from 'node:crypto';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteDate } from '../../cms/src/model/time';
import {
  attach,
  auth,
  errorPaths,
  formTypes,
  get,
  listQuery,
  pdfBytes,
  post,
  url,
} from './helpers';

const run = randomUUID().slice(0, 8);
const mail = (name: string) => `${name}.${run}@example.com`;

/** Reads form entries back through the full-access API token (never a public read). */
async function stored(plural: string, filters: Record<string, unknown>) {
  const q = qs.stringify(
    { filters, populate: '*', pagination: { pageSize: 100 } },
    { encodeValuesOnly: true },
  );
  const { status, body } = await get(`/api/${plural}?${q}`, auth());
  expect(status).toBe(200);
  return body.data as any[];
}

let jobId = '';
let jobTitleTh = '';
beforeAll(async () => {
  const { body } = await get(`/api/apply-for-works?${listQuery('th')}`);
  jobId = body.data[0].documentId;
  jobTitleTh = body.data[0].position;
});

describe('form collections', () => {
  it('has every public write collection', () => {
    const names = formTypes.map((s) => s.info.pluralName).sort();
    expect(names).toEqual(
      [
        'apply-for-work-forms',
        'corruption-and-misconduct-complaint-forms',
        'inquiries',
        'opinions-for-the-ditps',
        'page-insights-authors',
        'page-insights-categories',
        'page-insights-contents',
        'subscribe-to-news',
        'survey-forms',
      ].sort(),
    );
  });

  for (const s of formTypes) {
    const plural = s.info.pluralName;
    it(`refuses public reads and writes other than create on /api/${plural}`, async () => {
      expect((await get(`/api/${plural}`)).status).toBe(403);
      expect((await get(`/api/${plural}/abc123`)).status).toBe(403);
      const put = await fetch(`${url()}/api/${plural}/abc123`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
      });
      expect(put.status).toBe(403);
      const del = await fetch(`${url()}/api/${plural}/abc123`, { method: 'DELETE' });
      expect(del.status).toBe(403);
    });

    it(`/api/${plural} rejects a missing data object and unknown fields with field messages`, async () => {
      const empty = await post(`/api/${plural}`, {});
      expect(empty.status).toBe(400);
      expect(errorPaths(empty.body)).toEqual(['data']);
      const unknown = await post(`/api/${plural}`, { data: { hacker_field: 1 } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.name).toBe('ValidationError');
      expect(errorPaths(unknown.body)).toContain('hacker_field');
      for (const e of unknown.body.error.details.errors) expect(typeof e.message).toBe('string');
    });
  }
});

describe('inquiries', () => {
  const valid = () => ({
    full_name: 'สมชาย ใจดี',
    organization: 'บริษัท ตัวอย่าง จำกัด',
    email: mail('inquiry'),
    phone: '02 507 7999',
    topic: 'importer_list',
    message: 'ขอรายชื่อผู้นำเข้าทุเรียนในญี่ปุ่น',
    consent_privacy: true,
  });

  it('accepts a valid inquiry with ?locale=th, stores it once and returns the documentId', async () => {
    const data = valid();
    const { status, body } = await post('/api/inquiries?locale=th', { data });
    expect(status).toBe(201);
    expect(body.data.documentId).toMatch(/^[a-z0-9]+$/);
    expect(body.meta.reference).toBe(body.data.documentId);
    const rows = await stored('inquiries', { email: { $eq: data.email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      documentId: body.data.documentId,
      full_name: data.full_name,
      topic: 'importer_list',
      consent_privacy: true,
      submitted_locale: 'th',
    });
    expect(rows[0].handling_status).toBeUndefined(); // private staff field
  });

  it('rejects invalid fields with one message per field', async () => {
    const { status, body } = await post('/api/inquiries?locale=en', {
      data: {
        ...valid(),
        email: 'not-an-email',
        topic: 'spam',
        consent_privacy: false,
        message: 'x'.repeat(5001),
        phone: 'call me',
      },
    });
    expect(status).toBe(400);
    expect(errorPaths(body).sort()).toEqual([
      'consent_privacy',
      'email',
      'message',
      'phone',
      'topic',
    ]);
    const msg = (p: string) => body.error.details.errors.find((e: any) => e.path[0] === p).message;
    expect(msg('email')).toMatch(/valid email/i);
    expect(msg('message')).toMatch(/5,000/);
    expect(msg('consent_privacy')).toMatch(/privacy/i);
    const required = await post('/api/inquiries', { data: { consent_privacy: true } });
    expect(errorPaths(required.body).sort()).toEqual(['email', 'full_name', 'message', 'topic']);
  });

  it('rejects an unknown locale in the query', async () => {
    const r = await post('/api/inquiries?locale=xx', { data: valid() });
    expect(r.status).toBe(400);
    expect(errorPaths(r.body)).toEqual(['locale']);
  });
});

describe('survey, opinions, page insights', () => {
  it('accepts a survey and validates the ratings', async () => {
    const email = mail('survey');
    const ok = await post('/api/survey-forms?locale=ja', {
      data: {
        overall_satisfaction: 5,
        ease_of_finding: 4,
        content_usefulness: '3',
        visitor_type: 'exporter',
        comments: 'ใช้งานง่าย 👍',
        email,
      },
    });
    expect(ok.status).toBe(201);
    const rows = await stored('survey-forms', { email: { $eq: email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      overall_satisfaction: 5,
      content_usefulness: 3,
      submitted_locale: 'ja',
    });
    const bad = await post('/api/survey-forms', {
      data: {
        overall_satisfaction: 6,
        ease_of_finding: 0,
        content_usefulness: 2.5,
        service_speed: 'fast',
      },
    });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad.body).sort()).toEqual([
      'content_usefulness',
      'ease_of_finding',
      'overall_satisfaction',
      'service_speed',
    ]);
  });

  it('accepts an opinion and requires topic, message and consent', async () => {
    const email = mail('opinion');
    expect(
      (
        await post('/api/opinions-for-the-ditps', {
          data: {
            email,
            topic: 'website',
            message: 'เพิ่มภาษาเวียดนาม',
            consent_privacy: true,
            submitted_locale: 'th',
          },
        })
      ).status,
    ).toBe(201);
    expect(await stored('opinions-for-the-ditps', { email: { $eq: email } })).toHaveLength(1);
    const bad = await post('/api/opinions-for-the-ditps', { data: { email: 'bad@' } });
    expect(errorPaths(bad.body).sort()).toEqual(['consent_privacy', 'email', 'message', 'topic']);
  });

  for (const [plural, idField] of [
    ['page-insights-contents', 'content_document_id'],
    ['page-insights-authors', 'author_document_id'],
    ['page-insights-categories', 'category_document_id'],
  ] as const) {
    it(`accepts ${plural} and requires page_path and useful`, async () => {
      const page_path = `/th/post/${run}-${idField}`;
      const ok = await post(`/api/${plural}?locale=th`, {
        data: { page_path, useful: false, comment: 'ข้อมูลไม่ครบ', [idField]: 'abc123def456' },
      });
      expect(ok.status).toBe(201);
      expect(await stored(plural, { page_path: { $eq: page_path } })).toHaveLength(1);
      const bad = await post(`/api/${plural}`, { data: { comment: 'x'.repeat(1001) } });
      expect(errorPaths(bad.body).sort()).toEqual(['comment', 'page_path', 'useful']);
    });
  }
});

describe('subscribe-to-news', () => {
  // The double opt-in itself (states, e-mails, tokens, normalisation): newsletter.test.ts.
  it('answers every well-formed sign-up the same and refuses a bad address', async () => {
    const email = mail('News');
    const ok = await post('/api/subscribe-to-news', {
      data: { email: `  ${email.toUpperCase()}  ` },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ data: { status: 'confirmation_sent' } });
    const rows = await stored('subscribe-to-news', { email: { $eq: email.toLowerCase() } });
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    const dup = await post('/api/subscribe-to-news', { data: { email: email.toLowerCase() } });
    expect(dup.status).toBe(201);
    expect(dup.body).toEqual(ok.body);
    for (const bad of ['', 'no-at-sign', 'a@b', 'x@example.com<script>']) {
      const r = await post('/api/subscribe-to-news', { data: { email: bad } });
      expect(r.status).toBe(400);
      expect(errorPaths(r.body)).toEqual(['email']);
      expect(r.body.error.message.length).toBeGreaterThan(5);
    }
  });
});

describe('uploads and forms with files', () => {
  it('takes a form attachment without credentials, answers a token, and never lists files', async () => {
    const r = await attach(`cv-${run}.pdf`, pdfBytes(), 'application/pdf');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: `cv-${run}.pdf`,
      mime: 'application/pdf',
      size: 2000,
    });
    expect((await get('/api/upload/files')).status).toBe(403);
  });

  it('refuses forbidden types, disguised content, SVG, query parameters and oversize files, naming no file', async () => {
    const codeOf = (r: { body: any }) => r.body?.error?.details?.code;
    const exe = await attach(
      'tool.exe',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
      'application/x-msdownload',
    );
    expect([exe.status, codeOf(exe)]).toEqual([400, 'invalid_file_type']);
    const html = await attach(
      'page.html',
      new TextEncoder().encode('<script>alert(1)</script>'),
      'text/html',
    );
    expect([html.status, codeOf(html)]).toEqual([400, 'invalid_file_type']);
    const svg = await attach(
      'logo.svg',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'image/svg+xml',
    );
    expect([svg.status, codeOf(svg)]).toEqual([400, 'invalid_file_type']);
    const fakePdf = await attach(
      'secret-name.pdf',
      new TextEncoder().encode('MZ this is not a pdf'),
      'application/pdf',
    );
    expect([fakePdf.status, codeOf(fakePdf)]).toEqual([400, 'invalid_file_type']);
    expect(JSON.stringify(fakePdf.body)).not.toContain('secret-name');
    const replace = await attach('cv.pdf', pdfBytes(), 'application/pdf', {
      path: '/api/attachments?id=1',
    });
    expect([replace.status, codeOf(replace)]).toEqual([400, 'unexpected_field']);
    const big = await attach('big.pdf', pdfBytes(20_000_001), 'application/pdf');
    expect([big.status, codeOf(big)]).toEqual([413, 'file_too_large']);
  }, 120_000);

  it('job application: uploads the CV then stores the form with the file and the job title', async () => {
    const cv = await attach(`cv-${run}.pdf`, pdfBytes(), 'application/pdf');
    const email = mail('applicant');
    const ok = await post('/api/apply-for-work-forms?locale=th', {
      data: {
        full_name: 'สมหญิง รักงาน',
        email,
        phone: '+66 81 234 5678',
        position: jobId,
        cover_letter: 'สนใจร่วมงานกับกรม',
        cv: cv.body.data.token,
        consent_privacy: true,
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const rows = await stored('apply-for-work-forms', { email: { $eq: email } });
    expect(rows).toHaveLength(1);
    expect(rows[0].cv.mime).toBe('application/pdf');
    expect(rows[0].position).toBe(jobId);
    expect(rows[0].position_title).toBe(jobTitleTh);
  });

  it('job application: refuses an application after the closing date, takes one on it', async () => {
    const bangkok = (days: number) => siteDate(new Date(Date.now() + days * 86_400_000));
    const job = async (closing: string) => {
      const created = await post(
        '/api/apply-for-works?status=published&locale=th',
        {
          data: {
            title: `ตำแหน่งทดสอบ ${closing} ${run}`,
            position: 'นักวิชาการ',
            closing_date: closing,
          },
        },
        auth(),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.documentId as string;
    };
    const apply = async (position: string) => {
      const cv = await attach(`cv-${run}.pdf`, pdfBytes(), 'application/pdf');
      return post('/api/apply-for-work-forms?locale=th', {
        data: {
          full_name: 'ผู้สมัคร ทดสอบ',
          email: mail('closing'),
          phone: '0812345678',
          position,
          cv: cv.body.data.token,
          consent_privacy: true,
        },
      });
    };
    const closed = await apply(await job(bangkok(-1)));
    expect(closed.status).toBe(400);
    expect(errorPaths(closed.body)).toEqual(['position']);
    expect(closed.body.error.details.errors[0].code).toBe('closed');
    const lastDay = await apply(await job(bangkok(0)));
    expect(lastDay.status, JSON.stringify(lastDay.body)).toBe(201);
  });

  it('job application: refuses a missing job, a missing CV, an image CV, a CV over 5 MB, ids and a used token', async () => {
    const png = await attach(
      'photo.png',
      new Uint8Array(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      ),
      'image/png',
    );
    expect(png.status).toBe(201);
    const big = await attach('big-cv.pdf', pdfBytes(5 * 1024 * 1024 + 10), 'application/pdf');
    expect(big.status).toBe(201);
    const base = {
      full_name: 'Test',
      email: mail('bad-applicant'),
      phone: '0812345678',
      consent_privacy: true,
    };
    const noJob = await post('/api/apply-for-work-forms', {
      data: { ...base, position: 'nosuchjob123', cv: big.body.data.token },
    });
    expect(errorPaths(noJob.body).sort()).toEqual(['cv', 'position']);
    const tooBig = noJob.body.error.details.errors.find((e: any) => e.path[0] === 'cv');
    expect([tooBig.code, tooBig.message]).toEqual([
      'file_too_large',
      expect.stringMatching(/5 MB/),
    ]);
    const noCv = await post('/api/apply-for-work-forms', { data: { ...base, position: jobId } });
    expect(errorPaths(noCv.body)).toEqual(['cv']);
    {
      const imageCv = await post('/api/apply-for-work-forms', {
        data: { ...base, position: jobId, cv: png.body.data.token },
      });
      expect(errorPaths(imageCv.body)).toEqual(['cv']);
      expect(imageCv.body.error.details.errors[0].code).toBe('invalid_file_type');
      expect(imageCv.body.error.details.errors[0].message).toMatch(/PDF, DOC, DOCX/);
      expect(JSON.stringify(imageCv.body)).not.toContain('photo');
    }
    for (const cv of [99999999, 1, '1', { id: 1 }, 'abcdefghijklmnopqrstuvwx', 'A'.repeat(43)]) {
      const refused = await post('/api/apply-for-work-forms', {
        data: { ...base, position: jobId, cv },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.errors.map((e: any) => [e.path[0], e.code])).toEqual([
        ['cv', 'file_not_found'],
      ]);
    }
    expect(await stored('apply-for-work-forms', { email: { $eq: base.email } })).toHaveLength(0);

    // a token is good for one entry
    const cv = await attach('once.pdf', pdfBytes(), 'application/pdf');
    const first = await post('/api/apply-for-work-forms', {
      data: { ...base, position: jobId, cv: cv.body.data.token },
    });
    expect(first.status).toBe(201);
    const again = await post('/api/apply-for-work-forms', {
      data: { ...base, email: mail('second'), position: jobId, cv: cv.body.data.token },
    });
    expect([again.status, again.body.error.details.errors[0].code]).toEqual([
      400,
      'file_not_found',
    ]);
  });

  it('complaint: anonymous needs no contact; named needs a name and email or phone; evidence is attached', async () => {
    const evidence = await attach(`evidence-${run}.pdf`, pdfBytes(), 'application/pdf');
    const subject = `ร้องเรียนการเรียกรับเงิน ${run}`;
    const anon = await post('/api/corruption-and-misconduct-complaint-forms?locale=th', {
      data: {
        anonymous: true,
        subject,
        details: 'รายละเอียดเหตุการณ์',
        incident_date: '2024-05-01',
        incident_place: 'นนทบุรี',
        evidence: [evidence.body.data.token],
        consent_privacy: true,
      },
    });
    expect(anon.status, JSON.stringify(anon.body)).toBe(201);
    const rows = await stored('corruption-and-misconduct-complaint-forms', {
      subject: { $eq: subject },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0].evidence).toHaveLength(1);
    expect(rows[0].submitted_locale).toBe('th');

    const named = await post('/api/corruption-and-misconduct-complaint-forms?locale=en', {
      data: { anonymous: false, subject: 'x', details: 'y', consent_privacy: true },
    });
    expect(named.status).toBe(400);
    expect(errorPaths(named.body).sort()).toEqual(['email', 'full_name', 'phone']);
    const bad = await post('/api/corruption-and-misconduct-complaint-forms', {
      data: {
        anonymous: 'maybe',
        details: 'z'.repeat(10_001),
        incident_date: '2999-01-01',
        evidence: [1, 2, 3, 4, 5, 6],
      },
    });
    expect(errorPaths(bad.body).sort()).toEqual([
      'anonymous',
      'consent_privacy',
      'details',
      'evidence',
      'incident_date',
      'subject',
    ]);
    const ok = await post('/api/corruption-and-misconduct-complaint-forms', {
      data: {
        anonymous: false,
        full_name: 'Jan de Vries',
        phone: '+31 70 000 0000',
        subject: `named ${run}`,
        details: 'details',
        consent_privacy: true,
      },
    });
    expect(ok.status).toBe(201);
  });
});
