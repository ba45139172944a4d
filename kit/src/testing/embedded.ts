// The core's own extractEmbedded for plugin tests: documents inside a document (e-mail
// attachments, EPUB chapters) are read by the plugins the service would pick, discovered
// from a plugins folder, in this thread, exactly as a worker thread reads them.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtractInput, ExtractLimits, PluginModule } from '../../../contracts/plugin-api.ts';
import { embeddedExtractor } from '../../../server/extraction/embedded-documents.ts';
import { embeddedReaders } from '../../../server/extraction/extract-document.ts';
import type { ExtractTask } from '../../../server/extraction/worker-protocol.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';

const PLUGINS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'plugins');

export interface EmbeddedOptions {
  limits: ExtractLimits;
  /** Where plugins are discovered; the repository's plugins folder by default. */
  pluginsDir?: string;
  /** Only these media types are read; the others come back as "no plugin reads". */
  mediaTypes?: readonly string[];
}

const loadPlugin = (entryPath: string): Promise<PluginModule> => import(pathToFileURL(entryPath).href) as Promise<PluginModule>;

/** The extractEmbedded a plugin gets from the service for an upload (nesting 0). */
export function coreEmbeddedExtractor(options: EmbeddedOptions): NonNullable<ExtractInput['extractEmbedded']> {
  const registry = discoverPlugins(options.pluginsDir ?? PLUGINS_DIR);
  const readers = embeddedReaders(registry);
  const wanted = options.mediaTypes;
  const chosen = wanted ? Object.fromEntries(Object.entries(readers).filter(([mediaType]) => wanted.includes(mediaType))) : readers;
  // Only the fields embeddedExtractor reads: it builds the nested tasks from them.
  const task = { embeddedReaders: chosen, detection: registry.detection, limits: options.limits, nesting: 0 } as unknown as ExtractTask;
  const extract = embeddedExtractor(task, loadPlugin);
  if (!extract) throw new Error('embedded extraction is off at nesting 0');
  return extract;
}
