// Where the benchmark reads and writes.

import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Real documents, read in place (never copied into the repository). */
export const CORPUS_DIR = path.resolve(ROOT, '..', 'shared', 'corpus');
export const RESULTS_DIR = path.join(ROOT, 'bench-results');
/** The generated large inputs (bench-results/ is git-ignored). */
export const INPUTS_DIR = path.join(RESULTS_DIR, 'inputs');
export const RUN_PLUGIN = path.join(import.meta.dirname, 'run-plugin.ts');
export const PDFJS_TEXT_LAYER = path.join(import.meta.dirname, 'pdfjs-text-layer.ts');
export const PDFIUM_TEXT_LAYER = path.join(import.meta.dirname, 'pdfium-text-layer.ts');
/** The compiled run-plugin.ts reads the compiled plugins from this variable: entry path → module path. */
export const PLUGIN_MODULES_VARIABLE = 'BENCH_PLUGIN_MODULES';

export const GNU_TIME = '/usr/bin/time';
export const PDFTOTEXT = '/usr/bin/pdftotext';
export const PDFINFO = '/usr/bin/pdfinfo';
export const PANDOC = '/usr/bin/pandoc';
