import { Suspense } from 'react';
import { useParams } from '../router';
import { Stack } from '../../design-system';
import { withPageMessages } from '../i18n/i18n';
import { lazyChunk } from '../lazyChunk';
import { useDetail } from '../cms/hooks';
import { CmsRegion } from './parts/CmsRegion';
import { Entry, useTrail } from './parts/Entry';
import { usePageLocale } from './parts/usePageLocale';
import { DetailSkeleton } from './ContentDetail';
import NotFound from './NotFound';

// The application form is its own chunk.
const JobApplicationForm = lazyChunk(
  'JobApplicationForm',
  withPageMessages(() => import('./forms/JobApplicationForm')),
);

/** A job posting (`/apply-for-work/{id}`) with the application form under it. */
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
            <Entry item={item} collectionKey={collectionKey} locale={locale} trail={trail} />
            <Suspense fallback={<DetailSkeleton />}>
              <JobApplicationForm jobId={item.documentId} jobTitle={item.title} />
            </Suspense>
          </Stack>
        )
      }
    </CmsRegion>
  );
}
