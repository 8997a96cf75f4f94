import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '../../../design-system';
import type { CmsResult } from '../../cms/hooks';

export interface CmsRegionProps<T> {
  result: CmsResult<T>;
  /** What the region shows once the data is there (stale data stays on screen on errors). */
  children: (data: T) => ReactNode;
  /** Placeholder while the first load runs: sized like the content (no layout shift). */
  skeleton?: ReactNode;
  /** Name of the region for the loading announcement. */
  label?: string;
}

/**
 * A content region fed by a CMS hook: a skeleton while the first load runs, the ErrorState with
 * "Try again" in the visitor's language when there is nothing to show, the content otherwise
 * (SWR keeps stale data on screen when a revalidation fails).
 */
export function CmsRegion<T>({ result, children, skeleton, label }: CmsRegionProps<T>) {
  const { t } = useLingui();
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error) {
    return (
      <ErrorState
        description={t`The content service did not answer. Check your connection and try again.`}
        onRetry={result.retry}
        isRetrying={result.isValidating}
      />
    );
  }
  return <>{skeleton ?? <Skeleton variant="text" count={6} label={label} />}</>;
}
