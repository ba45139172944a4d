// The worker pool: Piscina with a heap cap per thread, a bounded queue, and threads
// retired after a number of tasks or after any crash, so that a parser's leak or a
// corrupted state never outlives a few documents.

import { Piscina } from 'piscina';
import type { Worker } from 'node:worker_threads';
import type { WorkerRestartReason } from '../observability/metrics.ts';
import type { WorkerReply, WorkerTask } from './worker-protocol.ts';

export interface PoolOptions {
  workers: number;
  workerMemoryMb: number;
  /** Tasks that may wait for a thread; one more is refused (503). */
  queueLimit: number;
  /** A thread is replaced after this many tasks. */
  tasksPerWorker: number;
  /** The worker module; tests point it at hostile ones. */
  workerFile?: string;
  /** Told each time a thread is ended and replaced. */
  onWorkerRestart?: (reason: WorkerRestartReason) => void;
}

// Recycling guards against leaks and corrupted state, but a new thread costs a loader
// registration and a plugin import: a thousand tasks keeps that cost small.
export const DEFAULT_TASKS_PER_WORKER = 1000;
export const QUEUE_SLOTS_PER_WORKER = 32;

export class QueueFullError extends Error {
  constructor() {
    super('the extraction queue is full');
    this.name = 'QueueFullError';
  }
}

export class PoolClosedError extends Error {
  constructor() {
    super('the extraction pool is closed');
    this.name = 'PoolClosedError';
  }
}

export interface PoolStats {
  threads: number;
  busyThreads: number;
  queued: number;
  completedTasks: number;
  retiredThreads: number;
}

interface PiscinaWorkerView {
  id: number;
  currentUsage: number;
}

const DEFAULT_WORKER_FILE = new URL('./worker-entry.mjs', import.meta.url).href;

export class ExtractionPool {
  private readonly piscina: Piscina<WorkerTask, WorkerReply>;
  private readonly tasksByThread = new Map<number, number>();
  /** Live threads as Piscina shows them (their current usage). */
  private readonly threadsById = new Map<number, PiscinaWorkerView>();
  /** Threads that get no more work and end once idle. */
  private readonly retiring = new Map<number, WorkerRestartReason>();
  private readonly options: PoolOptions;
  private closed = false;
  /** Tasks running or waiting. Counted here: Piscina's own maxQueue does not apply to
   * tasks with an AbortSignal, and every task here has one. */
  private tasksInFlight = 0;
  private completedTasks = 0;
  private retiredThreads = 0;
  private averageTaskMs = 1000;

  constructor(options: PoolOptions) {
    this.options = options;
    this.piscina = new Piscina<WorkerTask, WorkerReply>({
      filename: options.workerFile ?? DEFAULT_WORKER_FILE,
      minThreads: options.workers,
      maxThreads: options.workers,
      concurrentTasksPerWorker: 1,
      idleTimeout: Infinity,
      resourceLimits: {
        maxOldGenerationSizeMb: options.workerMemoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.round(options.workerMemoryMb / 16)),
        stackSizeMb: 4,
      },
      loadBalancer: (_task, workers) => {
        // Only idle threads that are still under their task quota and not retiring get work.
        const candidate = workers.find(
          (worker) =>
            worker.currentUsage === 0 &&
            !worker.terminating &&
            !this.retiring.has(worker.id) &&
            (this.tasksByThread.get(worker.id) ?? 0) < options.tasksPerWorker,
        );
        if (!candidate) return null;
        this.tasksByThread.set(candidate.id, (this.tasksByThread.get(candidate.id) ?? 0) + 1);
        return candidate;
      },
    });
    this.piscina.on('workerCreate', (worker: PiscinaWorkerView) => this.threadsById.set(worker.id, worker));
    this.piscina.on('workerDestroy', (worker: PiscinaWorkerView) => {
      this.tasksByThread.delete(worker.id);
      this.threadsById.delete(worker.id);
      this.retiring.delete(worker.id);
    });
    // Piscina reports a thread that dies between tasks here; its replacement is automatic.
    this.piscina.on('error', () => {});
  }

  /** Runs one task. Rejects with the pool's own errors (QueueFullError, PoolClosedError) or
   * with what ended the thread: an AbortError, ERR_WORKER_OUT_OF_MEMORY, an exit. */
  async run(task: WorkerTask, signal: AbortSignal): Promise<WorkerReply> {
    if (this.closed) throw new PoolClosedError();
    if (this.tasksInFlight >= this.options.workers + this.options.queueLimit) throw new QueueFullError();
    const startedMs = performance.now();
    let reply: WorkerReply;
    this.tasksInFlight += 1;
    try {
      reply = await this.piscina.run(task, { signal });
    } catch (error) {
      // A task that ends in an error ended its thread: aborted (terminated), out of heap, exited.
      if (!this.closed) this.options.onWorkerRestart?.(restartReasonOf(error));
      throw error;
    } finally {
      this.tasksInFlight -= 1;
    }
    this.recordTask(performance.now() - startedMs);
    const used = this.tasksByThread.get(reply.threadId) ?? 0;
    if (reply.outcome === 'crash' || used >= this.options.tasksPerWorker) {
      this.retiring.set(reply.threadId, reply.outcome === 'crash' ? 'handler-error' : 'task-quota');
    }
    this.endIfRetiredAndIdle(reply.threadId);
    return reply;
  }

  /** Seconds a refused client should wait: the queue's length in average task times. */
  retryAfterSeconds(): number {
    const waitMs = (this.averageTaskMs * (this.tasksInFlight + 1)) / this.options.workers;
    return Math.min(120, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  stats(): PoolStats {
    const threads = this.piscina.threads.length;
    return {
      threads,
      busyThreads: Math.max(0, threads - this.piscina.idleThreads),
      queued: Math.max(0, this.tasksInFlight - (threads - this.piscina.idleThreads)),
      completedTasks: this.completedTasks,
      retiredThreads: this.retiredThreads,
    };
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Lets queued and running tasks finish, then stops every thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.piscina.close();
  }

  // Piscina may have handed the thread its next task before this reply reached us; a
  // retiring thread finishes that one task and is ended after it. Piscina then starts a
  // fresh thread to keep the pool at its size.
  private endIfRetiredAndIdle(threadId: number): void {
    const reason = this.retiring.get(threadId);
    if (!reason) return;
    if ((this.threadsById.get(threadId)?.currentUsage ?? 0) > 0) return;
    const thread = this.piscina.threads.find((worker: Worker) => worker.threadId === threadId);
    if (!thread) return;
    this.retiredThreads += 1;
    this.options.onWorkerRestart?.(reason);
    void thread.terminate();
  }

  private recordTask(durationMs: number): void {
    this.completedTasks += 1;
    // An exponential moving average: recent documents say more about the next wait.
    this.averageTaskMs = this.averageTaskMs * 0.9 + durationMs * 0.1;
  }
}

function restartReasonOf(error: unknown): WorkerRestartReason {
  if ((error as Error)?.name === 'AbortError') {
    // Piscina keeps the signal's reason as the cause: a TimeoutError for the time budget,
    // anything else for a client that hung up.
    return (error as { cause?: { name?: string } }).cause?.name === 'TimeoutError' ? 'timeout' : 'client-gone';
  }
  if ((error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'out-of-memory';
  return 'exit';
}
