// The frozen set of plugins this process serves, and which one reads which media type.

import { buildDetectionTable, type DetectionTable } from './detection-table.ts';
import type { ValidManifest } from './manifest.ts';

export interface RegisteredPlugin {
  /** The plugin's folder name: what X-Extract-Plugin and /v1/formats show. */
  name: string;
  /** The package name from its package.json. */
  packageName: string;
  dir: string;
  /** Absolute path of the module that exports `handlers`. */
  entryPath: string;
  manifest: ValidManifest;
}

class DuplicatePluginError extends Error {
  constructor(mediaType: string, priority: number, first: string, second: string) {
    super(
      `Plugins "${first}" and "${second}" both claim ${mediaType} at priority ${priority}. ` +
        `Give one of them a higher "priority" in the "extractor" field of its package.json, ` +
        `remove ${mediaType} from one of them, or remove one plugin folder.`,
    );
    this.name = 'DuplicatePluginError';
  }
}

export class PluginRegistry {
  readonly plugins: readonly RegisteredPlugin[];
  /** The plugins' detection declarations, for uploads and, through each task, for embedded documents. */
  readonly detection: DetectionTable;
  private readonly byMediaType: ReadonlyMap<string, RegisteredPlugin>;

  constructor(plugins: RegisteredPlugin[]) {
    const names = new Set<string>();
    for (const plugin of plugins) {
      if (names.has(plugin.name)) {
        throw new Error(`Two plugins are named "${plugin.name}". Rename one of the folders.`);
      }
      names.add(plugin.name);
    }
    this.plugins = Object.freeze([...plugins].sort((a, b) => a.name.localeCompare(b.name)));
    this.byMediaType = pickWinners(this.plugins);
    this.detection = buildDetectionTable(this.plugins);
    Object.freeze(this);
  }

  /** The plugin that reads this media type, or null when none does. */
  forMediaType(mediaType: string): RegisteredPlugin | null {
    return this.byMediaType.get(mediaType) ?? null;
  }

  get(name: string): RegisteredPlugin | null {
    return this.plugins.find((plugin) => plugin.name === name) ?? null;
  }
}

function pickWinners(plugins: readonly RegisteredPlugin[]): Map<string, RegisteredPlugin> {
  const claims = new Map<string, RegisteredPlugin>();
  const winners = new Map<string, RegisteredPlugin>();
  for (const plugin of plugins) {
    for (const mediaType of plugin.manifest.mimeTypes) {
      const claim = `${mediaType} ${plugin.manifest.priority}`;
      const rival = claims.get(claim);
      if (rival) throw new DuplicatePluginError(mediaType, plugin.manifest.priority, rival.name, plugin.name);
      claims.set(claim, plugin);
      const current = winners.get(mediaType);
      if (!current || plugin.manifest.priority > current.manifest.priority) winners.set(mediaType, plugin);
    }
  }
  return winners;
}
