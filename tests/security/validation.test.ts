/**
 * One validator: what the site checks is what the CMS checks (cms/src/model/text.ts), so nothing
 * passes the form only to meet a second, English-only error of Strapi's own. Invisible, bidi and
 * control characters (NUL included), fake phone numbers and impossible dates are refused with a
 * code the site translates; nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { codes, inquiry, marker, postForm, stored } from './support';

const FORM = '/api/inquiries?locale=en';

async function refused(field: string, value: unknown, code: string) {
  const mark = marker('v');
  const r = await postForm(FORM, { ...inquiry(mark), [field]: value });
  expect(r.status, `${field}=${JSON.stringify(value)}`).toBe(400);
  expect(codes(r.body), `${field}=${JSON.stringify(value)}`).toEqual([code]);
  expect(r.body.error.details.errors[0].path).toEqual([field]);
  expect(JSON.stringify(r.body)).not.toContain('"value"');
  expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(0);
}

describe('one validator', () => {
  it('counts length as the browser does: 100 emoji fit a 200-character name, 101 do not (with a code)', async () => {
    const ok = await postForm(FORM, {
      ...inquiry(marker('emoji')),
      full_name: `A${'😀'.repeat(99)}`,
    });
    expect(ok.status).toBe(201);
    await refused('full_name', 'A' + '😀'.repeat(100), 'too_long');
    await refused('message', '𠀀'.repeat(2501), 'too_long');
  });

  it('refuses e-mails Strapi would refuse, and invisible or bidi characters in them', async () => {
    for (const email of [
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      '\u202e@example.com',
      'a\u200b@example.com',
      'ü@example.com',
      'a@b',
      'a@-b.com',
    ]) {
      await refused('email', email, 'invalid_email');
    }
  });

  it('refuses control, NUL, bidi and zero-width characters, and names without letters', async () => {
    await refused('full_name', 'A\u0000B', 'invalid_characters');
    await refused('full_name', 'Somchai \u202eJaidee', 'invalid_characters');
    await refused('full_name', 'Som\u200bchai', 'invalid_characters');
    await refused('full_name', '\u200b\u200b', 'invalid_characters');
    await refused('full_name', '12345', 'invalid_name');
    await refused('message', 'Hello\u0000world', 'invalid_characters');
    await refused('message', 'Hello \u2066world', 'invalid_characters');
  });

  it('keeps line breaks, Thai zero-width spaces and what was typed (NFC, never NFKC)', async () => {
    const mark = marker('nfkc');
    const r = await postForm(FORM, {
      ...inquiry(mark),
      full_name: 'Ｓｏｍｃｈａｉ',
      organization: 'บริษัท ตัวอย่าง จำกัด',
      message: `บรรทัดแรก\u200bคำ\nline two ${mark}`,
    });
    expect(r.status).toBe(201);
    const [row] = await stored('inquiries', { message: { $contains: mark } });
    expect(row.full_name).toBe('Ｓｏｍｃｈａｉ');
    expect(row.organization).toBe('บริษัท ตัวอย่าง จำกัด');
    expect(row.message).toBe(`บรรทัดแรก\u200bคำ\nline two ${mark}`);
  });

  it('checks phone numbers as Thai or international numbers', async () => {
    for (const phone of [
      '000000',
      '((((((123456',
      '1.2.3.4.5.6',
      '12345678',
      '+66 1234',
      '02 507 799',
    ]) {
      await refused('phone', phone, 'invalid_phone');
    }
    for (const phone of [
      '02 507 7999',
      '081-234-5678',
      '+66 2 507 7999',
      '+66 81 234 5678',
      '(02) 507 7999',
      '+81 3 1234 5678',
    ]) {
      const r = await postForm(FORM, { ...inquiry(marker('phone')), phone });
      expect(r.status, phone).toBe(201);
    }
  });

  it('refuses impossible dates', async () => {
    const mark = marker('date');
    const r = await postForm('/api/corruption-and-misconduct-complaint-forms?locale=en', {
      anonymous: true,
      subject: mark,
      details: 'details',
      incident_date: '0001-01-01',
      consent_privacy: true,
    });
    expect(r.status).toBe(400);
    expect(codes(r.body)).toEqual(['invalid_date']);
  });
});
