// The extraction itself, from uploaded bytes to rendered content and metadata:
// detect the type, pick the plugin and its modes, run them in the pool with fallback,
// render the requested format and build the metadata.

import type { ExtractLimits } from '../../contracts/plugin-api.ts';
import { ApiError, scrubDetail } from '../errors.ts';
import { detectType } from '../plugins/detect-type.ts';
import type { PluginRegistry } from '../plugins/registry.ts';
import { buildMetadata, type ResponseMetadata } from '../render/metadata.ts';
import type { OutputFormat, RenderedContent } from '../render/render-document.ts';
import { ExtractionFailure, extractWithFallback, type Attempt } from './fallback.ts';
import { planModes, type ModeRequest } from './mode-plan.ts';
import { pagesExtracted, pagesToAsk, type PageSelection } from './page-selection.ts';
import { PoolClosedError, QueueFullError, type ExtractionPool } from './pool.ts';
import type { EmbeddedReader } from './worker-protocol.ts';

export interface ExtractionServices {
  registry: PluginRegistry;
  pool: ExtractionPool;
  timeoutMs: number;
  limits: ExtractLimits;
  /** Told of every finished extraction, successful or not (metrics). */
  observe?: (event: ExtractionEvent) => void;
}

export interface ExtractionEvent {
  plugin: string;
  /** The mode that produced the content; null when the extraction failed. */
  mode: string | null;
  attempts: Attempt[];
  durationMs: number;
}

export interface ExtractionRequest {
  bytes: Uint8Array;
  fileName: string;
  password: string | null;
  format: OutputFormat;
  modes: ModeRequest;
  /** The `pages` query; null reads every page. */
  pages?: PageSelection | null;
  clientSignal?: AbortSignal;
}

export interface ExtractedDocument {
  content: RenderedContent;
  metadata: ResponseMetadata;
  plugin: string;
  mode: string;
  attempts: Attempt[];
  /** The pages read: X-Pages-Extracted, and what is charged. */
  pagesExtracted: number;
}

export async function extractDocument(services: ExtractionServices, request: ExtractionRequest): Promise<ExtractedDocument> {
  const detected = await detectType(request.bytes, request.fileName, services.registry.detection);
  const plugin = services.registry.forMediaType(detected.mediaType);
  if (!plugin) throw new ApiError('EXT_UNSUPPORTED_TYPE', { type: detected.mediaType });
  const modes = planModes(request.modes, plugin.manifest.modes, detected.mediaType);
  const selection = request.pages ?? null;
  const asked = selection ? pagesToAsk(selection, services.limits.maxPages) : null;
  const splitsPages = plugin.manifest.splitsPages ?? false;

  const startedMs = performance.now();
  const observe = (mode: string | null, attempts: Attempt[]) =>
    services.observe?.({ plugin: plugin.name, mode, attempts, durationMs: performance.now() - startedMs });

  let result;
  try {
    result = await extractWithFallback({
      pool: services.pool,
      modes,
      task: {
        kind: 'extract',
        entryPath: plugin.entryPath,
        format: request.format,
        paged: splitsPages,
        // A plugin that reads pages is given them; one that reads whole documents has its
        // model cut to them by page breaks in the worker.
        ...(asked ? (splitsPages ? { pages: asked } : { filterPages: asked }) : {}),
        bytes: request.bytes,
        fileName: request.fileName,
        mediaType: detected.mediaType,
        charset: detected.charset,
        password: request.password,
        limits: services.limits,
        embeddedReaders: embeddedReaders(services.registry),
        detection: services.registry.detection,
      },
      timeoutMs: services.timeoutMs,
      splitsPages,
      ...(request.clientSignal ? { clientSignal: request.clientSignal } : {}),
    });
  } catch (error) {
    if (error instanceof ExtractionFailure) observe(null, error.attempts);
    throw toApiError(error, detected.mediaType, services);
  }
  observe(result.mode, result.attempts);

  const metadata = buildMetadata({
    plugin: result.metadata,
    counts: result.text,
    contentType: detected.mediaType,
    extension: detected.extension,
  });
  return {
    content: result.content,
    metadata,
    plugin: plugin.name,
    mode: result.mode,
    attempts: result.attempts,
    pagesExtracted: pagesExtracted(selection, result.hasPages, metadata.pages),
  };
}

/** Which plugin, at its default mode, reads each media type: for embedded documents. */
export function embeddedReaders(registry: PluginRegistry): Record<string, EmbeddedReader> {
  const readers: Record<string, EmbeddedReader> = {};
  for (const plugin of registry.plugins) {
    for (const mediaType of plugin.manifest.mimeTypes) {
      const winner = registry.forMediaType(mediaType);
      if (winner) readers[mediaType] = { plugin: winner.name, entryPath: winner.entryPath, mode: winner.manifest.modes[0]! };
    }
  }
  return readers;
}

function toApiError(error: unknown, mediaType: string, services: ExtractionServices): unknown {
  if (error instanceof QueueFullError) {
    const retryAfterSeconds = services.pool.retryAfterSeconds();
    return new ApiError('EXT_QUEUE_FULL', { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
  }
  if (error instanceof PoolClosedError) return new ApiError('EXT_SHUTTING_DOWN', {}, { 'Retry-After': '5' });
  if (!(error instanceof ExtractionFailure)) return error;

  const detail = scrubDetail(error.attempts.at(-1)?.detail ?? 'no detail');
  const attempts = error.attempts.map((attempt) => `${attempt.mode}: ${attempt.outcome}`).join('; ') || 'no attempt';
  switch (error.kind) {
    case 'bad-input':
      switch (error.badInputReason) {
        case 'password-required':
          return new ApiError('EXT_PASSWORD_REQUIRED');
        case 'password-wrong':
          return new ApiError('EXT_PASSWORD_WRONG');
        case 'unsupported':
          // The type is supported, this document is not (encrypted beyond a password, an
          // old variant): the plugin's reason is what the client needs to hear.
          return new ApiError('EXT_UNREADABLE_DOCUMENT', { type: mediaType, detail });
        case 'too-large':
          return new ApiError('EXT_DOCUMENT_TOO_LARGE', { detail });
        default:
          return new ApiError('EXT_CORRUPT_DOCUMENT', { type: mediaType, detail });
      }
    case 'timeout':
      return new ApiError('EXT_EXTRACTION_TIMEOUT', { timeoutMs: services.timeoutMs, attempts });
    case 'out-of-memory':
      return new ApiError('EXT_EXTRACTION_OUT_OF_MEMORY', { attempts });
    case 'crash':
      return new ApiError('EXT_EXTRACTION_CRASHED', { attempts });
  }
}
