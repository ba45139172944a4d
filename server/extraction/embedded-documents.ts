// Documents inside documents: the extractEmbedded function handed to plugins. It detects the
// embedded file's type as the core does for an upload (the plugins' detection rules come with
// the task) and runs the plugin that reads it, in this same worker thread, so the time budget
// and memory cap of the request cover it too. Nesting stops at MAX_NESTING (an attachment of
// an attachment of an attachment), so a message that contains itself cannot recurse for ever.

import { isBadInputError, type EmbeddedExtraction, type ExtractInput, type PluginModule } from '../../contracts/plugin-api.ts';
import { detectType } from '../plugins/detect-type.ts';
import { EMPTY_DETECTION_TABLE } from '../plugins/detection-table.ts';
import { normalizeModel } from './normalize-model.ts';
import type { ExtractTask } from './worker-protocol.ts';

export const MAX_EMBEDDED_NESTING = 3;

export type PluginLoader = (entryPath: string) => Promise<PluginModule>;

/** The extractEmbedded of a task, or undefined when nesting is at its limit. */
export function embeddedExtractor(task: ExtractTask, loadPlugin: PluginLoader): ExtractInput['extractEmbedded'] {
  const nesting = task.nesting ?? 0;
  if (nesting >= MAX_EMBEDDED_NESTING) return undefined;

  return async (bytes, fileName): Promise<EmbeddedExtraction> => {
    const detected = await detectType(bytes, fileName, task.detection ?? EMPTY_DETECTION_TABLE);
    const reader = task.embeddedReaders[detected.mediaType];
    const nothing = (problem: string): EmbeddedExtraction => ({ mediaType: detected.mediaType, plugin: reader?.plugin ?? null, blocks: [], metadata: {}, problem });
    if (!reader) return nothing(`no plugin reads ${detected.mediaType}`);

    const plugin = await loadPlugin(reader.entryPath);
    const handler = plugin.handlers[reader.mode];
    if (typeof handler !== 'function') return nothing(`the ${reader.plugin} plugin has no ${reader.mode} mode`);
    const nestedTask: ExtractTask = { ...task, mode: reader.mode, bytes, fileName, mediaType: detected.mediaType, charset: detected.charset, password: null, nesting: nesting + 1 };
    try {
      const result = await handler({
        bytes,
        fileName,
        mimeType: detected.mediaType,
        charset: detected.charset,
        password: null,
        limits: task.limits,
        ...optional(embeddedExtractor(nestedTask, loadPlugin)),
      });
      const { document } = normalizeModel(result.document, task.limits.maxOutputChars);
      return { mediaType: detected.mediaType, plugin: reader.plugin, blocks: document.blocks, metadata: result.metadata ?? {}, problem: null };
    } catch (error) {
      // An attachment that cannot be read does not spoil the message that carries it.
      return nothing(isBadInputError(error) ? error.message : `the ${reader.plugin} plugin failed`);
    }
  };
}

function optional(extractEmbedded: ExtractInput['extractEmbedded']): Pick<ExtractInput, 'extractEmbedded'> {
  return extractEmbedded ? { extractEmbedded } : {};
}
