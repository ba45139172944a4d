// Test helpers: an ExtractInput whose extractEmbedded is the core's real one (embeddedExtractor
// over every discovered plugin, this one included), and the model rendered as the service does.

import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { ExtractInput, ExtractResult, PluginModule } from '@docextract/contracts/plugin-api';
import { embeddedExtractor } from '../../../server/extraction/embedded-documents.ts';
import type { EmbeddedReader, ExtractTask } from '../../../server/extraction/worker-protocol.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const FIXTURES = path.join(REPO_ROOT, 'fixtures', 'email');
export const CORPUS = path.resolve(REPO_ROOT, '..', 'shared', 'corpus', 'docling');
export const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

const EMAIL_ENTRY = path.join(REPO_ROOT, 'plugins', 'email', 'src', 'index.ts');

/** Which plugin reads which type, as the service computes it; e-mail too, manifest or not. */
function embeddedReaders(): Record<string, EmbeddedReader> {
  const registry = discoverPlugins(path.join(REPO_ROOT, 'plugins'));
  const readers: Record<string, EmbeddedReader> = {};
  for (const plugin of registry.plugins) {
    for (const mediaType of plugin.manifest.mimeTypes) {
      const winner = registry.forMediaType(mediaType);
      if (winner) readers[mediaType] = { plugin: winner.name, entryPath: winner.entryPath, mode: winner.manifest.modes[0]! };
    }
  }
  for (const mediaType of ['message/rfc822', 'application/vnd.ms-outlook']) readers[mediaType] ??= { plugin: 'email', entryPath: EMAIL_ENTRY, mode: 'structured' };
  return readers;
}

const loadPlugin = (entryPath: string): Promise<PluginModule> => import(pathToFileURL(entryPath).href) as Promise<PluginModule>;

export function inputFor(bytes: Uint8Array, fileName: string, options: { withEmbedded?: boolean; maxOutputChars?: number } = {}): ExtractInput {
  const mimeType = fileName.endsWith('.msg') ? 'application/vnd.ms-outlook' : 'message/rfc822';
  const limits = { ...LIMITS, ...(options.maxOutputChars ? { maxOutputChars: options.maxOutputChars } : {}) };
  const task: ExtractTask = { kind: 'extract', entryPath: EMAIL_ENTRY, mode: 'structured', format: 'txt', bytes, fileName, mediaType: mimeType, charset: null, password: null, limits, embeddedReaders: embeddedReaders(), nesting: 0 };
  const extractEmbedded = options.withEmbedded === false ? undefined : embeddedExtractor(task, loadPlugin);
  return { bytes, fileName, mimeType, charset: null, password: null, limits, ...(extractEmbedded ? { extractEmbedded } : {}) };
}

export interface Rendered {
  result: ExtractResult;
  markdown: string;
  text: string;
}

export async function extract(mode: 'structured' | 'fast', bytes: Uint8Array, fileName: string, options: { withEmbedded?: boolean; maxOutputChars?: number } = {}): Promise<Rendered> {
  const result = await handlers[mode]!(inputFor(bytes, fileName, options));
  return { result, markdown: renderMarkdown(result.document), text: renderPlainText(result.document) };
}
