// Whether and how to read one long document on several threads at once: for a plugin that
// declares `splitsPages`, ask its page count (a task that reads no page), and when the pool has
// idle threads cut the pages into runs, one per thread. Contiguous runs, so each part's layout
// (running headers, heading sizes, paragraphs across pages) is worked out over many pages.

import type { ExtractionPool } from './pool.ts';
import type { ExtractTask } from './worker-protocol.ts';

/** Below this many pages a document is read whole: a split would save a few dozen milliseconds
 * and cost every part the document's open and its layout over fewer pages. */
export const SPLIT_MIN_PAGES = 40;
/** No part is shorter: running headers and footers, and heading sizes, are found per part, and
 * twenty pages are enough to see a page's furniture repeat and a document's body size. */
export const MIN_PART_PAGES = 20;
/** A file this small cannot hold SPLIT_MIN_PAGES pages of text worth splitting (a page of text
 * is a kilobyte or more compressed): it is not worth the round trip that asks its page count. */
const MIN_BYTES_TO_COUNT = 16 * 1024;
/** The page count comes from opening the document; longer than this, and it is read whole. */
const COUNT_TIMEOUT_MS = 5000;

/** Whether asking the page count could lead to a split at all. */
export function mayBeSplit(splitsPages: boolean, byteLength: number, pool: ExtractionPool): boolean {
  return splitsPages && byteLength >= MIN_BYTES_TO_COUNT && pool.idleThreads() >= 2;
}

/** The document's page count as the plugin reports it for no page read, or null when it cannot say. */
export async function countPages(pool: ExtractionPool, task: ExtractTask, budgetMs: number, clientSignal?: AbortSignal): Promise<number | null> {
  const timeout = AbortSignal.timeout(Math.max(1, Math.floor(Math.min(COUNT_TIMEOUT_MS, budgetMs))));
  const signal = clientSignal ? AbortSignal.any([timeout, clientSignal]) : timeout;
  try {
    // Plain text: the reply carries no rendering worth the name either way.
    const reply = await pool.run({ ...task, format: 'txt', pages: [] }, signal);
    if (reply.outcome !== 'ok' || !('metadata' in reply)) return null;
    const pages = reply.metadata.pages;
    return typeof pages === 'number' && Number.isInteger(pages) && pages > 0 ? pages : null;
  } catch {
    // Whatever stopped the count stops the whole-document attempt too, and is reported by it.
    return null;
  }
}

/** The pages to read (ascending) in runs to read in parallel, first to last, or null to read
 * them in one task. */
export function splitPages(pages: readonly number[], idleThreads: number): number[][] | null {
  const pageCount = pages.length;
  if (pageCount < SPLIT_MIN_PAGES) return null;
  const parts = Math.min(idleThreads, Math.floor(pageCount / MIN_PART_PAGES));
  if (parts < 2) return null;
  const runs: number[][] = [];
  let next = 0;
  for (let index = 0; index < parts; index += 1) {
    // The first pageCount % parts runs take one page more.
    const length = Math.floor(pageCount / parts) + (index < pageCount % parts ? 1 : 0);
    runs.push(pages.slice(next, next + length));
    next += length;
  }
  return runs;
}
