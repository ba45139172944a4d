// Flate streams inflated in this thread, at once, while a document is being read.
//
// pdf.js inflates every Flate stream (each page's content, each embedded font, each ToUnicode
// map) through the global DecompressionStream, which in Node is zlib on libuv's thread pool
// behind a pair of web streams: per stream, two web streams, a zlib context, and a round trip
// to the pool during which this thread has nothing to do but wait. pdf.js reads a page's
// streams one after another, so those waits add up: a fifth of the time of a small document,
// more on a busy machine, where the pool's thread has to wait for a core of its own. pdf.js has
// no option for this; what it looks up is the global, at the moment it inflates.
//
// So while a document is read, the global is one that inflates 'deflate' with zlib's
// synchronous call when its input is complete and hands the result over as one chunk: the
// same bytes, and the same failure (zlib's own error) for a truncated or corrupt stream, after
// which pdf.js falls back to its own decoder exactly as before. Other formats go to Node's
// own. The native class is back once no extraction is running (counted, so that overlapping
// extractions in one thread restore it once, after the last).

import { inflateSync } from 'node:zlib';

type DecompressionFormat = ConstructorParameters<typeof DecompressionStream>[0];

const nativeDecompressionStream = globalThis.DecompressionStream;

// One call inflates all at once and cannot be stopped part way: past this size it fails, and
// pdf.js inflates the stream with its own decoder, step by step, where the worker's memory
// guard and time limit can end a stream that inflates without end.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
let extractionsRunning = 0;

class InflateAtOnce {
  readonly readable!: ReadableStream<Uint8Array>;
  readonly writable!: WritableStream<ArrayBufferView>;

  constructor(format: DecompressionFormat) {
    if (format !== 'deflate') return new nativeDecompressionStream(format) as unknown as InflateAtOnce;
    const input: Uint8Array[] = [];
    let output!: ReadableStreamDefaultController<Uint8Array>;
    this.readable = new ReadableStream<Uint8Array>({ start: (controller) => void (output = controller) });
    this.writable = new WritableStream<ArrayBufferView>({
      write(chunk) {
        input.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      },
      close() {
        try {
          const inflated = inflateSync(input.length === 1 ? input[0]! : Buffer.concat(input), { maxOutputLength: MAX_INFLATED_BYTES });
          output.enqueue(new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.byteLength));
          output.close();
        } catch (error) {
          output.error(error);
        }
      },
      abort(reason) {
        output.error(reason);
      },
    });
  }
}

/** Runs `read` with Flate streams inflated at once in this thread (see above). */
export async function withInflateAtOnce<T>(read: () => Promise<T>): Promise<T> {
  if (!nativeDecompressionStream) return read();
  extractionsRunning += 1;
  globalThis.DecompressionStream = InflateAtOnce as unknown as typeof DecompressionStream;
  try {
    return await read();
  } finally {
    extractionsRunning -= 1;
    if (extractionsRunning === 0) globalThis.DecompressionStream = nativeDecompressionStream;
  }
}
