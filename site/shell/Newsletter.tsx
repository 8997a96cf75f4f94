import { useLingui } from '@lingui/react/macro';
import { HumanVerification, NewsletterForm, usePopup } from '../../design-system';
import { ApiError, post } from '../cms/client';
import { pageHref } from '../cms/collections';
import { VERIFICATION } from '../cms/verification';
import { VERIFICATION_HEADER, gateProblemOf } from '../forms/publicWrite';
import { messages } from '../forms/rules';
import { serverErrorList } from '../forms/serverErrors';

/** Where the subscription goes (docs/behaviour.md#newsletter: a POST carrying `data.email`). */
export const SUBSCRIBE_PATH = '/api/subscribe-to-news';

/**
 * The footer's newsletter sign-up (docs/behaviour.md#newsletter), a double opt-in: 201 -> the dialog asking
 * the visitor to confirm through the e-mailed link (the CMS answers the same whether or not the
 * address is already subscribed) and the field cleared. The post carries the human-verification token (`X-Verification-Token`), checked
 * by the CMS; after every answer the form asks for a new verification. Failures keep what was
 * typed and say, in the visitor's language: too many requests (wait N minutes), verify again, a
 * refused address; another error answer -> "An error occurred: {server message}"; no answer at all
 * -> "An error occurred, please try again".
 */
export function Newsletter({ locale }: { locale: string }) {
  const { t, i18n } = useLingui();
  const popup = usePopup();
  return (
    <NewsletterForm
      headingLevel={2}
      policyLink={{ href: pageHref('th-privacy-policy', locale)!, label: t`Privacy policy` }}
      verification={(onToken) => (
        <HumanVerification
          provider={VERIFICATION.provider}
          challenge={VERIFICATION.challengeUrl}
          siteKey={VERIFICATION.siteKey || undefined}
          onToken={onToken}
        />
      )}
      onSubmit={async (email, token) => {
        const result = await post<unknown>(
          SUBSCRIBE_PATH,
          // The confirmation e-mail is written in the visitor's language.
          { data: { email, submitted_locale: locale } },
          { public: true, quiet: true, locale, headers: { [VERIFICATION_HEADER]: token } },
        );
        if (!result.isError) {
          // Stays until the visitor dismisses it (WCAG 2.2.1, docs/accessibility.md): the field is cleared, so
          // this is the only confirmation on the page; a timed dialog vanished after about 2 s.
          void popup.successDialog({
            title: t`Success!`,
            message: t`Check your inbox: we have sent you a link to confirm your subscription.`,
            confirmLabel: 'ok',
          });
          return 'success';
        }
        const { error } = result;
        const known = gateProblemOf(error) ?? emailProblem(error);
        const message = known
          ? i18n._(known)
          : error instanceof ApiError && error.status > 0
            ? t`An error occurred: ${error.message}`
            : t`An error occurred, please try again`;
        void popup.fail({ title: t`Error`, message, confirmLabel: 'ok' });
        return 'error';
      }}
    />
  );
}

/** A refused address (400 on `email` with a code we know): our message, not the server's text. */
function emailProblem(error: Error) {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const codes = serverErrorList(error.body)
    .filter((e) => e.path?.[0] === 'email')
    .map((e) => e.code);
  if (codes.includes('invalid_email')) return messages.invalidEmail;
  if (codes.includes('required')) return messages.enterEmail;
  return undefined;
}
