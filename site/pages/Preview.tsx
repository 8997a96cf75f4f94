import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useParams } from '../router';
import { EmptyState, Stack } from '../../design-system';
import { ApiError } from '../cms/client';
import { contentTypeByApiName } from '../cms/collections';
import { usePreview } from '../cms/hooks';
import { CmsRegion } from './parts/CmsRegion';
import { DetailSkeleton } from './ContentDetail';
import { Entry } from './parts/Entry';
import { PageTitle } from './parts/PageTitle';
import { SingleContent } from './SinglePage';
import { useNoIndex } from './parts/useNoIndex';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

/** The fragment's parameters (`#preview=<token>&status=draft`); none on the server. */
const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const useHashParams = () =>
  new URLSearchParams(
    useSyncExternalStore(
      subscribeHash,
      () => window.location.hash.slice(1),
      () => '',
    ),
  );

/**
 * The CMS admin's preview (`/{locale}/preview/{collection}/{id}#preview=<token>&status=draft`): the
 * draft is read through the CMS preview guard with the token the admin minted for this document
 * (in the fragment, which no server sees; sent as the `x-preview-token` header), under a visible
 * "Preview" banner. Never indexed.
 */
export default function Preview() {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { collection = '', id } = useParams();
  const params = useHashParams();
  const secret = params.get('preview') ?? undefined;
  const status = params.get('status') ?? 'draft';
  const type = contentTypeByApiName(collection);
  const preview = usePreview(collection, id, secret, { status });
  useNoIndex();

  const banner = (
    <p role="status" className={styles.banner}>
      {t`Preview`}: {status === 'draft' ? t`draft content, not published` : t`published content`}
    </p>
  );
  const refused =
    !preview.data &&
    preview.error instanceof ApiError &&
    [401, 403, 404].includes(preview.error.status);
  if (!type || !secret || refused) {
    return (
      <Stack gap="lg">
        {banner}
        <PageTitle title={t`Preview`} locale={locale} />
        <EmptyState
          title={t`Nothing to preview`}
          description={
            refused
              ? t`This preview link is not valid or the draft no longer exists: open the preview again from the content editor.`
              : t`This preview link is incomplete: open the preview again from the content editor.`
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {banner}
      <CmsRegion result={preview} skeleton={<DetailSkeleton />}>
        {(item) =>
          type.kind === 'single' ? (
            <article>
              <PageTitle title={item.title} locale={locale} />
              <SingleContent page={item} />
            </article>
          ) : (
            <Entry item={item} collectionKey={type.def.key} locale={locale} />
          )
        }
      </CmsRegion>
    </Stack>
  );
}
