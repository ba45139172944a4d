// Character references, decoded by one set of rules for every plugin, on the `entities` library
// (the WHATWG table of named references, kept up to date there rather than by hand here).
//
// - XML parts (Office, OpenDocument, EPUB packages, XML text): the five predefined entities and
//   numeric references only. An entity a DTD declares is never expanded (no billion laughs, no
//   external entity read); a reference to one stays in the text as written, e.g. "&lol9;".
// - HTML text: every named reference HTML5 knows, read as a browser reads text content (the old
//   names without a semicolon too, so "&copy 2024" shows ©; "AT&T" stays as written).
// - Numeric references to what no text can hold (NUL, surrogates, past U+10FFFF) become U+FFFD,
//   the replacement character, in both: never dropped silently, never a lone surrogate.
// Every decoder runs in one pass, so "&amp;lt;" becomes "&lt;", not "<".

import { DecodingMode, decodeHTML, decodeHTMLStrict, decodeXML } from 'entities/decode';

const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

export function decodeXmlEntities(text: string): string {
  return text.includes('&') ? decodeXML(text) : text;
}

export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text, DecodingMode.Legacy) : text;
}

/**
 * XHTML that uses HTML's named references without declaring them (EPUB 2 books do), made
 * readable by an XML parser: each name HTML5 knows becomes numeric references, which the parser
 * decodes like any other. The five XML names and unknown names stay as written, and so does a
 * name after "&amp;" ("&amp;nbsp;" is text that shows "&nbsp;").
 */
export function htmlNamedEntitiesAsNumeric(markup: string): string {
  if (!markup.includes('&')) return markup;
  return markup.replace(/&([a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, name: string) => {
    if (XML_PREDEFINED.has(name)) return whole;
    const decoded = decodeHTMLStrict(whole);
    if (decoded === whole) return whole;
    let numeric = '';
    for (const character of decoded) numeric += `&#${character.codePointAt(0)};`;
    return numeric;
  });
}
