import { useLingui } from '@lingui/react/macro';
import { Link, Stack } from '../../design-system';
import { pageHref } from '../cms/collections';
import { PageTitle } from './parts/PageTitle';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

/**
 * Where a visitor lands after the session-expired dialog. Signing in arrives with the account
 * service (a later issue): until then the page says so and points to the ways to reach DITP.
 */
export default function Login() {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (
    <Stack gap="lg">
      <PageTitle title={t`Sign in`} locale={locale} />
      <p className={styles.lead}>
        {t`Signing in to a DITP account is coming with the new account service. You do not need an account to read this website or to send us a form.`}
      </p>
      <p>{t`If your session has expired, your account data is safe. For help with an account or a service, contact us:`}</p>
      <ul className={styles.list}>
        <li>
          <Link href={pageHref('contact', locale)!}>{t`Contact DITP`}</Link>
        </li>
        <li>
          <Link href="tel:1169">{t`Call the 1169 hotline`}</Link>
        </li>
        <li>
          <Link href={pageHref('e-service', locale)!}>{t`e-Service`}</Link>
        </li>
      </ul>
    </Stack>
  );
}
