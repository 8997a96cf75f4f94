import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Link, Stack } from '../../design-system';
import { ApiError, post } from '../cms/client';
import { pageHref } from '../cms/collections';
import * as formStyles from '../forms/FormParts.css';
import { useSearchParams } from '../router';
import { PageTitle } from './parts/PageTitle';
import { useNoIndex } from './parts/useNoIndex';
import { usePageLocale } from './parts/usePageLocale';

/** Where each step posts its token (cms/src/api/subscribe-to-news-entry/routes/newsletter.ts). */
export const NEWSLETTER_STEP_PATHS = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const;

export type NewsletterStep = keyof typeof NEWSLETTER_STEP_PATHS;

type Outcome =
  | { kind: 'done' }
  | { kind: 'invalid' }
  | { kind: 'limited'; seconds: number }
  | { kind: 'failed' };

/** What the CMS's answer means for the visitor. */
function outcomeOf(error: Error): Outcome {
  if (error instanceof ApiError) {
    const details = (error.body as { error?: { details?: Record<string, unknown> } } | null)?.error
      ?.details;
    const code = (details?.errors as Array<{ code?: string }> | undefined)?.[0]?.code;
    if (error.status === 400 && (code === 'invalid_or_expired_token' || code === 'invalid_token')) {
      return { kind: 'invalid' };
    }
    if (error.status === 429) {
      const seconds = Number(details?.retryAfter);
      return { kind: 'limited', seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
    }
  }
  return { kind: 'failed' };
}

/**
 * The pages the newsletter e-mails link to: `/{locale}/newsletter/confirm?token=` and
 * `/{locale}/newsletter/unsubscribe?token=`. Opening one changes nothing (mail scanners open
 * links): the page says what will happen, and the visitor's press on the button posts the token to
 * the CMS. The answer replaces the button, and focus moves to it (its heading), inside a live
 * region that announces it; an expired or broken link says what to do instead. Not indexed.
 */
export default function NewsletterLink({ step }: { step: NewsletterStep }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    const result = await post<unknown>(
      NEWSLETTER_STEP_PATHS[step],
      { token },
      { public: true, quiet: true, locale },
    );
    setSending(false);
    setOutcome(result.isError ? outcomeOf(result.error) : { kind: 'done' });
  };

  const confirm = step === 'confirm';
  const title = confirm
    ? t`Confirm your newsletter subscription`
    : t`Unsubscribe from the newsletter`;
  const button = confirm ? t`Confirm subscription` : t`Unsubscribe`;
  const subscribeAgain = t`You can subscribe again at any time with the newsletter form at the bottom of this page.`;

  let result: { heading: string; text: string; ok: boolean } | null = null;
  if (!token) {
    result = {
      ok: false,
      heading: t`This link is incomplete`,
      text: confirm
        ? t`The address has no confirmation code. Open the link in the e-mail again, or copy the whole address into your browser. If it still does not work, subscribe again with the newsletter form at the bottom of this page and we will send you a new link.`
        : t`The address has no unsubscribe code. Open the link in the newsletter e-mail again, or copy the whole address into your browser.`,
    };
  } else if (outcome?.kind === 'done') {
    result = confirm
      ? {
          ok: true,
          heading: t`Your subscription is confirmed`,
          text: t`Thank you. You will receive the DITP newsletter at this e-mail address. Every newsletter has a link to unsubscribe.`,
        }
      : {
          ok: true,
          heading: t`You have been unsubscribed`,
          text: t`You will no longer receive the DITP newsletter at this e-mail address. ${subscribeAgain}`,
        };
  } else if (outcome?.kind === 'invalid') {
    result = confirm
      ? {
          ok: false,
          heading: t`This confirmation link has expired or is not valid`,
          text: t`A confirmation link works for 48 hours, and only the link in the most recent e-mail works. Please subscribe again with the newsletter form at the bottom of this page: we will send you a new link.`,
        }
      : {
          ok: false,
          heading: t`This unsubscribe link is not valid`,
          text: t`The link may be incomplete or changed. Open the link in the newsletter e-mail again, or contact us and we will unsubscribe you.`,
        };
  } else if (outcome?.kind === 'limited') {
    const seconds = outcome.seconds;
    result = {
      ok: false,
      heading: t`Too many attempts`,
      text: t`Please wait ${plural(seconds, { one: '# second', other: '# seconds' })}, then press "${button}" again.`,
    };
  } else if (outcome?.kind === 'failed') {
    result = {
      ok: false,
      heading: confirm ? t`Your subscription was not confirmed` : t`You were not unsubscribed`,
      text: t`Something went wrong on our side or with the connection. Please try again in a moment.`,
    };
  }

  // The button stays while pressing it again can still succeed.
  const canPress = token !== '' && outcome?.kind !== 'done' && outcome?.kind !== 'invalid';

  return (
    <Stack gap="lg" className={formStyles.page}>
      <PageTitle title={title} locale={locale} />
      <p className={formStyles.lead}>
        {confirm
          ? t`You asked to receive the newsletter of the Department of International Trade Promotion at this e-mail address. Press "${button}" to start receiving it. We use your address only to send you the newsletter, and every newsletter has a link to unsubscribe.`
          : t`Press "${button}" to stop receiving the newsletter of the Department of International Trade Promotion at this e-mail address. We will send you no further newsletters.`}
      </p>
      {/* One polite live region, in the page from the start, so that the answer is announced; focus
          moves to its heading too. */}
      <div role="status">
        {result ? (
          <section
            className={result.ok ? formStyles.success : formStyles.failure}
            aria-labelledby="newsletter-result"
          >
            <Stack gap="sm">
              <h2
                id="newsletter-result"
                ref={resultRef}
                tabIndex={-1}
                className={result.ok ? formStyles.successHeading : formStyles.heading2}
              >
                {result.heading}
              </h2>
              <p>{result.text}</p>
              {!result.ok && step === 'unsubscribe' && outcome?.kind === 'invalid' ? (
                <p>
                  <Link href={pageHref('contact', locale)!}>{t`Contact DITP`}</Link>
                </p>
              ) : null}
              {result.ok ? (
                <p>
                  <Link href={`/${locale}`}>{t`Go to the home page`}</Link>
                </p>
              ) : null}
            </Stack>
          </section>
        ) : null}
      </div>
      {canPress ? (
        <div>
          {/* Not `isPending`: react-aria then announces the button by reference, and the button
              is gone once the answer is in. While sending it keeps focus, ignores presses and says
              so; the result below is announced. */}
          <Button onPress={() => void send()} aria-disabled={sending || undefined}>
            {sending ? t`Sending...` : button}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
