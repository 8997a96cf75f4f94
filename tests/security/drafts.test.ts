/**
 * Drafts, unpublished edits and private data are never public, by any query shape. For EVERY
 * public collection and single type, every media field and every relation is tried with the shapes
 * that reach past the public model: a media file's `related` entries (which include drafts), its
 * folder, the admin users behind `createdBy`, through dot paths, arrays, objects, filters and
 * sorts, and one hop deeper through a relation or `localizations`. Each answer must be a 400 that
 * shows nothing; the queries the site really sends keep working.
 */
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { listCollections, singleTypes, type Schema } from '../cms/helpers';
import { get } from './support';

const enc = (o: unknown) => qs.stringify(o, { encodeValuesOnly: true });
const mediaOf = (s: Schema) =>
  Object.entries(s.attributes)
    .filter(([, a]) => a.type === 'media')
    .map(([n]) => n);
const relationsOf = (s: Schema) =>
  Object.entries(s.attributes)
    .filter(([, a]) => a.type === 'relation')
    .map(([n, a]) => [n, a.target] as const);
const pathOf = (s: Schema) =>
  `/api/${s.kind === 'singleType' ? s.info.singularName : s.info.pluralName}`;
const all = [...listCollections, ...singleTypes];

/** Query shapes that must be refused for a media field `m`. */
const mediaAttacks = (m: string) => [
  enc({ populate: { [m]: { populate: { related: true } } } }),
  enc({ populate: { [m]: { populate: '*' } } }),
  enc({ populate: { [m]: { populate: { folder: true } } } }),
  `populate=${m}.related`,
  `populate[0]=${m}.related`,
  `populate=${m}.folder`,
  enc({ populate: { [m]: { fields: ['name', 'folderPath'] } } }),
  enc({ filters: { [m]: { related: { id: { $notNull: true } } } } }),
  enc({ filters: { $or: [{ [m]: { related: { publishedAt: { $null: true } } } }] } }),
  enc({ filters: { [m]: { folder: { name: { $eq: 'x' } } } } }),
  `sort=${m}.related.id:asc`,
  `sort[0]=${m}.folderPath:desc`,
];

const leaks = (body: unknown) => {
  const text = JSON.stringify(body);
  return /Draft only|"publishedAt":null|"related":|"folderPath":|"folder":|"email":"admin/.test(
    text,
  );
};

describe('no query shape reaches drafts or private data', () => {
  it('covers every public type (the table is not empty)', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => mediaOf(s).length > 0).length).toBeGreaterThan(40);
  });

  for (const s of all) {
    const base = pathOf(s);
    const locale = 'locale=en';
    const media = mediaOf(s);
    const relations = relationsOf(s);

    it(`${base}: media fields never open their related entries or folders`, async () => {
      for (const m of media) {
        for (const attack of mediaAttacks(m)) {
          const r = await get(`${base}?${locale}&${attack}`);
          expect(r.status, `${base}?${attack}`).toBe(400);
          expect(leaks(r.body), `${base}?${attack}`).toBe(false);
        }
      }
    });

    it(`${base}: admin users and private types are out of reach`, async () => {
      for (const attack of [
        'populate[createdBy]=true',
        'populate=updatedBy',
        'filters[createdBy][email][$contains]=a',
        'sort=createdBy.email',
      ]) {
        const r = await get(`${base}?${locale}&${attack}`);
        expect(r.status, `${base}?${attack}`).toBe(400);
        expect(leaks(r.body)).toBe(false);
      }
    });

    it(`${base}: one hop deeper (through relations and localizations) is refused the same way`, async () => {
      const hops = [...relations.map(([n]) => n), 'localizations'];
      for (const hop of hops) {
        const attacks = [
          enc({ populate: { [hop]: { populate: { image: { populate: { related: true } } } } } }),
          `populate=${hop}.image.related`,
          enc({ filters: { [hop]: { image: { related: { id: { $notNull: true } } } } } }),
          enc({ populate: { [hop]: { populate: { createdBy: true } } } }),
        ];
        for (const attack of attacks) {
          const r = await get(`${base}?${locale}&${attack}`);
          // 400 from the guard, or from Strapi when the hop has no such field; never a 200 with data
          expect(r.status, `${base}?${attack}`).toBe(400);
          expect(leaks(r.body)).toBe(false);
        }
      }
    });
  }

  it('the queries the site sends still work', async () => {
    const ok = [
      `/api/posts?locale=en&${enc({ populate: { image: true, category: true, region: true, post_type: true } })}`,
      `/api/posts?locale=en&${enc({ populate: { image: { fields: ['url', 'formats', 'alternativeText', 'width', 'height'] } } })}`,
      `/api/posts?locale=en&${enc({ filters: { image: { id: { $notNull: true } } }, sort: ['publish_date:desc', 'createdAt:desc'] })}`,
      `/api/posts?locale=en&populate=*`,
      `/api/home?locale=en&populate=*`,
      `/api/posts?locale=en&${enc({ populate: { localizations: true } })}`,
    ];
    for (const path of ok) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(leaks(r.body), path).toBe(false);
    }
  });

  it('the search and sitemap endpoints take no populate, filters or status', async () => {
    for (const q of [
      'populate[image][populate][related]=true',
      'filters[title][$eq]=x',
      'status=draft',
      'fields[0]=content_html',
    ]) {
      for (const path of ['/api/search/posts?q=export&locale=en', '/api/sitemap/posts?locale=en']) {
        const r = await get(`${path}&${q}`);
        expect([400, 404], `${path}&${q}`).toContain(r.status);
        expect(leaks(r.body)).toBe(false);
      }
    }
  });
});
