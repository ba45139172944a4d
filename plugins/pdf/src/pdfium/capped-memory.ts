// A WebAssembly memory that refuses to grow past a cap.
//
// The PDFium build exports its own memory (it is not imported), growable to 2 GB, and that
// memory lies outside the thread's V8 heap cap: one hostile page could take 2 GB of the
// process. The Emscripten glue grows memory only through `wasmMemory.grow()` and reads it only
// through `.buffer`, so it is handed this stand-in instead of the real export: a refused growth
// makes PDFium's allocator fail, which PDFium turns into an abort the caller catches.

import type { WasmMemory } from './wasm-api.ts';

export type CappedMemory = WasmMemory;

const WASM_PAGE_BYTES = 65_536;

export interface MemoryCap {
  memory: CappedMemory;
  /** A growth was refused: the module ran into its cap and must not be used again. */
  exceeded(): boolean;
}

export function capMemory(memory: WasmMemory, maxBytes: number): MemoryCap {
  let refused = false;
  const capped: CappedMemory = {
    get buffer() {
      return memory.buffer;
    },
    grow(pages: number) {
      if (memory.buffer.byteLength + pages * WASM_PAGE_BYTES > maxBytes) {
        refused = true;
        throw new RangeError(`WebAssembly memory cap of ${Math.round(maxBytes / 1_048_576)} MB reached`);
      }
      return memory.grow(pages);
    },
  };
  return { memory: capped, exceeded: () => refused };
}
