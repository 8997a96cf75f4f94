import { Trans } from '@lingui/react/macro';
import { DateText } from '../../../design-system';
import { hasClosed } from '../../../cms/src/model/time';
import type { ContentItem } from '../../cms/types';

/**
 * A notice's closing day (YYYY-MM-DD, or '' when it has none) and whether it has passed: offers
 * and applications are taken up to and including that day, Thailand time. The CMS refuses a late
 * job application with the same rule (`hasClosed`, cms/src/model/time.ts; code `closed`).
 */
export function closingOf(item: object, now: Date = new Date()) {
  const closing = (item as { closing_date?: unknown }).closing_date;
  const date = typeof closing === 'string' ? closing.slice(0, 10) : '';
  return { date, closed: hasClosed(date, now) };
}

/** "Open until …" or "Closed on …"; nothing when the notice names no closing day. */
export function ClosingStatus({ item }: { item: ContentItem }) {
  const { date, closed } = closingOf(item);
  if (!date) return null;
  return closed ? (
    <Trans>
      Closed on <DateText value={date} />
    </Trans>
  ) : (
    <Trans>
      Open until <DateText value={date} />
    </Trans>
  );
}
