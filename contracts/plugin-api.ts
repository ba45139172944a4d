// The extractor plugin API, version 1.
//
// A plugin is an npm package under PLUGINS_DIR whose package.json carries an `extractor`
// field (the manifest below) and whose entry module (the `main` field, or `src/index.ts`)
// exports `handlers`: one function per declared mode. Handlers run inside a worker thread;
// they get the document's bytes and return a DocumentModel plus metadata. They never render
// Markdown, text or HTML, never touch the network, the database or files other than their input.

import type { DocumentModel } from './document-model.ts';

export const PLUGIN_API_VERSION = 1;

/** The `extractor` field of a plugin's package.json. */
export interface PluginManifest {
  apiVersion: number;
  /** Media types this plugin reads, lower case, e.g. "text/csv". */
  mimeTypes: string[];
  /** File name extensions with the leading dot, lower case, e.g. ".csv". */
  extensions: string[];
  /** The first mode is the one `auto` starts with; the order is the fallback order. */
  modes: string[];
  /** Higher wins when two plugins claim one type; equal priorities for one type are refused. */
  priority?: number;
  /**
   * How the core recognises each of these media types, keyed by media type (each one of
   * `mimeTypes`). Absent: a plugin with a single media type has its `extensions` claim it
   * inside any generic detection (text, XML, zip, OLE, unknown bytes); with several, the
   * bytes alone decide.
   */
  detect?: Record<string, TypeDetection>;
  /**
   * Every handler honours `ExtractInput.pages`, and given `pages: []` reads no page and still
   * reports the document's page count in `metadata.pages`: the core asks that first and, for
   * a long document on a pool with idle threads, runs its pages in parts on several threads
   * and joins the parts in page order. Absent or false: the document is always read whole.
   *
   * Pages in the `json` format: a document has pages when its plugin declares `splitsPages`
   * or its model holds a page break (`{type: 'pageBreak', page}` marks the start of page
   * `page`). Its elements before the first break are then on page 1, so a plugin with pages
   * marks a break before every page but the first (or before every one, the first included;
   * a part that starts past page 1 must). Without pages, every element has `page: null`.
   */
  splitsPages?: boolean;
}

/**
 * How one media type is told apart inside a generic container. Naming a container's field
 * (even with an empty list) makes the type one of that container's specialisations: when the
 * content matches no plugin's signature, a file name with one of `extensions` claims it.
 * When the content matches several types, the file name breaks the tie.
 */
export interface TypeDetection {
  /** Extensions that name this type, lower case with the dot; the first is its usual one. */
  extensions?: string[];
  /** Zip: entry names, any of which marks the type ("word/document.xml"); one ending in "/" matches a folder. */
  zipEntries?: string[];
  /** Zip: the text of the archive's `mimetype` entry (OpenDocument, EPUB). */
  zipMimetype?: string;
  /** OLE compound file: stream names, or the start of one ("__substg1.0_"), any of which marks the type. */
  oleStreams?: string[];
  /** XML: local names of the root element, any of which marks the type. */
  xmlRootElements?: string[];
  /** Text: regular expressions, matched case-insensitively against the start of the text (its first 1024 characters). */
  textPatterns?: string[];
  /**
   * The content must match one of this type's signatures: a file name alone never claims it.
   * For a format its signature defines (RTF opens with "{\rtf"), so that a note named
   * `.rtf` is read as the text it is rather than refused as broken RTF.
   */
  signatureRequired?: boolean;
}

export interface ExtractLimits {
  /** Stop and fail as bad input past this many pages (a hostile page count). */
  maxPages: number;
  /** Stop once the text produced passes this many characters. */
  maxOutputChars: number;
}

export interface ExtractInput {
  /** The uploaded file. Shared with the core, never copied: read it, do not write to it. */
  bytes: Uint8Array;
  fileName: string;
  /** The media type the core detected from the bytes. */
  mimeType: string;
  /** The charset the core sniffed for a text type (e.g. "UTF-8", "Shift_JIS", "windows-1252"). */
  charset: string | null;
  password: string | null;
  limits: ExtractLimits;
  /**
   * The pages to read: absolute 1-based page numbers, ascending, each once. Absent: every page.
   * Only plugins that declare `splitsPages` are given it; for the others the core keeps the
   * asked pages of the model they return, by its page breaks (a model without any is one page,
   * read whole when page 1 is asked for). The result keeps absolute page numbers
   * (a page break before page 251 says 251, also when 251 is the first page read) and
   * `metadata.pages` stays the document's page count; numbers past the last page are ignored.
   * An empty list asks for no page at all: the metadata alone.
   */
  pages?: readonly number[];
  /**
   * Extracts a document embedded in this one (an e-mail attachment, a file in an archive)
   * with whichever plugin reads its type, in the same worker and under the same limits.
   * Absent when nesting is already at its limit.
   */
  extractEmbedded?: (bytes: Uint8Array, fileName: string) => Promise<EmbeddedExtraction>;
}

/** What extractEmbedded found. `blocks` is empty when no plugin reads the type or reading failed. */
export interface EmbeddedExtraction {
  mediaType: string;
  /** The plugin that read it, or null when none could. */
  plugin: string | null;
  blocks: DocumentModel['blocks'];
  metadata: PluginMetadata;
  /** Why nothing was read: no plugin for the type, or the plugin's reason. */
  problem: string | null;
}

/** What a plugin knows about the document; every field is optional. */
export interface PluginMetadata {
  title?: string | null;
  /** Pages, slides or sheets; the core uses 1 when absent. */
  pages?: number | null;
  /** A Date, or an ISO 8601 string; the core turns it into UTC `YYYY-MM-DDTHH:MM:SSZ`. */
  created?: Date | string | null;
  modified?: Date | string | null;
  creator?: string | null;
  lastAuthor?: string | null;
  subject?: string | null;
  /** The document's own metadata as read (structured-cloneable values only). */
  raw?: Record<string, unknown>;
}

export interface ExtractResult {
  document: DocumentModel;
  metadata: PluginMetadata;
  /**
   * The mode whose work this result really is, when that is not the mode that was run: a
   * `structured` attempt whose every page came from OCR says `ocr`, one that handed the file
   * to a second engine names that engine's mode. One of the plugin's declared modes; the
   * service reports it (X-Extract-Mode) instead of the mode it ran.
   */
  producedByMode?: string;
}

export type ModeHandler = (input: ExtractInput) => ExtractResult | Promise<ExtractResult>;

/** What a plugin's entry module exports. */
export interface PluginModule {
  handlers: Record<string, ModeHandler>;
}

/**
 * Why a document cannot be read. Each maps to a 400 code in contracts/error-codes.ts.
 * No other mode can help with these, so the core does not fall back.
 */
export type BadInputReason =
  | 'corrupt'
  | 'unsupported'
  | 'password-required'
  | 'password-wrong'
  | 'too-large';

const BAD_INPUT_MARK = 'ExtractorBadInput';

/** Thrown by a handler for a document that no mode can read. */
export class BadInputError extends Error {
  readonly mark = BAD_INPUT_MARK;
  constructor(
    readonly reason: BadInputReason,
    message: string,
  ) {
    super(message);
    this.name = 'BadInputError';
  }
}

/** True for a BadInputError, even one from another copy of this module. */
export function isBadInputError(error: unknown): error is BadInputError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { mark?: unknown }).mark === BAD_INPUT_MARK &&
    typeof (error as { reason?: unknown }).reason === 'string'
  );
}
