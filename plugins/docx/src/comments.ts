// Review comments (word/comments.xml), listed after the body under a "Comments" heading as
// "Author: text". They are not part of the running text, so they are not woven into it, but
// they are written content a reader of the file sees in Word, so they are not dropped either.
// (Headers and footers are: they repeat on every page and carry page furniture, not content.)

import type { Block, ListItem } from '@docextract/contracts/document-model';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships } from '@docextract/plugin-kit/office-relationships';
import { attr, childElements, descendants, parseXml, textOf } from '@docextract/plugin-kit/xml';

/** The main document part, as the package relationships name it. */
export function mainDocumentPart(zip: OfficeZip): string {
  return firstOfType(readRelationships(zip, ''), 'officeDocument')?.target ?? 'word/document.xml';
}

export function commentBlocks(zip: OfficeZip, documentPart: string): Block[] {
  const commentsPart = firstOfType(readRelationships(zip, documentPart), 'comments')?.target;
  const xml = commentsPart ? zip.readText(commentsPart) : null;
  if (!commentsPart || !xml) return [];
  const items: ListItem[] = [];
  for (const comment of childElements(parseXml(xml, commentsPart), 'comment')) {
    const text = descendants(comment, 'p').map((paragraph) => textOf(paragraph)).filter(Boolean).join(' ').trim();
    if (!text) continue;
    const author = attr(comment, 'author')?.trim();
    items.push({
      blocks: [{
        type: 'paragraph',
        content: author ? [{ type: 'text', text: `${author}:`, bold: true }, { type: 'text', text: ` ${text}` }] : [{ type: 'text', text }],
      }],
    });
  }
  if (items.length === 0) return [];
  return [{ type: 'heading', level: 2, content: [{ type: 'text', text: 'Comments' }] }, { type: 'list', ordered: false, items }];
}
