import { useLingui } from '@lingui/react/macro';
import { Link, Stack, isNavGroup, groupLinks, type NavItem } from '../../design-system';
import { pageHref } from '../cms/collections';
import { useSitemapLinks } from '../cms/hooks';
import { footerFor, menuFor } from '../shell/menus';
import { PageTitle } from './parts/PageTitle';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

function Links({ items }: { items: NavItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`}>
          <Link href={item.href} external={item.external}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site map: every menu and footer target of the locale, and the data-governance documents. */
export default function Sitemap() {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const menu = menuFor(locale, i18n);
  const footer = footerFor(locale, i18n);
  const governance = useSitemapLinks();
  const directLinks = menu.filter((entry) => !isNavGroup(entry)) as NavItem[];
  const groups = [
    ...(directLinks.length
      ? [
          {
            id: 'main',
            label: t`Main menu`,
            items: [{ label: t`Home`, href: `/${locale}` }, ...directLinks],
          },
        ]
      : [{ id: 'main', label: t`Main menu`, items: [{ label: t`Home`, href: `/${locale}` }] }]),
    ...menu.filter(isNavGroup).map((g) => ({ id: g.id, label: g.label, items: groupLinks(g) })),
    ...footer.groups,
    { id: 'policies', label: t`Policies`, items: footer.policyLinks },
  ];
  return (
    <Stack gap="xl">
      <PageTitle title={t`Sitemap`} locale={locale} />
      {groups.map((group) => (
        <div key={group.id}>
          <Stack gap="sm">
            <h2 id={`sitemap-${group.id}`} className={styles.h2}>
              {group.label}
            </h2>
            <Links items={group.items} />
          </Stack>
        </div>
      ))}
      <div>
        <Stack gap="sm">
          <h2 id="sitemap-governance" className={styles.h2}>
            {t`Data governance`}
          </h2>
          <Links
            items={[
              { label: t`Data governance`, href: pageHref('data-governance', locale)! },
              ...governance.map((g) => ({ label: g.title, href: g.href })),
            ]}
          />
        </Stack>
      </div>
    </Stack>
  );
}
