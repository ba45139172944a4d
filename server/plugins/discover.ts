// Finds extractor plugins: every folder of PLUGINS_DIR whose package.json has an
// `extractor` field. A broken plugin stops start-up with a message saying how to fix it:
// a service that silently drops a format is worse than one that refuses to start.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PluginManifestError, validateManifest } from './manifest.ts';
import { PluginRegistry, type RegisteredPlugin } from './registry.ts';

const DEFAULT_ENTRIES = ['src/index.ts', 'index.ts', 'src/index.js', 'index.js'];

export function discoverPlugins(pluginsDir: string): PluginRegistry {
  if (!existsSync(pluginsDir) || !statSync(pluginsDir).isDirectory()) {
    throw new Error(`PLUGINS_DIR ${pluginsDir} is not a folder. Point PLUGINS_DIR at the folder that holds the plugins.`);
  }
  const plugins: RegisteredPlugin[] = [];
  for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const dir = path.join(pluginsDir, entry.name);
    // A linked plugin (npm link, a symlink to a checkout) counts like a folder.
    if (!entry.isDirectory() && !(entry.isSymbolicLink() && statSync(dir).isDirectory())) continue;
    const plugin = readPlugin(dir);
    if (plugin) plugins.push(plugin);
  }
  return new PluginRegistry(plugins);
}

/** The plugin in this folder, or null when the folder is not a plugin at all. */
export function readPlugin(dir: string): RegisteredPlugin | null {
  const name = path.basename(dir);
  const packageFile = path.join(dir, 'package.json');
  if (!existsSync(packageFile)) return null;
  let pkg: { name?: unknown; main?: unknown; extractor?: unknown };
  try {
    pkg = JSON.parse(readFileSync(packageFile, 'utf8')) as typeof pkg;
  } catch (error) {
    throw new PluginManifestError(`"${name}"`, `package.json is not valid JSON (${(error as Error).message}). Fix the file.`);
  }
  if (pkg.extractor === undefined) return null;
  const manifest = validateManifest(`"${name}" (${packageFile})`, pkg.extractor);
  return {
    name,
    packageName: typeof pkg.name === 'string' ? pkg.name : name,
    dir,
    entryPath: findEntry(name, dir, pkg.main),
    manifest,
  };
}

function findEntry(name: string, dir: string, main: unknown): string {
  const candidates = typeof main === 'string' ? [main] : DEFAULT_ENTRIES;
  for (const candidate of candidates) {
    const entryPath = path.resolve(dir, candidate);
    if (!entryPath.startsWith(dir + path.sep)) {
      throw new PluginManifestError(`"${name}"`, `"main" (${candidate}) points outside the plugin folder. Point it at the module inside the folder.`);
    }
    if (existsSync(entryPath)) return entryPath;
  }
  throw new PluginManifestError(
    `"${name}"`,
    `no entry module found (looked for ${candidates.join(', ')}). Set "main" in its package.json to the module that exports "handlers".`,
  );
}
