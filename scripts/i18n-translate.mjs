#!/usr/bin/env node
// @ts-check
/**
 * Adds translations to the catalogs: `npm run i18n:translate -- file.json [more.json]`.
 *
 * Each file maps an English source message (exactly as in the code, ICU placeholders included) to
 * its translations: { "Search": { "th": "ค้นหา", "zh": "搜索", "ja": "検索", "nl": "Zoeken" } }.
 * Runs `lingui extract` first (so new messages exist), then fills msgstr for each locale, under a
 * lock so several people (or agents) working in one tree do not overwrite each other. The file
 * translates messages without a context only; a message with a msgctxt (the same English in
 * another role) keeps its own translation and is edited in the .po files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { LOCALES, SOURCE_LOCALE } from './lib/model.mjs';

const root = new URL('..', import.meta.url).pathname;
const lock = join(root, 'locales', '.lock');
const targets = LOCALES.filter((l) => l !== SOURCE_LOCALE);

async function withLock(fn) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A stale lock (a crashed run) is broken after two minutes.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmdirSync(lock);
      } catch {
        // Someone else removed it first.
      }
      if (Date.now() - started > 180_000) throw new Error('locales/.lock held too long');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmdirSync(lock);
  }
}

function loadPo(file) {
  return PO.parse(readFileSync(file, 'utf8'));
}

/** The catalogs of each locale (lingui.config.ts): `messages` (first paint) and `pages`. */
const CATALOGS = ['messages', 'pages'];

/**
 * A message's identity: its msgid and, when it has one, its msgctxt (the same English text in two
 * contexts, such as the header's short name, has two translations).
 */
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);

/** A translation the locale already has for the message in any of its catalogs. */
const knownCache = new Map();
function known(locale, key) {
  if (!knownCache.has(locale)) {
    const map = new Map();
    for (const catalog of CATALOGS) {
      const file = join(root, 'locales', locale, `${catalog}.po`);
      if (!existsSync(file)) continue;
      for (const item of loadPo(file).items) if (item.msgstr[0]) map.set(keyOf(item), item.msgstr);
    }
    knownCache.set(locale, map);
  }
  return knownCache.get(locale).get(key)?.[0];
}

const files = process.argv.slice(2);
const translations = {};
for (const f of files) Object.assign(translations, JSON.parse(readFileSync(f, 'utf8')));

await withLock(async () => {
  execFileSync('npx', ['lingui', 'extract'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  let missing = 0;
  for (const catalog of CATALOGS) {
    for (const locale of targets) {
      const file = join(root, 'locales', locale, `${catalog}.po`);
      const po = loadPo(file);
      for (const item of po.items) {
        // A message already translated in the other catalog keeps that translation. The JSON's
        // keys are msgids without a context: a message with a msgctxt is edited in the .po.
        const given = item.msgctxt ? undefined : translations[item.msgid]?.[locale];
        const t = given ?? known(locale, keyOf(item));
        if (t) item.msgstr = [t];
        if (!item.msgstr[0]) missing++;
      }
      await /** @type {Promise<void>} */ (
        new Promise((resolve, reject) => po.save(file, (err) => (err ? reject(err) : resolve())))
      );
    }
    // Source catalog: msgstr = msgid, so en is complete too.
    const enFile = join(root, 'locales', 'en', `${catalog}.po`);
    const en = loadPo(enFile);
    for (const item of en.items) if (!item.msgstr[0]) item.msgstr = [item.msgid];
    await /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => en.save(enFile, (e) => (e ? reject(e) : resolve())))
    );
  }
  console.log(missing ? `${missing} message(s) still lack a translation` : 'All catalogs complete');
});
