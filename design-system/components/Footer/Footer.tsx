import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { PressableButton } from '../../primitives/PressableButton';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import type { NavItem } from '../MegaMenu/nav';
import { SocialLinkList } from '../SocialSidebar/SocialLinks';
import type { SocialLink } from '../SocialSidebar/social';
import * as styles from './Footer.css';

/** A titled list of footer links. */
export interface FooterLinkGroup {
  id: string;
  label: string;
  items: NavItem[];
}

/** The organisation's contact facts (the site passes them; labels are translated here). */
export interface FooterContact {
  /** Postal address in the page's language. */
  address: string;
  /** Main phone number as the site prints it (its spaces kept). */
  phone: string;
  /** Short hotline number, as the site prints it. Without it the row is not shown. */
  hotline?: string;
  email?: string;
}

export interface FooterProps {
  /** The organisation's name, in the page's language: the heading of the contact block. */
  organisation: string;
  /** The copyright line, in the page's language, e.g. "© 2026 <organisation>. All rights reserved." */
  copyright: string;
  /** Link groups (e.g. complaints and forms, about the site). */
  linkGroups: FooterLinkGroup[];
  contact: FooterContact;
  /** Policy links: differ between the Thai and the other sites. */
  policyLinks?: NavItem[];
  /** One link per sitemap item: `/data-governance-policy/{documentId}`. Empty hides the list. */
  dataGovernanceLinks?: NavItem[];
  /** Social accounts under "Follow us". */
  socialLinks?: SocialLink[];
  /** The newsletter sign-up (the site's form); only some locales show it. */
  newsletter?: ReactNode;
  /** "Cookie settings" reopens the consent dialog. Without it the button is not shown. */
  onCookieSettings?: () => void;
  /**
   * Where the cookie choice posts (`decision=accepted|rejected`) in a browser without
   * JavaScript: the footer then shows "Cookies: Reject all, Accept all" in place of the settings
   * button, so the choice can be changed after the banner has gone. Without it nothing is shown.
   */
  cookieChoiceAction?: string;
  /** Layout only. */
  className?: string;
}

function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

function LinkList({
  items,
  inline = false,
  labelledBy,
}: {
  items: NavItem[];
  inline?: boolean;
  labelledBy?: string;
}) {
  return (
    <ul className={inline ? styles.inlineList : styles.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`}>
          <Link href={item.href} external={item.external} variant="subtle" className={styles.link}>
            <span lang={item.lang}>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer (`contentinfo`): link groups, the organisation's contact block (address, main
 * phone, hotline), "Follow us", the newsletter slot, data-governance links, policy links, a
 * "Cookie settings" button and the copyright line. The Thai and other sites differ only by the
 * data passed in (policy links, newsletter).
 *
 * Keyboard: Tab moves through every link and button in reading order.
 */
export function Footer({
  organisation,
  copyright,
  linkGroups,
  contact,
  policyLinks = [],
  dataGovernanceLinks = [],
  socialLinks = [],
  newsletter,
  onCookieSettings,
  cookieChoiceAction,
  className,
}: FooterProps) {
  const { t } = useLingui();
  const ids = useId();
  const { hotline } = contact;
  return (
    <footer className={cx(styles.root, className)}>
      <div className={styles.container}>
        <div className={styles.top}>
          <section aria-labelledby={`${ids}-contact`}>
            <h2 id={`${ids}-contact`} className={styles.heading}>
              {organisation}
            </h2>
            <address className={styles.contact}>
              <p className={styles.contactRow}>
                <Icon name="mapPin" />
                <span>
                  <span className={styles.contactLabel}>{t`Address`}: </span>
                  {contact.address}
                </span>
              </p>
              <p className={styles.contactRow}>
                <Icon name="phone" />
                <span>
                  <span className={styles.contactLabel}>{t`Phone`}: </span>
                  <Link href={telHref(contact.phone)} variant="subtle" className={styles.link}>
                    {contact.phone}
                  </Link>
                </span>
              </p>
              {hotline ? (
                <p className={styles.contactRow}>
                  <Icon name="phone" />
                  <span>
                    <span className={styles.contactLabel}>{t`Hotline`}: </span>
                    <Link href={telHref(hotline)} variant="subtle" className={styles.link}>
                      {hotline}
                    </Link>
                  </span>
                </p>
              ) : null}
              {contact.email ? (
                <p className={styles.contactRow}>
                  <Icon name="mail" />
                  <span>
                    <span className={styles.contactLabel}>{t`Email`}: </span>
                    <Link href={`mailto:${contact.email}`} variant="subtle" className={styles.link}>
                      {contact.email}
                    </Link>
                  </span>
                </p>
              ) : null}
            </address>
          </section>
          {linkGroups.map((group) => (
            <section key={group.id} aria-labelledby={`${ids}-${group.id}`}>
              <h2 id={`${ids}-${group.id}`} className={styles.heading}>
                {group.label}
              </h2>
              <LinkList items={group.items} />
            </section>
          ))}
          {socialLinks.length > 0 || newsletter ? (
            <div className={styles.newsletter}>
              {socialLinks.length > 0 ? (
                <section aria-labelledby={`${ids}-follow`}>
                  <h2 id={`${ids}-follow`} className={styles.heading}>
                    {t`Follow us`}
                  </h2>
                  <SocialLinkList
                    links={socialLinks}
                    listClassName={styles.socialList}
                    linkClassName={styles.socialLink}
                  />
                </section>
              ) : null}
              {newsletter}
            </div>
          ) : null}
        </div>
        {dataGovernanceLinks.length > 0 ? (
          <section aria-labelledby={`${ids}-governance`}>
            <h2 id={`${ids}-governance`} className={styles.heading}>
              {t`Data governance`}
            </h2>
            <LinkList items={dataGovernanceLinks} inline />
          </section>
        ) : null}
        <div className={cx(styles.bottom, styles.stackOnMobile)}>
          <p className={styles.copyright}>{copyright}</p>
          <nav aria-label={t`Policies`}>
            <ul className={styles.inlineList}>
              {policyLinks.map((item) => (
                <li key={`${item.href}|${item.label}`}>
                  <Link
                    href={item.href}
                    external={item.external}
                    variant="subtle"
                    className={styles.link}
                  >
                    <span lang={item.lang}>{item.label}</span>
                  </Link>
                </li>
              ))}
              {onCookieSettings ? (
                <li>
                  <PressableButton className={styles.cookieButton} onPress={onCookieSettings}>
                    <Icon name="cookie" size="sm" />
                    {t`Cookie settings`}
                  </PressableButton>
                </li>
              ) : null}
              {cookieChoiceAction ? (
                <li className={styles.cookieChoice}>
                  <form method="post" action={cookieChoiceAction}>
                    <span
                      role="group"
                      aria-labelledby={`${ids}-cookies`}
                      className={styles.cookieChoiceGroup}
                    >
                      <span id={`${ids}-cookies`}>{t`Cookies:`}</span>
                      {/* Submit buttons alike: rejecting is not harder than accepting. */}
                      {[
                        ['rejected', t`Reject all`],
                        ['accepted', t`Accept all`],
                      ].map(([value, label]) => (
                        <button
                          key={value}
                          name="decision"
                          value={value}
                          className={styles.cookieChoiceButton}
                        >
                          {label}
                        </button>
                      ))}
                    </span>
                  </form>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
