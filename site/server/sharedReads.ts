/**
 * CMS answers shared by the renders of a page service (./render.tsx), by the read's SWR key.
 *
 * Most of a page's reads are the same for every page: the menu's sections, the categories and
 * regions of a list's filters, the year a collection starts. Rendered one page after another,
 * each page would ask the CMS for all of them again, and under load the CMS (not the render) is
 * what limits the pages served per second: a list page made five reads, four of them the same
 * for every page of the list. So:
 *
 * - a read already running for another render is joined, not sent again;
 * - an answer is reused for `ms` after it arrived (then read afresh); a failed read is never kept.
 *
 * What a page may show is at most `ms` older than it would be otherwise (the page service keeps
 * `ms` within its page cache's freshness: ./pageService.ts). Drafts and previews never reach it:
 * the server renders neither. Answers past their window are dropped as the next read comes, and
 * at most `maxEntries` are kept, the oldest dropped first.
 *
 *   const shared = createSharedReads({ ms: 1000 });
 *   const answer = await shared.answer(key, () => read().then((value) => ({ value }), () => null));
 */

export interface SharedReadsOptions {
  /** How long an answer is reused after it arrived; 0: nothing is shared. */
  ms: number;
  /** @default 500 */
  maxEntries?: number;
  /** @default performance.now */
  now?: () => number;
}

export interface SharedReads {
  /**
   * The answer of `read` for `key`: a running read's, a kept answer (younger than `ms`), or a new
   * read's. `read` resolves null for a failure (never rejects).
   */
  answer<T>(key: string, read: () => Promise<T | null>): Promise<T | null>;
  /** Answers kept or running (tests, diagnostics). */
  size(): number;
}

interface Entry {
  answer: Promise<unknown>;
  /** When the answer stops being reused; Infinity while the read runs. */
  until: number;
}

export function createSharedReads({
  ms,
  maxEntries = 500,
  now = () => performance.now(),
}: SharedReadsOptions): SharedReads {
  const entries = new Map<string, Entry>();
  return {
    answer<T>(key: string, read: () => Promise<T | null>): Promise<T | null> {
      if (ms <= 0) return read();
      const at = now();
      // Answers past their window go from the front (the oldest reads: one read again moves to
      // the end), so that about one window's answers are kept, not up to maxEntries old ones.
      for (const [old, entry] of entries) {
        if (entry.until > at) break;
        entries.delete(old);
      }
      const kept = entries.get(key);
      if (kept && kept.until > at) return kept.answer as Promise<T | null>;
      if (kept) entries.delete(key);
      const entry: Entry = { answer: read(), until: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      // The oldest first (a Map keeps insertion order): a running read is as old as any.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      void entry.answer.then((value) => {
        if (entries.get(key) !== entry) return;
        if (value === null) entries.delete(key);
        else entry.until = now() + ms;
      });
      return entry.answer as Promise<T | null>;
    },
    size: () => entries.size,
  };
}
