// One chapter's blocks, through the kit's HTML converter, which keeps every heading and
// paragraph of the chapter (an ebook's chapter is all content, so nothing is searched for a
// main part as on a web page). Well-formed XHTML, what EPUB requires, is parsed as XML, so
// "<a id='x'/>" closes itself; a chapter that is not well-formed XML (tag soup from
// converters) is parsed as HTML, as browsers read it. Print-edition page-break markers are
// not text, and a picture reads as "[alt]".

import type { Block } from '@docextract/contracts/document-model';
import { isBadInputError, type ExtractInput } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { decodeXmlText } from '@docextract/plugin-kit/decode-xml';
import { htmlNamedEntitiesAsNumeric } from '@docextract/plugin-kit/entities';
import { htmlToModel, type HtmlElement } from '@docextract/plugin-kit/html';
import { parseHtmlBody, parseXhtmlBody } from '@docextract/plugin-kit/html-parse';
import { parseXml } from '@docextract/plugin-kit/xml';
import type { Chapter } from './open-epub.ts';
import { withoutDoctype } from './xml-text.ts';

// The handler's input stays in the signature: every chapter reader of this plugin takes it.
export async function readChapter(zip: OfficeZip, chapter: Chapter, _input: ExtractInput): Promise<Block[]> {
  const bytes = zip.read(chapter.path);
  if (!bytes) return [];
  // A DTD that declares entities refuses the whole book, as in every other part.
  const markup = withoutDoctype(decodeXmlText(bytes), chapter.path);
  return htmlToModel(chapterBody(markup, chapter.path), { imageAlt: 'bracketed', isHidden: isPageBreak });
}

function chapterBody(markup: string, chapterPath: string): HtmlElement {
  const xhtml = htmlNamedEntitiesAsNumeric(markup);
  try {
    // The kit's XML reader decides well-formedness with the limits every part of the book gets.
    parseXml(xhtml, chapterPath);
  } catch (error) {
    if (!isBadInputError(error) || error.reason !== 'corrupt') throw error;
    return parseHtmlBody(markup);
  }
  return parseXhtmlBody(xhtml);
}

/** Page-number markers of the print edition: a number between two words is no text. */
function isPageBreak(element: HtmlElement): boolean {
  const types = (element.getAttribute('epub:type') ?? '').split(/\s+/);
  return types.includes('pagebreak');
}
