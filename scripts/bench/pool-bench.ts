// Pool and HTTP overhead: the real service with WORKERS=2, each document sent in `fast` mode by
// two clients per worker thread at once (with one client per thread, each thread would wait,
// between two documents, for its client to read one answer and send the next request: time
// spent in the client, not in the pool or HTTP; with two, the pool's queue holds the next
// request while a thread works, as it does for a busy service), set against two in-process workers running at once (compiled run-plugin
// children, one thread each): on two cores, two busy threads share the machine (and V8's garbage
// collector loses the idle core it has beside a single thread), which is no overhead of the pool
// or of HTTP. Twice the single-thread rate of the format benchmark is reported beside it.
//
// Both sides are measured warm, as format-bench.ts measures: WARM_UP_MS of the document first
// (the service's threads load pdf.js and V8 optimises the hot code), then at least `requests`
// documents and at least TIMED_MS of work at the single-thread rate, the same count on both
// sides. Every request has a deadline: a service whose main thread stalls on a document is
// reported as such (and killed at the end) rather than waited for. Also states, from the code as
// it is now, whether the upload's bytes are copied on their way to the worker thread.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { multipartDocument, type LoadDocument } from '../load-test/documents.ts';
import { sampleRss, type RssSample } from '../load-test/rss.ts';
import type { CompiledRunner } from './compiled-runner.ts';
import { ROOT } from './paths.ts';
import { PluginChild } from './processes.ts';
import { startService, type RunningService } from './service.ts';

export interface PoolDocument {
  file: string;
  /** Pages per second of `fast` on this document, in-process on one thread. */
  inProcessPagesPerSecond: number;
}

export interface PoolRun {
  file: string;
  requests: number;
  pagesPerRequest: number;
  wallSeconds: number;
  statuses: Record<string, number>;
  latencyMs: { mean: number; max: number };
  servicePagesPerSecond: number;
  inProcessPagesPerSecondOneThread: number;
  /** Pages per second of `workers` in-process workers running at once, the same passes between them. */
  inProcessPagesPerSecondTogether: number;
  /** Service pages/s ÷ the in-process workers' pages/s together; null when it stalled. */
  ratio: number | null;
  /** Service pages/s ÷ (workers × the in-process single-thread rate). */
  ratioToSingleThreadTimesWorkers: number | null;
  /** Set when a request got no answer within the deadline. */
  stalled: string | null;
}

export interface PoolResult {
  workers: number;
  clients: number;
  deadlineSeconds: number;
  runs: PoolRun[];
  servicePeakRssMb: number;
  bytesToWorker: BytesPath;
}

export interface BytesPath {
  sharedArrayBufferUpload: boolean;
  workerReadsTaskBytesInPlace: boolean;
  pdfPluginCopiesForPdfjs: boolean;
  statement: string;
}

const WARM_UP_MS = 3_000;
const TIMED_MS = 5_000;

export async function runPoolBench(runner: CompiledRunner, documents: PoolDocument[], requests: number, deadlineSeconds: number, workers = 2, clients = 2 * workers): Promise<PoolResult> {
  const together = new Map<string, InProcessRun>();
  for (const document of documents) together.set(document.file, await inProcessTogether(runner, document, requests, workers));
  const service = await startService(workers);
  const rss: RssSample[] = [];
  const stopSampling = sampleRss(service.pid, rss);
  const runs: PoolRun[] = [];
  try {
    for (const document of documents) {
      const inProcess = together.get(document.file)!;
      const run = await runDocument(service, document, inProcess, deadlineSeconds * 1000, workers, clients);
      runs.push(run);
      // A stalled main thread serves nothing more.
      if (run.stalled) break;
    }
  } finally {
    stopSampling();
    await service.stop();
  }
  return { workers, clients, deadlineSeconds, runs, servicePeakRssMb: Math.max(0, ...rss.map((sample) => sample.rssMb)), bytesToWorker: bytesPath() };
}

interface InProcessRun {
  /** Documents timed, on both sides. */
  requests: number;
  pagesPerSecond: number;
}

