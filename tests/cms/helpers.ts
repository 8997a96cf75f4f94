/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import qs from 'qs';
import { inject } from 'vitest';
import { verificationToken } from '../../scripts/lib/altcha.mjs';

export const url = () => inject('cmsUrl');

/**
 * A connected client of the PostgreSQL database the CMS runs on (DATABASE_* as .ci/cms-postgres.sh
 * sets them), for tests that read the database's own catalogue. End it with `client.end()`.
 */
export async function postgresClient(): Promise<any> {
  const require = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
  const { Client } = require('pg');
  const client = new Client({
    connectionString: process.env.DATABASE_URL,
    host: process.env.DATABASE_HOST,
    port: Number(process.env.DATABASE_PORT ?? 5432),
    database: process.env.DATABASE_NAME,
    user: process.env.DATABASE_USERNAME,
    password: process.env.DATABASE_PASSWORD,
  });
  await client.connect();
  return client;
}
export const previewSecret = () => inject('cmsPreviewSecret');
export const token = () => inject('cmsToken');

const apiDir = path.resolve(import.meta.dirname, '../../cms/src/api');

export type Schema = {
  kind: 'collectionType' | 'singleType';
  info: { singularName: string; pluralName: string };
  options: { draftAndPublish: boolean };
  attributes: Record<string, any>;
};

/** Every content type of cms/src/api, read from the schema files (the contract). */
export const schemas: Schema[] = readdirSync(apiDir)
  .filter((d) => !d.startsWith('.'))
  .map((d) => path.join(apiDir, d, 'content-types', d, 'schema.json'))
  .filter((f) => existsSync(f))
  .map((f) => JSON.parse(readFileSync(f, 'utf8')));

export const listCollections = schemas.filter(
  (s) => s.kind === 'collectionType' && s.options.draftAndPublish,
);
export const singleTypes = schemas.filter((s) => s.kind === 'singleType');
export const formTypes = schemas.filter(
  (s) => s.kind === 'collectionType' && !s.options.draftAndPublish,
);

/** The site's list query (documented in cms/README.md). */
export function listQuery(
  locale: string,
  opts: { page?: number; pageSize?: number; filters?: Record<string, unknown>; now?: string } = {},
) {
  const now = opts.now ?? new Date().toISOString();
  return qs.stringify(
    {
      populate: '*',
      sort: ['publish_date:desc', 'createdAt:desc'],
      filters: {
        $or: [{ publish_date: { $lte: now } }, { publish_date: { $null: true } }],
        ...(opts.filters ?? {}),
      },
      pagination: { page: opts.page ?? 1, pageSize: opts.pageSize ?? 20 },
      locale,
    },
    { encodeValuesOnly: true },
  );
}

/** The site's search query: title (and content_html for posts and news) $containsi, plus the date rule. */
export function searchQuery(
  locale: string,
  text: string,
  withContent: boolean,
  opts: { pageSize?: number } = {},
) {
  const now = new Date().toISOString();
  const match = withContent
    ? [{ title: { $containsi: text } }, { content_html: { $containsi: text } }]
    : [{ title: { $containsi: text } }];
  return qs.stringify(
    {
      populate: '*',
      sort: ['publish_date:desc', 'createdAt:desc'],
      filters: {
        $and: [
          { $or: [{ publish_date: { $lte: now } }, { publish_date: { $null: true } }] },
          { $or: match },
        ],
      },
      pagination: { page: 1, pageSize: opts.pageSize ?? 5 },
      locale,
    },
    { encodeValuesOnly: true },
  );
}

export async function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url()}${pathAndQuery}`, {
    headers: { accept: 'application/json', ...headers },
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** A made-up client address (10.0.0.0/8). */
export const randomVisitorAddress = () =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * The headers a visitor's browser sends with a public write: a solved human-verification challenge
 * and a fresh idempotency key. Pass your own to override (an empty string sends the header empty).
 */
export async function visitorHeaders(
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  // A visitor of its own: behind a trusted proxy (the security suite's CMS) each write counts
  // against its own address, as separate visitors' would; elsewhere the header is ignored.
  const base: Record<string, string> = {
    'idempotency-key': randomUUID(),
    'x-forwarded-for': randomVisitorAddress(),
  };
  if (!('x-verification-token' in extra))
    base['x-verification-token'] = await verificationToken(url(), {
      'x-forwarded-for': base['x-forwarded-for'],
      ...extra,
    });
  return { ...base, ...extra };
}

/** POST JSON; public writes (anything but /admin and API-token calls) carry visitorHeaders(). */
export async function post(
  pathAndQuery: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const visitor =
    pathAndQuery.startsWith('/api/') && !headers.authorization
      ? await visitorHeaders(headers)
      : headers;
  const res = await fetch(`${url()}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...visitor },
    body: JSON.stringify(data),
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

export const auth = () => ({ authorization: `Bearer ${token()}` });

async function answer(res: Response) {
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * A form attachment: POST /api/attachments with one file in the multipart field `file` (or
 * `opts.field`), plus any extra text fields; answers `{ data: { token, name, mime, size } }`.
 */
export async function attach(
  name: string,
  content: Uint8Array<ArrayBuffer>,
  type = 'application/octet-stream',
  opts: {
    field?: string;
    path?: string;
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  form.append(opts.field ?? 'file', new Blob([content], { type }), name);
  // as the visitor's browser sends it: with a solved verification (unless the test sets its own)
  const headers: Record<string, string> = {
    'x-forwarded-for': randomVisitorAddress(),
    ...opts.headers,
  };
  if (!('x-verification-token' in headers))
    headers['x-verification-token'] = await verificationToken(url(), headers);
  return answer(
    await fetch(`${url()}${opts.path ?? '/api/attachments'}`, {
      method: 'POST',
      body: form,
      headers,
    }),
  );
}

/** A content file through Strapi's own POST /api/upload, with the full-access API token. */
export async function uploadContent(
  name: string,
  content: Uint8Array<ArrayBuffer>,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('files', new Blob([content], { type }), name);
  return answer(
    await fetch(`${url()}/api/upload`, { method: 'POST', body: form, headers: auth() }),
  );
}

export const pdfBytes = (size = 2000) => {
  const head = Buffer.from('%PDF-1.4\n% DITP test document\n');
  const buf = Buffer.alloc(Math.max(size, head.length + 8), 0x20);
  head.copy(buf);
  Buffer.from('\n%%EOF\n').copy(buf, buf.length - 7);
  return new Uint8Array(buf);
};

/** Field paths of a Strapi ValidationError answer. */
export const errorPaths = (body: any): string[] =>
  (body?.error?.details?.errors ?? []).map((e: any) => (e.path ?? []).join('.'));
