/**
 * Refusals of the public write surface, in Strapi's error envelope so the site reads them like any
 * other CMS error: `{ data: null, error: { status, name, message, details } }`. The message is
 * English for operators and API users; the site shows its own text, in the visitor's language,
 * chosen by `details.code` (or `details.errors[].code` for field problems).
 */
import type { Context } from 'koa';
export type FieldProblem = { path: (string | number)[]; code: string; message: string };

export function refuse(
  ctx: Context,
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
}

/** A 400 naming the fields at fault (`details.errors`, as the form validator answers). */
export function refuseFields(ctx: Context, problems: FieldProblem[]) {
  const message =
    problems.length === 1 ? problems[0].message : `${problems.length} fields need attention.`;
  refuse(ctx, 400, 'ValidationError', message, {
    errors: problems.map((p) => ({ ...p, name: 'ValidationError' })),
  });
}
