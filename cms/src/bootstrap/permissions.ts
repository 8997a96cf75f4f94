import type { Core } from '@strapi/strapi';
import { FORM_SPECS } from '../forms/specs';

/**
 * Actions no visitor role may ever have, even if an editor grants them: Strapi's upload route takes
 * `ref`/`refId`/`field` from the request and attaches the file to any entry. Visitors upload form
 * attachments through POST /api/attachments (src/attachments/create.ts), which needs no permission.
 */
export const NEVER_FOR_VISITORS = ['plugin::upload.content-api.upload'];

/** Every action the public (unauthenticated) role may call. Nothing else is granted. */
export function publicActions(strapi: Core.Strapi): string[] {
  const actions = new Set<string>(['plugin::i18n.locales.listLocales']);
  for (const [uid, ct] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const [, rest] = uid.split('::');
    const [api, name] = rest.split('.');
    const prefix = `api::${api}.${name}`;
    if (uid in FORM_SPECS) actions.add(`${prefix}.create`);
    else if (ct.kind === 'singleType') actions.add(`${prefix}.find`);
    else {
      actions.add(`${prefix}.find`);
      actions.add(`${prefix}.findOne`);
    }
  }
  return [...actions].sort();
}

/**
 * Syncs the public role to exactly publicActions() (idempotent; removes anything else) and grants
 * the same actions to the authenticated role.
 */
export async function ensurePublicPermissions(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const role = await roles.findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role missing');
  const wanted = new Set(publicActions(strapi));
  const perms = strapi.db.query('plugin::users-permissions.permission');
  const existing: Array<{ id: number; action: string }> = await perms.findMany({
    where: { role: role.id },
  });
  const have = new Set<string>();
  for (const p of existing) {
    if (!wanted.has(p.action) || have.has(p.action)) await perms.delete({ where: { id: p.id } });
    else have.add(p.action);
  }
  for (const action of wanted) {
    if (!have.has(action)) await perms.create({ data: { action, role: role.id } });
  }

  // A signed-in visitor sends their token with every call (docs/behaviour.md#sessions): the authenticated
  // role reads and sends what the public can, on top of its own account actions (Strapi's
  // defaults, e.g. users/me), which are left as an editor set them.
  const authenticated = await roles.findOne({ where: { type: 'authenticated' } });
  if (!authenticated) throw new Error('users-permissions authenticated role missing');
  const granted = new Set<string>();
  for (const p of (await perms.findMany({ where: { role: authenticated.id } })) as Array<{
    id: number;
    action: string;
  }>) {
    if (NEVER_FOR_VISITORS.includes(p.action)) await perms.delete({ where: { id: p.id } });
    else granted.add(p.action);
  }
  for (const action of wanted) {
    if (!granted.has(action)) await perms.create({ data: { action, role: authenticated.id } });
  }
}
