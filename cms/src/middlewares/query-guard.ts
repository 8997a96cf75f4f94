import type { Core } from '@strapi/strapi';
import { FORM_SPECS } from '../forms/specs';
import { refuse } from '../public/reply';
import type { Context } from 'koa';

/**
 * No query shape reaches drafts or private data through a relation.
 *
 * Strapi's content API lets a reader `populate`, `filter` and `sort` through relations. Two kinds of
 * target must stay out of reach of that:
 * - **media files beyond what a page shows.** A file's `related` relation lists every entry that
 *   uses it, drafts and unpublished edits included, and its `folder` is the media library's; so a
 *   media field may be populated with its own fields only (MEDIA_FIELDS), never populated further,
 *   filtered or sorted by anything else;
 * - **private types**: admin users (`createdBy`, `updatedBy`), visitors' accounts, roles, the form
 *   submissions, and anything that is not a public content type.
 *
 * The guard walks `populate`, `filters` and `sort` of every GET under /api along the content
 * type's schema (dot paths, arrays, objects, `$and`/`$or`/`$not`, components and dynamic zones) and
 * answers 400 `forbidden_query` naming the first path that leaves the public model. Routes without a
 * content type (search, locales) validate their own parameters.
 */
export const MEDIA_FIELDS = new Set([
  'id',
  'documentId',
  'name',
  'alternativeText',
  'caption',
  'width',
  'height',
  'formats',
  'ext',
  'mime',
  'size',
  'url',
  'previewUrl',
  'createdAt',
  'updatedAt',
]);

type Attr = {
  type: string;
  target?: string;
  relation?: string;
  component?: string;
  components?: string[];
  multiple?: boolean;
};
type Schema = { attributes: Record<string, Attr> };

class Forbidden extends Error {}

