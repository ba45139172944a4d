// Writes an OpenDocument package or an EPUB with JSZip, deterministically (fixed dates):
// the "mimetype" entry first and stored uncompressed, as both formats require and as type
// sniffers read it, then the other parts deflated in the order given.

import JSZip from 'jszip';

export type Parts = Record<string, string | Uint8Array>;

const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

export async function writeZipPackage(mimeType: string, parts: Parts): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('mimetype', mimeType, { date: FIXED_DATE, createFolders: false, compression: 'STORE' });
  for (const [name, content] of Object.entries(parts)) zip.file(name, content, { date: FIXED_DATE, createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The namespaces every ODF part here declares (the plugin matches local names). */
const ODF_NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"',
].join(' ');

/** content.xml around automatic styles and a body. */
export function contentXml(automaticStyles: string, body: string): string {
  return `${XML_DECLARATION}<office:document-content ${ODF_NAMESPACES} office:version="1.3"><office:automatic-styles>${automaticStyles}</office:automatic-styles><office:body>${body}</office:body></office:document-content>`;
}

/** styles.xml holding named styles. */
export function stylesXml(namedStyles: string): string {
  return `${XML_DECLARATION}<office:document-styles ${ODF_NAMESPACES} office:version="1.3"><office:styles>${namedStyles}</office:styles></office:document-styles>`;
}

/** meta.xml from ready-made meta elements. */
export function metaXml(elements: string): string {
  return `${XML_DECLARATION}<office:document-meta ${ODF_NAMESPACES} office:version="1.3"><office:meta>${elements}</office:meta></office:document-meta>`;
}

/** META-INF/manifest.xml listing the package's parts. */
export function manifestXml(mimeType: string, partNames: string[]): string {
  const entries = partNames.map((name) => `<manifest:file-entry manifest:full-path="${name}" manifest:media-type="text/xml"/>`).join('');
  return `${XML_DECLARATION}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimeType}"/>${entries}</manifest:manifest>`;
}

export const ODT_TYPE = 'application/vnd.oasis.opendocument.text';
export const ODP_TYPE = 'application/vnd.oasis.opendocument.presentation';
export const EPUB_TYPE = 'application/epub+zip';
