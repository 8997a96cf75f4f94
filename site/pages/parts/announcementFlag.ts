/**
 * Which announcement (the CMS's `popups`) a visitor has seen this visit or dismissed, in a module
 * with no imports: site/boot.ts reads it before the app loads, and the home page's announcement
 * (./Announcement.tsx) reads and writes it. docs/behaviour.md#announcements.
 */

/** sessionStorage: the documentId of the announcement shown on this visit's first home page. */
export const ANNOUNCEMENT_SEEN_KEY = 'ditp:announcement-seen';
/** localStorage: the documentIds the visitor dismissed (a JSON array, newest last). */
export const ANNOUNCEMENTS_DISMISSED_KEY = 'ditp:announcements-dismissed';
/** How many dismissed ids are kept: old announcements are no longer published. */
export const DISMISSED_KEPT = 20;
/** The announcement's element carries its id in this attribute. */
export const ANNOUNCEMENT_ATTRIBUTE = 'data-announcement';
/**
 * Set on `<html>` by site/boot.ts when the server-rendered announcement is not for this visitor
 * (seen this visit, or dismissed): a style keeps it hidden until the app has hydrated.
 */
export const ANNOUNCEMENT_HIDDEN_ATTRIBUTE = 'data-announcement-hidden';

function dismissedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ANNOUNCEMENTS_DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the announcement `id` is for this visitor now: not dismissed, and not already shown on
 * an earlier page of this visit. Blocked storage: shown (once per page view).
 */
export function announcementDue(id: string): boolean {
  try {
    if (sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY) === id) return false;
  } catch {
    // Blocked session storage: nothing was remembered.
  }
  return !dismissedIds().includes(id);
}

/** Remembers that `id` was shown on this visit. */
export function markAnnouncementSeen(id: string): void {
  try {
    sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, id);
  } catch {
    // Blocked storage: shown again on the next page view.
  }
}

/** Remembers that the visitor dismissed `id`, on this device, for later visits too. */
export function dismissAnnouncement(id: string): void {
  try {
    const kept = [...dismissedIds().filter((d) => d !== id), id].slice(-DISMISSED_KEPT);
    localStorage.setItem(ANNOUNCEMENTS_DISMISSED_KEY, JSON.stringify(kept));
  } catch {
    // Blocked storage: dismissed for this page view only.
  }
}

/** Before the first paint: hides a server-rendered announcement that is not due (site/boot.ts). */
export function markAnnouncementHidden(): void {
  const id = document
    .querySelector(`[${ANNOUNCEMENT_ATTRIBUTE}]`)
    ?.getAttribute(ANNOUNCEMENT_ATTRIBUTE);
  if (id && !announcementDue(id)) {
    document.documentElement.setAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE, '');
  }
}
