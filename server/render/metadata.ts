// The response's metadata: all twelve keys of the contract and wordCount, always present;
// strings the document does not carry are null; counts come from the plain-text rendering.

import type { PluginMetadata } from '../../contracts/plugin-api.ts';
import { toIsoUtc } from './dates.ts';
import { countCharacters, countWords } from './text-counts.ts';

export interface ResponseMetadata {
  title: string | null;
  pages: number;
  words: number;
  /** Equal to `words`: the quick-start reads it here, older clients at the body's top level. */
  wordCount: number;
  characters: number;
  contentType: string;
  extension: string;
  created: string | null;
  modified: string | null;
  creator: string | null;
  last_author: string | null;
  subject: string | null;
  raw: Record<string, unknown>;
}

export interface MetadataSource {
  plugin: PluginMetadata;
  contentType: string;
  extension: string;
  /** The plain-text rendering to count on, or its counts when they were made elsewhere. */
  plainText?: string;
  counts?: { words: number; characters: number };
}

export function buildMetadata(source: MetadataSource): ResponseMetadata {
  const { plugin } = source;
  const words = source.counts?.words ?? countWords(source.plainText ?? '');
  return {
    title: cleanString(plugin.title),
    pages: pageCount(plugin.pages),
    words,
    wordCount: words,
    characters: source.counts?.characters ?? countCharacters(source.plainText ?? ''),
    contentType: source.contentType,
    extension: source.extension,
    created: toIsoUtc(plugin.created),
    modified: toIsoUtc(plugin.modified),
    creator: cleanString(plugin.creator),
    last_author: cleanString(plugin.lastAuthor),
    subject: cleanString(plugin.subject),
    raw: jsonSafeObject(plugin.raw),
  };
}

/** Pages of a paged document, slides, sheets: at least 1, a whole number. */
export function pageCount(pages: unknown): number {
  return typeof pages === 'number' && Number.isFinite(pages) && pages >= 1 ? Math.floor(pages) : 1;
}

const MAX_STRING = 2000;

function cleanString(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Control characters from binary metadata fields are noise, and break some JSON clients.
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  const cleaned = value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  return cleaned === '' ? null : cleaned.slice(0, MAX_STRING);
}

const MAX_RAW_DEPTH = 6;
const MAX_RAW_ENTRIES = 500;

// raw comes from the document; keep it to JSON values, bounded, with dates as ISO strings.
function jsonSafeObject(value: unknown): Record<string, unknown> {
  const safe = jsonSafe(value, 0);
  return typeof safe === 'object' && safe !== null && !Array.isArray(safe) ? (safe as Record<string, unknown>) : {};
}

function jsonSafe(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return typeof value === 'string' ? value.slice(0, MAX_STRING * 10) : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return toIsoUtc(value);
  if (depth >= MAX_RAW_DEPTH || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_RAW_ENTRIES).map((item) => jsonSafe(item, depth + 1) ?? null);
  const entries: Array<[string, unknown]> = [];
  for (const [key, item] of Object.entries(value).slice(0, MAX_RAW_ENTRIES)) {
    const safe = jsonSafe(item, depth + 1);
    if (safe !== undefined) entries.push([key, safe]);
  }
  // fromEntries defines own properties, so a document's "__proto__" key stays data.
  return Object.fromEntries(entries);
}
