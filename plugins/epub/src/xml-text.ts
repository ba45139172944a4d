// EPUB parts as XML. Content documents and package files may carry a DOCTYPE naming the
// XHTML or NCX DTD by public identifier, which is harmless and common in EPUB 2; one with an
// internal subset or an entity declaration is how entity bombs get in, and is refused. The
// shared parser never expands entities either way. Bytes are decoded by byte-order mark, else
// by the XML declaration's encoding, else as UTF-8.

import { BadInputError } from '@docextract/contracts/plugin-api';
import { parseXml, type XmlElement } from '@docextract/plugin-kit/xml';
import { htmlEntitiesAsNumeric } from './html-entities.ts';

/** A DOCTYPE with only an external identifier: <!DOCTYPE html PUBLIC "…" "…">. */
const EXTERNAL_DOCTYPE = /<!DOCTYPE\s+[\w:.-]+(?:\s+(?:PUBLIC\s+("[^"]*"|'[^']*')\s*("[^"]*"|'[^']*')?|SYSTEM\s+("[^"]*"|'[^']*')))?\s*>/i;
/** Only the prolog is searched: the DOCTYPE comes before the root element. */
const PROLOG_CHARS = 4096;

export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // An encoding TextDecoder does not know: UTF-8 is the EPUB rule anyway.
    return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  }
}

/** The root element of a part; a DTD with declarations of its own is refused as hostile. */
export function parseEpubXml(text: string, partName: string): XmlElement {
  return parseXml(htmlEntitiesAsNumeric(withoutDoctype(text, partName)), partName);
}

/** The text with a harmless DOCTYPE removed; anything that declares entities is refused. */
export function withoutDoctype(text: string, partName: string): string {
  if (!text.includes('<!DOCTYPE') && !text.includes('<!doctype') && !text.includes('<!ENTITY')) return text;
  const prolog = text.slice(0, PROLOG_CHARS);
  const match = EXTERNAL_DOCTYPE.exec(prolog);
  const rest = match ? text.slice(0, match.index) + text.slice(match.index + match[0].length) : text;
  if (/<!(DOCTYPE|ENTITY)/i.test(rest)) {
    throw new BadInputError('corrupt', `${partName} declares a DTD with entities (an entity bomb?), which EPUB content never needs`);
  }
  return rest;
}
