import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { publicActions } from '../bootstrap/permissions';

/**
 * What the hand-written read APIs (src/api/search, src/api/sitemap) may read, and how they tell a
 * visible entry: the same rules as the collections' own REST `find`, stated once.
 */

export type Attributes = Record<string, { type: string; relation?: string; target?: string }>;
export interface PublicType {
  uid: string;
  kind: 'collectionType' | 'singleType';
  attributes: Attributes;
}

/** A 400 naming the parameter at fault, in Strapi's error envelope. */
export const bad = (message: string, path: string) =>
  new errors.ValidationError(message, {
    errors: [{ path: [path], message, name: 'ValidationError' }],
  });

/**
 * A whole-number query parameter from `min` to `max` (`fallback` when absent or empty), else a 400
 * naming it. Only a single string value counts: `?page=1&page=2` (an array) is refused.
 */
export function wholeNumber(
  value: unknown,
  { fallback, min, max }: { fallback: number; min: number; max: number },
  name: string,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n) || n < min || n > max)
    throw bad(`${name} must be a whole number from ${min} to ${max}`, name);
  return n;
}

/** The relations that decide an entry's route on the site, and the one field of each it needs. */
export const ROUTE_RELATIONS: Record<string, string[]> = {
  category: ['name'],
  post_type: ['post_type_name'],
};

let locales: { codes: Set<string>; until: number } | null = null;
/** The CMS's locales (Strapi's i18n list), re-read once a minute. */
export async function knownLocales(strapi: Core.Strapi): Promise<Set<string>> {
  if (!locales || locales.until < Date.now()) {
    const list: Array<{ code: string }> = await strapi.plugin('i18n').service('locales').find();
    locales = { codes: new Set(list.map((l) => l.code)), until: Date.now() + 60_000 };
  }
  return locales.codes;
}

/**
 * Content types whose `find` the public role has (publicActions, the one list of what is public),
 * with draft and publish, by plural name (collections) and singular name (single types). Built on
 * first use: the content types are fixed once Strapi has loaded.
 */
interface Described {
  kind: string;
  info: { pluralName: string; singularName: string };
  options?: { draftAndPublish?: boolean };
  attributes: unknown;
}

let publicTypes: { collections: Map<string, PublicType>; singles: Map<string, PublicType> } | null =
  null;
function typesOf(strapi: Core.Strapi) {
  if (!publicTypes) {
    const isPublic = new Set(publicActions(strapi));
    const listed = (Object.entries(strapi.contentTypes) as Array<[string, Described]>).filter(
      ([uid, ct]) => isPublic.has(`${uid}.find`) && ct.options?.draftAndPublish,
    );
    const of = (kind: PublicType['kind'], name: 'pluralName' | 'singularName') =>
      new Map(
        listed
          .filter(([, ct]) => ct.kind === kind)
          .map(([uid, ct]): [string, PublicType] => [
            ct.info[name],
            { uid, kind, attributes: ct.attributes as Attributes },
          ]),
      );
    publicTypes = {
      collections: of('collectionType', 'pluralName'),
      singles: of('singleType', 'singularName'),
    };
  }
  return publicTypes;
}

/** The public collection `plural` (undefined when there is none). */
export const publicCollection = (strapi: Core.Strapi, plural: string) =>
  typesOf(strapi).collections.get(plural);

/** Every public collection and single type. */
export const publicTypesOf = (strapi: Core.Strapi) => typesOf(strapi);

/**
 * A visible entry (docs/behaviour.md#content-and-calls): published, and its `publish_date` empty
 * or not later than `now`. The conditions for the query engine's `where`, to combine with others.
 */
export function visibleWhere(attributes: Attributes, now: Date = new Date()) {
  return {
    publishedAt: { $notNull: true },
    ...('publish_date' in attributes
      ? {
          $or: [{ publish_date: { $lte: now.toISOString() } }, { publish_date: { $null: true } }],
        }
      : {}),
  };
}
