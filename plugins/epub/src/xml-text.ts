// EPUB parts as XML. Content documents and package files may carry a DOCTYPE naming the
// XHTML or NCX DTD by public identifier, which is harmless and common in EPUB 2; one with an
// internal subset or an entity declaration is how entity bombs get in, and is refused. The
// shared parser never expands entities either way. Bytes are decoded by the kit's XML rule
// (decodeXmlText); HTML's named entities, which EPUB 2 uses undeclared, become numeric first.

import { BadInputError } from '@docextract/contracts/plugin-api';
import { parseXml, type XmlElement } from '@docextract/plugin-kit/xml';
import { htmlNamedEntitiesAsNumeric } from '@docextract/plugin-kit/entities';

/** A DOCTYPE with only an external identifier: <!DOCTYPE html PUBLIC "…" "…">. */
const EXTERNAL_DOCTYPE = /<!DOCTYPE\s+[\w:.-]+(?:\s+(?:PUBLIC\s+("[^"]*"|'[^']*')\s*("[^"]*"|'[^']*')?|SYSTEM\s+("[^"]*"|'[^']*')))?\s*>/i;
/** Only the prolog is searched: the DOCTYPE comes before the root element. */
const PROLOG_CHARS = 4096;

/** The root element of a part; a DTD with declarations of its own is refused as hostile. */
export function parseEpubXml(text: string, partName: string): XmlElement {
  return parseXml(htmlNamedEntitiesAsNumeric(withoutDoctype(text, partName)), partName);
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
