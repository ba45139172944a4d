// Runs a plugin's modes one after another until one gives text, within one wall-clock
// budget for the whole extraction. Every attempt ends in one category, and the category
// decides what happens next:
//   ok            → done
//   empty         → try the next mode; if none gives text, the empty result stands
//   bad-input     → stop: no other mode reads a corrupt or locked document (400)
//   timeout, out-of-memory, crash → try the next mode if time is left, else fail (500)

import type { BadInputReason, PluginMetadata } from '../../contracts/plugin-api.ts';
import { SPLIT_MIN_PAGES, countPages, mayBeSplit, splitPages } from './page-split.ts';
import { QueueFullError, PoolClosedError, isOutOfMemory, type ExtractionPool } from './pool.ts';
import { runParts } from './run-parts.ts';
import type { RenderedContent } from '../render/render-document.ts';
import type { ExtractTask, TextCounts } from './worker-protocol.ts';

export type AttemptOutcome = 'ok' | 'empty' | 'bad-input' | 'timeout' | 'out-of-memory' | 'crash';

export interface Attempt {
  mode: string;
  outcome: AttemptOutcome;
  durationMs: number;
  detail?: string;
  /** The document was read in this many parts, one per thread, at once. */
  parts?: number;
}

export interface ExtractionSuccess {
  mode: string;
  /** The document in the requested format. */
  content: RenderedContent;
  metadata: PluginMetadata;
  text: TextCounts;
  /** The document has pages (see ExtractReply): a `pages` selection counts against them. */
  hasPages: boolean;
  attempts: Attempt[];
}

export type FailureKind = 'bad-input' | 'timeout' | 'out-of-memory' | 'crash';

export class ExtractionFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly attempts: Attempt[],
    readonly badInputReason: BadInputReason | null = null,
  ) {
    super(attempts.at(-1)?.detail ?? kind);
    this.name = 'ExtractionFailure';
  }
}

/** The client went away: nobody is waiting for the result. */
export class ExtractionCancelled extends Error {
  constructor(readonly attempts: Attempt[]) {
    super('the client closed the connection');
    this.name = 'ExtractionCancelled';
  }
}

export interface FallbackRequest {
  pool: ExtractionPool;
  /** Modes to try, first to last (from planModes). */
  modes: string[];
  /** Everything of the worker task but the mode. */
  task: Omit<ExtractTask, 'mode'>;
  timeoutMs: number;
  /** Aborted when the client disconnects. */
  clientSignal?: AbortSignal;
  /** The plugin reads page subsets (its manifest's splitsPages): a long document may be split. */
  splitsPages?: boolean;
}

// An attempt that has others after it gets at most this share of the time left, so a hang
// in the first mode still leaves the next one a chance.
const NON_FINAL_ATTEMPT_SHARE = 0.75;

export async function extractWithFallback(request: FallbackRequest): Promise<ExtractionSuccess> {
  const deadlineMs = performance.now() + request.timeoutMs;
  const attempts: Attempt[] = [];
  let emptyResult: ExtractionSuccess | null = null;
  const pageCount = await pageCountForSplit(request);

  for (const [index, mode] of request.modes.entries()) {
    const remainingMs = deadlineMs - performance.now();
    if (remainingMs <= 0) break;
    const isLast = index === request.modes.length - 1;
    const budgetMs = isLast ? remainingMs : remainingMs * NON_FINAL_ATTEMPT_SHARE;

    // Decided per attempt: the threads idle now may be busy by the next mode.
    const parts = pageCount === null ? null : splitPages(pagesToRead(request.task.pages, pageCount), request.pool.idleThreads());
    const startedMs = performance.now();
    const result = await attempt(request, mode, budgetMs, parts);
    if (result.outcome === 'cancelled') throw new ExtractionCancelled(attempts);
    const record: Attempt = { mode, outcome: result.outcome, durationMs: Math.round(performance.now() - startedMs) };
    if (result.detail) record.detail = result.detail;
    if (parts) record.parts = parts.length;
    attempts.push(record);

    if (result.outcome === 'ok' && result.success) {
      // The plugin may say another of its modes did the work (see ExtractResult.producedByMode).
      const producedBy = result.producedByMode ?? mode;
      if (producedBy !== mode) record.detail = `produced by mode ${producedBy}`;
      if (!result.success.text.empty) return { ...result.success, mode: producedBy, attempts };
      record.outcome = 'empty';
      emptyResult ??= { ...result.success, mode: producedBy, attempts };
      continue;
    }
    if (result.outcome === 'bad-input') throw new ExtractionFailure('bad-input', attempts, result.badInputReason ?? 'corrupt');
  }

  if (emptyResult) return { ...emptyResult, attempts };
  const last = attempts.at(-1);
  if (!last) {
    attempts.push({ mode: request.modes[0] ?? 'auto', outcome: 'timeout', durationMs: 0, detail: 'no time left' });
    throw new ExtractionFailure('timeout', attempts);
  }
  throw new ExtractionFailure(last.outcome as FailureKind, attempts);
}

