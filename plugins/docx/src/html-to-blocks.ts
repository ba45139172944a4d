// mammoth's HTML → document model blocks, through the kit's HTML converter. mammoth already
// decided the structure (headings by the style map, lists by numbering, tables, notes); what
// is Word's own is settled here: the "↑" back-links from a note to its reference mean nothing
// in extracted text and go, the notes that close the document are set off by a rule, and an
// image reads as "[alt]". Internal links (note references, bookmarks) keep their text
// without the link, as the converter does for every link a reader cannot follow.

import type { Block } from '@docextract/contracts/document-model';
import { htmlToModel, type HtmlElement } from '@docextract/plugin-kit/html';
import { parseHtmlBody } from '@docextract/plugin-kit/html-parse';

/** Tables in tables in lists nest no deeper than this in a real document; past it, plain text. */
const MAX_DEPTH = 40;
const NOTE_BACK_LINK = /^#(foot|end)note-ref-/;
const NOTE_ITEM = /^(foot|end)note-/;

/** The editing this file needs beyond the kit's read-only view of the DOM (linkedom has it). */
interface EditableElement extends HtmlElement {
  readonly children: ArrayLike<EditableElement>;
  readonly ownerDocument: { createElement(tag: string): EditableElement };
  querySelectorAll(selector: string): ArrayLike<EditableElement>;
  before(node: EditableElement): void;
}

export function htmlToBlocks(html: string): Block[] {
  const body = parseHtmlBody(html) as EditableElement;
  for (const list of Array.from(body.querySelectorAll('ol, ul'))) {
    const isNotes = Array.from(list.children).some((item) => NOTE_ITEM.test(item.getAttribute('id') ?? ''));
    if (isNotes) list.before(list.ownerDocument.createElement('hr'));
  }
  return htmlToModel(body, {
    imageAlt: 'bracketed',
    maxDepth: MAX_DEPTH,
    isHidden: (element) => element.localName === 'a' && NOTE_BACK_LINK.test(element.getAttribute('href') ?? ''),
  });
}
