import { useLingui } from '@lingui/react/macro';
import { Link, Stack } from '../../design-system';
import { useSinglePage } from '../cms/hooks';
import type { ContentItem } from '../cms/types';
import { DEPARTMENT_CONTACT } from '../shell/department';
import * as styles from './parts/parts.css';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A map of the address in the visitor's own map app or site: Google Maps' documented search
 * address (`maps/search/?api=1&query=`), which phones hand to their maps app. A plain link: nothing
 * is loaded from the map service until the visitor follows it.
 */
export const mapHref = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * The contact facts of a single type (the CMS's `contact` page: address, phone, e-mail, office
 * hours), as a description list inside `<address>`. The address links to a map; `switchboard`
 * adds the head office's switchboard beside the CMS's phone (the hotline), with the number to
 * dial from abroad.
 */
export function ContactFacts({
  page,
  switchboard = false,
}: {
  page: ContentItem;
  switchboard?: boolean;
}) {
  const { t } = useLingui();
  const address = text(page.address);
  const phone = text(page.phone);
  const email = text(page.email);
  const hours = text(page.office_hours);
  if (!address && !phone && !email) return null;
  const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;
  // As printed, with the country code for the leading 0: "+66 2507 7999".
  const abroad = DEPARTMENT_CONTACT.phone.replace(/^0\s*/, '+66 ');
  return (
    <address className={styles.contactFacts}>
      <dl className={styles.facts}>
        {address ? (
          <>
            <dt>{t`Address`}</dt>
            <dd>
              <Stack gap="xs">
                <span>{address}</span>
                <span>
                  <Link href={mapHref(address)} external>
                    {t`Show on a map`}
                  </Link>
                </span>
              </Stack>
            </dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt>{switchboard ? t`Hotline` : t`Phone`}</dt>
            <dd>
              <Link href={tel(phone)}>{phone}</Link>
            </dd>
          </>
        ) : null}
        {switchboard && phone !== DEPARTMENT_CONTACT.phone ? (
          <>
            <dt>{t`Switchboard`}</dt>
            <dd>
              <Stack gap="xs">
                <Link href={tel(DEPARTMENT_CONTACT.phoneE164)}>{DEPARTMENT_CONTACT.phone}</Link>
                <span>{t`From abroad: ${abroad}`}</span>
              </Stack>
            </dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>{t`Email`}</dt>
            <dd>
              <Link href={`mailto:${email}`}>{email}</Link>
            </dd>
          </>
        ) : null}
        {hours ? (
          <>
            <dt>{t`Office hours`}</dt>
            <dd>{hours}</dd>
          </>
        ) : null}
      </dl>
    </address>
  );
}

/**
 * "Other ways to contact us" on the contact form's page: the CMS's contact page (whose address the
 * form's route takes over) with the switchboard. While the CMS answers slowly or not at all, the
 * form stands alone: nothing here holds it up.
 */
export function ContactDirectory() {
  const { t } = useLingui();
  const { data } = useSinglePage('contact');
  if (!data) return null;
  return (
    <section aria-labelledby="contact-directory" className={styles.section}>
      <Stack gap="md">
        <h2 id="contact-directory" className={styles.h2}>
          {t`Other ways to contact us`}
        </h2>
        <ContactFacts page={data} switchboard />
      </Stack>
    </section>
  );
}
