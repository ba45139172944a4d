// Well-known media types by file extension. The bytes decide what a file is; this table only
// tells a generic container (a zip, an OLE compound file, XML, plain text) which of its
// specialisations the file name claims, and names the extension of a detected type.

export const MEDIA_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.txt': 'text/plain',
  '.text': 'text/plain',
  '.log': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.tab': 'text/tab-separated-values',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.xhtml': 'application/xhtml+xml',
  '.eml': 'message/rfc822',
  '.rtf': 'application/rtf',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.docm': 'application/vnd.ms-word.document.macroenabled.12',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xlsm': 'application/vnd.ms-excel.sheet.macroenabled.12',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.epub': 'application/epub+zip',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.msg': 'application/vnd.ms-outlook',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.gif': 'image/gif',
};

/** Generic containers, and the specialisations a file name may claim for them. */
export const CONTAINER_SPECIALISATIONS: Readonly<Record<string, readonly string[]>> = {
  'application/zip': [
    '.docx', '.docm', '.xlsx', '.xlsm', '.pptx', '.odt', '.ods', '.odp', '.epub',
  ],
  'application/x-cfb': ['.doc', '.xls', '.ppt', '.msg'],
  'application/xml': ['.xhtml', '.html', '.htm'],
  'text/plain': [
    '.md', '.markdown', '.csv', '.tsv', '.tab', '.json', '.xml', '.html', '.htm', '.xhtml', '.eml', '.log', '.text',
  ],
};

/** The usual extension of a media type, for a file name that carries none. */
export function extensionForMediaType(mediaType: string): string | null {
  for (const [extension, type] of Object.entries(MEDIA_TYPE_BY_EXTENSION)) {
    if (type === mediaType) return extension;
  }
  return null;
}
