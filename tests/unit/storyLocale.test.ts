/**
 * The Storybook toolbar's locale drives the stories' demo text (issue "Storybook that designers
 * can work from", point 4): a story shows one language, the page's. Demo text comes from
 * stories/data/locale.ts (five locales, keyed by purpose) or from the site's catalogs
 * (`fromCatalog`), never an English sentence written into a story.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../design-system';
import { demoText } from '../../stories/data/locale';

const root = normalize(join(import.meta.dirname, '../..'));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/**
 * Stories not yet converted: their demo text is still fixed (English or Thai whatever the
 * toolbar's locale). Remove a file from here when it follows the locale; the test fails if a
 * listed file no longer has any such text (so the list only shrinks). CookieBanner is maintained
 * apart.
 */
const PENDING = new Set(['CookieBanner']);

/**
 * Text that is English on purpose, whatever the toolbar's locale (each explained in its story):
 * a menu shown beside the Thai one in its own `lang`; the CMS API's own English error; the
 * English site's search results (their stories are pinned to English).
 */
const DELIBERATE: Record<string, string[]> = {
  MegaMenu: ['English menu'],
  Popup: ['email must be a valid email'],
  ResultList: [
    'Thai durian exports to China reach a record',
    'Export procedures for fresh fruit',
    'Frozen durian from Thailand',
    'A trending product on Thaitrade.com, the department’s marketplace.',
  ],
};

/** An English phrase: two words of Latin letters (the first of three or more). */
const englishPhrase = /[A-Za-z]{3,}[,'’]?\s+[A-Za-z]{2,}/;

/** English phrases written into a story's JSX text or text props. */
export function englishLiterals(file: string): string[] {
  // Per-locale tables in a story (`en: { label: 'Company name', … }`) are its fixtures.
  const source = file.replace(/\b(?:th|en|zh|ja|nl):\s*\{[^{}]*\}/g, '');
  const found: string[] = [];
  // JSX text between a tag and a closing tag: `<p>Page content</p>`.
  for (const [, text] of source.matchAll(/>([^<>{}]+)<\//g)) {
    const t = text!.trim();
    if (englishPhrase.test(t)) found.push(t);
  }
  // Text props and args: `label: 'Company name'`, `aria-label="Thai menu"`.
  for (const [, , text] of source.matchAll(
    /\b(children|label|title|description|heading|placeholder|aria-label|errorMessage|message)\s*[:=]\s*(?:\{\s*)?['"`]([^'"`]+)['"`]/g,
  )) {
    if (englishPhrase.test(text!)) found.push(text!);
  }
  return found;
}

const storyNames = readdirSync(join(root, 'stories'))
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => name.replace('.stories.tsx', ''));

describe('story demo text follows the toolbar locale', () => {
  it('finds an English sentence written into a story', () => {
    expect(englishLiterals('<p>Page content</p>')).toEqual(['Page content']);
    expect(englishLiterals("args: { children: 'Send inquiry' }")).toEqual(['Send inquiry']);
    expect(englishLiterals('<p>{demo(globals).pageContent}</p>')).toEqual([]);
    expect(englishLiterals('<Button>ส่ง</Button>')).toEqual([]);
  });

  for (const name of storyNames.filter((n) => !PENDING.has(n))) {
    it(`${name}: no fixed English demo text`, () => {
      const allowed = new Set(DELIBERATE[name] ?? []);
      const literals = englishLiterals(read(`stories/${name}.stories.tsx`));
      expect(literals.filter((t) => !allowed.has(t))).toEqual([]);
    });
  }

  it('the pending list only names stories that still have fixed English text', () => {
    const done = [...PENDING].filter(
      (name) =>
        name !== 'CookieBanner' &&
        englishLiterals(read(`stories/${name}.stories.tsx`)).length === 0,
    );
    expect(done).toEqual([]);
  });
});

describe('stories/data/locale.ts', () => {
  it('has the demo text in all five locales, each in its script', () => {
    expect(Object.keys(demoText).sort()).toEqual([...LOCALES].sort());
    const keys = Object.keys(demoText.en).sort();
    const scripts: Record<string, RegExp> = {
      th: /\p{Script=Thai}/u,
      zh: /\p{Script=Han}/u,
      ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
    };
    for (const locale of LOCALES) {
      const table = demoText[locale] as Record<string, string>;
      expect(Object.keys(table).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        if (scripts[locale]) expect(text, `${locale}.${key}`).toMatch(scripts[locale]!);
      }
    }
  });

  it("takes from the site's catalogs only messages they translate in every locale", () => {
    const sources = [
      ...storyNames.map((n) => `stories/${n}.stories.tsx`),
      ...readdirSync(join(root, 'stories/data')).map((n) => `stories/data/${n}`),
    ].filter((p) => /\.tsx?$/.test(p));
    const messages = new Set<string>();
    for (const path of sources) {
      for (const [, message] of read(path).matchAll(/fromCatalog\('([^']+)'\)/g)) {
        messages.add(message!);
      }
    }
    expect(messages.size).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const po = ['messages', 'pages'].map((c) => read(`locales/${locale}/${c}.po`)).join('\n');
      for (const message of messages) {
        const escaped = message.replace(/[\\"]/g, '\\$&');
        const entry = new RegExp(
          `^msgid "${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\nmsgstr "(.+)"$`,
          'm',
        );
        expect(po, `${locale}: "${message}"`).toMatch(entry);
      }
    }
  });
});