export function createQueryGuard(strapi: Core.Strapi) {
  const contentTypes = strapi.contentTypes as unknown as Record<
    string,
    Schema & { kind: string; info: { singularName: string; pluralName: string } }
  >;
  const components = strapi.components as unknown as Record<string, Schema>;
  const publicTypes = new Set(
    Object.keys(contentTypes).filter((uid) => uid.startsWith('api::') && !(uid in FORM_SPECS)),
  );
  const byPath = new Map<string, string>();
  for (const uid of publicTypes) {
    const ct = contentTypes[uid];
    byPath.set(ct.kind === 'singleType' ? ct.info.singularName : ct.info.pluralName, uid);
  }

  const forbid = (path: string[]) => {
    throw new Forbidden(path.join('.'));
  };

  /** The schema a relation-like attribute leads to, or throws when it leads somewhere private. */
  function next(attr: Attr, path: string[]): Schema[] {
    if (attr.type === 'relation' || attr.type === 'media') {
      if (attr.type === 'relation' && (!attr.target || !publicTypes.has(attr.target))) forbid(path);
      return attr.type === 'media' ? [] : [contentTypes[attr.target!]];
    }
    if (attr.type === 'component') return [components[attr.component!]].filter(Boolean);
    if (attr.type === 'dynamiczone')
      return (attr.components ?? []).map((c) => components[c]).filter(Boolean);
    return [];
  }

  const isOperator = (k: string) => k.startsWith('$');

  function walkPath(schemas: Schema[], segments: string[], path: string[]) {
    if (segments.length === 0) return;
    const [head, ...rest] = segments;
    if (head === '*' || head === '') return;
    for (const schema of schemas) {
      const attr = schema?.attributes?.[head];
      if (!attr) continue;
      if (attr.type === 'media') {
        if (rest.length > 1 || (rest.length === 1 && !MEDIA_FIELDS.has(rest[0])))
          forbid([...path, head, ...rest]);
        continue;
      }
      walkPath(next(attr, [...path, head]), rest, [...path, head]);
    }
  }

  function walkFields(value: unknown, path: string[]) {
    const list =
      typeof value === 'string'
        ? value.split(',')
        : Array.isArray(value)
          ? value
          : value && typeof value === 'object'
            ? Object.values(value)
            : [];
    for (const f of list)
      if (typeof f === 'string' && !MEDIA_FIELDS.has(f.trim())) forbid([...path, f]);
  }

  function walkPopulate(schemas: Schema[], value: unknown, path: string[]) {
    if (value === undefined || value === null || typeof value === 'boolean') return;
    if (typeof value === 'string') {
      for (const p of value.split(',')) walkPath(schemas, p.trim().split('.'), path);
      return;
    }
    if (Array.isArray(value)) {
      for (const v of value) walkPopulate(schemas, v, path);
      return;
    }
    if (typeof value !== 'object') return;
    for (const [key, sub] of Object.entries(value as Record<string, unknown>)) {
      if (key === '*') continue;
      if (key === 'on') {
        // dynamic zone: populate[zone][on][component.uid][populate]...
        for (const [comp, compSub] of Object.entries((sub ?? {}) as Record<string, unknown>)) {
          walkNested(components[comp] ? [components[comp]] : [], compSub, [...path, 'on', comp]);
        }
        continue;
      }
      for (const schema of schemas) {
        const attr = schema?.attributes?.[key];
        if (!attr) continue;
        if (attr.type === 'media') {
          if (sub && typeof sub === 'object' && !Array.isArray(sub)) {
            for (const [k, v] of Object.entries(sub as Record<string, unknown>)) {
              if (k === 'fields') walkFields(v, [...path, key, 'fields']);
              else if (k !== 'count') forbid([...path, key, k]);
            }
          }
          continue;
        }
        walkNested(next(attr, [...path, key]), sub, [...path, key]);
      }
    }
  }

  /** The value under a populated relation: `true`, `*`, or `{ populate, filters, sort, fields, on }`. */
  function walkNested(schemas: Schema[], sub: unknown, path: string[]) {
    if (!sub || typeof sub !== 'object' || Array.isArray(sub))
      return walkPopulate(schemas, sub, path);
    const o = sub as Record<string, unknown>;
    if ('populate' in o) walkPopulate(schemas, o.populate, [...path, 'populate']);
    if ('filters' in o) walkFilters(schemas, o.filters, [...path, 'filters']);
    if ('sort' in o) walkSort(schemas, o.sort, [...path, 'sort']);
    if ('on' in o) walkPopulate(schemas, { on: o.on }, path);
  }

  function walkFilters(schemas: Schema[], value: unknown, path: string[]) {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) walkFilters(schemas, v, path);
      return;
    }
    for (const [key, sub] of Object.entries(value as Record<string, unknown>)) {
      if (isOperator(key)) {
        if (key === '$and' || key === '$or' || key === '$not')
          walkFilters(schemas, sub, [...path, key]);
        continue;
      }
      for (const schema of schemas) {
        const attr = schema?.attributes?.[key];
        if (!attr) continue;
        if (attr.type === 'media') {
          if (sub && typeof sub === 'object') {
            for (const k of Object.keys(sub as Record<string, unknown>)) {
              if (!isOperator(k) && !MEDIA_FIELDS.has(k)) forbid([...path, key, k]);
              const inner = (sub as Record<string, unknown>)[k];
              if (
                !isOperator(k) &&
                inner &&
                typeof inner === 'object' &&
                Object.keys(inner).some((x) => !isOperator(x))
              )
                forbid([...path, key, k]);
            }
          }
          continue;
        }
        walkFilters(next(attr, [...path, key]), sub, [...path, key]);
      }
    }
  }

  function walkSort(schemas: Schema[], value: unknown, path: string[]) {
    if (typeof value === 'string') {
      for (const part of value.split(','))
        walkPath(schemas, part.split(':')[0].trim().split('.'), path);
    } else if (Array.isArray(value)) {
      for (const v of value) walkSort(schemas, v, path);
    } else if (value && typeof value === 'object') {
      for (const [key, sub] of Object.entries(value as Record<string, unknown>)) {
        if (typeof sub === 'string') walkPath(schemas, [key], path);
        else
          for (const schema of schemas) {
            const attr = schema?.attributes?.[key];
            if (!attr) continue;
            if (attr.type === 'media') {
              for (const k of Object.keys((sub ?? {}) as object))
                if (!MEDIA_FIELDS.has(k)) forbid([...path, key, k]);
              continue;
            }
            walkSort(next(attr, [...path, key]), sub, [...path, key]);
          }
      }
    }
  }

  /** Null when the query stays in the public model, else the first path that leaves it. */
  return function check(apiPath: string, query: Record<string, unknown>): string | null {
    const name = apiPath.replace(/^\/api\/?/, '').split('/')[0];
    const uid = byPath.get(name);
    if (!uid) return null;
    const root = [contentTypes[uid]];
    try {
      walkPopulate(root, query.populate, ['populate']);
      walkFilters(root, query.filters, ['filters']);
      walkSort(root, query.sort, ['sort']);
      return null;
    } catch (e) {
      if (e instanceof Forbidden) return e.message;
      throw e;
    }
  };
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let check: ReturnType<typeof createQueryGuard> | null = null;
  return async (ctx: Context, next: () => Promise<void>) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/api/'))
      return next();
    check ??= createQueryGuard(strapi);
    const bad = check(ctx.path, ctx.query ?? {});
    if (bad) {
      return refuse(
        ctx,
        400,
        'ValidationError',
        `Invalid query: "${bad}" is not available through the public API.`,
        {
          code: 'forbidden_query',
          errors: [
            {
              path: bad.split('.'),
              code: 'forbidden_query',
              message: 'Not available through the public API.',
              name: 'ValidationError',
            },
          ],
        },
      );
    }
    return next();
  };
};
