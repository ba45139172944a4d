// Loads pdf.js (the legacy build: the modern one needs a newer Node than 20) once per thread,
// and locates the data files it reads from disk (standard fonts, CMaps, wasm decoders) inside
// node_modules, so that nothing is ever fetched over the network.
//
// The cache below is the one piece of module state in this plugin: a worker thread handles many
// documents, and importing pdf.js (about 2 MB of JavaScript) for each would cost more than most
// extractions. It holds the module only, never a document.

import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfjsDist from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfjsModule = typeof PdfjsDist;

const requireHere = createRequire(import.meta.url);

/** Folder paths with a trailing separator, as pdf.js's Node factories expect. */
export interface PdfjsAssets {
  standardFontDataUrl: string;
  cMapUrl: string;
  wasmUrl: string;
}

let loadingModule: Promise<PdfjsModule> | null = null;

export function loadPdfjs(): Promise<PdfjsModule> {
  loadingModule ??= importPdfjs().catch((error: unknown) => {
    loadingModule = null;
    throw error;
  });
  return loadingModule;
}

// The legacy build bundles core-js, which replaces Array.prototype.push, JSON.parse and
// JSON.stringify for the whole thread with slower versions (for a V8 edge case with arrays of
// 2^32 elements and for a JSON proposal pdf.js does not use). The push alone costs pdf.js 7%
// of its time, and every other plugin in the thread would pay too: the built-ins are put back
// once both halves of pdf.js (its API and its in-thread worker) have been evaluated.
async function importPdfjs(): Promise<PdfjsModule> {
  const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Loading the worker half here (it registers itself as globalThis.pdfjsWorker) lets pdf.js
    // run it in this thread without importing it by path later.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  } finally {
    Array.prototype.push = natives.push;
    JSON.parse = natives.parse;
    JSON.stringify = natives.stringify;
  }
}

export function pdfjsAssets(): PdfjsAssets {
  const root = path.dirname(requireHere.resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => path.join(root, name) + path.sep;
  return { standardFontDataUrl: folder('standard_fonts'), cMapUrl: folder('cmaps'), wasmUrl: folder('wasm') };
}
