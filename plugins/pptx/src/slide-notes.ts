// Speaker notes: the body placeholder of the slide's notes page (the slide image and the
// page number placeholders on that page are not notes). Returned as a quote block whose
// first line is marked "Notes:", so notes never read as part of the slide.

import type { Block } from '@docextract/contracts/document-model';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships, type Relationships } from '@docextract/plugin-kit/office-relationships';
import { attr, childElements, path, parseXml } from '@docextract/plugin-kit/xml';
import { paragraphsToBlocks } from './paragraphs-to-blocks.ts';
import { readTextBody, type TextParagraph } from './text-body.ts';

export function notesBlocks(zip: OfficeZip, slideRels: Relationships): Block[] {
  const paragraphs = notesParagraphs(zip, slideRels);
  const blocks = paragraphsToBlocks(paragraphs, 'none');
  if (blocks.length === 0) return [];
  const label = { type: 'text' as const, text: 'Notes:', bold: true };
  const first = blocks[0]!;
  if (first.type === 'paragraph') first.content = [label, { type: 'text', text: ' ' }, ...first.content];
  else blocks.unshift({ type: 'paragraph', content: [label] });
  return [{ type: 'quote', blocks }];
}

/** The notes page's body text, paragraph by paragraph (also used by fast mode). */
export function notesParagraphs(zip: OfficeZip, slideRels: Relationships): TextParagraph[] {
  const part = firstOfType(slideRels, 'notesSlide')?.target;
  const xml = part ? zip.readText(part) : null;
  if (!part || !xml) return [];
  const tree = path(parseXml(xml, part), 'cSld', 'spTree');
  const rels = readRelationships(zip, part);
  const paragraphs: TextParagraph[] = [];
  for (const shape of tree ? childElements(tree, 'sp') : []) {
    const placeholder = path(shape, 'nvSpPr', 'nvPr', 'ph');
    if (!placeholder || attr(placeholder, 'type') !== 'body') continue;
    paragraphs.push(...readTextBody(path(shape, 'txBody'), rels));
  }
  return paragraphs;
}
