#!/usr/bin/env node
/**
 * The i18n gate of `npm test`:
 *  1. `lingui extract`: every message in the code is in the catalogs;
 *  2. `lingui compile --strict`: fails if any locale lacks a translation;
 *  3. th, zh and ja translations must not be copies of the English source.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import PO from 'pofile';

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
console.log('i18n: every message is translated in th, en, zh, ja and nl');
