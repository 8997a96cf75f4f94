/**
 * Every business constant of the site (docs/behaviour.md#constants) in one place. Components and the site read
 * them from here; tests assert them.
 */
export const SPEC = {
  search: {
    /** Typing triggers a search this long after the last keystroke. */
    debounceMs: 500,
    /** Items read per collection per search request. */
    pageSize: 5,
    /** Results shown in the panel. */
    panelResults: 4,
    /** "See all results" appears when the total is at least this. */
    seeAllThreshold: 4,
    /** Polite live-region announcements of the count wait this long after the last change. */
    announceDelayMs: 700,
  },
  fontSize: { default: 16, min: 14, max: 18, increaseStep: 2, decreaseStep: 6 },
  progressBar: {
    /** 4 px at the default root size. */
    height: '0.25rem',
    minimum: 0.08,
    speedMs: 200,
    trickleMs: 200,
  },
  popup: {
    successToastText: 'Save.',
    successToastMs: 1500,
    /** fail / warning / info dialogs without a confirm button. */
    dialogAutoCloseMs: 1500,
    /** success and add-to-cart dialogs without a confirm button. */
    successDialogAutoCloseMs: 2000,
  },
  request: {
    timeoutMs: 240_000,
    maxBodyBytes: 100_000_000,
    defaultLanguage: 'en',
    defaultPage: 1,
    defaultPageSize: 20,
  },
  /** Mobile: a window width of 767 px or less. */
  mobileMaxWidthPx: 767,
  /** An image file is recognised by its extension (case-insensitive). */
  imageExtensions: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'svg'],
} as const;
