import { useLingui } from '@lingui/react/macro';
import { HumanVerification, NewsletterForm, usePopup } from '../../design-system';
import { ApiError, post } from '../cms/client';
import { pageHref } from '../cms/collections';
import { VERIFICATION } from '../cms/config';

/** Where the subscription goes (spec section 7: a POST carrying `data.email`). */
export const SUBSCRIBE_PATH = '/api/subscribe-to-news';
/** The human-verification token travels as this header (the CMS verifies it). */
export const VERIFICATION_HEADER = 'x-verification-token';

/** The CMS refused the address itself (e.g. one with invisible characters). */
const isInvalidEmail = (error: ApiError) =>
  error.status === 400 &&
  (
    error.body as { error?: { details?: { errors?: Array<{ code?: string }> } } } | null
  )?.error?.details?.errors?.some((e) => e.code === 'invalid_email') === true;

/**
 * The footer's newsletter sign-up (spec sections 4, 8), a double opt-in: 201 -> the dialog asking
 * the visitor to confirm through the e-mailed link (the CMS answers the same whether or not the
 * address is already subscribed) and the field cleared; a refused address -> our translated
 * message; another error answer -> "An error occurred: {server message}"; no answer at all ->
 * "An error occurred, please try again"; the field keeps what was typed on failure.
 */
export function Newsletter({ locale }: { locale: string }) {
  const { t } = useLingui();
  const popup = usePopup();
  return (
    <NewsletterForm
      headingLevel={2}
      policyLink={{ href: pageHref('th-privacy-policy', locale)!, label: t`Privacy policy` }}
      verification={(onToken) => (
        <HumanVerification
          provider={VERIFICATION.provider}
          siteKey={VERIFICATION.siteKey}
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
          void popup.successDialog({
            title: t`Success!`,
            message: t`Check your inbox: we have sent you a link to confirm your subscription.`,
          });
          return 'success';
        }
        const { error } = result;
        const message =
          error instanceof ApiError && error.status > 0
            ? isInvalidEmail(error)
              ? t`Enter a valid email address, like name@example.com.`
              : t`An error occurred: ${error.message}`
            : t`An error occurred, please try again`;
        void popup.fail({ title: t`Error`, message, confirmLabel: 'ok' });
        return 'error';
      }}
    />
  );
}
