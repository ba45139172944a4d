// A small model of PDF objects and their serialisation, for writing test PDFs by hand.
// Strings are always written in hex, so binary and encrypted strings need no escaping.

class PdfName {
  constructor(readonly name: string) {}
}

class PdfString {
  readonly bytes: Buffer;
  constructor(value: string | Buffer) {
    this.bytes = typeof value === 'string' ? textBytes(value) : value;
  }
}

class PdfRef {
  constructor(readonly id: number) {}
}

/** Raw PDF syntax, written as is (operators in a content stream, an odd token on purpose). */
class PdfRaw {
  constructor(readonly text: string) {}
}

export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfRaw | PdfValue[] | PdfDict;
export interface PdfDict {
  [key: string]: PdfValue | undefined;
}

export interface PdfStream {
  dict: PdfDict;
  data: Buffer;
}

export const name = (value: string) => new PdfName(value);
export const str = (value: string | Buffer) => new PdfString(value);
export const ref = (id: number) => new PdfRef(id);

/** Turns a string value into bytes: encrypts it when the file is encrypted. */
export type StringFilter = (bytes: Buffer) => Buffer;

export function serialize(value: PdfValue, filter: StringFilter): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof PdfName) return `/${value.name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (char) => `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`)}`;
  if (value instanceof PdfString) return `<${filter(value.bytes).toString('hex')}>`;
  if (value instanceof PdfRef) return `${value.id} 0 R`;
  if (value instanceof PdfRaw) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => serialize(item, filter)).join(' ')}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `<< ${entries.map(([key, item]) => `/${key} ${serialize(item!, filter)}`).join(' ')} >>`;
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
}

/** PDF text strings: PDFDocEncoding covers ASCII; anything else goes as UTF-16BE with a BOM. */
function textBytes(text: string): Buffer {
  if (/^[\x20-\x7e]*$/.test(text)) return Buffer.from(text, 'latin1');
  const utf16 = Buffer.from(text, 'utf16le');
  for (let index = 0; index < utf16.length; index += 2) [utf16[index], utf16[index + 1]] = [utf16[index + 1]!, utf16[index]!];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), utf16]);
}
