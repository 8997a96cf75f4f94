import { useParams } from '../router';
import { Stack, Skeleton } from '../../design-system';
import { useDetail } from '../cms/hooks';
import { CmsRegion } from './parts/CmsRegion';
import { Entry, Related, useTrail } from './parts/Entry';
import { usePageLocale } from './parts/usePageLocale';
import NotFound from './NotFound';
import { PageFeedback } from './PageFeedback';

export interface ContentDetailProps {
  collectionKey: string;
}

/** A collection entry's page (`/post/{id}`, `/post/ditpnew/{id}`...): 404 when it does not exist. */
export default function ContentDetail({ collectionKey }: ContentDetailProps) {
  const { id } = useParams();
  const locale = usePageLocale();
  const trail = useTrail(collectionKey, locale);
  const detail = useDetail(collectionKey, id);
  if (detail.data === null) return <NotFound />;
  return (
    <Stack gap="xxl">
      <CmsRegion result={detail} skeleton={<DetailSkeleton />}>
        {(item) =>
          item && (
            <Entry
              item={item}
              collectionKey={collectionKey}
              locale={locale}
              trail={trail}
              shareable
            />
          )
        }
      </CmsRegion>
      {id ? <Related collectionKey={collectionKey} currentId={id} locale={locale} /> : null}
      {detail.data ? (
        <PageFeedback contentType={collectionKey} documentId={detail.data.documentId} />
      ) : null}
    </Stack>
  );
}

export function DetailSkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton variant="text" count={2} />
      <Skeleton variant="cards" count={1} cardLayout="stack" />
      <Skeleton variant="text" count={8} />
    </Stack>
  );
}
