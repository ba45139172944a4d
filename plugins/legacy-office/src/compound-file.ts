// Opens an OLE compound file (the container of every legacy binary Office format) with cfb,
// SheetJS's reader, and tells what it holds from its top-level streams, whatever the file is
// called. Everything that makes a file unreadable as a whole is decided here: not OLE at all,
// a damaged container, an encrypted Office Open XML package, or an OLE file of another kind.

import { BadInputError } from '@docextract/contracts/plugin-api';
import CFB, { type CFB$Container } from 'cfb';

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export type CompoundKind = 'word' | 'powerpoint';

export interface CompoundFile {
  kind: CompoundKind;
  /** A top-level stream's bytes, or null when there is none. */
  stream(name: string): Buffer | null;
}

export function openCompoundFile(bytes: Uint8Array): CompoundFile {
  if (bytes.length < OLE_SIGNATURE.length || OLE_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new BadInputError('corrupt', 'not a legacy Office file: it is not an OLE compound file (the signature D0 CF 11 E0 is missing)');
  }
  let container: CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
  } catch (error) {
    throw new BadInputError('corrupt', `the OLE compound file is damaged: ${firstLine(error)}`);
  }
  const stream = (name: string): Buffer | null => {
    // A leading "/" asks for a top-level stream: an embedded object's storage may hold a
    // "WordDocument" of its own, which is not this document.
    const entry = CFB.find(container, `/${name}`);
    if (!entry || entry.type !== 2 || !entry.content) return null;
    return Buffer.from(entry.content as Uint8Array);
  };

  // Word, Excel and PowerPoint 2007+ files saved with a password are OLE files holding the
  // encrypted package: there is no text to read without decrypting it.
  if (stream('EncryptedPackage')) {
    throw new BadInputError('unsupported', 'the document is encrypted with a password; encrypted Office files cannot be decrypted here');
  }
  if (stream('WordDocument')) return { kind: 'word', stream };
  if (stream('PowerPoint Document')) return { kind: 'powerpoint', stream };
  if (stream('Workbook') || stream('Book')) {
    throw new BadInputError('unsupported', 'this is an Excel workbook (.xls) under another name; send it with its .xls name');
  }
  throw new BadInputError('unsupported', 'an OLE compound file that is neither a Word nor a PowerPoint document');
}

export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}
