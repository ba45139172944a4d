// One chapter's blocks. Well-formed XHTML (what EPUB requires) is read by this plugin's own
// walker (xhtml-blocks.ts), which keeps every heading and paragraph of the chapter. A chapter
// that is not well-formed XML (tag soup from converters) goes to the core's HTML plugin
// through extractEmbedded, which parses HTML as browsers do; without it, its text is read
// as fast mode reads it. Sending every chapter to the HTML plugin was measured on the corpus
// book (scripts/quality/score-opendocument.ts): the same F1 (0.988) at about seven times the
// time (≈440 ms against ≈60 ms), since that plugin looks for a web page's main content with
// Readability, a search an ebook chapter, all content, does not need.

import type { Block } from '@docextract/contracts/document-model';
import { isBadInputError, type ExtractInput } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { decodeXmlText } from '@docextract/plugin-kit/decode-xml';
import { htmlNamedEntitiesAsNumeric } from '@docextract/plugin-kit/entities';
import { parseXml } from '@docextract/plugin-kit/xml';
import { chapterParagraphs } from './fast-text.ts';
import type { Chapter } from './open-epub.ts';
import { chapterBlocks } from './xhtml-blocks.ts';
import { withoutDoctype } from './xml-text.ts';

export async function readChapter(zip: OfficeZip, chapter: Chapter, input: ExtractInput): Promise<Block[]> {
  const bytes = zip.read(chapter.path);
  if (!bytes) return [];
  // A DTD that declares entities refuses the whole book, as in every other part.
  const markup = withoutDoctype(decodeXmlText(bytes), chapter.path);
  try {
    return chapterBlocks(parseXml(htmlNamedEntitiesAsNumeric(markup), chapter.path));
  } catch (error) {
    if (!isBadInputError(error) || error.reason !== 'corrupt') throw error;
  }
  if (input.extractEmbedded) {
    const embedded = await input.extractEmbedded(bytes, fileNameOf(chapter.path));
    if (embedded.blocks.length > 0) return embedded.blocks;
  }
  return chapterParagraphs(markup).map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] }));
}

/** The chapter's own file name, so the core detects it as (X)HTML by name too. */
function fileNameOf(chapterPath: string): string {
  const name = chapterPath.slice(chapterPath.lastIndexOf('/') + 1);
  return /\.(x?html?|xht)$/i.test(name) ? name : `${name}.xhtml`;
}
