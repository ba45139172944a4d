// Metadata through PDFium: every key of the Info dictionary (FPDF_GetMetaText), and the XMP
// packet found in the bytes; the service's fields are built from them as for pdf.js.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import { buildMetadata, type InfoDictionary } from '../read-metadata.ts';
import type { PdfiumDocument } from './pdfium-document.ts';
import { readLatin1, readUtf16 } from './pdfium-strings.ts';
import { findXmp } from './xmp-packet.ts';

const STANDARD_KEYS = ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer', 'CreationDate', 'ModDate', 'Trapped'];
const MAX_KEYS = 200;

export function readPdfiumMetadata(document: PdfiumDocument, bytes: Uint8Array): PluginMetadata {
  const info: InfoDictionary = {};
  try {
    for (const key of infoKeys(document)) {
      const value = readUtf16(document.module, (buffer, length) => document.module.api.FPDF_GetMetaText(document.handle, key, buffer, length));
      if (value !== '') info[key] = value;
    }
  } catch {
    // A broken Info dictionary costs the metadata, not the text.
  }
  let xmp: Map<string, string> | null;
  try {
    xmp = findXmp(bytes);
  } catch {
    xmp = null;
  }
  const metadata = buildMetadata(info, xmp, document.pageCount);
  // As pdf.js reports it: an encrypted file that opened (owner password only, or the right one).
  if (document.module.api.FPDF_GetSecurityHandlerRevision(document.handle) >= 0) metadata.raw = { ...metadata.raw, encrypted: true };
  return metadata;
}

function infoKeys({ module, handle }: PdfiumDocument): string[] {
  const count = Math.min(MAX_KEYS, module.api.EPDF_GetMetaKeyCount(handle, false));
  const keys = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const key = readLatin1(module, (buffer, length) => module.api.EPDF_GetMetaKeyName(handle, index, false, buffer, length));
    if (key) keys.add(key);
  }
  // Older builds count only custom keys: the standard ones are asked for by name anyway.
  for (const key of STANDARD_KEYS) keys.add(key);
  return [...keys];
}
