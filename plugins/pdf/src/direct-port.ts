// The message port between pdf.js's API and its worker half when both run in this thread.
//
// Left to itself, pdf.js in Node uses a "fake worker" whose LoopbackPort passes every message
// through structuredClone, as a real worker boundary would: each page's text items, their
// transform arrays and styles are deep-copied once more on their way to us. This port clones
// every message as LoopbackPort does but one kind: a chunk of a text content stream. pdf.js
// builds those items fresh and never touches them again, but it does reuse the chunk object
// itself (it empties `items` and `styles` right after posting), so the chunk is copied one
// level deep and its items are handed over as they are. (Operator-list chunks, whose arrays
// pdf.js empties in place, are cloned.) Delivery is LoopbackPort's: in order, each message in
// a later microtask than the one that posted it; listeners go away through their AbortSignal,
// as pdf.js's MessageHandler removes its own.
//
// pdf.js's documented way to bring a port of one's own: `new PDFWorker({ port })` on the API
// side and `WorkerMessageHandler.initializeFromPort(port)` on the worker side (what a real
// worker does with its `self`); getDocument({ worker }) then uses it. One port per document,
// destroyed with it (open-document.ts).

import type { TransferListItem } from 'node:worker_threads';
import type { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfjsModule } from './pdfjs-module.ts';

interface MessageEventLike {
  data: unknown;
}
type Listener = (this: DirectPort, event: MessageEventLike) => void;

interface WorkerMessageHandlerLike {
  initializeFromPort(port: unknown): void;
}

class DirectPort {
  readonly #listeners = new Map<Listener, (() => void) | null>();
  /** Settled once; each message is a reaction of its own, so one listener's throw stops no other message. */
  readonly #deferred: Promise<void> = Promise.resolve();

  postMessage(data: unknown, transfer?: TransferListItem[] | null): void {
    const event = { data: isTextChunk(data) ? { ...data, chunk: { ...data.chunk } } : structuredClone(data, transfer ? { transfer } : undefined) };
    void this.#deferred.then(() => {
      for (const listener of [...this.#listeners.keys()]) listener.call(this, event);
    });
  }

  addEventListener(_type: string, listener: Listener, options: { signal?: AbortSignal } | null = null): void {
    const signal = options?.signal;
    if (signal?.aborted) return;
    let stopWatching: (() => void) | null = null;
    if (signal) {
      const onAbort = () => this.removeEventListener(_type, listener);
      signal.addEventListener('abort', onAbort, { once: true });
      stopWatching = () => signal.removeEventListener('abort', onAbort);
    }
    this.#listeners.set(listener, stopWatching);
  }

  removeEventListener(_type: string, listener: Listener): void {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate(): void {
    for (const stopWatching of this.#listeners.values()) stopWatching?.();
    this.#listeners.clear();
  }
}

/** What pdf.js's types call the port (a DOM Worker); it only uses the methods above. */
type PdfjsWorkerPort = NonNullable<ConstructorParameters<PdfjsModule['PDFWorker']>[0]>['port'];

/** pdf.js's MessageHandler stream protocol: an enqueued chunk of a stream. */
const STREAM_ENQUEUE = 4;

interface TextChunkMessage {
  stream: number;
  chunk: { items: unknown[]; styles: object };
}

function isTextChunk(data: unknown): data is TextChunkMessage {
  const message = data as Partial<TextChunkMessage> | null;
  return message?.stream === STREAM_ENQUEUE && Array.isArray(message.chunk?.items) && typeof message.chunk.styles === 'object';
}

/** A pdf.js worker on a port of its own that does not clone messages; destroy it with the document. */
export function directWorker(pdfjs: PdfjsModule, verbosity: number): PDFWorker {
  const port = new DirectPort();
  // The API half first: messages posted before the worker half listens wait in microtasks.
  const worker = new pdfjs.PDFWorker({ port: port as unknown as PdfjsWorkerPort, verbosity });
  workerMessageHandler().initializeFromPort(port);
  return worker;
}

function workerMessageHandler(): WorkerMessageHandlerLike {
  const registered = (globalThis as { pdfjsWorker?: { WorkerMessageHandler?: WorkerMessageHandlerLike } }).pdfjsWorker?.WorkerMessageHandler;
  if (!registered) throw new Error('pdf.js worker half is not loaded (see pdfjs-module.ts)');
  return registered;
}
