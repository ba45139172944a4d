// What crosses between the core and an extraction worker thread.

import type { DocumentModel } from '../../contracts/document-model.ts';
import type { BadInputReason, ExtractLimits, PluginMetadata } from '../../contracts/plugin-api.ts';

export interface ExtractTask {
  kind: 'extract';
  entryPath: string;
  mode: string;
  /** A view of a SharedArrayBuffer: every attempt reads the one upload, none copies it. */
  bytes: Uint8Array;
  fileName: string;
  mediaType: string;
  charset: string | null;
  password: string | null;
  limits: ExtractLimits;
  /** Which plugin reads which media type, for documents embedded in this one. */
  embeddedReaders: Record<string, EmbeddedReader>;
  /** How deep this task is inside embedded documents (0 for an upload). */
  nesting?: number;
}

export interface EmbeddedReader {
  plugin: string;
  entryPath: string;
  mode: string;
}

/** Asks a worker which handlers a plugin module exports (checked at start-up). */
export interface InspectTask {
  kind: 'inspect';
  entryPath: string;
}

export type WorkerTask = ExtractTask | InspectTask;

/** The plain-text rendering and its counts, made in the worker: counting words in a long
 * text takes long enough that it must not run on the thread that serves requests. */
export interface PlainTextSummary {
  plain: string;
  words: number;
  characters: number;
}

interface ReplyBase {
  /** The worker thread that answered, so the pool can retire it. */
  threadId: number;
  /** The thread's heap in use after the task, so the pool can retire a thread that leaks. */
  heapUsedBytes?: number;
}

export type ExtractReply = ReplyBase &
  (
    | { outcome: 'ok'; document: DocumentModel; metadata: PluginMetadata; text: PlainTextSummary }
    | { outcome: 'bad-input'; reason: BadInputReason; message: string }
    /** The handler threw something unexpected; the worker may be in a bad state. */
    | { outcome: 'crash'; message: string }
  );

export type InspectReply = ReplyBase & { outcome: 'inspected'; handlers: string[] } | ReplyBase & { outcome: 'crash'; message: string };

export type WorkerReply = ExtractReply | InspectReply;
