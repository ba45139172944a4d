// What a file is, from its bytes first and its name second. The client's declared
// Content-Type is ignored: it is wrong too often, and a lie must not pick the parser.

import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  CONTAINER_SPECIALISATIONS,
  MEDIA_TYPE_BY_EXTENSION,
  extensionForMediaType,
} from './media-types.ts';
import { byteOrderMarkCharset, looksLikeText, sniffCharset, sniffTextType } from './sniff-text.ts';

export interface DetectedType {
  mediaType: string;
  /** Lower case with the leading dot: the file name's, else the detected type's. */
  extension: string;
  /** For text types: the charset the bytes are in. */
  charset: string | null;
}

export const UNKNOWN_BINARY = 'application/octet-stream';

/** Detections generic enough that a plugin's declared extension may specialise them. */
const PLUGIN_HINTABLE = new Set(['text/plain', 'application/xml', 'application/zip', 'application/x-cfb', UNKNOWN_BINARY]);

/**
 * `pluginHints` maps extensions to the media types of plugins that declare one type (a
 * plugin added from outside, for a format this table does not know): they specialise a
 * generic detection the way the built-in table does.
 */
export async function detectType(bytes: Uint8Array, fileName: string, pluginHints: ReadonlyMap<string, string> = new Map()): Promise<DetectedType> {
  const nameExtension = extensionOf(fileName);
  const hinted = (generic: string): string | null => {
    const hint = nameExtension ? pluginHints.get(nameExtension) : undefined;
    return hint && PLUGIN_HINTABLE.has(generic) && !MEDIA_TYPE_BY_EXTENSION[nameExtension!] ? hint : null;
  };
  // A text byte-order mark comes first: FF FE also opens an MP3 frame, and the BOM is the
  // far likelier reading for a document upload.
  const magic = byteOrderMarkCharset(bytes) ? undefined : await fileTypeFromBuffer(bytes);
  let mediaType: string;
  let charset: string | null = null;

  if (magic && magic.mime !== 'application/xml') {
    mediaType = specialise(magic.mime, nameExtension) ?? specialiseCompoundFile(magic.mime, bytes) ?? hinted(magic.mime) ?? magic.mime;
  } else if (looksLikeText(bytes)) {
    charset = sniffCharset(bytes);
    const fromContent = sniffTextType(bytes, charset);
    mediaType =
      (fromContent ? specialise(fromContent, nameExtension) : null) ??
      fromContent ??
      specialise('text/plain', nameExtension) ??
      hinted(fromContent ?? 'text/plain') ??
      'text/plain';
  } else {
    mediaType = hinted(UNKNOWN_BINARY) ?? UNKNOWN_BINARY;
  }

  const extension = nameExtension ?? extensionForMediaType(mediaType) ?? (magic ? `.${magic.ext}` : '.bin');
  return { mediaType, extension, charset };
}

function extensionOf(fileName: string): string | null {
  const extension = path.extname(path.basename(fileName.replace(/\\/g, '/'))).toLowerCase();
  return /^\.[a-z0-9]{1,12}$/.test(extension) ? extension : null;
}

/** The name's type when it is a known specialisation of the detected container. */
function specialise(container: string, nameExtension: string | null): string | null {
  if (!nameExtension) return null;
  const allowed = CONTAINER_SPECIALISATIONS[container];
  if (!allowed?.includes(nameExtension)) return null;
  return MEDIA_TYPE_BY_EXTENSION[nameExtension] ?? null;
}

// OLE compound files (legacy Office, Outlook) share one magic number; the name of the
// main stream in the directory tells them apart when the file name does not.
const COMPOUND_FILE_STREAMS: ReadonlyArray<[string, string]> = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
  ['__substg1.0_', 'application/vnd.ms-outlook'],
];

function specialiseCompoundFile(mediaType: string, bytes: Uint8Array): string | null {
  if (mediaType !== 'application/x-cfb') return null;
  const asUtf16 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const [streamName, type] of COMPOUND_FILE_STREAMS) {
    const utf16Name = streamName.split('').join('\0');
    if (asUtf16.includes(utf16Name)) return type;
  }
  return null;
}