/** `workers` compiled run-plugin children, one thread each, at once: warmed, then timed. */
async function inProcessTogether(runner: CompiledRunner, document: PoolDocument, minimumRequests: number, workers: number): Promise<InProcessRun> {
  const { file } = document;
  const children = await Promise.all(Array.from({ length: workers }, () => PluginChild.start(runner, 'pdf', 'fast')));
  try {
    const first = await Promise.all(children.map((child) => child.run({ file, passes: 1 })));
    const failedFirst = first.find((reply) => reply.error);
    if (failedFirst) throw new Error(`in-process ${path.basename(file)}: ${failedFirst.error}`);
    const { pages } = first[0]!;
    const warmUpPasses = Math.max(0, Math.ceil((WARM_UP_MS * document.inProcessPagesPerSecond) / 1000 / pages) - 1);
    await Promise.all(children.map((child) => child.run({ file, passes: warmUpPasses })));
    const requests = Math.max(minimumRequests, Math.ceil((TIMED_MS * workers * document.inProcessPagesPerSecond) / 1000 / pages));
    const started = performance.now();
    const replies = await Promise.all(children.map((child, index) => child.run({ file, passes: Math.floor(requests / workers) + (index < requests % workers ? 1 : 0) })));
    const wallSeconds = (performance.now() - started) / 1000;
    const failed = replies.find((reply) => reply.error);
    if (failed) throw new Error(`in-process ${path.basename(file)}: ${failed.error}`);
    return { requests, pagesPerSecond: round1((requests * pages) / wallSeconds) };
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}

async function runDocument(service: RunningService, source: PoolDocument, inProcess: InProcessRun, deadlineMs: number, workers: number, clients: number): Promise<PoolRun> {
  const upload: LoadDocument = multipartDocument(path.basename(source.file), readFileSync(source.file));
  let statuses: Record<string, number> = {};
  let latencies: number[] = [];
  let pages = 0;
  let stalled: string | null = null;
  const send = async (): Promise<void> => {
    const started = performance.now();
    try {
      const response = await fetch(`${service.baseUrl}/v1/extract/txt?mode=fast&fallback=none`, {
        method: 'POST',
        headers: { 'x-api-key': service.key, 'content-type': upload.contentType },
        body: upload.body,
        signal: AbortSignal.timeout(deadlineMs),
      });
      const body = (await response.json()) as { metadata?: { pages?: number } };
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.ok) pages += body.metadata?.pages ?? 0;
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      stalled = `no answer within ${deadlineMs / 1000} s`;
      statuses.timeout = (statuses.timeout ?? 0) + 1;
    }
    latencies.push(performance.now() - started);
  };
  // Warm-up: one request per worker thread at first, then more until WARM_UP_MS have passed.
  const warmUpStarted = performance.now();
  await Promise.all(Array.from({ length: workers }, () => send()));
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!stalled && performance.now() - warmUpStarted < WARM_UP_MS) await send();
    }),
  );
  let wallSeconds = 0;
  if (!stalled) {
    statuses = {};
    latencies = [];
    pages = 0;
    let left = inProcess.requests;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (left > 0 && !stalled) {
          left -= 1;
          await send();
        }
      }),
    );
    wallSeconds = (performance.now() - started) / 1000;
  }
  const servicePagesPerSecond = stalled ? 0 : pages / wallSeconds;
  return {
    file: path.basename(source.file),
    requests: latencies.length,
    pagesPerRequest: Math.round(pages / Math.max(1, statuses['200'] ?? 1)),
    wallSeconds: round2(wallSeconds),
    statuses,
    latencyMs: { mean: Math.round(latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)), max: Math.round(Math.max(0, ...latencies)) },
    servicePagesPerSecond: round1(servicePagesPerSecond),
    inProcessPagesPerSecondOneThread: source.inProcessPagesPerSecond,
    inProcessPagesPerSecondTogether: inProcess.pagesPerSecond,
    ratio: stalled ? null : round2(servicePagesPerSecond / inProcess.pagesPerSecond),
    ratioToSingleThreadTimesWorkers: stalled ? null : round2(servicePagesPerSecond / (workers * source.inProcessPagesPerSecond)),
    stalled,
  };
}

/** Read from the sources as they are, so the statement cannot outlive a change to them. */
function bytesPath(): BytesPath {
  const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  const sharedArrayBufferUpload = source('server/http/shared-memory-storage.ts').includes('new SharedArrayBuffer(');
  const workerReadsTaskBytesInPlace = /bytes:\s*task\.bytes/.test(source('server/extraction/worker.ts'));
  const pdfPluginCopiesForPdfjs = source('plugins/pdf/src/open-document.ts').includes('new Uint8Array(input.bytes)');
  const statement =
    sharedArrayBufferUpload && workerReadsTaskBytesInPlace
      ? 'The upload is gathered once from the multipart stream into one SharedArrayBuffer (server/http/shared-memory-storage.ts); ' +
        'the task posted to the worker carries a Uint8Array view of it, which structured cloning shares rather than copies, and the ' +
        'worker hands that same view to the plugin (server/extraction/worker.ts): no copy between the HTTP layer and the worker, for ' +
        'every attempt and fallback.' +
        (pdfPluginCopiesForPdfjs ? ' Inside the worker the PDF plugin makes one copy of its own for pdf.js, which takes ownership of the buffer it is given (plugins/pdf/src/open-document.ts).' : '')
      : 'The upload is no longer kept in a SharedArrayBuffer read in place by the worker: check server/http/shared-memory-storage.ts and server/extraction/worker.ts.';
  return { sharedArrayBufferUpload, workerReadsTaskBytesInPlace, pdfPluginCopiesForPdfjs, statement };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
