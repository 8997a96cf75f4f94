import type { Core, UID } from '@strapi/strapi';
import { FORM_SPECS } from '../forms/specs';

/**
 * What a request to the content API is, for the public write surface (src/middlewares/public-write.ts):
 *
 * | class        | requests                                                                 |
 * |--------------|--------------------------------------------------------------------------|
 * | `form`       | POST /api/<plural> of a form collection (src/forms/specs.ts)              |
 * | `newsletter` | POST /api/subscribe-to-news, /api/newsletter/confirm, /api/newsletter/unsubscribe |
 * | `attachment` | POST /api/attachments; POST /api/upload without credentials (the alias)   |
 * | `upload`     | POST /api/upload with credentials (Strapi's route; an API token decides)  |
 * | `search`     | GET /api/search (federated), GET /api/search/...                          |
 * | `challenge`  | GET /api/verification/challenge                                           |
 * | `read`       | any other GET or HEAD under /api                                          |
 * | `other`      | any other method under /api (Strapi's permissions answer it)              |
 */
export type RequestClass =
  'form' | 'newsletter' | 'attachment' | 'upload' | 'search' | 'challenge' | 'read' | 'other';

export interface Classified {
  cls: RequestClass;
  /** The form's content-type uid, for `form` and the newsletter's subscribe. */
  uid?: string;
  /** Which newsletter action. */
  action?: 'subscribe' | 'confirm' | 'unsubscribe';
}

/** Collections one federated search (GET /api/search?in[...]) may name: never unbounded. */
export const MAX_FEDERATED = 32;

/**
 * Rate-limit points a `search` request costs: one per collection it reads, so one federated
 * search of sixteen collections costs what sixteen single-collection reads cost.
 */
export function searchCost(path: string, query: Record<string, unknown> | undefined): number {
  if (!/^\/api\/search\/?$/.test(path)) return 1;
  const within = query?.in;
  const n = within && typeof within === 'object' ? Object.keys(within).length : 1;
  return Math.min(Math.max(n, 1), MAX_FEDERATED);
}

export const NEWSLETTER_UID = 'api::subscribe-to-news-entry.subscribe-to-news-entry';

let byPlural: Map<string, string> | null = null;

/** REST plural -> uid of every form collection (worked out once: content types are fixed at start). */
function formsByPlural(strapi: Core.Strapi): Map<string, string> {
  if (byPlural) return byPlural;
  const map = new Map<string, string>();
  for (const uid of Object.keys(FORM_SPECS)) {
    const ct = strapi.contentTypes[uid as UID.ContentType];
    if (ct?.info?.pluralName) map.set(ct.info.pluralName, uid);
  }
  byPlural = map;
  return map;
}

export function classify(
  strapi: Core.Strapi,
  method: string,
  path: string,
  hasCredentials: boolean,
): Classified | null {
  if (path !== '/api' && !path.startsWith('/api/')) return null;
  const rest = path.slice(5).replace(/\/+$/, '');
  if (method === 'GET' || method === 'HEAD') {
    if (rest === 'search' || rest.startsWith('search/')) return { cls: 'search' };
    if (rest === 'verification/challenge') return { cls: 'challenge' };
    return { cls: 'read' };
  }
  if (method !== 'POST') return { cls: 'other' };
  if (rest === 'attachments') return { cls: 'attachment' };
  if (rest === 'upload') return hasCredentials ? { cls: 'upload' } : { cls: 'attachment' };
  if (rest === 'newsletter/confirm') return { cls: 'newsletter', action: 'confirm' };
  if (rest === 'newsletter/unsubscribe') return { cls: 'newsletter', action: 'unsubscribe' };
  const uid = formsByPlural(strapi).get(rest);
  if (uid === NEWSLETTER_UID) return { cls: 'newsletter', action: 'subscribe', uid };
  if (uid) return { cls: 'form', uid };
  return { cls: 'other' };
}
