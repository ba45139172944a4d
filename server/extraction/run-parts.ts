// One attempt at a document read in parts: every part a task of its own, all started at once
// on the idle threads, under the attempt's one signal (its share of the time budget, the
// client). The attempt is the document's: the first part that fails makes the attempt fail
// as a whole-document attempt would (bad input, crash, timeout, memory), the other parts are
// stopped, and the fallback goes on to the next mode for the whole document. A document
// never comes back as one mode's pages next to another mode's.

import { mergeParts, type PartReply } from './merge-parts.ts';
import type { ExtractionPool } from './pool.ts';
import type { ExtractTask, WorkerReply } from './worker-protocol.ts';

type PartFailure = { reply: WorkerReply } | { error: unknown };

/** The parts' replies merged in page order, the first failing part's reply, or its error. */
export async function runParts(pool: ExtractionPool, task: ExtractTask, parts: readonly number[][], signal: AbortSignal): Promise<WorkerReply> {
  const stopParts = new AbortController();
  const partSignal = AbortSignal.any([signal, stopParts.signal]);
  // The first failure in time is the attempt's; the parts it stops fail after it and do not count.
  let failure: PartFailure | null = null;
  const replies = await Promise.all(
    parts.map(async (pages): Promise<PartReply | null> => {
      try {
        const reply = await pool.run({ ...task, pages }, partSignal);
        if (reply.outcome === 'ok' && 'content' in reply) return reply;
        failure ??= { reply };
      } catch (error) {
        failure ??= { error };
      }
      stopParts.abort();
      return null;
    }),
  );
  const failed = failure as PartFailure | null;
  if (failed) {
    if ('error' in failed) throw failed.error;
    return failed.reply;
  }
  return mergeParts(replies as PartReply[], task.format, task.limits.maxOutputChars);
}
