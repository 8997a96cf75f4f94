import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Stack } from '../../design-system';
import { ApiError } from '../cms/client';
import { useDetail } from '../cms/hooks';
import { CmsRegion } from './parts/CmsRegion';
import { Entry, useTrail } from './parts/Entry';
import { usePageLocale } from './parts/usePageLocale';
import { DetailSkeleton } from './ContentDetail';
import NotFound from './NotFound';

export interface JobApplicationFormProps {
  /** The job's documentId (stored as the application's `position`). */
  jobId: string;
  /** The job's title in the page's language. */
  jobTitle: string;
}

// The application form (issue 7) is its own chunk; the glob keeps this page working before it lands.
const forms = import.meta.glob<{ default: ComponentType<JobApplicationFormProps> }>(
  './forms/JobApplicationForm.tsx',
);
const loadForm = forms['./forms/JobApplicationForm.tsx'];
const JobApplicationForm = loadForm ? lazy(loadForm) : null;

/** A job posting (`/apply-for-work/{id}`) with the application form under it. */
export default function JobDetail({ collectionKey }: { collectionKey: string }) {
  const { id } = useParams();
  const locale = usePageLocale();
  const trail = useTrail(collectionKey, locale);
  const detail = useDetail(collectionKey, id);
  if (!detail.data && detail.error instanceof ApiError && detail.error.status === 404) {
    return <NotFound />;
  }
  return (
    <CmsRegion result={detail} skeleton={<DetailSkeleton />}>
      {(item) => (
        <Stack gap="xxl">
          <Entry item={item} collectionKey={collectionKey} locale={locale} trail={trail} />
          {JobApplicationForm ? (
            <Suspense fallback={<DetailSkeleton />}>
              <JobApplicationForm jobId={item.documentId} jobTitle={item.title} />
            </Suspense>
          ) : null}
        </Stack>
      )}
    </CmsRegion>
  );
}
