import { Skeleton } from '../../../design-system';

/** Card-shaped placeholders the size of the cards that replace them (no layout shift). */
export function ListSkeleton({ count = 6 }: { count?: number }) {
  return <Skeleton variant="cards" count={count} />;
}
