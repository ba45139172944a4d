// XML parts (EPUB packages and chapters, Office parts) → string, by the XML rule: a byte order
// mark, else the encoding the XML declaration names, else UTF-8. A declared encoding nobody
// knows reads as UTF-8 too, which is what these formats require anyway.

import { byteOrderMark } from './byte-order-mark.ts';
import { charsetFromLabel } from './charset-names.ts';
import { decodeWithCharset } from './decode-text.ts';

/** The declaration, if any, is within the first bytes: `<?xml version="1.0" encoding="…"?>`. */
const DECLARATION_BYTES = 200;

export function decodeXmlText(bytes: Uint8Array): string {
  const bom = byteOrderMark(bytes);
  if (bom) return decodeWithCharset(bytes.subarray(bom.lengthBytes), bom.charset);
  return decodeWithCharset(bytes, declaredEncoding(bytes) ?? 'UTF-8');
}

function declaredEncoding(bytes: Uint8Array): string | null {
  // Latin-1 maps each byte to one character, so the ASCII declaration reads right in any encoding.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, DECLARATION_BYTES));
  const label = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  return label && charsetFromLabel(label) ? label : null;
}
