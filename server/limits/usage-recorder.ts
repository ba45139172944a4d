// Usage per account and day, counted in memory and written to the database in one batch a
// second: two writes per extraction would otherwise cost more than the extraction of a small
// document. Reads of this instance's usage flush first, so they see every request; another
// instance sees them within a second.
//
// A batch the database does not take (locked, slow, unreachable) stays pending and is tried
// again a second later, until the database answers: an outage delays the chart, it loses
// nothing. Pending rows merge per account and day, so memory grows with the accounts active
// during an outage, not with its requests, and is capped; closing writes what is pending,
// trying for a bounded time. Only a crash loses the last second (charges live in the
// limiter store, not here).

import type { AccountStore } from '../accounts/account-store.ts';
import { describeDatabaseError, isDatabaseUnavailable, isPermanentlyRefused } from '../database/database-unavailable.ts';
import type { Logger } from '../logger.ts';

export interface UsageRecorder {
  add(accountId: string, requests: number, credits: number): void;
  /** Writes every row added before the call; rejects (the rows stay pending) when the database does not take them. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending, retrying for up to closeTimeoutMs. */
  close(): Promise<void>;
  /** Account-days waiting to be written. */
  readonly pendingRows: number;
}

export interface UsageRecorderOptions {
  flushIntervalMs: number;
  /** Account-days kept while the database is away; a new one past this is dropped and logged.
   * (The batch being written is apart from these, so memory holds at most twice as many.) */
  maxPendingRows: number;
  closeTimeoutMs: number;
}

const DEFAULT_USAGE_RECORDER_OPTIONS: UsageRecorderOptions = {
  flushIntervalMs: 1000,
  maxPendingRows: 100_000,
  closeTimeoutMs: 15_000,
};

interface Counts {
  requests: number;
  credits: number;
}

type UsageStore = Pick<AccountStore, 'recordUsage'>;

export function batchedUsageRecorder(store: UsageStore, logger: Logger, overrides: Partial<UsageRecorderOptions> = {}): UsageRecorder {
  const options = { ...DEFAULT_USAGE_RECORDER_OPTIONS, ...overrides };
  // Keyed "accountId day": one row of usage_daily each.
  let pending = new Map<string, Counts>();
  // The batch being written, still counted as pending until the database has taken it.
  let writing = new Map<string, Counts>();
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let databaseAway = false;
  let closed = false;

  const merge = (key: string, counts: Counts) => {
    const row = pending.get(key) ?? { requests: 0, credits: 0 };
    row.requests += counts.requests;
    row.credits += counts.credits;
    pending.set(key, row);
  };

  const writeBatch = async (): Promise<void> => {
    const batch = pending;
    pending = new Map();
    writing = batch;
    let failure: unknown = null;
    for (const [key, counts] of batch) {
      // Once the database is known to be away, the rest waits for the next try untouched.
      if (failure && isDatabaseUnavailable(failure)) {
        merge(key, counts);
        continue;
      }
      const [accountId = '', day = ''] = key.split(' ');
      try {
        await store.recordUsage(accountId, counts.requests, counts.credits, new Date(`${day}T12:00:00Z`));
      } catch (error) {
        if (isPermanentlyRefused(error)) {
          // Say the account was deleted meanwhile: no retry can write this row.
          logger.error('usage row refused by the database; dropped', { accountId, day, ...counts, ...describeDatabaseError(error) });
          continue;
        }
        // Put back (rows added during the write merge into it) and try again later.
        merge(key, counts);
        if (isDatabaseUnavailable(error)) failure = error;
        else failure ??= error;
      }
    }
    if (failure) {
      if (!databaseAway) logger.warn('usage not written yet; kept and retried', { pendingRows: pending.size, ...describeDatabaseError(failure) });
      databaseAway = true;
      throw failure;
    }
    if (databaseAway) logger.info('usage written again after the database came back');
    databaseAway = false;
  };

  const startWrite = (): Promise<void> => {
    const write = writeBatch().finally(() => {
      writing = new Map();
      running = null;
    });
    running = write;
    return write;
  };

  // One write at a time; callers during a write share the one queued after it, which
  // takes every row added meanwhile. When the write before it found the database away,
  // they get that answer at once: they have waited one bounded wait already.
  const flush = (): Promise<void> => {
    if (queued) return queued;
    if (!running) return startWrite();
    const next = running.then(
      () => {
        queued = null;
        return startWrite();
      },
      (error: unknown) => {
        queued = null;
        if (isDatabaseUnavailable(error)) throw error;
        return startWrite();
      },
    );
    queued = next;
    return next;
  };

  const timer = setInterval(() => {
    if (!running && pending.size > 0) flush().catch(() => {});
  }, options.flushIntervalMs);
  timer.unref();

  return {
    add(accountId, requests, credits) {
      const key = `${accountId} ${new Date().toISOString().slice(0, 10)}`;
      if (closed) {
        logger.error('usage after close not recorded', { accountId, requests, credits });
        return;
      }
      if (!pending.has(key) && pending.size >= options.maxPendingRows) {
        logger.error('usage row dropped: too many rows waiting for the database', {
          accountId,
          requests,
          credits,
          maxPendingRows: options.maxPendingRows,
        });
        return;
      }
      merge(key, { requests, credits });
    },
    flush,
    async close() {
      clearInterval(timer);
      const deadline = Date.now() + options.closeTimeoutMs;
      for (;;) {
        try {
          await flush();
          break;
        } catch (error) {
          if (Date.now() + options.flushIntervalMs > deadline) {
            logger.error('usage not written before shutdown', {
              ...describeDatabaseError(error),
              rows: [...pending].map(([key, counts]) => ({ accountId: key.split(' ')[0], day: key.split(' ')[1], ...counts })),
            });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, options.flushIntervalMs));
        }
      }
      closed = true;
    },
    get pendingRows() {
      let rows = pending.size;
      for (const key of writing.keys()) if (!pending.has(key)) rows += 1;
      return rows;
    },
  };
}
