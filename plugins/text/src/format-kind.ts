// Which reader a file gets: by the media type the core detected from the bytes, and by the
// file name when the type says no more than "text" or is one we do not know (the bytes of a
// CSV, a Markdown or a JSON file are plain text to a sniffer, so the core may well call them
// text/plain).

export type FormatKind = 'plain' | 'markdown' | 'csv' | 'tsv' | 'json' | 'xml';

const BY_MIME_TYPE: Record<string, FormatKind> = {
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/json': 'json',
  'text/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

const BY_EXTENSION: Record<string, FormatKind> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.csv': 'csv',
  '.tsv': 'tsv',
  '.tab': 'tsv',
  '.json': 'json',
  '.xml': 'xml',
};

export function formatKind(mimeType: string, fileName: string): FormatKind {
  const essence = mimeType.split(';')[0]!.trim().toLowerCase();
  const byType = BY_MIME_TYPE[essence];
  if (byType) return byType;
  // Structured-syntax suffixes (RFC 6839): application/ld+json, image/svg+xml.
  if (essence.endsWith('+json')) return 'json';
  if (essence.endsWith('+xml')) return 'xml';
  return BY_EXTENSION[extensionOf(fileName)] ?? 'plain';
}

function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}
