import { msg } from '@lingui/core/macro';

/**
 * What a list page and its Atom feed (site/server/feeds.ts) both say, stated once: the feed is
 * written by the page service outside React, with its own i18n instance.
 */

/** The list's description (its `<meta name="description">`, the feed's subtitle). */
export const listDescription = (title: string) =>
  msg`${title}: the latest from the Department of International Trade Promotion (DITP), Ministry of Commerce, Thailand.`;

/** The site's short name, after a page's or a feed's own: "DITP news – DITP". */
export const SITE_SHORT_NAME = msg`DITP`;

/** Who writes the feeds (Atom's `author`). */
export const DEPARTMENT_NAME = msg`Department of International Trade Promotion`;

/** The list's visible link to its feed. */
export const FEED_LINK_LABEL = msg`Subscribe to this list’s feed (Atom)`;
