// PDFium, compiled to WebAssembly (@embedpdf/pdfium), loaded once per worker thread.
//
// The .wasm file shipped in the npm package is read from disk and compiled once per thread
// (never fetched). The instance built from it is kept for every later document, until one
// fails inside the module (an abort, a trap, the memory cap): a module in that state is
// thrown away and the next document gets a fresh instance of the same compiled code.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';
import { capMemory, type MemoryCap } from './capped-memory.ts';
import { wasm, type WasmInstance, type WasmMemory } from './wasm-api.ts';

/**
 * The most WebAssembly memory one thread's PDFium may hold. A 352-page book needs about
 * 20 MB and a 300 dpi rendering of a large page about 30 MB more; past this a page is hostile.
 */
export const MAX_PDFIUM_MEMORY_BYTES = 512 * 1_048_576;

/** The raw exports, called directly in per-character loops (cwrap's checks cost more than the call). */
export interface PdfiumExports {
  malloc(size: number): number;
  free(pointer: number): void;
  [name: string]: ((...args: number[]) => number) | unknown;
}

export interface Pdfium {
  /** The cwrap'd functions (strings converted), for calls made once per page or document. */
  api: WrappedPdfiumModule;
  raw: Record<string, (...args: number[]) => number>;
  malloc(size: number): number;
  free(pointer: number): void;
  /** The module's memory as bytes; read it again after any call that may allocate. */
  heapU8(): Uint8Array;
  heapF64(): Float64Array;
  heapF32(): Float32Array;
  heap32(): Int32Array;
  /** The module refused to grow past MAX_PDFIUM_MEMORY_BYTES. */
  memoryExceeded(): boolean;
}

// The per-thread cache: the compiled code (kept for good), the instance in use (until it fails).
let compiled: object | null = null;
let current: { loading: Promise<Pdfium>; module: Pdfium | null } | null = null;

/** This thread's PDFium, loaded on first use. */
export function pdfium(): Promise<Pdfium> {
  if (!current) {
    const entry: { loading: Promise<Pdfium>; module: Pdfium | null } = { loading: load(MAX_PDFIUM_MEMORY_BYTES), module: null };
    current = entry;
    entry.loading.then(
      (module) => {
        entry.module = module;
      },
      () => {
        if (current === entry) current = null;
      },
    );
  }
  return current.loading;
}

/** Drops the thread's module after a failure inside it: the next document loads a fresh one.
 * Documents still open on the old one keep it until they close. */
export function discardPdfium(failed: Pdfium): void {
  if (current?.module === failed) current = null;
}

/** A module of its own with another memory cap (tests of the cap; never cached). */
export function loadPdfiumWithCap(maxBytes: number): Promise<Pdfium> {
  return load(maxBytes);
}

async function load(maxBytes: number): Promise<Pdfium> {
  compiled ??= new wasm.Module(readFileSync(wasmPath()));
  const module = compiled;
  let cap: MemoryCap | null = null;
  // Emscripten waits for instantiateWasm's callback for ever: a failed instantiation must
  // reject the load instead.
  let failInstantiation: (error: unknown) => void = () => {};
  const instantiationFailed = new Promise<never>((_, reject) => {
    failInstantiation = reject;
  });
  const initializing = init({
    // PDFium's complaints about odd files would go to stderr for every document.
    print: () => {},
    printErr: () => {},
    instantiateWasm(imports: unknown, receive: (instance: WasmInstance) => void) {
      void wasm.instantiate(module, imports).then((instance) => {
        cap = capMemory(instance.exports.memory as WasmMemory, maxBytes);
        receive({ exports: { ...instance.exports, memory: cap.memory } });
      }, failInstantiation);
      return {};
    },
  } as never);
  const api = await Promise.race([initializing, instantiationFailed]);
  api.PDFiumExt_Init();
  const runtime = api.pdfium as unknown as Record<string, unknown> & { wasmExports: PdfiumExports };
  const raw = runtime.wasmExports as unknown as Record<string, (...args: number[]) => number>;
  const exceeded = () => cap?.exceeded() ?? false;
  return {
    api,
    raw,
    malloc: (size) => runtime.wasmExports.malloc(size),
    free: (pointer) => runtime.wasmExports.free(pointer),
    heapU8: () => runtime.HEAPU8 as Uint8Array,
    heapF64: () => runtime.HEAPF64 as Float64Array,
    heapF32: () => runtime.HEAPF32 as Float32Array,
    heap32: () => runtime.HEAP32 as Int32Array,
    memoryExceeded: exceeded,
  };
}

function wasmPath(): string {
  return createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm');
}
