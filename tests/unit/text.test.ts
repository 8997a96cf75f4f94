/**
 * The shared text rules (cms/src/model/text.ts), used by the CMS and the site alike.
 */
import { describe, expect, it } from 'vitest';
import {
  hasForbiddenCharacters,
  hasLetter,
  isPhoneNumber,
  normalizeEmail,
  normalizeText,
  textLength,
} from '../../cms/src/model/text';

describe('text rules', () => {
  it('keeps text as typed (NFC, trimmed) and counts UTF-16 units', () => {
    // Thai SARA AM stays one character (NFKC would split it and search would miss the word).
    expect(normalizeText(' บริษัท ตัวอย่าง จำกัด ')).toBe('บริษัท ตัวอย่าง จำกัด');
    expect(normalizeText('จำกัด')).toHaveLength(5);
    expect(normalizeText('ｶﾀｶﾅ と Ｓｏｍｃｈａｉ')).toBe('ｶﾀｶﾅ と Ｓｏｍｃｈａｉ');
    // one canonical encoding: a decomposed é is composed
    expect(normalizeText('Cafe\u0301')).toBe('Caf\u00e9');
    // addresses and numbers fold compatibility forms
    expect(normalizeEmail('ｓｏｍｃｈａｉ＠example.com')).toBe('somchai@example.com');
    expect(isPhoneNumber('０２ ５０７ ７９９９')).toBe(true);
    expect(textLength('😀')).toBe(2);
    expect(textLength('ทุเรียน')).toBe(7);
  });

  it('refuses control, bidi and (in one line) invisible characters', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u202eb', 'a\u2066b', 'a\u0085b']) {
      expect(hasForbiddenCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
    }
    for (const bad of ['a\u200bb', 'a\u200fb', 'a\ufeffb', 'a\nb', 'a\u00adb']) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(hasForbiddenCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
    expect(hasForbiddenCharacters('สมชาย ใจดี')).toBe(false);
    expect(hasLetter('12 34')).toBe(false);
    expect(hasLetter('สมชาย')).toBe(true);
  });

  it('accepts the addresses Strapi accepts, in one form, and refuses the rest', () => {
    expect(normalizeEmail(' Somchai@Example.COM ')).toBe('Somchai@example.com');
    expect(normalizeEmail('Somchai@Example.COM', { lowercaseLocal: true })).toBe(
      'somchai@example.com',
    );
    expect(normalizeEmail('a.b+tag@sub.example.co.th')).toBe('a.b+tag@sub.example.co.th');
    expect(normalizeEmail('info@ตัวอย่าง.ไทย')).toMatch(/^info@xn--[a-z0-9-]+\.xn--o3cw4h$/);
    for (const bad of [
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@b',
      'a@-b.com',
      'a@b.c1',
      'ü@example.com',
      'a\u200b@example.com',
      '\u202e@example.com',
      'a@@b.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(normalizeEmail(bad), bad).toBeNull();
    }
  });

  it('takes Thai and international phone numbers', () => {
    for (const ok of [
      '02 507 7999',
      '025077999',
      '081-234-5678',
      '0812345678',
      '+66 2 507 7999',
      '+66 81 234 5678',
      '(02) 507 7999',
      '+81 3 1234 5678',
      '+1 202 555 0147',
    ]) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
    for (const bad of [
      '000000',
      '((((((123456',
      '1.2.3.4.5.6',
      '12345678',
      '+66 1234',
      '02 507 799',
      '02--507-7999',
      '+66 02 507 7999x',
      '',
    ]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });
});
