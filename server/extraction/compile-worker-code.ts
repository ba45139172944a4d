// Compiles the worker and every plugin to plain JavaScript before the threads start.
//
// Without this, each thread would run the TypeScript loader: on Node.js 20 that is a second
// thread of its own per worker, which transforms and keeps every module the worker loads.
// Measured on a thread that loads pdf.js: about 300 MB instead of 90, and a slower start for
// every new thread. Compiled once, a thread loads ready JavaScript like any Node.js program.
//
// Each module keeps its own identity: packages under node_modules stay outside the bundle and
// are imported by absolute URL (resolved here, so they load from where they are installed,
// wherever the bundle is written), and `import.meta.url` in a bundled file still names that
// file, so paths it resolves against itself stay right.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export interface CompiledWorkerCode {
  /** The worker module, as a file URL for Piscina. */
  workerFile: string;
  /** Each plugin's entry (as discovered) → its compiled module's path. */
  pluginModules: ReadonlyMap<string, string>;
  /** Removes the compiled files, once the threads are gone. */
  dispose: () => void;
}

export class PluginCompileError extends Error {
  constructor(entryPath: string, detail: string) {
    super(`The plugin module ${entryPath} does not compile: ${detail}. Fix the module or remove the plugin folder.`);
    this.name = 'PluginCompileError';
  }
}

const WORKER_SOURCE = path.join(import.meta.dirname, 'worker.ts');
// Each instance writes to a folder of its own that only its user can write to: code loaded
// from a shared place could be swapped by someone else on the machine.
export async function compileWorkerCode(pluginEntryPaths: readonly string[]): Promise<CompiledWorkerCode> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'docextract-worker-'));
  const dispose = () => rmSync(outDir, { recursive: true, force: true });
  try {
    const workerPath = await compileModule(WORKER_SOURCE, path.join(outDir, 'worker.mjs'));
    const pluginModules = new Map<string, string>();
    for (const [index, entryPath] of pluginEntryPaths.entries()) {
      try {
        pluginModules.set(entryPath, await compileModule(entryPath, path.join(outDir, `plugin-${index}.mjs`)));
      } catch (error) {
        const firstError = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
        throw new PluginCompileError(entryPath, firstError);
      }
    }
    return { workerFile: pathToFileURL(workerPath).href, pluginModules, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** One module and the project code it imports, bundled as the worker is; answers `target`. */
export async function compileModule(entryPath: string, target: string): Promise<string> {
  const result = await build({
    entryPoints: [entryPath],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['node'],
    keepNames: true,
    logLevel: 'silent',
    plugins: [installedPackagesStayOutside(), ownImportMeta()],
  });
  writeFileSync(target, result.outputFiles[0]!.contents);
  return target;
}

const BUILTINS = new Set(builtinModules);
const RESOLVING = Symbol('resolving');

function installedPackagesStayOutside(): Plugin {
  return {
    name: 'installed-packages-stay-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if ((args.pluginData as { [RESOLVING]?: boolean } | undefined)?.[RESOLVING]) return undefined;
        if (args.path.startsWith('node:') || BUILTINS.has(args.path)) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { [RESOLVING]: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        // Workspace packages (the contracts, another plugin's helpers) are this project's
        // TypeScript: bundled. Installed packages are loaded by Node.js from where they are.
        const installed = resolved.path.split(path.sep).includes('node_modules') && !/\.[cm]?tsx?$/.test(resolved.path);
        return installed ? { path: pathToFileURL(resolved.path).href, external: true } : { path: resolved.path };
      });
    },
  };
}

function ownImportMeta(): Plugin {
  return {
    name: 'own-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        const contents = source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path));
        return { contents, loader: loaderFor(args.path) };
      });
    },
  };
}

function loaderFor(file: string): 'ts' | 'tsx' | 'js' | 'jsx' {
  if (/\.[cm]?tsx$/.test(file)) return 'tsx';
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  return /\.jsx$/.test(file) ? 'jsx' : 'js';
}
