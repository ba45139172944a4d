// Runs a plugin's modes one after another until one gives text, within one wall-clock
// budget for the whole extraction. Every attempt ends in one category, and the category
// decides what happens next:
//   ok            → done
//   empty         → try the next mode; if none gives text, the empty result stands
//   bad-input     → stop: no other mode reads a corrupt or locked document (400)
//   timeout, out-of-memory, crash → try the next mode if time is left, else fail (500)

import type { BadInputReason, PluginMetadata } from '../../contracts/plugin-api.ts';
import { QueueFullError, PoolClosedError, isOutOfMemory, type ExtractionPool } from './pool.ts';
import type { ExtractTask, TextCounts } from './worker-protocol.ts';

export type AttemptOutcome = 'ok' | 'empty' | 'bad-input' | 'timeout' | 'out-of-memory' | 'crash';

export interface Attempt {
  mode: string;
  outcome: AttemptOutcome;
  durationMs: number;
  detail?: string;
}

export interface ExtractionSuccess {
  mode: string;
  /** The document in the requested format. */
  content: string;
  metadata: PluginMetadata;
  text: TextCounts;
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
}

// An attempt that has others after it gets at most this share of the time left, so a hang
// in the first mode still leaves the next one a chance.
const NON_FINAL_ATTEMPT_SHARE = 0.75;

export async function extractWithFallback(request: FallbackRequest): Promise<ExtractionSuccess> {
  const deadlineMs = performance.now() + request.timeoutMs;
  const attempts: Attempt[] = [];
  let emptyResult: ExtractionSuccess | null = null;

  for (const [index, mode] of request.modes.entries()) {
    const remainingMs = deadlineMs - performance.now();
    if (remainingMs <= 0) break;
    const isLast = index === request.modes.length - 1;
    const budgetMs = isLast ? remainingMs : remainingMs * NON_FINAL_ATTEMPT_SHARE;

    const startedMs = performance.now();
    const result = await attempt(request, mode, budgetMs);
    if (result.outcome === 'cancelled') throw new ExtractionCancelled(attempts);
    const record: Attempt = { mode, outcome: result.outcome, durationMs: Math.round(performance.now() - startedMs) };
    if (result.detail) record.detail = result.detail;
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

async function attempt(request: FallbackRequest, mode: string, budgetMs: number): Promise<AttemptResult> {
  const timeout = AbortSignal.timeout(Math.max(1, Math.floor(budgetMs)));
  const signal = request.clientSignal ? AbortSignal.any([timeout, request.clientSignal]) : timeout;
  try {
    const reply = await request.pool.run({ ...request.task, kind: 'extract', mode }, signal);
    switch (reply.outcome) {
      case 'ok':
        return {
          outcome: 'ok',
          success: { content: reply.content, metadata: reply.metadata, text: reply.text },
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
