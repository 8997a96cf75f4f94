/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS and maildev answer untyped JSON */
/**
 * The newsletter sign-up as an attacker uses it: to learn whether an address is on the list (an
 * enumeration oracle: personal data under the PDPA), to subscribe someone else, to flood a mailbox,
 * and to slip variants of one address past the uniqueness check.
 */
import { randomUUID } from 'node:crypto';
import qs from 'qs';
import { describe, expect, inject, it } from 'vitest';
import { mailTo, waitForMail } from '../../scripts/lib/maildev.mjs';
import { auth, get, post, url } from '../cms/helpers';
import { token, visitor } from './support';

const run = randomUUID().slice(0, 8);
const maildev = () => inject('maildevUrl');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Headers that differ between any two answers (time, request ids), left out of the comparison. */
const VOLATILE = new Set(['date', 'x-response-time', 'x-request-id', 'connection', 'keep-alive']);

/** The whole answer as bytes on the wire would show it: status, stable headers and body. */
async function rawSubscribe(email: string) {
  // each sign-up from its own address, with its own verification: the per-address e-mail limits
  // are what is tested here, not the rate limit of one client
  const from = visitor();
  const res = await fetch(`${url()}/api/subscribe-to-news`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...from,
      'x-verification-token': await token(from),
    },
    body: JSON.stringify({ data: { email } }),
  });
  const headers = [...res.headers.entries()].filter(([k]) => !VOLATILE.has(k)).sort();
  return { status: res.status, headers, body: await res.text() };
}

async function stored(email: string) {
  const q = qs.stringify({ filters: { email: { $eq: email } } }, { encodeValuesOnly: true });
  return (await get(`/api/subscribe-to-news?${q}`, auth())).body.data as any[];
}

// `text` is maildev's: absent from a message without a plain-text part (then there is no link).
const confirmLink = (text: string | undefined) =>
  /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')![1];

describe('newsletter sign-up', () => {
  it('answers the same bytes for a new, a pending and a subscribed address (no enumeration oracle)', async () => {
    const email = `oracle-${run}@example.com`;
    const first = await rawSubscribe(email);
    expect(first.status).toBe(201);
    const second = await rawSubscribe(email);
    expect(second).toEqual(first);

    // Confirmed by its owner: still the same answer.
    const [message] = await waitForMail(maildev(), (m: any) => m.to[0].address === email);
    const confirmed = await post(
      '/api/newsletter/confirm',
      { token: confirmLink(message.text) },
      visitor(),
    );
    expect(confirmed.status).toBe(200);
    expect((await stored(email))[0].status).toBe('active');
    expect(await rawSubscribe(email)).toEqual(first);
    expect(await rawSubscribe(`never-seen-${run}@example.com`)).toEqual(first);
  });

  it("does not subscribe someone else's address: it stays pending until its owner confirms", async () => {
    const victim = `victim-${run}@example.com`;
    expect((await rawSubscribe(victim)).status).toBe(201);
    const rows = await stored(victim);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    expect(rows[0].confirmed_at).toBeNull();
  });

  it('sends one e-mail for a burst of sign-ups of one address (no mail flooding through the form)', async () => {
    const victim = `flood-${run}@example.com`;
    for (let i = 0; i < 6; i++) expect((await rawSubscribe(victim)).status).toBe(201);
    await waitForMail(maildev(), (m: any) => m.to[0].address === victim);
    await sleep(2000);
    expect(await mailTo(maildev(), victim)).toHaveLength(1);
  });

  it('refuses the invisible-character variants that slipped past the uniqueness check', async () => {
    for (const variant of [
      `race-${run}\u200b@example.com`,
      `race-${run}\u202e@example.com`,
      `race\u2060-${run}@example.com`,
    ]) {
      const r = await post('/api/subscribe-to-news', { data: { email: variant } }, visitor());
      expect(r.status).toBe(400);
      expect(r.body.error.details.errors[0].code).toBe('invalid_email');
    }
    expect(await stored(`race-${run}@example.com`)).toHaveLength(0);
  });
});
