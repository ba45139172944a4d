// A worker thread's heap cap (resourceLimits) covers only the V8 heap. ArrayBuffers, typed
// arrays, WebAssembly memories and native buffers live outside it: a decompression that
// inflates to gigabytes would pass the cap untouched. No API reports that memory per thread
// from outside, and a thread busy in a parser cannot report it itself, so the guard watches
// what the process holds beyond the main thread's own JavaScript memory, and tells the pool
// when the workers have taken more than their allowance.

export interface MemoryUsageSample {
  /** Resident memory of the whole process. */
  rss: number;
  /** The main thread's V8 heap. */
  heapTotal: number;
  /** The main thread's memory held for JavaScript outside its heap (uploads included). */
  external: number;
}

export interface MemoryGuardOptions {
  /** Memory the workers may hold beyond what the process held when the guard was made. */
  allowanceBytes: number;
  sampleIntervalMs: number;
  /** Called when the workers hold more than their allowance. Returns whether it ended a
   * task; the guard then waits for the memory to be given back before asking again. */
  onOverAllowance: () => boolean;
  readUsage?: () => MemoryUsageSample;
}

// Ending a thread frees its memory once the thread is gone, which takes a moment; asking
// for a second victim before that would end an innocent task.
const RELEASE_WAIT_MS = 1000;

export class OutsideHeapMemoryGuard {
  private readonly options: MemoryGuardOptions;
  private readonly readUsage: () => MemoryUsageSample;
  private baselineBytes: number;
  private timer: NodeJS.Timeout | null = null;
  private waitingForReleaseUntilMs = 0;
  private peakBytes = 0;

  constructor(options: MemoryGuardOptions) {
    this.options = options;
    this.readUsage = options.readUsage ?? (() => process.memoryUsage());
    this.baselineBytes = outsideMainThreadBytes(this.readUsage());
  }

  /** Samples while extractions run; an idle service does no work for the guard. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.check(), this.options.sampleIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** Takes what the process holds now as the floor the allowance counts from. Called when no
   * task runs and no ended thread is still being torn down: a thread that has ended can leave
   * memory behind (the C allocator keeps freed memory for reuse rather than returning it), and
   * counting that against the next documents would end them for a runaway long gone. */
  rebaseline(): void {
    this.baselineBytes = outsideMainThreadBytes(this.readUsage());
    this.waitingForReleaseUntilMs = 0;
  }

  /** The most the workers held beyond the baseline, for tests and metrics. */
  get peakWorkerBytes(): number {
    return this.peakBytes;
  }

  check(): void {
    const workerBytes = outsideMainThreadBytes(this.readUsage()) - this.baselineBytes;
    this.peakBytes = Math.max(this.peakBytes, workerBytes);
    if (workerBytes <= this.options.allowanceBytes) {
      this.waitingForReleaseUntilMs = 0;
      return;
    }
    const nowMs = performance.now();
    if (nowMs < this.waitingForReleaseUntilMs) return;
    if (this.options.onOverAllowance()) this.waitingForReleaseUntilMs = nowMs + RELEASE_WAIT_MS;
  }
}

// What the process holds apart from the main thread's JavaScript memory: the worker threads
// (heaps and everything outside them), plus native memory that changes little.
function outsideMainThreadBytes(usage: MemoryUsageSample): number {
  return usage.rss - usage.heapTotal - usage.external;
}
