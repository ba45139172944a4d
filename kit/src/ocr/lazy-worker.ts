// A Tesseract worker (a thread of its own, with a model loaded) started on first use and ended
// on close. Everything comes from node_modules: the worker script and the wasm cores are
// tesseract.js's own, and the model is read from the npm package that ships it, so nothing is
// downloaded; cacheMethod "none" keeps tesseract.js from writing a copy into the working folder.

import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

export interface LazyWorker {
  get(): Promise<Tesseract.Worker>;
  close(): Promise<void>;
}

export interface WorkerModel {
  /** The language name tesseract.js loads ("eng", "osd"). */
  language: string;
  /** The npm package that ships it, and the folder inside holding the model. */
  modelPackage: string;
  modelFolder: string;
  oem: Tesseract.OEM;
  /** The legacy engine's core and model (orientation detection needs them). */
  legacy?: boolean;
}

export function lazyWorker(model: WorkerModel): LazyWorker {
  let starting: Promise<Tesseract.Worker> | null = null;
  return {
    get: () => (starting ??= startWorker(model)),
    async close() {
      if (!starting) return;
      const pending = starting;
      starting = null;
      await (await pending.catch(() => null))?.terminate().catch(() => {});
    },
  };
}

function startWorker(model: WorkerModel): Promise<Tesseract.Worker> {
  const modelPath = path.join(path.dirname(createRequire(import.meta.url).resolve(`${model.modelPackage}/package.json`)), model.modelFolder);
  return Tesseract.createWorker(model.language, model.oem, {
    langPath: modelPath,
    cachePath: modelPath,
    cacheMethod: 'none',
    gzip: true,
    ...(model.legacy ? { legacyCore: true, legacyLang: true } : {}),
    // Errors come back through the job's promise; the default handler would also print them.
    errorHandler: () => {},
  });
}
