// The worker pool: Piscina with a heap cap per thread, a bounded queue, and threads
// retired after a number of tasks or after any crash, so that a parser's leak or a
// corrupted state never outlives a few documents.

import { Piscina } from 'piscina';
import type { Worker } from 'node:worker_threads';
import type { WorkerRestartReason } from '../observability/metrics.ts';
import type { CompiledWorkerCode } from './compile-worker-code.ts';
import { OutsideHeapMemoryGuard } from './memory-guard.ts';
import type { WorkerReply, WorkerTask } from './worker-protocol.ts';

export interface PoolOptions {
  workers: number;
  workerMemoryMb: number;
  /** Tasks that may wait for a thread; one more is refused (503). */
  queueLimit: number;
  /** A thread is replaced after this many tasks. */
  tasksPerWorker: number;
  /** The worker and plugins compiled to JavaScript; without it, threads load the TypeScript
   * sources through the TypeScript loader (slower to start, heavier). */
  compiled?: CompiledWorkerCode;
  /** The worker module when not compiled; tests point it at hostile ones. */
  workerFile?: string;
  /** Told each time a thread is ended and replaced. */
  onWorkerRestart?: (reason: WorkerRestartReason) => void;
  /** Memory outside their heaps that all threads together may hold (default: one heap
   * cap per thread); past it and their heaps, the oldest running task is ended as out of
   * memory. */
  outsideHeapAllowanceMb?: number;
  /** How often that memory is sampled while tasks run. */
  memorySampleIntervalMs?: number;
}

// Recycling guards against leaks and corrupted state, but a new thread costs its start and
// its plugins' imports: at several hundred small documents a second per thread, a thousand
// tasks meant a new thread every few seconds. A leak is caught by the heap check instead.
export const DEFAULT_TASKS_PER_WORKER = 10_000;
/** A thread whose heap still holds this share of its cap after a task is replaced. */
const HEAP_RETIRE_SHARE = 0.6;
export const QUEUE_SLOTS_PER_WORKER = 32;

export class QueueFullError extends Error {
  constructor() {
    super('the extraction queue is full');
    this.name = 'QueueFullError';
  }
}

/** The thread running the task was ended for the memory it held outside its heap. */
class OutsideHeapMemoryError extends Error {
  constructor() {
    super('the worker held more memory outside its heap than allowed');
    this.name = 'OutsideHeapMemoryError';
  }
}

