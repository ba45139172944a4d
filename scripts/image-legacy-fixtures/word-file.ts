// The smallest Word 97 document that Word's readers accept, written by hand into an OLE file
// with cfb: a File Information Block, the text as one UTF-16 piece, and a 1Table stream holding
// the piece table (Clx). Paragraph ends are "\r"; a footnote's reference mark (0x02) sits in
// the body and its text follows the body, as Word lays out its stories. No styles, no
// formatting: the plugin reads text, and this is the text.

import CFB from 'cfb';
import { summaryInformation, type SummaryProperties } from './property-set.ts';

export interface WordFileOptions {
  body: string[];
  footnotes?: string[];
  properties?: SummaryProperties;
  /** Sets fEncrypted in the FIB (the text stays readable: the plugin must refuse it anyway). */
  encrypted?: boolean;
  /** Word 6/95 wrote 0x0065; Word 97 onwards 0x00C1. */
  nFib?: number;
}

const TEXT_START = 0x400;

export function wordFile(options: WordFileOptions): Buffer {
  const footnotes = options.footnotes ?? [];
  // Each footnote is cited by a 0x02 at the end of the first paragraph.
  const body = options.body.map((paragraph, index) => (index === 0 ? paragraph + '\u0002'.repeat(footnotes.length) : paragraph) + '\r').join('');
  const footnoteText = footnotes.map((note) => `\u0002 ${note}\r`).join('');
  // With any story after the body, the text ends with one more paragraph mark.
  const text = body + footnoteText + (footnoteText ? '\r' : '');
  const textBytes = Buffer.from(text, 'utf16le');

  const fib = Buffer.alloc(TEXT_START);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent
  fib.writeUInt16LE(options.nFib ?? 0x00c1, 0x02);
  fib.writeUInt16LE(0x0409, 0x06); // lid: English (US)
  fib.writeUInt16LE(0x0200 | (options.encrypted ? 0x0100 : 0), 0x0a); // fWhichTblStm (1Table), fEncrypted
  fib.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  fib.writeUInt32LE(TEXT_START, 0x18); // fcMin
  fib.writeUInt32LE(TEXT_START + textBytes.length, 0x1c); // fcMac
  fib.writeUInt16LE(14, 0x20); // csw
  fib.writeUInt16LE(22, 0x3e); // cslw
  fib.writeUInt32LE(TEXT_START + textBytes.length, 0x40); // cbMac
  fib.writeUInt32LE(body.length, 0x4c); // ccpText
  fib.writeUInt32LE(footnoteText.length, 0x50); // ccpFtn
  fib.writeUInt16LE(0x5d, 0x98); // cbRgFcLcb: Word 97's 93 pairs
  fib.writeUInt32LE(0, 0x1a2); // fcClx: the piece table opens the table stream
  // Clx: one Pcdt (0x02, size, PlcPcd: CPs 0 and n, one Pcd pointing at the UTF-16 text).
  const plcPcd = Buffer.alloc(16);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(text.length, 4);
  plcPcd.writeUInt32LE(TEXT_START, 10); // Pcd.fc: bit 30 clear = 16-bit characters at this offset
  const clx = Buffer.concat([Buffer.from([0x02]), uint32(plcPcd.length), plcPcd]);
  fib.writeUInt32LE(clx.length, 0x1a6); // lcbClx

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.concat([fib, textBytes]));
  CFB.utils.cfb_add(container, '/1Table', clx);
  if (options.properties) CFB.utils.cfb_add(container, '/\u0005SummaryInformation', summaryInformation(options.properties));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value, 0);
  return bytes;
}

/** An OLE file holding only an Excel "Workbook" stream: a .xls wearing a .doc name. */
export function workbookOnlyFile(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/Workbook', Buffer.alloc(600, 0x09));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
