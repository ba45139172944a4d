// Raw multipart/form-data bodies, byte for byte: what a browser's FormData would never send
// (a control character in a file name, a body cut off in the middle of a part) as well as
// the plain mistakes (two files, no file, a file in a part with another name).

interface MultipartPart {
  /** The part's form field name. */
  field: string;
  /** Written into the Content-Disposition header as is: quotes, slashes and control bytes included. */
  fileName?: string;
  content: string | Buffer;
}

const BOUNDARY = 'hostile-inputs-boundary-7d1f0c';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function multipartBody(parts: MultipartPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${fileName}${type}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const SMALL_TEXT = 'A short note that would have been extracted.\n';

export const twoFiles = (): Buffer =>
  multipartBody([
    { field: 'file', fileName: 'first.txt', content: SMALL_TEXT },
    { field: 'file', fileName: 'second.txt', content: SMALL_TEXT },
  ]);

export const noFile = (): Buffer => multipartBody([{ field: 'password', content: 'not a file' }]);

export const wrongPartName = (): Buffer => multipartBody([{ field: 'document', fileName: 'note.txt', content: SMALL_TEXT }]);

/** No part at all: only the closing boundary. */
export const noParts = (): Buffer => multipartBody([]);

/** A body that never mentions its boundary. */
export const boundaryNeverSeen = (): Buffer => Buffer.from('this is not multipart at all, whatever the header says\r\n'.repeat(20));

/** One text file named by the caller, written raw into the part header. */
export const fileNamed = (fileName: string): Buffer => multipartBody([{ field: 'file', fileName, content: SMALL_TEXT }]);

/** A well-formed body of one file, for a sender to cut in half. */
export const oneFileOf = (bytes: number): Buffer =>
  multipartBody([{ field: 'file', fileName: 'long-note.txt', content: SMALL_TEXT.repeat(Math.ceil(bytes / SMALL_TEXT.length)).slice(0, bytes) }]);