/** Whether a task's thread ended for memory: its heap cap, or the memory guard. */
export function isOutOfMemory(error: unknown): boolean {
  return error instanceof OutsideHeapMemoryError || (error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY';
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
const DEFAULT_MEMORY_SAMPLE_INTERVAL_MS = 50;
const BYTES_PER_MB = 1024 * 1024;

interface TaskInFlight {
  /** Aborted by the memory guard. */
  memoryStop: AbortController;
}

export class ExtractionPool {
  private readonly piscina: Piscina<WorkerTask, WorkerReply>;
  private readonly tasksByThread = new Map<number, number>();
  /** Live threads as Piscina shows them (their current usage). */
  private readonly threadsById = new Map<number, PiscinaWorkerView>();
  /** Threads that get no more work and end once idle. */
  private readonly retiring = new Map<number, WorkerRestartReason>();
  private readonly options: PoolOptions;
  private readonly memoryGuard: OutsideHeapMemoryGuard;
  /** Threads that have not exited yet, the ones Piscina has let go of included: until one
   * has exited, the memory it held is not free. */
  private readonly unexitedThreads = new Set<Worker>();
  private closed = false;
  /** Tasks running or waiting, oldest first. Counted here: Piscina's own maxQueue does not
   * apply to tasks with an AbortSignal, and every task here has one. */
  private readonly tasksInFlight = new Set<TaskInFlight>();
  private completedTasks = 0;
  private retiredThreads = 0;
  private averageTaskMs = 1000;

  constructor(options: PoolOptions) {
    this.options = options;
    // Made before the threads start, so that its first baseline is the process without them;
    // later ones are taken whenever the pool has settled (rebaselineMemoryIfSettled).
    this.memoryGuard = new OutsideHeapMemoryGuard({
      // Each thread may fill its heap cap; what the threads hold outside their heaps
      // together (buffers, WebAssembly, native memory) is the allowance on top.
      allowanceBytes:
        (options.workers * options.workerMemoryMb + (options.outsideHeapAllowanceMb ?? options.workers * options.workerMemoryMb)) *
        BYTES_PER_MB,
      sampleIntervalMs: options.memorySampleIntervalMs ?? DEFAULT_MEMORY_SAMPLE_INTERVAL_MS,
      onOverAllowance: () => this.stopOldestTask(),
    });
    this.piscina = new Piscina<WorkerTask, WorkerReply>({
      filename: options.compiled?.workerFile ?? options.workerFile ?? DEFAULT_WORKER_FILE,
      // Threads inherit the process's flags, the TypeScript loader (`--import tsx`) included:
      // compiled code needs none of it, and it would cost each thread a loader thread. CPU
      // profiling (`--cpu-prof`, `--cpu-prof-dir=…`) is kept, so a profile covers every thread.
      // Piscina loads the worker with require() first; on Node.js 20 a require() of an ES module
      // in a thread that is being terminated aborts the whole process (a failed V8 assertion),
      // so threads load it through import(), Piscina's other way, which ends cleanly.
      ...(options.compiled
        ? { execArgv: ['--no-experimental-require-module', ...process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'))] }
        : {}),
      minThreads: options.workers,
      maxThreads: options.workers,
      concurrentTasksPerWorker: 1,
      idleTimeout: Infinity,
      resourceLimits: {
        maxOldGenerationSizeMb: options.workerMemoryMb,
        // Parsers allocate many short-lived objects (pdf.js: 10-19% of a task in GC); a young
        // generation of an eighth of the heap gave the 500-page PDF 11% more pages a second.
        maxYoungGenerationSizeMb: Math.max(8, Math.round(options.workerMemoryMb / 8)),
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
    this.piscina.on('workerCreate', (worker: PiscinaWorkerView) => {
      this.threadsById.set(worker.id, worker);
      this.watchExit(worker.id);
    });
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
    if (this.tasksInFlight.size >= this.options.workers + this.options.queueLimit) throw new QueueFullError();
    const startedMs = performance.now();
    let reply: WorkerReply;
    const inFlight: TaskInFlight = { memoryStop: new AbortController() };
    this.tasksInFlight.add(inFlight);
    this.memoryGuard.start();
    const stop = AbortSignal.any([signal, inFlight.memoryStop.signal]);
    // Aborting a running task ends its thread; aborting a queued one only takes it off the queue.
    let runningWhenAborted = false;
    stop.addEventListener('abort', () => (runningWhenAborted = this.isRunning(inFlight)), { once: true });
    try {
      reply = await this.piscina.run(this.withCompiledModules(task), { signal: stop });
    } catch (error) {
      // Any other error ended the thread the task ran on: out of heap, exited.
      const cause = inFlight.memoryStop.signal.aborted ? new OutsideHeapMemoryError() : error;
      const endedThread = !stop.aborted || runningWhenAborted;
      if (!this.closed && endedThread) this.options.onWorkerRestart?.(restartReasonOf(cause));
      throw cause;
    } finally {
      this.tasksInFlight.delete(inFlight);
      if (this.tasksInFlight.size === 0) this.memoryGuard.stop();
      this.rebaselineMemoryIfSettled();
    }
    this.recordTask(performance.now() - startedMs);
    const reason = this.retirementReason(reply);
    if (reason) this.retiring.set(reply.threadId, reason);
    this.endIfRetiredAndIdle(reply.threadId);
    return reply;
  }

  private retirementReason(reply: WorkerReply): WorkerRestartReason | null {
    if (reply.outcome === 'crash') return 'handler-error';
    if ((reply.heapUsedBytes ?? 0) > this.options.workerMemoryMb * BYTES_PER_MB * HEAP_RETIRE_SHARE) return 'heap-high';
    if ((this.tasksByThread.get(reply.threadId) ?? 0) >= this.options.tasksPerWorker) return 'task-quota';
    return null;
  }

  /** Seconds a refused client should wait: the queue's length in average task times. */
  retryAfterSeconds(): number {
    const waitMs = (this.averageTaskMs * (this.tasksInFlight.size + 1)) / this.options.workers;
    return Math.min(120, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Threads that a task given now would start on at once: none while any task waits. */
  idleThreads(): number {
    return Math.max(0, this.options.workers - this.tasksInFlight.size);
  }

  stats(): PoolStats {
    const threads = this.piscina.threads.length;
    return {
      threads,
      busyThreads: Math.max(0, threads - this.piscina.idleThreads),
      queued: Math.max(0, this.tasksInFlight.size - (threads - this.piscina.idleThreads)),
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

  private watchExit(threadId: number): void {
    const thread = this.piscina.threads.find((worker: Worker) => worker.threadId === threadId);
    if (!thread || this.unexitedThreads.has(thread)) return;
    this.unexitedThreads.add(thread);
    thread.once('exit', () => {
      this.unexitedThreads.delete(thread);
      this.rebaselineMemoryIfSettled();
    });
  }

  // Settled: no task runs, and every thread that was ended has exited.
  private rebaselineMemoryIfSettled(): void {
    if (this.tasksInFlight.size > 0) return;
    const current = new Set(this.piscina.threads);
    for (const thread of this.unexitedThreads) if (!current.has(thread)) return;
    this.memoryGuard.rebaseline();
  }

  private withCompiledModules(task: WorkerTask): WorkerTask {
    const modules = this.options.compiled?.pluginModules;
    if (!modules) return task;
    const compiled = (entryPath: string) => modules.get(entryPath) ?? entryPath;
    if (task.kind === 'inspect') return { ...task, entryPath: compiled(task.entryPath) };
    const embeddedReaders = Object.fromEntries(
      Object.entries(task.embeddedReaders).map(([mediaType, reader]) => [mediaType, { ...reader, entryPath: compiled(reader.entryPath) }]),
    );
    return { ...task, entryPath: compiled(task.entryPath), embeddedReaders };
  }

  // Piscina hands out tasks in order of arrival, one per thread: the first `workers` tasks in
  // flight are the ones running, the rest wait in its queue.
  private isRunning(inFlight: TaskInFlight): boolean {
    let position = 0;
    for (const other of this.tasksInFlight) {
      if (other === inFlight) return position < this.options.workers;
      position += 1;
    }
    return false;
  }

  // The oldest task in flight is running (see isRunning), and has been running longest: a
  // document that inflates without end grows for as long as it runs, while a small one next
  // to it has just begun.
  private stopOldestTask(): boolean {
    const oldest = [...this.tasksInFlight].find((inFlight) => !inFlight.memoryStop.signal.aborted);
    if (!oldest) return false;
    oldest.memoryStop.abort(new OutsideHeapMemoryError());
    return true;
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
  if (isOutOfMemory(error)) return 'out-of-memory';
  return 'exit';
}
