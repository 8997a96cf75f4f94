import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { queryString } from '../../../site/cms/qs';

const reference = (params: Record<string, unknown>) =>
  qs.stringify(params, { encodeValuesOnly: true });

describe('the CMS query string is the one Strapi documents (qs, values encoded)', () => {
  const cases: Record<string, unknown>[] = [
    {},
    { locale: 'th', pagination: { page: 2, pageSize: 12 }, sort: ['publish_date:desc', 'id:desc'] },
    {
      filters: {
        $or: [{ title: { $containsi: 'a&b=\'c\' 100% _x_ \\ "q"' } }, { slug: { $eq: 'x y' } }],
        publish_date: { $lte: new Date('2026-01-02T03:04:05Z') },
        hidden: { $ne: true },
        empty: [],
        nothing: undefined,
        none: null,
      },
      populate: { image: { fields: ['url', 'formats'] }, category: true },
      fields: ['title', 'publish_date'],
    },
    { q: 'ทุเรียนไทย 🍈 日本語 (!*)~-._', n: 0, f: false },
  ];
  it.each(cases.map((c) => [JSON.stringify(c).slice(0, 60), c]))('%s', (_, params) => {
    expect(queryString(params as Record<string, unknown>)).toBe(
      reference(params as Record<string, unknown>),
    );
  });

  it('never throws on a broken surrogate in what the visitor typed', () => {
    expect(() => queryString({ q: 'a\uD83Db' })).not.toThrow();
  });

  it('is empty without parameters', () => {
    expect(queryString(undefined)).toBe('');
  });
});
