import { useLingui } from '@lingui/react/macro';
import { HumanVerification, NewsletterForm, usePopup } from '../../design-system';
import { ApiError, post } from '../cms/client';
import { pageHref } from '../cms/collections';
import { VERIFICATION } from '../cms/config';

/** Where the subscription goes (spec section 7: a POST carrying `data.email`). */
export const SUBSCRIBE_PATH = '/api/subscribe-to-news';
/** The human-verification token travels as this header (production verifies it at the edge). */
export const VERIFICATION_HEADER = 'x-verification-token';

/**
 * The footer's newsletter sign-up (spec sections 4, 8): 200/201 -> the success dialog and the
 * field cleared; an error answer -> "An error occurred: {server message}"; no answer at all ->
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
          challenge={VERIFICATION.challengeUrl}
          siteKey={VERIFICATION.siteKey || undefined}
          onToken={onToken}
        />
      )}
      onSubmit={async (email, token) => {
        const result = await post<unknown>(
          SUBSCRIBE_PATH,
          { data: { email } },
          { public: true, quiet: true, locale, headers: { [VERIFICATION_HEADER]: token } },
        );
        if (!result.isError) {
          void popup.successDialog({ title: t`Success!`, message: t`Sent successfully!` });
          return 'success';
        }
        const { error } = result;
        const message =
          error instanceof ApiError && error.status > 0
            ? t`An error occurred: ${error.message}`
            : t`An error occurred, please try again`;
        void popup.fail({ title: t`Error`, message, confirmLabel: 'ok' });
        return 'error';
      }}
    />
  );
}
