// Puts one service instance together from its configuration: database, limiter store,
// worker pool and the pieces the app needs. main.ts and the tests build instances the same
// way; each gets its own, with nothing shared through module state.

import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { apiKeyAuthenticator } from './access/api-key-authenticator.ts';
import { AccountStore } from './accounts/account-store.ts';
import { OWASP_SCRYPT_COST, scryptPasswordHasher, type ScryptCost } from './accounts/password-hashing.ts';
import { SessionManager } from './accounts/sessions.ts';
import type { AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { databaseAnswers, openDatabase } from './database/open-database.ts';
import { compileWorkerCode } from './extraction/compile-worker-code.ts';
import { DEFAULT_EXTRACT_LIMITS } from './extraction/limits.ts';
import { DEFAULT_TASKS_PER_WORKER, ExtractionPool, QUEUE_SLOTS_PER_WORKER, type PoolOptions } from './extraction/pool.ts';
import { createLimiters, type LoginLimits } from './limits/limiters.ts';
import { meteredUsage } from './limits/metered-usage.ts';
import { batchedUsageRecorder } from './limits/usage-recorder.ts';
import type { Logger } from './logger.ts';
import { recordExtraction } from './observability/extraction-metrics.ts';
import { createMetrics } from './observability/metrics.ts';
import type { PluginRegistry } from './plugins/registry.ts';

export interface AssembleOptions {
  registry: PluginRegistry;
  logger: Logger;
  /** Cheaper password hashing for tests; production uses OWASP's cost. */
  scryptCost?: ScryptCost;
  loginLimits?: LoginLimits;
  /** Prefix of the limiter keys in Redis. */
  limiterNamespace?: string;
  pool?: Partial<PoolOptions>;
}

export interface AssembledService {
  deps: Omit<AppDeps, 'lifecycle'>;
  database: Knex;
  redis: Redis | null;
  pool: ExtractionPool;
  close: () => Promise<void>;
}

const REDIS_CONNECT_TIMEOUT_MS = 2000;
const REDIS_STARTUP_WAIT_MS = 5000;

export async function assembleService(config: Config, options: AssembleOptions): Promise<AssembledService> {
  const database = await openDatabase(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, options.logger) : null;
  if (redis) await waitUntilReady(redis, REDIS_STARTUP_WAIT_MS);
  const metrics = createMetrics();
  const compiled = await compileWorkerCode(options.registry.plugins.map((plugin) => plugin.entryPath)).catch(async (error: unknown) => {
    await database.destroy();
    redis?.disconnect();
    throw error;
  });
  const pool = new ExtractionPool({
    compiled,
    workers: config.workers,
    workerMemoryMb: config.workerMemoryMb,
    queueLimit: config.workers * QUEUE_SLOTS_PER_WORKER,
    tasksPerWorker: DEFAULT_TASKS_PER_WORKER,
    onWorkerRestart: (reason) => metrics.workerRestarts.inc({ reason }),
    ...options.pool,
  });
  metrics.observePool(() => pool.stats());
  const store = new AccountStore(database);
  const limiters = createLimiters(
    { ...config, ...(options.loginLimits ? { login: options.loginLimits } : {}) },
    redis,
    options.limiterNamespace,
  );
  const limiterStoreAnswers = async () => (redis ? (await redis.ping()) === 'PONG' : true);
  const usageRecorder = batchedUsageRecorder(store, options.logger);
  const usage = meteredUsage(limiters, usageRecorder, limiterStoreAnswers);

  return {
    database,
    redis,
    pool,
    deps: {
      extraction: {
        registry: options.registry,
        pool,
        timeoutMs: config.extractTimeoutMs,
        limits: DEFAULT_EXTRACT_LIMITS,
        observe: (event) => recordExtraction(metrics, event),
      },
      authenticator: apiKeyAuthenticator(store),
      usage,
      accounts: {
        store,
        sessions: new SessionManager(store),
        passwords: scryptPasswordHasher(options.scryptCost ?? OWASP_SCRYPT_COST),
        limiters,
        creditStatus: (account) => usage.credits(account),
        usageRecorder,
      },
      logger: options.logger,
      metrics,
      maxUploadMb: config.maxUploadMb,
      trustProxy: config.trustProxy,
      readinessChecks: { database: () => databaseAnswers(database) },
    },
    close: async () => {
      await pool.close();
      compiled.dispose();
      await usageRecorder.close();
      await database.destroy();
      if (redis) redis.disconnect();
    },
  };
}

function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    // Commands fail at once while disconnected, so the limiters switch to their insurance
    // limiters instead of queueing requests behind a dead connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // ioredis repeats the error on every reconnection attempt: one line per outage.
    if (!reported) logger.warn('redis unavailable; limiting in-process until it returns', { error: error.message });
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.info('redis available again');
    reported = false;
  });
  return redis;
}

// Until the connection is ready the limiters count in-process; waiting a moment at start-up
// lets a new instance join the shared counters before its first request. A Redis that stays
// away does not stop the service: the insurance limiters cover it.
async function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
}
