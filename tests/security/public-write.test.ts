/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * The public write gate (cms/src/middlewares/public-write.ts) replayed as an attacker would: wrong
 * body types, floods, missing, forged, expired and replayed human verification, replays of a
 * submission, extra query parameters. Every refusal is checked for its status, its code, and that
 * nothing was stored.
 */
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allSearchable } from '../../site/cms/collections';
import { localSecrets } from '../../scripts/cms.mjs';
import { solveAltcha } from '../../scripts/lib/altcha.mjs';
import { PAGE_SERVICE_ADDRESS } from './global-setup';
import { codes, inquiry, marker, postForm, send, stored, token, visitor } from './support';

const FORM = '/api/inquiries?locale=en';

describe('only the body types a route expects', () => {
  const routes = [
    '/api/inquiries',
    '/api/survey-forms',
    '/api/subscribe-to-news',
    '/api/posts',
    '/api/search/posts',
    '/api/search',
    '/api/nonexistent',
    '/api/verification/challenge',
  ];
  for (const path of routes) {
    it(`refuses a multipart body on ${path} before reading it (415)`, async () => {
      const form = new FormData();
      form.append('x', new Blob([new Uint8Array(4096)]), 'leak.bin');
      form.append('data', '{"full_name":"x"}');
      const r = await send('POST', path, { headers: visitor(), body: form });
      expect(r.status).toBe(415);
      expect(codes(r.body)).toEqual(['multipart_not_allowed']);
    });
  }

  it('takes forms as JSON only: urlencoded, text and no type are 415, nothing stored', async () => {
    const mark = marker('ctype');
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const from = visitor();
      const r = await send('POST', FORM, {
        headers: {
          ...from,
          'content-type': type,
          'idempotency-key': randomUUID(),
          'x-verification-token': await token(from),
        },
        body: `data[full_name]=x&data[message]=${mark}`,
      });
      expect(r.status, type).toBe(415);
      expect(codes(r.body)).toEqual(['json_required']);
    }
    expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(0);
  });

  it('refuses a JSON body over 256 KB (413) before parsing it', async () => {
    const r = await postForm(FORM, { ...inquiry(marker('big')), message: 'x'.repeat(300_000) });
    expect(r.status).toBe(413);
  });

  it('takes no query parameter but locale on a form post', async () => {
    for (const q of ['populate=*', 'fields[0]=staff_notes', 'foo=bar']) {
      const mark = marker('query');
      const r = await postForm(`/api/inquiries?locale=en&${q}`, inquiry(mark));
      expect(r.status, q).toBe(400);
      expect(codes(r.body)).toContain('unknown_parameter');
      expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(0);
    }
  });
});

describe('human verification is checked on the server', () => {
  it('refuses a post without a token, with a forged one, and with one signed by another key', async () => {
    const mark = marker('noverify');
    const missing = await postForm(FORM, inquiry(mark), { token: null });
    expect(missing.status).toBe(400);
    expect(codes(missing.body)).toEqual(['verification_required']);
    for (const forged of [
      'x',
      'dev-0123456789abcdef',
      Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    ]) {
      const r = await postForm(FORM, inquiry(mark), { token: forged });
      expect(r.status).toBe(400);
      expect(codes(r.body)).toEqual(['verification_failed']);
    }
    // a genuine proof of work, but for a challenge this CMS did not sign
    const require = createRequire(new URL('../../cms/package.json', import.meta.url).pathname);
    const { createChallenge } = require('altcha-lib');
    const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
    const alien = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'another-site',
      hmacKeySignatureSecret: 'another-key',
    });
    const r = await postForm(FORM, inquiry(mark), { token: await solveAltcha(alien) });
    expect(codes(r.body)).toEqual(['verification_failed']);
    expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(0);
  });

  it('refuses an expired challenge', async () => {
    const require = createRequire(new URL('../../cms/package.json', import.meta.url).pathname);
    const { createChallenge } = require('altcha-lib');
    const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
    const { createHash } = await import('node:crypto');
    const key = process.env.ALTCHA_HMAC_KEY || localSecrets().ALTCHA_HMAC_KEY;
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: createHash('sha256').update(`altcha-key:${key}`).digest('hex'),
      expiresAt: new Date(Date.now() - 1000),
    });
    const mark = marker('expired');
    const r = await postForm(FORM, inquiry(mark), { token: await solveAltcha(expired) });
    expect(r.status).toBe(400);
    expect(codes(r.body)).toEqual(['verification_failed']);
  });

  it('spends a token on one submission: a replay with a new key is refused and stores nothing', async () => {
    const from = visitor();
    const t = await token(from);
    const first = await postForm(FORM, inquiry(marker('spent')), { from, token: t });
    expect(first.status).toBe(201);
    const mark = marker('replay');
    const again = await postForm(FORM, inquiry(mark), { from, token: t });
    expect(again.status).toBe(400);
    expect(codes(again.body)).toEqual(['verification_failed']);
    // on another form too
    const other = await postForm(
      '/api/opinions-for-the-ditps',
      { topic: 'website', message: mark, consent_privacy: true },
      { from, token: t },
    );
    expect(codes(other.body)).toEqual(['verification_failed']);
    expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(0);
  });

  it('hands out challenges that are never cached', async () => {
    const r = await send('GET', '/api/verification/challenge', { headers: visitor() });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('no-store');
    expect(r.body.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(typeof r.body.signature).toBe('string');
  });
});

