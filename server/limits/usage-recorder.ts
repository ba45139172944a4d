// Usage per account and day, counted in memory and written to the database in one batch a
// second: two writes per extraction would otherwise cost more than the extraction of a small
// document. Reads of this instance's usage flush first, so they see every request; another
// instance sees them within a second. A crash loses at most the last second of the chart,
// never a charge (charges live in the limiter store).

import type { AccountStore } from '../accounts/account-store.ts';
import type { Logger } from '../logger.ts';

const FLUSH_INTERVAL_MS = 1000;

export interface UsageRecorder {
  add(accountId: string, requests: number, credits: number): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Pending {
  requests: number;
  credits: number;
}

export function batchedUsageRecorder(store: AccountStore, logger: Logger, intervalMs = FLUSH_INTERVAL_MS): UsageRecorder {
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      for (const [key, counts] of batch) {
        const [accountId = '', day = ''] = key.split(' ');
        try {
          await store.recordUsage(accountId, counts.requests, counts.credits, new Date(`${day}T12:00:00Z`));
        } catch (error) {
          // The usage chart may miss these; requests and charges stand.
          logger.warn('usage not recorded', { accountId, error: (error as Error).message });
        }
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    add(accountId, requests, credits) {
      const key = `${accountId} ${new Date().toISOString().slice(0, 10)}`;
      const counts = pending.get(key) ?? { requests: 0, credits: 0 };
      counts.requests += requests;
      counts.credits += credits;
      pending.set(key, counts);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
