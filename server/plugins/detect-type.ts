// What a file is, from its bytes first and its name second. The client's declared
// Content-Type is ignored: it is wrong too often, and a lie must not pick the parser.
//
// The core knows generic shapes only: magic numbers (file-type), a zip, an OLE compound
// file, XML, text. Which document a zip or an OLE file or a text holds is what the plugins
// declare (their manifests' `detect`, gathered in a DetectionTable): the container's content
// is matched against those declarations first, and the file name breaks a tie, or claims a
// type for a container whose content matched nothing.

import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { compoundFileNames } from './compound-file.ts';
import { resolveType, usualExtension, type Container, type DetectableType, type DetectionTable } from './detection-table.ts';
import { byteOrderMarkCharset, looksLikeText, sniffCharset, textHead } from './sniff-text.ts';
import { looksLikeXml, xmlRootElement } from './xml-root.ts';
import { holdsEntry, isZip, readZipContents } from './zip-contents.ts';

export interface DetectedType {
  mediaType: string;
  /** Lower case with the leading dot: the file name's, else the detected type's. */
  extension: string;
  /** For text types: the charset the bytes are in. */
  charset: string | null;
}

const UNKNOWN_BINARY = 'application/octet-stream';
const CFB = 'application/x-cfb';
/** Text patterns see this much of the opening, so a pattern's cost is bounded whatever the upload. */
const TEXT_PATTERN_CHARS = 1024;

export async function detectType(bytes: Uint8Array, fileName: string, table: DetectionTable): Promise<DetectedType> {
  const nameExtension = extensionOf(fileName);
  const resolve = (container: Container, matches: DetectableType[]) => resolveType(table, container, matches, nameExtension);
  // A text byte-order mark comes first: FF FE also opens an MP3 frame, and the BOM is the
  // far likelier reading for a document upload.
  const magic = byteOrderMarkCharset(bytes) ? undefined : await fileTypeFromBuffer(bytes);
  let mediaType: string;
  let charset: string | null = null;

  if (isZip(bytes)) {
    // file-type may already name a zip-based format; the plugins' declarations decide, and its
    // answer stands only when none of them does.
    mediaType = resolve('zip', zipMatches(bytes, table)) ?? magic?.mime ?? 'application/zip';
  } else if (magic?.mime === CFB) {
    const holds = compoundFileNames(bytes);
    const matches = table.types.filter((type) => type.oleStreams?.some(holds));
    mediaType = resolve('ole', matches) ?? CFB;
  } else if (magic && magic.mime !== 'application/xml') {
    mediaType = magic.mime;
  } else if (looksLikeText(bytes)) {
    charset = sniffCharset(bytes);
    mediaType = textType(textHead(bytes, charset), table, resolve);
  } else {
    mediaType = resolve('unknown-binary', []) ?? UNKNOWN_BINARY;
  }

  const extension = nameExtension ?? usualExtension(table, mediaType) ?? (magic ? `.${magic.ext}` : '.bin');
  return { mediaType, extension, charset };
}

function zipMatches(bytes: Uint8Array, table: DetectionTable): DetectableType[] {
  const contents = readZipContents(bytes);
  if (!contents) return [];
  return table.types.filter(
    (type) =>
      (type.zipMimetype !== null && type.zipMimetype === contents.mimetype) ||
      (type.zipEntries?.some((name) => holdsEntry(contents, name)) ?? false),
  );
}

function textType(head: string, table: DetectionTable, resolve: (container: Container, matches: DetectableType[]) => string | null): string {
  const opening = head.slice(0, TEXT_PATTERN_CHARS);
  const matches = table.types.filter((type) => type.textPatterns?.some((pattern) => new RegExp(pattern, 'i').test(opening)));
  if (matches.length > 0) return resolve('text', matches)!;
  if (looksLikeXml(head)) {
    const root = xmlRootElement(head);
    const rooted = root === null ? [] : table.types.filter((type) => type.xmlRootElements?.includes(root));
    return resolve('xml', rooted) ?? 'application/xml';
  }
  return resolve('text', []) ?? 'text/plain';
}

function extensionOf(fileName: string): string | null {
  const extension = path.extname(path.basename(fileName.replace(/\\/g, '/'))).toLowerCase();
  return /^\.[a-z0-9]{1,12}$/.test(extension) ? extension : null;
}
