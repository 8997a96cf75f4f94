#!/usr/bin/env node
// @ts-check
/**
 * The i18n gate of `npm test`:
 *  1. `lingui extract`: every message in the code is in the catalogs;
 *  2. `lingui compile --strict`: fails if any locale lacks a translation;
 *  3. th, zh and ja translations must not be copies of the English source;
 *  4. a name the catalogs translate (a message of two to six words, such as the department's name)
 *     is not left in English inside another message of the same locale (the Dutch footer once
 *     read "© 2026 Department of International Trade Promotion, ministerie van Handel").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { LOCALES, SOURCE_LOCALE } from './lib/model.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (args) => execFileSync('npx', args, { cwd: root, stdio: 'inherit' });

run(['lingui', 'extract']);
run(['lingui', 'compile', '--strict']);

// Messages that are the same in every script (names, codes) may equal the source.
const sameEverywhere = new Set([
  'DITP',
  'LINE',
  'Facebook',
  'YouTube',
  'X',
  'TikTok',
  'Instagram',
  'Email',
]);
let copies = 0;
for (const file of ['th', 'zh', 'ja'].flatMap((l) => [`${l}/messages.po`, `${l}/pages.po`])) {
  const locale = file.split('/')[0];
  const po = PO.parse(readFileSync(`${root}locales/${file}`, 'utf8'));
  for (const item of po.items) {
    if (item.obsolete || !item.msgid || sameEverywhere.has(item.msgid)) continue;
    if (/[A-Za-z]{3,}/.test(item.msgid) && item.msgstr[0] === item.msgid) {
      console.error(`${locale}: "${item.msgid}" is an English copy, not a translation`);
      copies++;
    }
  }
}
if (copies) {
  console.error(`${copies} untranslated copies`);
  process.exit(1);
}

let englishNames = 0;
for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
  const items = ['messages', 'pages'].flatMap((name) =>
    PO.parse(readFileSync(`${root}locales/${locale}/${name}.po`, 'utf8')).items.filter(
      (item) => !item.obsolete && item.msgid,
    ),
  );
  const names = items.filter((item) => {
    const words = item.msgid.split(/\s+/).length;
    return (
      words >= 2 &&
      words <= 6 &&
      !/[{}.:!?]/.test(item.msgid) &&
      item.msgstr[0] &&
      item.msgstr[0] !== item.msgid
    );
  });
  const reported = new Set();
  for (const name of names) {
    for (const item of items) {
      const text = item.msgstr[0] ?? '';
      if (item === name || !text.includes(name.msgid) || reported.has(text)) continue;
      reported.add(text);
      console.error(
        `${locale}: "${text}" keeps "${name.msgid}" in English; this catalog calls it "${name.msgstr[0]}"`,
      );
      englishNames++;
    }
  }
}
if (englishNames) {
  console.error(`${englishNames} translations keep an English name`);
  process.exit(1);
}
console.log('i18n: every message is translated in th, en, zh, ja and nl');
