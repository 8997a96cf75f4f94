import { useLingui } from '@lingui/react/macro';
import { CardGrid, Stack } from '../../design-system';
import { collectionByKey, singleTypeByKey } from '../cms/collections';
import { useCollectionList, useSinglePage } from '../cms/hooks';
import { snippet } from '../cms/text';
import { DESCRIPTION_LENGTH, usePageMeta } from '../shell/useDocumentTitle';
import type { ContentItem } from '../cms/types';
import { CmsRegion } from './parts/CmsRegion';
import { DetailSkeleton } from './ContentDetail';
import { Html } from './parts/Html';
import { ItemCard } from './parts/ItemCard';
import { ListSkeleton } from './parts/ListSkeleton';
import { PageTitle } from './parts/PageTitle';
import { usePageLocale } from './parts/usePageLocale';
import { ContactFacts } from './ContactFacts';
import { PageFeedback } from './PageFeedback';
import * as styles from './parts/parts.css';

interface Section {
  anchor?: string | null;
  heading?: string | null;
  content_html?: string | null;
}

interface Faq {
  question?: string | null;
  answer_html?: string | null;
}

const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The FAQ's question/answer list: native disclosures (keyboard and screen readers for free). */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={styles.faq}>
      {faqs.map((faq, i) => (
        <details key={i} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{faq.question}</summary>
          <div className={styles.faqAnswer}>
            <Html html={faq.answer_html} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** The cards of a collection shown inside a single page (executives, privacy notices...). */
function EmbeddedCards({ collectionKey, locale }: { collectionKey: string; locale: string }) {
  const result = useCollectionList(collectionKey, { pageSize: 100, cards: true });
  return (
    <CmsRegion result={result} skeleton={<ListSkeleton count={3} />}>
      {(body) => (
        <CardGrid>
          {body.data.map((item) => (
            <ItemCard
              key={item.documentId}
              collectionKey={collectionKey}
              item={item}
              locale={locale}
            />
          ))}
        </CardGrid>
      )}
    </CmsRegion>
  );
}

/** The embedded collection as its own titled section (when no section of the page holds it). */
function Embedded({ collectionKey, locale }: { collectionKey: string; locale: string }) {
  const { i18n } = useLingui();
  const def = collectionByKey(collectionKey);
  if (!def) return null;
  const headingId = `embedded-${collectionKey}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack gap="md">
        <h2 id={headingId} className={styles.h2}>
          {i18n._(def.label)}
        </h2>
        <EmbeddedCards collectionKey={collectionKey} locale={locale} />
      </Stack>
    </section>
  );
}

/**
 * The content of a single type: intro, anchored sections, FAQ, contact facts. `embedded`: a
 * collection shown inside the section whose anchor is its key (the executives under #executives).
 */
export function SingleContent({
  page,
  embedded,
}: {
  page: ContentItem;
  embedded?: { collectionKey: string; locale: string };
}) {
  const sections = list<Section>(page.sections);
  const faqs = list<Faq>(page.faqs);
  // The page's own text, else its first section's, else its first answer's: its description.
  const described = [page.content_html, ...sections.map((s) => s.content_html)]
    .concat(faqs.map((f) => f.answer_html))
    .map((html) => snippet(html, DESCRIPTION_LENGTH))
    .find(Boolean);
  usePageMeta({ description: described });
  return (
    <Stack gap="xl">
      <Html html={page.content_html} />
      <ContactFacts page={page} />
      {faqs.length ? <FaqList faqs={faqs} /> : null}
      {sections.map((section, i) => (
        <section
          key={section.anchor ?? i}
          id={section.anchor ?? undefined}
          className={styles.section}
          aria-labelledby={section.heading ? `section-${i}` : undefined}
        >
          <Stack gap="sm">
            {section.heading ? (
              <h2 id={`section-${i}`} className={styles.h2}>
                {section.heading}
              </h2>
            ) : null}
            <Html html={section.content_html} />
            {embedded && section.anchor === embedded.collectionKey ? (
              <EmbeddedCards {...embedded} />
            ) : null}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/** A page filled by a CMS single type (about, FAQ, policies, services...). */
export default function SinglePage({ typeKey }: { typeKey: string }) {
  const locale = usePageLocale();
  const def = singleTypeByKey(typeKey);
  const page = useSinglePage(typeKey);
  const embeds = def?.embeds;
  const inSection = (data: ContentItem) =>
    Boolean(embeds) && list<Section>(data.sections).some((s) => s.anchor === embeds);
  return (
    <Stack gap="xxl">
      <CmsRegion result={page} skeleton={<DetailSkeleton />}>
        {(data) => (
          <>
            <article>
              <PageTitle title={data.title} locale={locale} />
              <SingleContent
                page={data}
                embedded={embeds ? { collectionKey: embeds, locale } : undefined}
              />
            </article>
            {embeds && !inSection(data) ? (
              <Embedded collectionKey={embeds} locale={locale} />
            ) : null}
            <PageFeedback contentType={typeKey} documentId={data.documentId} />
          </>
        )}
      </CmsRegion>
    </Stack>
  );
}
