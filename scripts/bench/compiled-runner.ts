// The benchmark's "ours" runs the code the service's worker threads run: the worker and the
// plugins compiled to JavaScript (server/extraction/compile-worker-code.ts), in a Node.js
// process without the TypeScript loader. Under the loader, every module import goes through its
// hooks and every error's stack is mapped through source maps (pdf.js ships a 5 MB one), which
// no worker thread of the service pays.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileModule, compileWorkerCode } from '../../server/extraction/compile-worker-code.ts';
import { discoverPlugins } from '../../server/plugins/discover.ts';
import { PDFIUM_TEXT_LAYER, PDFJS_TEXT_LAYER, PLUGIN_MODULES_VARIABLE, ROOT, RUN_PLUGIN } from './paths.ts';

export interface CompiledRunner {
  /** run-plugin.ts compiled: started with plain `node`. */
  file: string;
  /** pdfjs-text-layer.ts compiled, the same way. */
  textLayerFile: string;
  /** pdfium-text-layer.ts compiled, the same way. */
  pdfiumTextLayerFile: string;
  /** The environment it needs beside its arguments. */
  env: Record<string, string>;
  dispose: () => void;
}

export async function compileRunner(): Promise<CompiledRunner> {
  const entryPaths = discoverPlugins(path.join(ROOT, 'plugins')).plugins.map((plugin) => plugin.entryPath);
  const compiled = await compileWorkerCode(entryPaths);
  try {
    const folder = path.dirname(fileURLToPath(compiled.workerFile));
    const file = await compileModule(RUN_PLUGIN, path.join(folder, 'run-plugin.mjs'));
    const textLayerFile = await compileModule(PDFJS_TEXT_LAYER, path.join(folder, 'pdfjs-text-layer.mjs'));
    const pdfiumTextLayerFile = await compileModule(PDFIUM_TEXT_LAYER, path.join(folder, 'pdfium-text-layer.mjs'));
    const env = { [PLUGIN_MODULES_VARIABLE]: JSON.stringify(Object.fromEntries(compiled.pluginModules)) };
    return { file, textLayerFile, pdfiumTextLayerFile, env, dispose: compiled.dispose };
  } catch (error) {
    compiled.dispose();
    throw error;
  }
}
