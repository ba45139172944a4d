// The service's Prometheus metrics, in a registry of its own (not prom-client's global one),
// so every service instance — and every test — counts only what it did.

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type WorkerRestartReason = 'task-quota' | 'heap-high' | 'handler-error' | 'timeout' | 'out-of-memory' | 'exit' | 'client-gone';

interface PoolGauges {
  threads: number;
  busyThreads: number;
  queued: number;
}

export interface ServiceMetrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route' | 'method'>;
  extractionDuration: Histogram<'plugin' | 'mode'>;
  extractionAttempts: Counter<'plugin' | 'mode' | 'outcome'>;
  fallbacks: Counter<'plugin' | 'from' | 'to'>;
  workerRestarts: Counter<'reason'>;
  creditsCharged: Counter;
  limitRefusals: Counter<'limit'>;
  /** Reads the pool's state at each scrape. */
  observePool(read: () => PoolGauges): void;
}

export function createMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'docextract_' });
  const registers = [registry];
  let readPool: (() => PoolGauges) | null = null;

  new Gauge({
    name: 'docextract_pool_threads',
    help: 'Worker threads alive.',
    registers,
    collect() {
      if (readPool) this.set(readPool().threads);
    },
  });
  new Gauge({
    name: 'docextract_pool_queue_depth',
    help: 'Extraction tasks waiting for a worker thread.',
    registers,
    collect() {
      if (readPool) this.set(readPool().queued);
    },
  });
  new Gauge({
    name: 'docextract_pool_utilization_ratio',
    help: 'Busy worker threads over all worker threads.',
    registers,
    collect() {
      if (!readPool) return;
      const { threads, busyThreads } = readPool();
      this.set(threads > 0 ? busyThreads / threads : 0);
    },
  });

  return {
    registry,
    httpRequests: new Counter({ name: 'docextract_http_requests_total', help: 'HTTP requests by route and status.', labelNames: ['route', 'method', 'status'], registers }),
    httpDuration: new Histogram({
      name: 'docextract_http_request_duration_seconds',
      help: 'HTTP request duration.',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    extractionDuration: new Histogram({
      name: 'docextract_extraction_duration_seconds',
      help: 'Extraction duration (all attempts) by the plugin and the mode that produced the content.',
      labelNames: ['plugin', 'mode'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers,
    }),
    extractionAttempts: new Counter({ name: 'docextract_extraction_attempts_total', help: 'Extraction attempts by outcome category.', labelNames: ['plugin', 'mode', 'outcome'], registers }),
    fallbacks: new Counter({ name: 'docextract_extraction_fallbacks_total', help: 'Fallbacks from one mode to the next.', labelNames: ['plugin', 'from', 'to'], registers }),
    workerRestarts: new Counter({ name: 'docextract_worker_restarts_total', help: 'Worker threads replaced, by reason.', labelNames: ['reason'], registers }),
    creditsCharged: new Counter({ name: 'docextract_credits_charged_total', help: 'Credits charged for successful extractions.', registers }),
    limitRefusals: new Counter({ name: 'docextract_limit_refusals_total', help: 'Requests refused by a limit.', labelNames: ['limit'], registers }),
    observePool(read) {
      readPool = read;
    },
  };
}
