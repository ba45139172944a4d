// Checks, in a worker thread, that every plugin's module loads and exports a handler for
// each mode its manifest declares, so a broken plugin stops start-up instead of failing
// its first customer.

import type { ExtractionPool } from '../extraction/pool.ts';
import type { PluginRegistry } from './registry.ts';

const INSPECT_TIMEOUT_MS = 60_000;

export async function verifyPluginHandlers(pool: ExtractionPool, registry: PluginRegistry): Promise<void> {
  for (const plugin of registry.plugins) {
    const reply = await pool.run({ kind: 'inspect', entryPath: plugin.entryPath }, AbortSignal.timeout(INSPECT_TIMEOUT_MS));
    if (reply.outcome === 'crash') {
      throw new Error(`Plugin "${plugin.name}": its module ${plugin.entryPath} failed to load (${reply.message}). Fix the module or remove the plugin folder.`);
    }
    if (reply.outcome !== 'inspected') throw new Error(`Plugin "${plugin.name}": unexpected answer from the worker.`);
    const missing = plugin.manifest.modes.filter((mode) => !reply.handlers.includes(mode));
    if (missing.length > 0) {
      throw new Error(
        `Plugin "${plugin.name}" declares mode(s) ${missing.join(', ')} but its module exports no handler for them. ` +
          `Export handlers.${missing[0]} from ${plugin.entryPath}, or remove the mode from "extractor.modes".`,
      );
    }
  }
}
