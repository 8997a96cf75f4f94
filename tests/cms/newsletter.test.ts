/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS and maildev answer untyped JSON */
/**
 * The newsletter's double opt-in against the real CMS and a real mail catcher (maildev, started by
 * global-setup.ts): what the visitor is answered, what is stored, and the e-mails that go out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import qs from 'qs';
import { describe, expect, inject, it } from 'vitest';
import { MAIL_LOCALES, MAIL_TEXTS } from '../../cms/src/newsletter/messages';
import {
  newsletterSecret,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../cms/src/newsletter/tokens';
import { mailSource, mailTo, waitForMail } from '../../scripts/lib/maildev.mjs';
import { auth, errorPaths, get, post, url } from './helpers';

const run = randomUUID().slice(0, 8);
const mail = (name: string) => `${name}.${run}@example.com`;
const maildev = () => inject('maildevUrl');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The site the CMS's links point at: SITE_URL, whose default the test CMS keeps. */
const SITE = 'http://127.0.0.1:5173';
const ANSWER = { data: { status: 'confirmation_sent' } };

const subscribe = (
  email: unknown,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => post('/api/subscribe-to-news', { data: { email, ...extra } }, headers);
const confirm = (token: unknown) => post('/api/newsletter/confirm', { token });
const unsubscribe = (token: unknown) => post('/api/newsletter/unsubscribe', { token });

/** Stored rows of an address, read with the full-access API token (private fields are not shown). */
async function rows(email: string) {
  const q = qs.stringify(
    { filters: { email: { $eq: email } }, pagination: { pageSize: 100 } },
    { encodeValuesOnly: true },
  );
  const { status, body } = await get(`/api/subscribe-to-news?${q}`, auth());
  expect(status).toBe(200);
  return body.data as any[];
}

/** The e-mails to `to`, waiting until there are `count`. */
const mailsTo = (to: string, count = 1) =>
  waitForMail(maildev(), (m: any) => m.to.some((t: any) => t.address === to), { count });
/** After `settle` ms, how many e-mails `to` got (for "no further e-mail"). */
async function countAfter(to: string, settle = 2000) {
  await sleep(settle);
  return (await mailTo(maildev(), to)).length;
}

// `text` is maildev's: absent from a message without a plain-text part (then there is no link).
const linkIn = (text: string | undefined, kind: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(`(\\S+/newsletter/${kind}\\?token=([A-Za-z0-9_.%-]+))`).exec(text ?? '');
  if (!m) throw new Error(`no ${kind} link in:\n${text}`);
  return { href: m[1], token: decodeURIComponent(m[2]) };
};

/** A header of a raw message, unfolded (long header lines continue on indented lines). */
function header(source: string, name: string): string | null {
  const head = source.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** Subscribes `email` and confirms it through the e-mailed link; returns that e-mail. */
async function activeSubscriber(email: string, locale = 'en') {
  expect((await subscribe(email, { submitted_locale: locale })).status).toBe(201);
  const [message] = await mailsTo(email);
  expect((await confirm(linkIn(message.text, 'confirm').token)).status).toBe(200);
  return message;
}

/** Sets private fields of a stored subscriber as staff would in the admin (content manager). */
async function adminEdit(documentId: string, data: Record<string, unknown>) {
  const res = await fetch(
    `${url()}/content-manager/collection-types/api::subscribe-to-news-entry.subscribe-to-news-entry/${documentId}`,
    {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${inject('cmsAdminJwt')}`,
      },
      body: JSON.stringify(data),
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('subscribing', () => {
  it('stores a new address as pending and e-mails one working confirmation link in its language', async () => {
    const email = mail('new');
    const r = await subscribe(email, { submitted_locale: 'en' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual(ANSWER);
    const [row] = await rows(email);
    expect(row).toMatchObject({
      email,
      status: 'pending',
      submitted_locale: 'en',
      confirmed_at: null,
    });
    expect(row.confirmation_token_hash).toBeUndefined(); // private

    const [message] = await mailsTo(email);
    expect(message.subject).toBe(MAIL_TEXTS.en.confirm.subject);
    const link = linkIn(message.text, 'confirm');
    expect(link.href.startsWith(`${SITE}/en/newsletter/confirm?token=`)).toBe(true);
    expect(message.html).toContain(link.href.replace(/&/g, '&amp;'));
    expect(message.text).toContain(`${SITE}/en/newsletter/unsubscribe?token=`);

    const c = await confirm(link.token);
    expect(c.status).toBe(200);
    expect(c.body).toEqual({ data: { status: 'confirmed' } });
    const [active] = await rows(email);
    expect(active.status).toBe('active');
    expect(Date.parse(active.confirmed_at)).toBeGreaterThan(Date.now() - 60_000);
    // Pressing Confirm again (a reload, a second tab) is not an error.
    expect((await confirm(link.token)).body).toEqual({ data: { status: 'confirmed' } });
    expect(await countAfter(email, 500)).toBe(1);
  });

  it('writes in the language of the request: ?locale, submitted_locale, Thai by default', async () => {
    const ja = mail('ja');
    await post('/api/subscribe-to-news?locale=ja', { data: { email: ja } });
    const th = mail('th');
    await subscribe(th);
    const [jaMail] = await mailsTo(ja);
    const [thMail] = await mailsTo(th);
    expect(jaMail.subject).toBe(MAIL_TEXTS.ja.confirm.subject);
    expect(linkIn(jaMail.text, 'confirm').href).toMatch(/\/ja\/newsletter\/confirm\?/);
    expect(thMail.subject).toBe(MAIL_TEXTS.th.confirm.subject);
    expect(thMail.text).toContain(MAIL_TEXTS.th.greeting);
    expect(linkIn(thMail.text, 'confirm').href).toMatch(/\/th\/newsletter\/confirm\?/);
  });

  it('carries the unsubscribe link and the one-click headers (RFC 8058) in every e-mail', async () => {
    const email = mail('headers');
    await activeSubscriber(email);
    await subscribe(email); // the "already subscribed" notice
    const messages = await mailsTo(email, 2);
    for (const message of messages) {
      const source: string = await mailSource(maildev(), message.id);
      const list = /^<([^>]+)>$/.exec(header(source, 'List-Unsubscribe') ?? '');
      expect(list, source.slice(0, 800)).not.toBeNull();
      expect(list![1].startsWith(`${SITE}/api/newsletter/unsubscribe?token=`)).toBe(true);
      expect(header(source, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const page = linkIn(message.text, 'unsubscribe');
      expect(new URL(list![1]).searchParams.get('token')).toBe(page.token);
    }
  });

  it('builds links from SITE_URL, never from the request host', async () => {
    const email = mail('host');
    await subscribe(
      email,
      {},
      {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example',
      },
    );
    const [message] = await mailsTo(email);
    expect(message.text).not.toContain('evil.example');
    expect(message.html).not.toContain('evil.example');
    expect(linkIn(message.text, 'confirm').href.startsWith(`${SITE}/`)).toBe(true);
  });

  it('answers a pending address the same and e-mails it again at most once in 10 minutes', async () => {
    const email = mail('pending');
    const first = await subscribe(email);
    await mailsTo(email);
    const again = await subscribe(email);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await countAfter(email)).toBe(1);
    expect(await rows(email)).toHaveLength(1);
  });

  it('answers an active address the same and sends the "already subscribed" notice at most once a day', async () => {
    const email = mail('active');
    await activeSubscriber(email, 'nl');
    const again = await subscribe(email, { submitted_locale: 'en' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(ANSWER);
    const messages = await mailsTo(email, 2);
    const notice = messages[1];
    // In the subscriber's own language, not the one of whoever asked.
    expect(notice.subject).toBe(MAIL_TEXTS.nl.notice.subject);
    expect(notice.text).not.toMatch(/newsletter\/confirm/);
    const link = linkIn(notice.text, 'unsubscribe');
    expect(link.href.startsWith(`${SITE}/nl/newsletter/unsubscribe?token=`)).toBe(true);
    const [row] = await rows(email);
    expect(row).toMatchObject({ status: 'active', submitted_locale: 'nl' });

    expect((await subscribe(email)).body).toEqual(ANSWER);
    expect(await countAfter(email)).toBe(2);
  });

  it('stores parallel sign-ups of one address once and sends one e-mail', async () => {
    // Several addresses, each signed up 8 times at once, interleaved: the requests overlap.
    const emails = [1, 2, 3, 4].map((n) => mail(`race${n}`));
    const answers = await Promise.all(
      emails.flatMap((email) => Array.from({ length: 8 }, () => subscribe(email))),
    );
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.body).toEqual(ANSWER);
    }
    for (const email of emails) expect(await rows(email), email).toHaveLength(1);
    for (const email of emails) await mailsTo(email);
    await sleep(2000);
    for (const email of emails) expect((await mailTo(maildev(), email)).length, email).toBe(1);
  });

  it('refuses malformed input with field codes, as every form does', async () => {
    for (const bad of [
      '',
      'no-at-sign',
      'a@b',
      'x@example.com<script>',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      42,
    ]) {
      const r = await subscribe(bad);
      expect(r.status, String(bad)).toBe(400);
      expect(errorPaths(r.body)).toEqual(['email']);
    }
    const unknown = await subscribe(mail('unknown'), { token: 'x' });
    expect(unknown.status).toBe(400);
    expect(errorPaths(unknown.body)).toEqual(['token']);
    const locale = await subscribe(mail('locale'), { submitted_locale: 'xx' });
    expect(errorPaths(locale.body)).toEqual(['submitted_locale']);
  });
});

describe('address normalisation', () => {
  it('stores the NFKC form, trimmed, lower-cased: a full-width spelling is the same subscriber', async () => {
    const plain = `nfkc.${run}@example.com`;
    const fullWidth = `ｎｆｋｃ.${run}＠ＥＸＡＭＰＬＥ．ｃｏｍ`;
    expect((await subscribe(`  ${fullWidth}\u3000`)).status).toBe(201);
    expect((await subscribe(`NFKC.${run}@Example.COM`)).status).toBe(201);
    const stored = await rows(plain);
    expect(stored).toHaveLength(1);
    expect(stored[0].email).toBe(plain);
    await mailsTo(plain);
    expect(await countAfter(plain, 1000)).toBe(1);
  });

  it.each([
    ['zero-width space', '\u200b'],
    ['zero-width joiner', '\u200d'],
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['right-to-left mark', '\u200f'],
    ['soft hyphen', '\u00ad'],
    ['byte-order mark inside', '\ufeff'],
    ['NUL', '\u0000'],
    ['Hangul filler', '\u3164'],
    ['variation selector', '\ufe0f'],
    ['tag character', '\u{e0041}'],
  ])('refuses an address with a %s (400 invalid_email, nothing stored)', async (_name, char) => {
    const email = `invisible.${run}${char}x@example.com`;
    const r = await subscribe(email);
    expect(r.status).toBe(400);
    expect(r.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['email'], code: 'invalid_email' }),
    ]);
    expect(await rows(`invisible.${run}x@example.com`)).toHaveLength(0);
  });

  it('refuses a Cyrillic homoglyph of an address (local parts are plain ASCII, so no look-alike slips in)', async () => {
    const latin = `race-${run}@example.com`;
    const cyrillic = `r\u0430ce-${run}@example.com`;
    expect((await subscribe(latin)).status).toBe(201);
    const lookalike = await subscribe(cyrillic);
    expect(lookalike.status).toBe(400);
    expect(lookalike.body.error.details.errors[0].code).toBe('invalid_email');
    expect(await rows(latin)).toHaveLength(1);
  });
});

describe('confirming', () => {
  it('refuses unknown, malformed and missing tokens, and anything but JSON', async () => {
    for (const token of [
      randomBytes(32).toString('base64url'),
      'short',
      '',
      null,
      42,
      { $ne: '' },
    ]) {
      const r = await confirm(token);
      expect(r.status, JSON.stringify(token)).toBe(400);
      expect(r.body.error.details.errors[0]).toMatchObject({
        path: ['token'],
        code: 'invalid_or_expired_token',
      });
    }
    const extra = await post('/api/newsletter/confirm', {
      token: randomBytes(32).toString('base64url'),
      email: 'x@example.com',
    });
    expect(extra.status).toBe(400);
    const form = await fetch(`${url()}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=abc',
    });
    expect(form.status).toBe(415);
    // A GET never changes anything (mail scanners open links): there is no such route.
    expect(
      (await get(`/api/newsletter/confirm?token=${randomBytes(32).toString('base64url')}`)).status,
    ).toBe(404);
  });

  it('refuses an expired link, and forgets the unconfirmed address', async () => {
    const email = mail('expired');
    await subscribe(email);
    const [message] = await mailsTo(email);
    const { token } = linkIn(message.text, 'confirm');
    const [row] = await rows(email);
    await adminEdit(row.documentId, {
      confirmation_expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const r = await confirm(token);
    expect(r.status).toBe(400);
    expect(r.body.error.details.errors[0].code).toBe('invalid_or_expired_token');
    expect((await rows(email))[0].status).toBe('pending');
    // The next sign-up (anyone's) deletes pending addresses whose link has expired.
    await subscribe(mail('purge-trigger'));
    expect(await rows(email)).toHaveLength(0);
  });

  it('only the newest confirmation link works once a new one was sent', async () => {
    const email = mail('replaced');
    await subscribe(email);
    const [first] = await mailsTo(email);
    const [row] = await rows(email);
    // As if the first e-mail had gone out more than 10 minutes ago.
    await adminEdit(row.documentId, {
      confirmation_sent_at: new Date(Date.now() - 11 * 60_000).toISOString(),
    });
    await subscribe(email);
    const messages = await mailsTo(email, 2);
    const old = linkIn(first.text, 'confirm').token;
    const fresh = linkIn(messages[1].text, 'confirm').token;
    expect(fresh).not.toBe(old);
    expect((await confirm(old)).status).toBe(400);
    expect((await confirm(fresh)).status).toBe(200);
  });
});

describe('unsubscribing', () => {
  it('unsubscribes through the link of an e-mail (JSON POST), idempotently; the confirm link is spent', async () => {
    const email = mail('unsub');
    const message = await activeSubscriber(email);
    const { token } = linkIn(message.text, 'unsubscribe');
    const r = await unsubscribe(token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { status: 'unsubscribed' } });
    const [row] = await rows(email);
    expect(row.status).toBe('unsubscribed');
    expect(Date.parse(row.unsubscribed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await unsubscribe(token)).status).toBe(200);
    expect((await confirm(linkIn(message.text, 'confirm').token)).status).toBe(400);
  });

  it('unsubscribes with the one-click POST of RFC 8058 (List-Unsubscribe=One-Click, token in the URL)', async () => {
    const email = mail('oneclick');
    await activeSubscriber(email);
    const [message] = await mailTo(maildev(), email);
    const source: string = await mailSource(maildev(), message.id);
    const target = /^<([^>]+)>$/.exec(header(source, 'List-Unsubscribe')!)![1];
    // The mail client posts to the header's URL; here straight to the CMS (the site proxies /api).
    const oneClick = `${url()}${new URL(target).pathname}${new URL(target).search}`;
    const wrong = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Later',
    });
    expect(wrong.status).toBe(400);
    expect((await rows(email))[0].status).toBe('active');
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'unsubscribed' } });
    expect((await rows(email))[0].status).toBe('unsubscribed');
  });

  it('refuses forged unsubscribe tokens', async () => {
    const email = mail('forged');
    const message = await activeSubscriber(email);
    const { token } = linkIn(message.text, 'unsubscribe');
    const [documentId, sig] = token.split('.');
    const [other] = await rows(mail('new'));
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const forged of [
      `${documentId}.${flip(sig)}`, // altered signature
      `${other?.documentId ?? 'abc'}.${sig}`, // someone else's id with this signature
      `${documentId}.${randomBytes(32).toString('base64url')}`,
      documentId,
      '',
      null,
    ]) {
      const r = await unsubscribe(forged);
      expect(r.status, String(forged)).toBe(400);
      expect(r.body.error.details.errors[0]).toMatchObject({
        path: ['token'],
        code: 'invalid_token',
      });
    }
    expect((await rows(email))[0].status).toBe('active');
  });

  it('treats a sign-up after unsubscribing as new: pending and a fresh confirmation e-mail', async () => {
    const email = mail('again');
    const message = await activeSubscriber(email);
    expect((await unsubscribe(linkIn(message.text, 'unsubscribe').token)).status).toBe(200);
    const r = await subscribe(email, { submitted_locale: 'zh' });
    expect(r.body).toEqual(ANSWER);
    const messages = await mailsTo(email, 2);
    expect(messages[1].subject).toBe(MAIL_TEXTS.zh.confirm.subject);
    expect((await rows(email))[0]).toMatchObject({ status: 'pending', submitted_locale: 'zh' });
    expect((await confirm(linkIn(messages[1].text, 'confirm').token)).status).toBe(200);
    expect((await rows(email))[0]).toMatchObject({ status: 'active', unsubscribed_at: null });
  });
});

