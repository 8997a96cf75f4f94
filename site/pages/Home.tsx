import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CardGrid, Link, Skeleton, Stack } from '../../design-system';
import { collectionByKey, localePath, pageHref } from '../cms/collections';
import { useCollectionList, useSinglePage } from '../cms/hooks';
import type { ContentItem } from '../cms/types';
import { Announcement } from './parts/Announcement';
import { CmsRegion } from './parts/CmsRegion';
import { FEATURED_COLLECTION, FeaturedStory, useFeatured } from './parts/FeaturedStory';
import { ItemCard, leadImageIndex } from './parts/ItemCard';
import { LeadList } from './parts/LeadList';
import { ListSkeleton } from './parts/ListSkeleton';
import { NoticeTable } from './parts/NoticeTable';
import { usePageLocale } from './parts/usePageLocale';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import * as styles from './parts/parts.css';
import * as homeCss from './Home.css';

/** The collections highlighted on the home page, in order. */
export const HOME_HIGHLIGHTS = [
  'ditp-news',
  'posts',
  'procurement-news',
  'trade-opportunities',
  'highlighted-product-catalogs',
  'trending-products',
] as const;

/**
 * How a highlight shows its entries, in the form that suits them: news as one lead story with its
 * picture and a dated list of the next ones, procurement as a dated table of notices (method and
 * status), the others as a row of three cards.
 */
const HIGHLIGHT_FORMS: Partial<
  Record<(typeof HOME_HIGHLIGHTS)[number], { form: 'lead' | 'table'; count: number }>
> = {
  'ditp-news': { form: 'lead', count: 5 },
  'procurement-news': { form: 'table', count: 5 },
};
const HIGHLIGHT_COUNT = 3;

/**
 * An exporter's top tasks, answered on the first screen: [a page of the collections registry, or a
 * list path without the locale; label; one line]. Every target has entries in all five languages
 * (tests/unit/site/homeTasks.test.tsx). No collection holds trade fairs: the calls to exhibit are
 * trade opportunities, with buyers' requests, and the label says both.
 */
export const HOME_TASKS = [
  ['/international-foreign-market/Knowledge', msg`Find a market`, msg`Market reports by country`],
  ['trade-opportunities', msg`Find trade fairs and buyers`, msg`Trade fairs and buyers' requests`],
  [
    '/international-foreign-market/Trade-Guide',
    msg`Learn export procedures`,
    msg`Trade guides and rules by market`,
  ],
  [
    'overseas-office-page',
    msg`Contact an overseas office`,
    msg`Thai trade offices around the world`,
  ],
  [
    'international-trade-advice-and-complaints',
    msg`Get trade advice`,
    msg`Ask for advice or report a trade problem`,
  ],
] as const;

function Highlight({
  collectionKey,
  locale,
  first,
  leavesOut,
}: {
  collectionKey: (typeof HOME_HIGHLIGHTS)[number];
  locale: string;
  /** The first highlight: its first image is in view on load. */
  first: boolean;
  /**
   * Given to the one row that can repeat an entry shown above it (the articles', which holds the
   * featured story): the entry it leaves out, whose `documentId` is unknown while it is read.
   */
  leavesOut?: { documentId: string | undefined };
}) {
  const { t, i18n } = useLingui();
  const def = collectionByKey(collectionKey)!;
  const shape = HIGHLIGHT_FORMS[collectionKey];
  const count = shape?.count ?? HIGHLIGHT_COUNT;
  // A row that leaves an entry out reads one more, from the first render (not only once the entry
  // is known, which would read the row twice), so that it still shows `count`: the same article
  // is not shown twice on the page.
  const result = useCollectionList(collectionKey, {
    pageSize: leavesOut ? count + 1 : count,
    cards: true,
  });
  const items = (body: { data: ContentItem[] }) =>
    leavesOut
      ? body.data.filter((item) => item.documentId !== leavesOut.documentId).slice(0, count)
      : body.data;
  const label = i18n._(def.label);
  const more = pageHref(collectionKey, locale);
  const headingId = `home-${collectionKey}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <div className={styles.sectionHead}>
          <h2 id={headingId} className={styles.h2}>
            {label}
          </h2>
          {more ? (
            <Link href={more} variant="standalone">
              {t`See all: ${label}`}
            </Link>
          ) : null}
        </div>
        <CmsRegion result={result} skeleton={<ListSkeleton count={HIGHLIGHT_COUNT} />}>
          {(body) =>
            shape?.form === 'lead' ? (
              <LeadList
                collectionKey={collectionKey}
                items={items(body)}
                locale={locale}
                priority={first}
              />
            ) : shape?.form === 'table' ? (
              <NoticeTable
                collectionKey={collectionKey}
                items={items(body)}
                locale={locale}
                labelledBy={headingId}
              />
            ) : (
              // Wide columns: the section's three highlights fill the row on a desktop screen.
              <CardGrid minColumn="lg">
                {items(body).map((item, index, shown) => (
                  <ItemCard
                    key={item.documentId}
                    collectionKey={collectionKey}
                    item={item}
                    locale={locale}
                    priority={first && index === leadImageIndex(shown)}
                  />
                ))}
              </CardGrid>
            )
          }
        </CmsRegion>
      </Stack>
    </section>
  );
}

/**
 * The home page: the hero from the `home` single type, the top tasks, the current announcement
 * (once per visit), the featured story, then highlights from several collections.
 */
export function Home() {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const home = useSinglePage('home');
  const featured = useFeatured();
  useDocumentTitle('', { home: true });
  const heroTitle =
    (typeof home.data?.hero_title === 'string' && home.data.hero_title) ||
    t`Department of International Trade Promotion`;
  const heroIntro = typeof home.data?.hero_intro === 'string' ? home.data.hero_intro : '';
  return (
    <Stack gap="xxl">
      <div className={styles.hero}>
        <Stack gap="md">
          <h1 className={styles.h1}>{heroTitle}</h1>
          {home.isLoading && !home.data ? (
            <div className={styles.lead}>
              <Skeleton variant="text" count={2} />
            </div>
          ) : (
            <p className={styles.lead}>
              {heroIntro ||
                t`We help Thai businesses export: trade information, market knowledge, services for exporters and a network of overseas trade offices.`}
            </p>
          )}
        </Stack>
      </div>
      <section aria-labelledby="home-tasks" className={homeCss.section}>
        <h2 id="home-tasks" className={styles.h2}>
          {t`What you can do here`}
        </h2>
        <ul className={homeCss.tasks}>
          {HOME_TASKS.map(([target, label, text]) => (
            <li key={target}>
              <Link
                href={pageHref(target, locale) ?? localePath(locale, target)}
                variant="subtle"
                className={homeCss.task}
              >
                <span className={homeCss.taskLabel}>{i18n._(label)}</span>
                <span className={homeCss.taskText}>{i18n._(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Announcement locale={locale} />
      <FeaturedStory item={featured} locale={locale} priority />
      {HOME_HIGHLIGHTS.map((key, index) => (
        <Highlight
          key={key}
          collectionKey={key}
          locale={locale}
          first={index === 0}
          // The featured story, shown above, is left out of its own collection's row only.
          leavesOut={key === FEATURED_COLLECTION ? { documentId: featured?.documentId } : undefined}
        />
      ))}
    </Stack>
  );
}
