// Writes an Office package (a zip of XML parts) with JSZip, deterministically: fixed dates,
// no folder entries, parts in the order given ([Content_Types].xml first, where type
// sniffers look for it). Also patches a written zip's declared sizes, to make archives that lie.

import JSZip from 'jszip';

export type Parts = Record<string, string | Uint8Array>;

const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

export async function writePackage(parts: Parts): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) {
    zip.file(name, content, { date: FIXED_DATE, createFolders: false });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/**
 * Rewrites the uncompressed size that the local header and the central directory declare
 * for one entry (the data stays as it is): a size can claim gigabytes, or hide them.
 */
export function patchDeclaredSize(zip: Buffer, entryName: string, declaredBytes: number): Buffer {
  const patched = Buffer.from(zip);
  const name = Buffer.from(entryName, 'utf8');
  let patchedCount = 0;
  for (let offset = 0; offset + 46 < patched.length; offset++) {
    const signature = patched.readUInt32LE(offset);
    if (signature === 0x04034b50 && matchesName(patched, offset + 30, patched.readUInt16LE(offset + 26), name)) {
      patched.writeUInt32LE(declaredBytes, offset + 22);
      patchedCount++;
    } else if (signature === 0x02014b50 && matchesName(patched, offset + 46, patched.readUInt16LE(offset + 28), name)) {
      patched.writeUInt32LE(declaredBytes, offset + 24);
      patchedCount++;
    }
  }
  if (patchedCount !== 2) throw new Error(`expected one local and one central header for ${entryName}, found ${patchedCount}`);
  return patched;
}

function matchesName(buffer: Buffer, start: number, length: number, name: Buffer): boolean {
  return length === name.length && buffer.subarray(start, start + length).equals(name);
}

/** The XML declaration every part starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** docProps/core.xml with the given Dublin Core fields. */
export function coreProperties(fields: Record<string, string>): string {
  const body = Object.entries(fields)
    .map(([name, value]) =>
      name === 'dcterms:created' || name === 'dcterms:modified'
        ? `<${name} xsi:type="dcterms:W3CDTF">${value}</${name}>`
        : `<${name}>${value}</${name}>`,
    )
    .join('');
  return `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${body}</cp:coreProperties>`;
}

/** docProps/app.xml with the given simple properties. */
export function appProperties(fields: Record<string, string | number>): string {
  const body = Object.entries(fields).map(([name, value]) => `<${name}>${value}</${name}>`).join('');
  return `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">${body}</Properties>`;
}

/** A relationships part from [id, type suffix, target, external?] rows. */
export function relationships(rows: Array<[string, string, string, boolean?]>): string {
  const body = rows
    .map(([id, type, target, external]) => {
      const base = type.startsWith('http') ? type : `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`;
      return `<Relationship Id="${id}" Type="${base}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;
    })
    .join('');
  return `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
}

/** The package relationships every Office file has: main part, core and app properties. */
export function packageRelationships(mainPart: string, mainType = 'officeDocument'): string {
  return relationships([
    ['rId1', mainType, mainPart],
    ['rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'],
    ['rId3', 'extended-properties', 'docProps/app.xml'],
  ]);
}

/** [Content_Types].xml from default extensions and part overrides. */
export function contentTypes(overrides: Record<string, string>, defaults: Record<string, string> = {}): string {
  const allDefaults: Record<string, string> = {
    rels: 'application/vnd.openxmlformats-package.relationships+xml',
    xml: 'application/xml',
    ...defaults,
  };
  const defaultRows = Object.entries(allDefaults).map(([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`);
  const overrideRows = Object.entries(overrides).map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`);
  const propertyRows = [
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>',
  ];
  return `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${[...defaultRows, ...overrideRows, ...propertyRows].join('')}</Types>`;
}

/** A 1×1 transparent PNG: an image part that is really an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