describe('tokens and texts', () => {
  it('signs unsubscribe tokens with NEWSLETTER_SECRET and accepts only their one spelling', () => {
    const saved = process.env.NEWSLETTER_SECRET;
    try {
      process.env.NEWSLETTER_SECRET = 'one-secret';
      const token = unsubscribeToken('abc123');
      expect(verifyUnsubscribeToken(token)).toBe('abc123');
      // base64url's last character carries spare bits: another spelling of the same bytes is refused.
      const last = token.at(-1)!;
      const sibling = token.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) ^ 1);
      expect(verifyUnsubscribeToken(sibling)).toBeNull();
      process.env.NEWSLETTER_SECRET = 'another-secret';
      expect(verifyUnsubscribeToken(token)).toBeNull();
      delete process.env.NEWSLETTER_SECRET;
      process.env.REQUIRE_SECRETS = 'true';
      expect(() => newsletterSecret()).toThrow(/NEWSLETTER_SECRET/);
    } finally {
      delete process.env.REQUIRE_SECRETS;
      if (saved === undefined) delete process.env.NEWSLETTER_SECRET;
      else process.env.NEWSLETTER_SECRET = saved;
    }
  });

  it("quotes the site's own button names in every language", () => {
    const catalog = (locale: string) =>
      PO.parse(
        readFileSync(path.resolve(import.meta.dirname, `../../locales/${locale}/pages.po`), 'utf8'),
      );
    for (const locale of MAIL_LOCALES) {
      const po = catalog(locale);
      const tr = (id: string) => po.items.find((i) => i.msgid === id)?.msgstr[0];
      const texts = MAIL_TEXTS[locale];
      expect(tr('Confirm subscription'), locale).toBe(texts.confirm.button);
      expect(texts.confirm.action, locale).toContain(texts.confirm.button);
      expect(tr('Unsubscribe'), locale).toBe(texts.unsubscribeButton);
      if (locale !== 'en') {
        expect(texts.confirm.subject).not.toBe(MAIL_TEXTS.en.confirm.subject);
        expect(texts.notice.intro).not.toBe(MAIL_TEXTS.en.notice.intro);
      }
    }
  });
});
