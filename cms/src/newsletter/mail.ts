import { siteUrl } from '../utils/local-secrets';
import { MAIL_TEXTS, type MailLocale } from './messages';
import { escapeHtml } from '../model/html';

/**
 * The newsletter e-mails: plain text and simple HTML in the subscriber's language, every one with
 * its unsubscribe link and the one-click unsubscribe headers of RFC 8058 (`List-Unsubscribe` to
 * the CMS's POST endpoint through the site's /api proxy, `List-Unsubscribe-Post`). Links are built
 * from SITE_URL, never from the request that caused the e-mail (its Host header is the sender's to
 * choose).
 */

export type MailKind = 'confirm' | 'notice';

export interface MailLinks {
  /** The site's confirmation page with the token (confirmation e-mails only). */
  confirm?: string;
  /** The site's unsubscribe page with the subscriber's unsubscribe token. */
  unsubscribePage: string;
  /** The endpoint a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClick: string;
}

export function mailLinks(
  locale: MailLocale,
  unsubscribe: string,
  confirmToken?: string,
): MailLinks {
  const site = siteUrl();
  const q = (token: string) => `?token=${encodeURIComponent(token)}`;
  return {
    ...(confirmToken ? { confirm: `${site}/${locale}/newsletter/confirm${q(confirmToken)}` } : {}),
    unsubscribePage: `${site}/${locale}/newsletter/unsubscribe${q(unsubscribe)}`,
    oneClick: `${site}/api/newsletter/unsubscribe${q(unsubscribe)}`,
  };
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const buttonLink = (href: string, label: string) =>
  `<p style="margin:0 0 8px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#0b4f8a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(label)}</a></p>` +
  `<p style="margin:0 0 16px;font-size:14px;color:#444444;word-break:break-all">${escapeHtml(href)}</p>`;

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function composeMail(kind: MailKind, locale: MailLocale, links: MailLinks): ComposedMail {
  const t = MAIL_TEXTS[locale];
  const body: Array<{ text: string; link?: { href: string; label: string } }> = [];
  if (kind === 'confirm') {
    if (!links.confirm) throw new Error('newsletter: a confirmation e-mail needs its link');
    body.push(
      { text: t.confirm.intro },
      { text: t.confirm.action, link: { href: links.confirm, label: t.confirm.button } },
      { text: t.confirm.validity },
      { text: t.confirm.notYou },
    );
  } else {
    body.push({ text: t.notice.intro }, { text: t.notice.notYou });
  }
  const subject = kind === 'confirm' ? t.confirm.subject : t.notice.subject;
  const signature = `${t.closing}\n${t.department}`;

  const text = [
    t.greeting,
    ...body.map((p) => (p.link ? `${p.text}\n${p.link.href}` : p.text)),
    signature,
    '--',
    `${t.unsubscribe}\n${links.unsubscribePage}`,
    t.why,
  ].join('\n\n');

  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,'Noto Sans Thai','Noto Sans CJK SC','Noto Sans CJK JP',sans-serif;font-size:16px;line-height:1.6">` +
    `<div style="max-width:600px">` +
    paragraph(t.greeting) +
    body
      .map((p) => paragraph(p.text) + (p.link ? buttonLink(p.link.href, p.link.label) : ''))
      .join('') +
    paragraph(signature) +
    `<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">` +
    `<p style="margin:0 0 8px;font-size:14px;color:#444444">${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(links.unsubscribePage)}" style="color:#0b4f8a">${escapeHtml(t.unsubscribeButton)}</a></p>` +
    `<p style="margin:0;font-size:14px;color:#444444">${escapeHtml(t.why)}</p>` +
    `</div></body></html>`;

  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
