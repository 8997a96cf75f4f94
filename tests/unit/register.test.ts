/**
 * One register per language (docs/conventions.md, "Language"): the site addresses the visitor
 * politely and the same way everywhere. Thai uses ท่าน, never the familiar คุณ ("you"; ขอบคุณ
 * "thank you" and คุณธรรม "integrity" are other words); Dutch uses u, never je/jij/jouw; Chinese
 * uses 您, never 你.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import * as seed from '../../cms/src/seed/data';

const root = path.resolve(import.meta.dirname, '../..');
const translations = (locale: string) =>
  ['messages', 'pages'].flatMap((catalog) =>
    PO.parse(readFileSync(path.join(root, 'locales', locale, `${catalog}.po`), 'utf8')).items.map(
      (item) => ({ id: item.msgid, text: item.msgstr.join('') }),
    ),
  );

/**
 * The development seed's texts in a locale (what a fresh install shows visitors): every string
 * stored under that locale's key (`{ th: ..., en: ... }`) anywhere in cms/src/seed/data.ts.
 */
function seedTexts(locale: string) {
  const out: Array<{ id: string; text: string }> = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (k === locale && typeof v === 'string') out.push({ id: `${at}.${k}`, text: v });
        else walk(v, `${at}.${k}`);
      }
  };
  walk(seed, 'seed');
  return out;
}

/** The familiar "you" of each language, as a pattern over one translation. */
const FAMILIAR: Record<string, RegExp> = {
  th: /(?<!ขอบ)คุณ(?!ธรรม|ภาพ|สมบัติ|ค่า)/,
  nl: /(?<![\p{L}-])(je|jij|jou|jouw|jullie)(?![\p{L}-])/iu,
  zh: /你/,
};

describe('the visitor is addressed in one polite register', () => {
  for (const [locale, familiar] of Object.entries(FAMILIAR)) {
    it(`${locale}: no familiar form of "you"`, () => {
      const found = translations(locale).filter((t) => familiar.test(t.text));
      expect(found.map((t) => `${t.id} → ${t.text}`)).toEqual([]);
    });
  }

  for (const [locale, familiar] of Object.entries(FAMILIAR)) {
    it(`${locale}: no familiar form of "you" in the seed content`, () => {
      const texts = seedTexts(locale);
      expect(texts.length).toBeGreaterThan(20);
      const found = texts.filter((t) => familiar.test(t.text));
      expect(found.map((t) => `${t.id} → ${t.text.slice(0, 120)}`)).toEqual([]);
    });
  }

  it('the patterns find the familiar forms (and spare the other words)', () => {
    expect(FAMILIAR.th.test('ขออภัย ไม่พบข้อมูลที่ตรงกับคำค้นหาของคุณ')).toBe(true);
    expect(FAMILIAR.th.test('ขอบคุณสำหรับความคิดเห็นของท่าน')).toBe(false);
    expect(FAMILIAR.th.test('คุณธรรมและความโปร่งใส')).toBe(false);
    expect(FAMILIAR.nl.test('Controleer je verbinding.')).toBe(true);
    expect(FAMILIAR.nl.test('Je hebt te veel verzoeken verstuurd.')).toBe(true);
    expect(FAMILIAR.nl.test('Controleer uw verbinding. Jeugd, jeans en DITP-jubileum.')).toBe(
      false,
    );
  });
});
