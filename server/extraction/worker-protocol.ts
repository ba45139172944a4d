// What crosses between the core and an extraction worker thread.

import type { BadInputReason, ExtractLimits, PluginMetadata } from '../../contracts/plugin-api.ts';
import type { DetectionTable } from '../plugins/detection-table.ts';
import type { OutputFormat, RenderedContent } from '../render/render-document.ts';

export interface ExtractTask {
  kind: 'extract';
  entryPath: string;
  mode: string;
  /** The format the client asked for: the worker renders it, so the thread that serves
   * requests never walks a document model, and only the rendered text comes back. */
  format: OutputFormat;
  /** The plugin reads pages (manifest `splitsPages`): json elements carry page numbers even
   * where the model marks no page break (a PDF's first page). */
  paged?: boolean;
  /** A view of a SharedArrayBuffer: every attempt reads the one upload, none copies it. */
  bytes: Uint8Array;
  fileName: string;
  mediaType: string;
  charset: string | null;
  password: string | null;
  limits: ExtractLimits;
  /** The pages to read (ExtractInput.pages): one part of a document split across threads, or
   * none (`[]`) to learn its page count. Absent: every page. */
  pages?: readonly number[];
  /** The pages the client asked for, when the plugin reads documents whole: the worker keeps
   * only their blocks, by the model's page breaks (a model without breaks is one page, kept). */
  filterPages?: readonly number[];
  /** Which plugin reads which media type, for documents embedded in this one. */
  embeddedReaders: Record<string, EmbeddedReader>;
  /** The plugins' detection rules, so an embedded document is detected as an upload is.
   * Absent only in tasks whose plugin embeds nothing: the bytes' generic type then stands. */
  detection?: DetectionTable;
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

/** Counts over the plain-text rendering, made in the worker: counting words in a long text
 * takes long enough that it must not run on the thread that serves requests. */
export interface TextCounts {
  words: number;
  characters: number;
  /** The plain text is nothing but white space: the fallback tries the next mode. */
  empty: boolean;
}

interface ReplyBase {
  /** The worker thread that answered, so the pool can retire it. */
  threadId: number;
  /** The thread's heap in use after the task, so the pool can retire a thread that leaks. */
  heapUsedBytes?: number;
}

export type ExtractReply = ReplyBase &
  (
    | {
        outcome: 'ok';
        content: RenderedContent;
        metadata: PluginMetadata;
        text: TextCounts;
        producedByMode?: string;
        /** The document has pages (the plugin reads pages, or its model marks page breaks):
         * a `pages` selection is then counted against them; otherwise it is one page. */
        hasPages?: boolean;
      }
    | { outcome: 'bad-input'; reason: BadInputReason; message: string }
    /** The handler threw something unexpected; the worker may be in a bad state. */
    | { outcome: 'crash'; message: string }
  );

export type InspectReply = ReplyBase & { outcome: 'inspected'; handlers: string[] } | ReplyBase & { outcome: 'crash'; message: string };

export type WorkerReply = ExtractReply | InspectReply;
