// meta.xml → the contract's metadata. ODF names its people fields differently from Office:
// meta:initial-creator wrote the document (creator), dc:creator saved it last (lastAuthor);
// meta:creation-date is created and dc:date modified. Everything else simple (generator,
// editing cycles, keywords, user-defined fields, the statistics) goes to `raw` as read.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { attr, childElements, localName, ownText, parseXml, path, type XmlElement } from '@docextract/plugin-kit/xml';

export type OdfMetadata = PluginMetadata & { raw: Record<string, unknown> };

const MAPPED: Record<string, 'title' | 'creator' | 'lastAuthor' | 'subject' | 'created' | 'modified'> = {
  title: 'title',
  'initial-creator': 'creator',
  creator: 'lastAuthor',
  subject: 'subject',
  'creation-date': 'created',
  date: 'modified',
};
/** Longer values are not metadata but a payload; they are cut, not dropped. */
const MAX_VALUE_CHARS = 10_000;

export interface ReadMetadata {
  metadata: OdfMetadata;
  /** meta:document-statistic meta:page-count, when the writer stored one. */
  pageCount: number | null;
}

export function readOdfMetadata(zip: OfficeZip): ReadMetadata {
  const metadata: OdfMetadata = { title: null, creator: null, lastAuthor: null, subject: null, created: null, modified: null, raw: {} };
  const text = zip.readText('meta.xml');
  if (!text) return { metadata, pageCount: null };
  // A DTD in meta.xml was refused by readText (hostile); merely broken XML costs only the metadata.
  let root: XmlElement;
  try {
    root = parseXml(text, 'meta.xml');
  } catch {
    return { metadata, pageCount: null };
  }
  let pageCount: number | null = null;
  const keywords: string[] = [];
  const userDefined: Record<string, string> = {};
  for (const element of childElements(path(root, 'meta') ?? root)) {
    const value = ownText(element).trim().slice(0, MAX_VALUE_CHARS);
    const field = MAPPED[element.name];
    if (element.name === 'document-statistic') {
      for (const [name, count] of Object.entries(element.attrs)) if (/^\d+$/.test(count)) metadata.raw[localName(name)] = Number(count);
      const pages = Number(attr(element, 'meta:page-count'));
      if (Number.isInteger(pages) && pages > 0) pageCount = pages;
    } else if (element.name === 'keyword') {
      if (value) keywords.push(value);
    } else if (element.name === 'user-defined') {
      const name = attr(element, 'meta:name');
      if (name && value) userDefined[name] = value;
    } else if (field && value && !metadata[field]) {
      metadata[field] = value;
    } else if (value && childElements(element).length === 0) {
      metadata.raw[element.name] = value;
    }
  }
  if (keywords.length) metadata.raw.keywords = keywords;
  if (Object.keys(userDefined).length) metadata.raw.userDefined = userDefined;
  return { metadata, pageCount };
}
