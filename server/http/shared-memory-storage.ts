// A multer storage engine that keeps the upload in one SharedArrayBuffer. Worker threads
// read that memory directly, so no attempt of the extraction (nor a fallback after a
// crashed worker) copies the file again.

import type { Readable } from 'node:stream';

export interface StoredUpload {
  bytes: Uint8Array;
  size: number;
}

type FileInfo = { stream: Readable };
type Callback = (error: Error | null, info?: Partial<StoredUpload>) => void;

export class SharedMemoryStorage {
  _handleFile(_request: unknown, file: FileInfo, callback: Callback): void {
    const chunks: Buffer[] = [];
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    file.stream.on('error', (error: Error) => callback(error));
    file.stream.on('end', () => {
      const bytes = new Uint8Array(new SharedArrayBuffer(size));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      callback(null, { bytes, size });
    });
  }

  _removeFile(_request: unknown, file: Partial<StoredUpload>, callback: (error: Error | null) => void): void {
    delete file.bytes;
    callback(null);
  }
}
