import { describe, expect, it } from 'vitest';
import * as seed from '../../cms/src/seed/data';
import { LOCALES } from '../../design-system';

/**
 * The development seed is what every visitor of a fresh install sees: nothing in it may be an
 * invented fact about the real department (cms/README.md, "Seed content and its edge cases"). Articles may be
 * illustrative; contact details, people and links may not be made up. This walks every string of
 * every export of cms/src/seed/data.ts.
 */
function strings(value: unknown, path: string, out: Array<[string, string]>) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}
const all = strings(seed, 'seed', []);

/**
 * External addresses a maintainer checked against the organisation's own site. A new external
 * link in the seed fails until its host is checked and added here.
 */
const CHECKED_HOSTS = new Set([
  'www.moc.go.th',
  'www.dtn.go.th',
  'www.dft.go.th',
  'www.gulfood.com',
  'www.thaitrade.com',
]);

const PATTERNS: Array<[string, RegExp]> = [
  ['a reserved example domain', /(^|[./@])example(\.(com|org|net|go\.th)|\b)/i],
  ['a "sample" label or placeholder', /\((sample|ตัวอย่าง)\)|sample address|ที่อยู่ตัวอย่าง|lorem ipsum/i],
  ['a placeholder phone number', /(^|[\s+(])(\d{1,3}[\s-])*0{3,4}[\s-]\d{3,4}\b/],
];

describe('seed content invents no facts', () => {
  it('walks the whole seed', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it.each(PATTERNS)('no string contains %s', (_what, pattern) => {
    expect(all.filter(([, s]) => pattern.test(s)).map(([p, s]) => `${p}: ${s}`)).toEqual([]);
  });

  it('every external link goes to a checked host', () => {
    const hosts = all
      .flatMap(([, s]) => [...s.matchAll(/\bhttps?:\/\/([^/\s'"<>]+)/g)].map((m) => m[1]))
      .filter((h) => h !== 'www.w3.org');
    expect(hosts.filter((h) => !CHECKED_HOSTS.has(h))).toEqual([]);
  });

  it('e-mail addresses are only the department’s own published ones (none yet)', () => {
    const emails = all.filter(
      ([p, s]) => /\.email$/.test(p) || /^[^\s@]+@[^\s@]+\.[a-z]+$/i.test(s),
    );
    expect(emails).toEqual([]);
  });

  it('the checker catches what it is for', () => {
    const probe = strings(
      {
        a: 'tokyo@ditp.example',
        b: '+81 3 0000 0101',
        c: 'Director (sample)',
        d: 'https://trade.example.com/x',
      },
      'probe',
      [],
    );
    const caught = (i: number) => probe.filter(([, s]) => PATTERNS[i][1].test(s)).map(([p]) => p);
    expect(caught(0)).toEqual(['probe.a', 'probe.d']);
    expect(caught(1)).toEqual(['probe.c']);
    expect(caught(2)).toEqual(['probe.b']);
  });
});

/** Every exported list of seed entries (collections), with its name. */
const collections = Object.entries(seed).filter(
  (entry): entry is [string, seed.SeedEntry[]] =>
    Array.isArray(entry[1]) &&
    entry[1].every((e) => e && typeof e === 'object' && 'key' in e && 'title' in e),
);
// Labels that say an entry is a test ("testing" alone is a real word: residue testing).
const TEST_LABEL =
  /\((no image|no publish date|long thai title test)\)|\(ไม่มี(รูปภาพ|วันเผยแพร่)\)|\bto test\b|sanitiser test|ใช้ทดสอบ|ทดสอบตัวกรอง|เฉพาะภาษาไทย|draft only|ฉบับร่าง|^scheduled( news)?:/i;

describe('test fixtures are seeded for the tests only', () => {
  it('finds the collections', () => {
    expect(collections.map(([name]) => name)).toEqual(
      expect.arrayContaining(['posts', 'ditpNews']),
    );
  });

  it('what visitors get (no CMS_SEED_FIXTURES) has no entry labelled as a test or edge case', () => {
    const labelled = collections.flatMap(([name, entries]) =>
      strings(seed.forSeeding(entries, false), name, [])
        .filter(([, s]) => TEST_LABEL.test(s))
        .map(([p, s]) => `${p}: ${s.slice(0, 80)}`),
    );
    expect(labelled).toEqual([]);
  });

  it('the test seed keeps every fixture (sanitiser payloads, Thai-only, no image, no date...)', () => {
    const fixtures = collections.flatMap(([, entries]) =>
      seed
        .forSeeding(entries, true)
        .filter((e) => e.fixture)
        .map((e) => e.key),
    );
    expect(fixtures).toEqual(
      expect.arrayContaining([
        'xss',
        'th-only',
        'no-image',
        'null-date',
        'long-title',
        'news-th-only',
      ]),
    );
    expect(seed.forSeeding(seed.posts, false).some((e) => e.fixture)).toBe(false);
  });
});

describe('the office directory is whole in every language', () => {
  // Articles may exist in some languages only; a directory may not: a visitor of the Chinese,
  // Japanese or Dutch site once found 4 of the 11 offices, the others having no name there.
  it('names every overseas office, its country and its city in all five locales', () => {
    const missing = seed.overseasOffices.flatMap((office) =>
      LOCALES.filter(
        (locale) =>
          !office.title[locale] ||
          !office.local?.[locale]?.country_name ||
          !office.local?.[locale]?.city ||
          !office.html?.[locale],
      ).map((locale) => `${office.key} (${locale})`),
    );
    expect(missing).toEqual([]);
    expect(seed.overseasOffices.length).toBeGreaterThanOrEqual(11);
  });
});