describe('each submission is stored exactly once', () => {
  it('requires an idempotency key (a UUID)', async () => {
    for (const key of ['', 'not-a-uuid', "1' or '1'='1"]) {
      const mark = marker('nokey');
      const r = await postForm(FORM, inquiry(mark), { key });
      expect(r.status).toBe(400);
      expect(codes(r.body)).toEqual(['idempotency_key_required']);
      expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(0);
    }
  });

  it('answers a replayed key with the first reference and stores nothing new (retry, double click, two tabs)', async () => {
    const mark = marker('idem');
    const key = randomUUID();
    const first = await postForm(FORM, inquiry(mark), { key });
    expect(first.status).toBe(201);
    // a retry after a timeout: same key, no new verification needed
    const retry = await postForm(FORM, inquiry(mark), { key, token: null });
    expect(retry.status).toBe(201);
    expect(retry.body.meta.reference).toBe(first.body.meta.reference);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    // five at once with another key: one entry, one reference
    const key2 = randomUUID();
    const mark2 = marker('idem-par');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postForm(FORM, inquiry(mark2), { key: key2 })),
    );
    const refs = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.meta.reference));
    expect(refs.size).toBe(1);
    expect(
      answers.every((a) => a.status === 201 || codes(a.body).includes('verification_failed')),
    ).toBe(true);
    expect(await stored('inquiries', { message: { $contains: mark } })).toHaveLength(1);
    expect(await stored('inquiries', { message: { $contains: mark2 } })).toHaveLength(1);
  });

  it('keeps keys per form: the same key on another form is another submission', async () => {
    const key = randomUUID();
    const mark = marker('perform');
    const a = await postForm(FORM, inquiry(mark), { key });
    const b = await postForm(
      '/api/opinions-for-the-ditps',
      { topic: 'website', message: mark, consent_privacy: true },
      { key },
    );
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.meta.reference).not.toBe(a.body.meta.reference);
  });
});

describe('rate limits', () => {
  it('limits form posts per address: the 11th inquiry in 10 minutes is 429 with Retry-After; another address is not affected', async () => {
    const from = visitor();
    const mark = marker('flood');
    const statuses: number[] = [];
    let last: any = null;
    for (let i = 0; i < 11; i++) {
      last = await postForm(FORM, inquiry(`${mark}-${i}`), { from });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.error.details).toMatchObject({ code: 'rate_limited' });
    expect(last.body.error.details.retryAfter).toBe(Number(last.headers.get('retry-after')));
    expect(await stored('inquiries', { message: { $contains: `${mark}-10` } })).toHaveLength(0);
    // the limit is per form and per address
    expect(
      (
        await postForm(
          '/api/opinions-for-the-ditps',
          { topic: 'website', message: mark, consent_privacy: true },
          { from },
        )
      ).status,
    ).toBe(201);
    expect((await postForm(FORM, inquiry(marker('other')))).status).toBe(201);
  });

  it('limits challenges, searches and the newsletter too', async () => {
    const from = visitor();
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++)
      status = (await send('GET', '/api/verification/challenge', { headers: from })).status;
    expect(status).toBe(429);
    const searches = await Promise.all(
      Array.from({ length: 45 }, () =>
        send('GET', '/api/search/posts?q=export&locale=en', { headers: from }),
      ),
    );
    expect(searches.some((s) => s.status === 429)).toBe(true);
    // One federated search of sixteen collections costs sixteen reads: a visitor gets two in a
    // burst (32 of the 40 points), not forty.
    const sixteen = allSearchable()
      .map((def) => `in[${def.key}]=title`)
      .join('&');
    const reader = visitor();
    const federated: number[] = [];
    for (let i = 0; i < 3; i++)
      federated.push(
        (await send('GET', `/api/search?q=export&locale=en&${sixteen}`, { headers: reader }))
          .status,
      );
    expect(federated).toEqual([200, 200, 429]);
    const sub = visitor();
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (
        await send('POST', '/api/subscribe-to-news', {
          headers: { ...sub, 'content-type': 'application/json', 'x-verification-token': 'x' },
          body: JSON.stringify({ data: { email: `${marker('nl')}@example.com` } }),
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  it("does not count the page service's search reads, and counts everything else it sends", async () => {
    const from = { 'x-forwarded-for': PAGE_SERVICE_ADDRESS };
    const searches = await Promise.all(
      Array.from({ length: 90 }, () =>
        send('GET', '/api/search/posts?q=export&locale=en', { headers: from }),
      ),
    );
    expect(searches.map((s) => s.status).filter((s) => s !== 200)).toEqual([]);
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++)
      status = (await send('GET', '/api/verification/challenge', { headers: from })).status;
    expect(status).toBe(429);
  });
});

describe('CORS', () => {
  it('answers cross-origin only to the site, never with credentials', async () => {
    const evil = await send('GET', '/api/posts?locale=en', {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await send('OPTIONS', '/api/inquiries', {
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const site = await send('GET', '/api/posts?locale=en', {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(site.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
