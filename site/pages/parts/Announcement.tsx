import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, NotificationBanner } from '../../../design-system';
import { isExternalUrl, localePath } from '../../cms/collections';
import { useCollectionList } from '../../cms/hooks';
import type { ContentItem } from '../../cms/types';
import { useHydrated } from '../../shell/useHydrated';
import {
  ANNOUNCEMENT_ATTRIBUTE,
  announcementDue,
  dismissAnnouncement,
  markAnnouncementSeen,
} from './announcementFlag';
import * as homeCss from '../Home.css';

/**
 * Where an announcement's `link_url` goes: an http(s) address as written, a site path ("/survey-form")
 * in the page's locale; anything else (a `javascript:` address, a typo) is not linked.
 */
export function announcementHref(item: ContentItem, locale: string): string | undefined {
  const url = typeof item.link_url === 'string' ? item.link_url.trim() : '';
  if (isExternalUrl(url)) return url;
  if (/^\/(?!\/)\S*$/.test(url)) return localePath(locale, url);
  return undefined;
}

/**
 * The current announcement (the newest published entry of the CMS's `popups` in the page's
 * language) as a banner in the page's flow, once per visit: shown on the first home page of a
 * visit, not on the next ones, and never again on this device once dismissed
 * (docs/behaviour.md#announcements). Not a modal: it neither takes focus nor covers the page.
 */
export function Announcement({ locale }: { locale: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const result = useCollectionList('popups', { pageSize: 1, cards: true });
  const item = result.data?.data[0];
  const id = item?.documentId;
  // Decided once per id after hydration (storage is the browser's); until then the server's
  // markup stands, which site/boot.ts has hidden already when it is not due. Marking it seen
  // (below) does not hide it from this page view: the decision is kept for the id.
  const due = useMemo(() => (hydrated && id ? announcementDue(id) : true), [hydrated, id]);
  const [dismissed, setDismissed] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (hydrated && id && due) markAnnouncementSeen(id);
  }, [hydrated, id, due]);

  useEffect(() => {
    if (dismissed) doneRef.current?.focus();
  }, [dismissed]);

  if (!item || !id) return null;
  if (dismissed) {
    // Focus lands here, where the banner was, and the sentence says what happened.
    return (
      <p ref={doneRef} tabIndex={-1} className={homeCss.dismissedNote}>
        {t`Announcement dismissed.`}
      </p>
    );
  }
  if (!due) return null;
  const href = announcementHref(item, locale);
  return (
    <div {...{ [ANNOUNCEMENT_ATTRIBUTE]: id }} className={homeCss.announcement}>
      <NotificationBanner
        title={item.title}
        dismissLabel={t`Dismiss announcement`}
        onDismiss={() => {
          dismissAnnouncement(id);
          setDismissed(true);
        }}
        action={
          href ? (
            <Link href={href} variant="standalone" external={isExternalUrl(href)}>
              {t`Read more: ${item.title}`}
            </Link>
          ) : null
        }
      >
        {item.summary ? <p>{item.summary}</p> : null}
      </NotificationBanner>
    </div>
  );
}
