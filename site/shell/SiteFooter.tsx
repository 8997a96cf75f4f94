import { useLingui } from '@lingui/react/macro';
import { Footer, type Locale, type SocialLink } from '../../design-system';
import { useSitemapLinks } from '../cms/hooks';
import { consentFormAction } from '../consent/requestConsent';
import { i18n } from '../i18n/i18n';
import { DEPARTMENT_CONTACT } from './department';
import { footerFor } from './menus';
import { NewsletterSlot } from './NewsletterSlot';
import { useLocation } from '../router';

/** The department's social accounts (brand names are not translated). */
export const SOCIAL_LINKS: SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/ditp.go.th', label: 'Facebook' },
  { network: 'youtube', href: 'https://www.youtube.com/@ditpthailand', label: 'YouTube' },
  { network: 'line', href: 'https://page.line.me/ditp', label: 'LINE' },
];

/**
 * The footer: the locale's link groups and policy links (./menus.ts), the department's address and
 * hotline, the data-governance pages from the CMS, the newsletter form and the cookie settings
 * (without JavaScript, the cookie choice as a form that posts to the page service:
 * docs/behaviour.md#cookie-consent).
 */
export function SiteFooter({
  locale,
  onCookieSettings,
}: {
  locale: Locale;
  onCookieSettings: () => void;
}) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const governance = useSitemapLinks();
  const footer = footerFor(locale, i18n);
  // The year the page is shown in.
  const copyrightYear = new Date().getFullYear();
  return (
    <Footer
      linkGroups={footer.groups}
      policyLinks={footer.policyLinks}
      organisation={t`Department of International Trade Promotion`}
      contact={{
        address: t`563 Nonthaburi Road, Bang Krasor, Mueang Nonthaburi, Nonthaburi 11000, Thailand`,
        ...DEPARTMENT_CONTACT,
      }}
      socialLinks={SOCIAL_LINKS}
      copyright={t`© ${copyrightYear} Department of International Trade Promotion, Ministry of Commerce. All rights reserved.`}
      dataGovernanceLinks={governance.map((g) => ({ label: g.title, href: g.href }))}
      newsletter={<NewsletterSlot locale={locale} />}
      onCookieSettings={onCookieSettings}
      cookieChoiceAction={consentFormAction(pathname + search)}
    />
  );
}
