// A Word 97–2003 document (.doc) through word-extractor, which reads the piece table and gives
// the text of each story (body, footnotes, endnotes, comments, text boxes, headers, footers)
// with Word's marks already turned into newlines and tabs. What it does not check is checked
// here first, from the File Information Block, so that it never turns an encrypted or a
// pre-97 document into garbage: word-extractor would read the bytes as text regardless.

import { BadInputError } from '@docextract/contracts/plugin-api';
import WordExtractor from 'word-extractor';
import { firstLine, type CompoundFile } from '../compound-file.ts';

const WORD_MAGIC = 0xa5ec;
/** Word 97's nFib is 0x00C1 (a few writers put 0x00C0 or 0x00C2); Word 6 and 95 are 0x0065–0x0068. */
const WORD_97_NFIB = 0x00c0;
const FLAG_ENCRYPTED = 0x0100;
const FLAG_TABLE_STREAM_1 = 0x0200;

export interface WordStories {
  body: string;
  footnotes: string;
  endnotes: string;
  comments: string;
  textboxes: string;
  headers: string;
  footers: string;
}

export async function readWordStories(file: CompoundFile, bytes: Uint8Array): Promise<WordStories> {
  const fib = file.stream('WordDocument')!;
  if (fib.length < 0x1aa || fib.readUInt16LE(0) !== WORD_MAGIC) {
    throw new BadInputError('corrupt', 'the WordDocument stream has no valid File Information Block');
  }
  const nFib = fib.readUInt16LE(2);
  const flags = fib.readUInt16LE(0x0a);
  if (flags & FLAG_ENCRYPTED) {
    throw new BadInputError('unsupported', 'the document is encrypted with a password; encrypted Word documents cannot be decrypted here');
  }
  if (nFib < WORD_97_NFIB) {
    throw new BadInputError('unsupported', `a Word 6.0/95 (or older) document (format version ${nFib}); only Word 97–2003 documents are read`);
  }
  if (!file.stream(flags & FLAG_TABLE_STREAM_1 ? '1Table' : '0Table')) {
    throw new BadInputError('corrupt', 'the document has no table stream, where Word keeps its text positions');
  }

  let document: Awaited<ReturnType<WordExtractor['extract']>>;
  try {
    document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    throw new BadInputError('corrupt', `the Word document is damaged: ${firstLine(error)}`);
  }
  return {
    body: document.getBody(),
    footnotes: document.getFootnotes(),
    endnotes: document.getEndnotes(),
    comments: document.getAnnotations(),
    textboxes: document.getTextboxes({ includeHeadersAndFooters: false }),
    headers: document.getHeaders({ includeFooters: false }),
    footers: document.getFooters(),
  };
}
