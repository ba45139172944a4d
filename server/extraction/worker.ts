// The extraction worker thread: loads a plugin module, runs one mode's handler, checks the
// model it returns and renders the requested format; only that text, its counts and the
// metadata go back to the thread that serves requests.
// Runs under Piscina with a heap cap; a hang or runaway allocation is ended from outside.

import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { isBadInputError, type PluginModule } from '../../contracts/plugin-api.ts';
import { embeddedExtractor } from './embedded-documents.ts';
import { normalizeModel } from './normalize-model.ts';
import { keepPages, marksPages } from './page-filter.ts';
import { renderPlainText } from '../render/plain-text.ts';
import { renderDocument } from '../render/render-document.ts';
import { countCharacters, countWords } from '../render/text-counts.ts';
import type { ExtractReply, ExtractTask, InspectReply, WorkerTask } from './worker-protocol.ts';

// One import per plugin per thread: a worker runs many tasks, and re-importing a parser
// such as pdf.js for every document would cost more than the extraction.
const loadedPlugins = new Map<string, Promise<PluginModule>>();

export default async function runTask(task: WorkerTask): Promise<ExtractReply | InspectReply> {
  const reply = task.kind === 'inspect' ? await inspect(task.entryPath) : await extract(task);
  // What the heap still holds after the task (garbage included) tells the pool whether a
  // parser is leaking; reading it costs no system call.
  return { ...reply, heapUsedBytes: getHeapStatistics().used_heap_size };
}

async function extract(task: ExtractTask): Promise<ExtractReply> {
  try {
    const plugin = await loadPlugin(task.entryPath);
    const handler = plugin.handlers[task.mode];
    if (typeof handler !== 'function') {
      return { threadId, outcome: 'crash', message: `the plugin has no handler for mode "${task.mode}"` };
    }
    const extractEmbedded = embeddedExtractor(task, loadPlugin);
    const result = await handler({
      bytes: task.bytes,
      fileName: task.fileName,
      mimeType: task.mediaType,
      charset: task.charset,
      password: task.password,
      limits: task.limits,
      ...(task.pages ? { pages: task.pages } : {}),
      ...(extractEmbedded ? { extractEmbedded } : {}),
    });
    if (!result || !Array.isArray(result.document?.blocks)) {
      return { threadId, outcome: 'crash', message: 'the plugin returned no document model' };
    }
    const normalized = normalizeModel(result.document, task.limits.maxOutputChars);
    const { truncated } = normalized;
    const hasPages = (task.paged ?? false) || marksPages(normalized.document);
    // Cut to the asked pages, the model may have lost the breaks that said it has pages: its
    // elements keep their page numbers all the same (`paged` below).
    const document = task.filterPages && hasPages ? keepPages(normalized.document, task.filterPages) : normalized.document;
    const metadata = result.metadata ?? {};
    if (truncated) metadata.raw = { ...metadata.raw, truncated: true };
    const plain = renderPlainText(document);
    const text = { words: countWords(plain), characters: countCharacters(plain), empty: plain.trim() === '' };
    const content = task.format === 'txt' ? plain : renderDocument(document, task.format, { paged: hasPages });
    const reply: ExtractReply = { threadId, outcome: 'ok', content, metadata, text, hasPages };
    if (typeof result.producedByMode === 'string' && result.producedByMode !== '') reply.producedByMode = result.producedByMode.slice(0, 64);
    return reply;
  } catch (error) {
    if (isBadInputError(error)) return { threadId, outcome: 'bad-input', reason: error.reason, message: error.message };
    return { threadId, outcome: 'crash', message: describe(error) };
  }
}

async function inspect(entryPath: string): Promise<InspectReply> {
  try {
    const plugin = await loadPlugin(entryPath);
    const handlers = Object.entries(plugin.handlers ?? {})
      .filter(([, handler]) => typeof handler === 'function')
      .map(([mode]) => mode);
    return { threadId, outcome: 'inspected', handlers };
  } catch (error) {
    return { threadId, outcome: 'crash', message: describe(error) };
  }
}

function loadPlugin(entryPath: string): Promise<PluginModule> {
  let loading = loadedPlugins.get(entryPath);
  if (!loading) {
    loading = import(pathToFileURL(entryPath).href) as Promise<PluginModule>;
    loadedPlugins.set(entryPath, loading);
    loading.catch(() => loadedPlugins.delete(entryPath));
  }
  return loading;
}

// Only the error's name and first line: the core logs it, and a stack would carry paths.
function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.split('\n')[0]}`.slice(0, 300);
  return String(error).slice(0, 300);
}
