import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useLocation, useParams } from '../router';
import { DateText, LOCALE_TAGS, Stack, type Locale } from '../../design-system';
import { collectionByKey } from '../cms/collections';
import type { ContentItem } from '../cms/types';
import { useStructuredData } from '../shell/structuredData';
import { withPageMessages } from '../i18n/i18n';
import { lazyChunk } from '../lazyChunk';
import { useDetail } from '../cms/hooks';
import { CmsRegion } from './parts/CmsRegion';
import { Entry, useTrail } from './parts/Entry';
import { usePageLocale } from './parts/usePageLocale';
import { PageFeedback } from './PageFeedback';
import { closingOf } from './parts/closing';
import { isEmploymentType, type EmploymentType } from '../../cms/src/model/jobs';
import * as styles from './parts/parts.css';
import { DetailSkeleton } from './ContentDetail';
import NotFound from './NotFound';

// The application form is its own chunk.
const JobApplicationForm = lazyChunk(
  'JobApplicationForm',
  withPageMessages(() => import('./forms/JobApplicationForm')),
);

/**
 * A job posting (`/apply-for-work/{id}`) with its closing date and the application form under it;
 * after the closing date, a notice instead of the form.
 */
export default function JobDetail({ collectionKey }: { collectionKey: string }) {
  const { id } = useParams();
  const locale = usePageLocale();
  const trail = useTrail(collectionKey, locale);
  const detail = useDetail(collectionKey, id);
  if (detail.data === null) return <NotFound />;
  return (
    <CmsRegion result={detail} skeleton={<DetailSkeleton />}>
      {(item) =>
        item && (
          <Stack gap="xxl">
            <Entry
              item={item}
              collectionKey={collectionKey}
              locale={locale}
              trail={trail}
              shareable
            />
            <JobFacts item={item} />
            <JobPostingData item={item} collectionKey={collectionKey} locale={locale} />
            <Closing item={item} />
            <PageFeedback contentType={collectionKey} documentId={item.documentId} />
          </Stack>
        )
      }
    </CmsRegion>
  );
}

/** How each kind of employment (cms/src/model/jobs.ts) reads on the page. */
const EMPLOYMENT_LABELS: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg`Full-time`,
  part_time: msg`Part-time`,
  temporary: msg`Temporary`,
  intern: msg`Internship`,
};

const positionsOf = (item: ContentItem): number | undefined => {
  const n = Number(item.positions_available);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The posting's facts a job seeker compares first: the kind of employment, how many posts and
 * the division, as far as the listing states them. The structured data states the same facts.
 */
function JobFacts({ item }: { item: ContentItem }) {
  const { t, i18n } = useLingui();
  const type = isEmploymentType(item.employment_type) ? item.employment_type : undefined;
  const positions = positionsOf(item);
  const division = typeof item.department === 'string' ? item.department.trim() : '';
  if (!type && !positions && !division) return null;
  return (
    <dl className={styles.facts}>
      {type ? (
        <>
          <dt>{t`Employment`}</dt>
          <dd>{i18n._(EMPLOYMENT_LABELS[type])}</dd>
        </>
      ) : null}
      {positions ? (
        <>
          <dt>{t`Posts`}</dt>
          <dd>{i18n.number(positions)}</dd>
        </>
      ) : null}
      {division ? (
        <>
          <dt>{t`Division`}</dt>
          <dd>{division}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The posting as structured data for search engines' job listings (nothing in the browser). */
function JobPostingData({
  item,
  collectionKey,
  locale,
}: {
  item: ContentItem;
  collectionKey: string;
  locale: Locale;
}) {
  const { t } = useLingui();
  const def = collectionByKey(collectionKey);
  const { pathname } = useLocation();
  const posted = item.publish_date ?? item.createdAt;
  useStructuredData(
    def?.structuredData === 'job' && posted
      ? {
          kind: 'job',
          title: item.title,
          description: item.content_html || item.summary || item.title,
          url: pathname,
          datePosted: posted,
          closingDate: closingOf(item).date || undefined,
          positions: positionsOf(item),
          employmentType: isEmploymentType(item.employment_type) ? item.employment_type : undefined,
          hiringOrganization: t`Department of International Trade Promotion`,
          language: LOCALE_TAGS[locale],
        }
      : null,
  );
  return null;
}

function Closing({
  item,
}: {
  item: { documentId: string; title: string; closing_date?: unknown };
}) {
  const { date, closed } = closingOf(item);
  if (closed) {
    return (
      <p>
        <strong>
          <Trans>
            Applications for this job closed on <DateText value={date} />.
          </Trans>
        </strong>
      </p>
    );
  }
  return (
    <Stack gap="md">
      {date ? (
        <p>
          <strong>
            <Trans>
              Apply by <DateText value={date} />.
            </Trans>
          </strong>
        </p>
      ) : null}
      <Suspense fallback={<DetailSkeleton />}>
        <JobApplicationForm jobId={item.documentId} jobTitle={item.title} />
      </Suspense>
    </Stack>
  );
}