interface AttemptResult {
  outcome: AttemptOutcome | 'cancelled';
  detail?: string;
  producedByMode?: string;
  success?: Omit<ExtractionSuccess, 'attempts' | 'mode'>;
  badInputReason?: BadInputReason;
}

/** The page count when the document may be split: a plugin that reads page subsets, idle threads. */
async function pageCountForSplit(request: FallbackRequest): Promise<number | null> {
  const [firstMode] = request.modes;
  // A few pages asked for are read in one task: counting the document's would cost more.
  if (request.task.pages && request.task.pages.length < SPLIT_MIN_PAGES) return null;
  if (!firstMode || !mayBeSplit(request.splitsPages ?? false, request.task.bytes.byteLength, request.pool)) return null;
  return countPages(request.pool, { ...request.task, kind: 'extract', mode: firstMode }, request.timeoutMs * COUNT_BUDGET_SHARE, request.clientSignal);
}

// Only the pages asked for are split across threads; without a list, every page.
function pagesToRead(asked: readonly number[] | undefined, pageCount: number): number[] {
  if (asked) return asked.filter((page) => page <= pageCount);
  return Array.from({ length: pageCount }, (_, index) => index + 1);
}

// The page count comes from opening the document, which is quick; it may take no more than
// this share of the budget, so that a file that is slow to open still leaves its attempts time.
const COUNT_BUDGET_SHARE = 0.1;

async function attempt(request: FallbackRequest, mode: string, budgetMs: number, parts: number[][] | null): Promise<AttemptResult> {
  const timeout = AbortSignal.timeout(Math.max(1, Math.floor(budgetMs)));
  const signal = request.clientSignal ? AbortSignal.any([timeout, request.clientSignal]) : timeout;
  try {
    const task = { ...request.task, kind: 'extract', mode } as const;
    const reply = parts ? await runParts(request.pool, task, parts, signal) : await request.pool.run(task, signal);
    switch (reply.outcome) {
      case 'ok':
        return {
          outcome: 'ok',
          success: { content: reply.content, metadata: reply.metadata, text: reply.text, hasPages: reply.hasPages ?? false },
          ...(reply.producedByMode ? { producedByMode: reply.producedByMode } : {}),
        };
      case 'bad-input':
        return { outcome: 'bad-input', detail: reply.message, badInputReason: reply.reason };
      case 'crash':
        return { outcome: 'crash', detail: reply.message };
      default:
        return { outcome: 'crash', detail: 'the worker gave an unexpected reply' };
    }
  } catch (error) {
    if (error instanceof QueueFullError || error instanceof PoolClosedError) throw error;
    if (request.clientSignal?.aborted) return { outcome: 'cancelled' };
    if (timeout.aborted) return { outcome: 'timeout', detail: `mode ${mode} ran out of time after ${Math.round(budgetMs)} ms` };
    if (isOutOfMemory(error)) {
      return { outcome: 'out-of-memory', detail: `mode ${mode} hit the worker memory cap` };
    }
    return { outcome: 'crash', detail: `mode ${mode}: the worker stopped (${(error as Error).message ?? error})` };
  }
}
