// Document metadata from the Info dictionary and the XMP packet.
//
// The Info dictionary comes first (it is what readers show, and most writers fill it), XMP fills
// what it lacks. "creator" in the service's sense is the author: Info's own /Creator is the
// application that made the file, and goes into raw with the producer, keywords and the rest.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parsePdfDate } from './pdf-date.ts';

export type InfoDictionary = Record<string, unknown>;

/** XMP properties by lower-case name (pdf.js's Metadata, or a Map). */
export interface XmpView {
  get(name: string): unknown;
  [Symbol.iterator](): IterableIterator<[string, unknown]>;
}

const INFO_KEYS_USED = new Set(['Title', 'Author', 'Subject', 'CreationDate', 'ModDate']);
// pdf.js adds these to the Info object; they describe the file, not the document.
const PDFJS_FLAGS = new Set(['IsLinearized', 'IsAcroFormPresent', 'IsXFAPresent', 'IsCollectionPresent', 'IsSignaturesPresent']);

export async function readMetadata(doc: PDFDocumentProxy): Promise<PluginMetadata> {
  let info: InfoDictionary = {};
  let xmp: XmpView | null = null;
  try {
    const read = await doc.getMetadata();
    info = (read.info ?? {}) as InfoDictionary;
    xmp = (read.metadata as XmpView | null) ?? null;
  } catch {
    // A broken Info dictionary or XMP stream costs the metadata, not the text.
  }
  return buildMetadata(info, xmp, doc.numPages);
}

/** The service's metadata from an Info dictionary and XMP properties, whichever engine read them. */
export function buildMetadata(info: InfoDictionary, xmp: XmpView | null, pages: number): PluginMetadata {
  const xmpValue = (name: string) => (xmp ? textOf(xmp.get(name)) : null);
  const createdText = textOf(info.CreationDate);
  const modifiedText = textOf(info.ModDate);
  return {
    title: textOf(info.Title) ?? xmpValue('dc:title'),
    pages,
    creator: textOf(info.Author) ?? xmpValue('dc:creator'),
    lastAuthor: null,
    subject: textOf(info.Subject) ?? xmpValue('dc:description'),
    created: parsePdfDate(createdText) ?? parsePdfDate(xmpValue('xmp:createdate')),
    modified: parsePdfDate(modifiedText) ?? parsePdfDate(xmpValue('xmp:modifydate')),
    raw: rawMetadata(info, xmp),
  };
}

function rawMetadata(info: InfoDictionary, xmp: XmpView | null): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(info)) {
    if (INFO_KEYS_USED.has(key) || PDFJS_FLAGS.has(key)) continue;
    if (key === 'Custom' && value && typeof value === 'object') {
      for (const [customKey, customValue] of Object.entries(value)) {
        const text = textOf(customValue);
        if (text !== null) raw[customKey] = text;
      }
      continue;
    }
    if (key === 'EncryptFilterName') {
      if (value) raw.encrypted = true;
      continue;
    }
    const text = textOf(value);
    if (text !== null) raw[key] = text;
  }
  // The dates as written, offset and all: the UTC fields lose the writer's time zone.
  if (typeof info.CreationDate === 'string') raw.CreationDate = info.CreationDate;
  if (typeof info.ModDate === 'string') raw.ModDate = info.ModDate;
  if (xmp) {
    const xmpEntries: Record<string, string> = {};
    for (const [key, value] of xmp) {
      const text = textOf(value);
      if (text !== null) xmpEntries[key] = text;
    }
    if (Object.keys(xmpEntries).length > 0) raw.xmp = xmpEntries;
  }
  return raw;
}

/** A clean one-line string, or null for anything empty or not text. */
function textOf(value: unknown): string | null {
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join('; ') : null;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufeff]/g, '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, 4096);
}
