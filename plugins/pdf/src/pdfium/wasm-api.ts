// The parts of the WebAssembly JS API this plugin uses, typed here: the project's TypeScript
// settings carry no DOM library, and Node's types leave the namespace out.

export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

export interface WasmInstance {
  exports: Record<string, unknown>;
}

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  instantiate(module: object, imports: unknown): Promise<WasmInstance>;
  RuntimeError: new (message?: string) => Error;
}

export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
