// The OPF's Dublin Core metadata → the contract's fields: dc:title → title, the first
// dc:creator → creator, every dc:subject → subject (joined with "; "), dc:date (publication)
// → created, and the modification date (EPUB 3's dcterms:modified meta, EPUB 2's
// opf:event="modification") → modified. An EPUB names no last editor, so lastAuthor stays
// null. The rest of the simple Dublin Core and named meta values go to `raw`.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import { attr, childElements, ownText, type XmlElement } from '@docextract/plugin-kit/xml';

export type EpubMetadata = PluginMetadata & { raw: Record<string, unknown> };

const MAX_VALUE_CHARS = 10_000;
const MAX_VALUES_PER_NAME = 50;

export function readOpfMetadata(metadataElement: XmlElement | undefined): EpubMetadata {
  const metadata: EpubMetadata = { title: null, creator: null, lastAuthor: null, subject: null, created: null, modified: null, raw: {} };
  const values = new Map<string, string[]>();
  const add = (name: string, value: string): void => {
    const list = values.get(name) ?? [];
    if (list.length < MAX_VALUES_PER_NAME) list.push(value.slice(0, MAX_VALUE_CHARS));
    values.set(name, list);
  };
  for (const element of metadataElement ? childElements(metadataElement) : []) {
    const value = textOf(element);
    if (!value) continue;
    if (element.name === 'meta') {
      // EPUB 3: <meta property="dcterms:modified">; EPUB 2: <meta name="…" content="…"/>.
      // A meta that refines another element describes that element, not the book.
      const property = attr(element, 'property');
      if (property && !attr(element, 'refines')) add(property, value);
    } else if (element.name === 'date') {
      const event = (attr(element, 'opf:event') ?? attr(element, 'event') ?? '').toLowerCase();
      add(event === 'modification' ? 'date-modified' : 'date', value);
    } else if (element.name !== 'link') {
      add(element.name, value);
    }
  }
  for (const element of metadataElement ? childElements(metadataElement, 'meta') : []) {
    const name = attr(element, 'name');
    const content = attr(element, 'content');
    if (name && content) add(name, content.trim());
  }

  const first = (name: string): string | null => values.get(name)?.[0] ?? null;
  metadata.title = first('title');
  metadata.creator = first('creator');
  metadata.subject = values.get('subject')?.join('; ') ?? null;
  metadata.created = first('date');
  metadata.modified = first('dcterms:modified') ?? first('date-modified');
  for (const [name, list] of values) {
    if (name === 'title' || name === 'subject' || name === 'date' || name === 'dcterms:modified') continue;
    metadata.raw[name] = list.length === 1 ? list[0] : list;
  }
  if ((values.get('title')?.length ?? 0) > 1) metadata.raw.titles = values.get('title');
  return metadata;
}

function textOf(element: XmlElement): string {
  const own = element.name === 'meta' && attr(element, 'content') !== undefined && !attr(element, 'property') ? '' : ownText(element);
  return own.replace(/\s+/g, ' ').trim();
}
