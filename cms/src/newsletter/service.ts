import type { Core } from '@strapi/strapi';
import { composeMail, mailLinks, type MailKind } from './mail';
import { isMailLocale, type MailLocale } from './messages';
import {
  CONFIRMATION_TTL_MS,
  confirmationHash,
  newConfirmationToken,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from './tokens';
import type { ErrorLike } from '../utils/error-like';

/**
 * Double opt-in for the newsletter (PDPA: an address is only used once its owner has confirmed it).
 *
 * subscribe(email, locale): the same outcome for the caller whatever the address's state, so the
 * answer tells nobody whether an address is on the list:
 * - unknown, pending, unsubscribed (or stored before double opt-in, without a status): `pending`
 *   with a new confirmation token (48 h) and a confirmation e-mail, at most one per address every
 *   10 minutes (further requests change nothing and send nothing);
 * - active: an "already subscribed" notice with the unsubscribe link, at most one per day.
 * confirm(token): pending -> active (`confirmed_at`); the same link again answers confirmed.
 * unsubscribe(token): -> unsubscribed (`unsubscribed_at`), whatever the state; idempotent.
 *
 * Each limit is claimed with one conditional UPDATE (`... WHERE sent_at IS NULL OR sent_at < limit`)
 * so that parallel requests send one e-mail, and the unique index on `email`
 * (src/bootstrap/indexes.ts) keeps parallel first requests to one row.
 *
 * E-mails are sent after the answer (never awaited by the request: the time an answer takes does
 * not tell whether an e-mail went out), with one retry; a failure is logged without the address and
 * releases the limit so that the visitor's next try sends again.
 */

export const UID = 'api::subscribe-to-news-entry.subscribe-to-news-entry';
export const CONFIRMATION_INTERVAL_MS = 10 * 60 * 1000;
export const NOTICE_INTERVAL_MS = 24 * 3600 * 1000;
const RETRY_DELAY_MS = 5000;

type Row = {
  id: number;
  documentId: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed' | null;
  submitted_locale: string | null;
  confirmation_expires_at: string | Date | null;
};
const FIELDS = [
  'id',
  'documentId',
  'email',
  'status',
  'submitted_locale',
  'confirmation_expires_at',
];

const isUniqueViolation = (e: ErrorLike) =>
  /unique/i.test(String(e?.message)) ||
  e?.code === '23505' ||
  e?.code === 'SQLITE_CONSTRAINT_UNIQUE';

const time = (value: string | Date | null) => (value ? new Date(value).getTime() : Number.NaN);

export type ConfirmResult = 'confirmed' | 'invalid';
export type UnsubscribeResult = 'unsubscribed' | 'invalid';

export function newsletterService(strapi: Core.Strapi) {
  const query = () => strapi.db.query(UID);

  /** What the logs may say about a failure: codes, never an address or a server's free text. */
  const describe = (e: ErrorLike<{ responseCode?: number; command?: string }>) =>
    [e?.code, e?.responseCode, e?.command].filter(Boolean).join(' ') || e?.name || 'error';

  async function deliver(
    kind: MailKind,
    row: Pick<Row, 'id' | 'documentId' | 'email'>,
    locale: MailLocale,
    token: string | undefined,
    release: () => Promise<void>,
  ) {
    const mail = composeMail(
      kind,
      locale,
      mailLinks(locale, unsubscribeToken(row.documentId), token),
    );
    const send = () =>
      strapi
        .plugin('email')
        .service('email')
        .send({ to: row.email, ...mail });
    try {
      await send();
    } catch (first) {
      strapi.log.warn(
        `[newsletter] ${kind} e-mail for subscriber ${row.id} failed (${describe(first as ErrorLike)}); retrying in ${RETRY_DELAY_MS / 1000} s`,
      );
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      try {
        await send();
      } catch (second) {
        strapi.log.error(
          `[newsletter] ${kind} e-mail for subscriber ${row.id} not sent (${describe(second as ErrorLike)})`,
        );
        await release().catch(() => {});
      }
    }
  }

  /** Unconfirmed addresses are kept only while their link works (run at start and with every sign-up). */
  async function purgeExpired(now = new Date()) {
    const { count } = await query().deleteMany({
      where: { status: 'pending', confirmation_expires_at: { $lt: now } },
    });
    if (count)
      strapi.log.info(
        `[newsletter] deleted ${count} unconfirmed address(es) whose link had expired`,
      );
  }

  async function sendConfirmation(row: Row, locale: MailLocale, now: Date) {
    const token = newConfirmationToken();
    const claimed = await query().updateMany({
      where: {
        id: row.id,
        $and: [
          { $or: [{ status: { $null: true } }, { status: { $in: ['pending', 'unsubscribed'] } }] },
          {
            $or: [
              { confirmation_sent_at: { $null: true } },
              { confirmation_sent_at: { $lt: new Date(now.getTime() - CONFIRMATION_INTERVAL_MS) } },
            ],
          },
        ],
      },
      data: {
        status: 'pending',
        submitted_locale: locale,
        confirmation_token_hash: confirmationHash(token),
        confirmation_expires_at: new Date(now.getTime() + CONFIRMATION_TTL_MS),
        confirmation_sent_at: now,
      },
    });
    if (claimed.count !== 1) return;
    void deliver('confirm', row, locale, token, async () => {
      await query().updateMany({ where: { id: row.id }, data: { confirmation_sent_at: null } });
    });
  }

  async function sendNotice(row: Row, now: Date) {
    const claimed = await query().updateMany({
      where: {
        id: row.id,
        status: 'active',
        $or: [
          { notice_sent_at: { $null: true } },
          { notice_sent_at: { $lt: new Date(now.getTime() - NOTICE_INTERVAL_MS) } },
        ],
      },
      data: { notice_sent_at: now },
    });
    if (claimed.count !== 1) return;
    // The subscriber's own language, not the one of whoever asked.
    const locale = isMailLocale(row.submitted_locale) ? row.submitted_locale : 'th';
    void deliver('notice', row, locale, undefined, async () => {
      await query().updateMany({ where: { id: row.id }, data: { notice_sent_at: null } });
    });
  }

  return {
    purgeExpired,

    /** `email` is already normalised (src/model/text.ts). Resolves once the state is stored. */
    async subscribe(email: string, locale: MailLocale): Promise<void> {
      const now = new Date();
      await purgeExpired(now);
      let row: Row | null = await query().findOne({ where: { email }, select: FIELDS });
      if (!row) {
        try {
          row = (await query().create({
            data: { email, status: 'pending', submitted_locale: locale },
            select: FIELDS,
          })) as Row;
        } catch (e) {
          // A parallel request stored the address first: carry on with its row.
          if (!isUniqueViolation(e as ErrorLike)) throw e;
          row = await query().findOne({ where: { email }, select: FIELDS });
          if (!row) throw e;
        }
      }
      if (row.status === 'active') await sendNotice(row, now);
      else await sendConfirmation(row, locale, now);
    },

    async confirm(token: unknown): Promise<ConfirmResult> {
      const hash = confirmationHash(token);
      if (!hash) return 'invalid';
      const now = new Date();
      const row: Row | null = await query().findOne({
        where: { confirmation_token_hash: hash },
        select: FIELDS,
      });
      if (!row || !(time(row.confirmation_expires_at) > now.getTime())) return 'invalid';
      if (row.status === 'active') return 'confirmed';
      const { count } = await query().updateMany({
        where: { id: row.id, status: 'pending', confirmation_token_hash: hash },
        data: { status: 'active', confirmed_at: now, unsubscribed_at: null },
      });
      if (count === 1) return 'confirmed';
      // Changed meanwhile: a parallel confirm (fine) or an unsubscribe (the link is spent).
      const after: Row | null = await query().findOne({
        where: { id: row.id, confirmation_token_hash: hash },
        select: FIELDS,
      });
      return after?.status === 'active' ? 'confirmed' : 'invalid';
    },

    async unsubscribe(token: unknown): Promise<UnsubscribeResult> {
      const documentId = verifyUnsubscribeToken(token);
      if (!documentId) return 'invalid';
      // A signed token whose subscriber is gone (an expired, deleted pending address) is not on the
      // list either: that is the answer it asked for.
      await query().updateMany({
        where: {
          documentId,
          $or: [{ status: { $null: true } }, { status: { $ne: 'unsubscribed' } }],
        },
        // A later sign-up starts afresh: its confirmation e-mail is not held back by this one's.
        data: {
          status: 'unsubscribed',
          unsubscribed_at: new Date(),
          confirmation_token_hash: null,
          confirmation_expires_at: null,
          confirmation_sent_at: null,
          notice_sent_at: null,
        },
      });
      return 'unsubscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;

let instance: NewsletterService | null = null;
/** One per process. */
export function newsletter(strapi: Core.Strapi): NewsletterService {
  instance ??= newsletterService(strapi);
  return instance;
}
