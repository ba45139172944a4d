// Review comments on a slide, in both of PowerPoint's formats: the classic one (p:cmLst in
// ppt/comments/, authors in commentAuthors.xml) and the threaded "modern" one (p188:cmLst,
// authors in authors.xml, replies nested). Listed after the slide as "Author: text", like
// the DOCX plugin's comments: not slide text, but written content a reader of the file sees.

import type { Block, ListItem } from '@docextract/contracts/document-model';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import type { Relationships } from '@docextract/plugin-kit/office-relationships';
import { attr, child, childElements, descendants, ownText, parseXml, textOf, type XmlElement } from '@docextract/plugin-kit/xml';

/** Comment author names by id, from both author lists of the deck. */
export function readCommentAuthors(zip: OfficeZip, presentationPart: string): Map<string, string> {
  const authors = new Map<string, string>();
  const folder = presentationPart.slice(0, presentationPart.lastIndexOf('/') + 1);
  for (const part of [`${folder}commentAuthors.xml`, `${folder}authors.xml`]) {
    const xml = zip.readText(part);
    if (!xml) continue;
    for (const author of childElements(parseXml(xml, part))) {
      const id = attr(author, 'id');
      const name = attr(author, 'name');
      if (id !== undefined && name) authors.set(id, name);
    }
  }
  return authors;
}

export function commentBlocks(zip: OfficeZip, slideRels: Relationships, authors: Map<string, string>): Block[] {
  const items: ListItem[] = [];
  for (const relationship of slideRels.values()) {
    if (relationship.type !== 'comments' || relationship.external) continue;
    const xml = zip.readText(relationship.target);
    if (!xml) continue;
    for (const comment of childElements(parseXml(xml, relationship.target), 'cm')) {
      pushComment(items, comment, authors);
      for (const reply of descendants(comment, 'reply')) pushComment(items, reply, authors);
    }
  }
  if (items.length === 0) return [];
  return [{ type: 'heading', level: 3, content: [{ type: 'text', text: 'Comments' }] }, { type: 'list', ordered: false, items }];
}

function pushComment(items: ListItem[], comment: XmlElement, authors: Map<string, string>): void {
  const classic = child(comment, 'text');
  const body = child(comment, 'txBody');
  const text = (classic ? ownText(classic) : body ? childElements(body, 'p').map((p) => textOf(p)).join(' ') : '').trim();
  if (!text) return;
  const author = authors.get(attr(comment, 'authorId') ?? '');
  items.push({
    blocks: [{
      type: 'paragraph',
      content: author ? [{ type: 'text', text: `${author}:`, bold: true }, { type: 'text', text: ` ${text}` }] : [{ type: 'text', text }],
    }],
  });
}
