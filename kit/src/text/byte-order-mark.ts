// A byte order mark at the start of text is proof of its encoding: it wins over anything a
// declaration, a sniffer or a guess says, in every plugin and in the core's type detection.

export interface ByteOrderMark {
  /** The encoding's name as charset labels spell it (TextDecoder and iconv-lite both know it). */
  charset: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';
  /** How many bytes the mark takes: the text starts after them. */
  lengthBytes: 2 | 3;
}

export function byteOrderMark(bytes: Uint8Array): ByteOrderMark | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { charset: 'UTF-8', lengthBytes: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { charset: 'UTF-16LE', lengthBytes: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { charset: 'UTF-16BE', lengthBytes: 2 };
  return null;
}
