// Document metadata from the <head>: <title>, <meta name|property> (including Open Graph,
// article:* and Dublin Core), <html lang>. Read before any cleaning touches the document.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import type { DomDocument, DomElement } from './dom-types.ts';

// A hostile page can carry any number of meta tags; raw metadata stays bounded.
const MAX_META_ENTRIES = 500;
const MAX_VALUE_CHARS = 10_000;

const CREATOR_KEYS = ['author', 'article:author', 'dc.creator', 'dcterms.creator', 'creator'];
const SUBJECT_KEYS = ['subject', 'dc.subject', 'dcterms.subject'];
const DESCRIPTION_KEYS = ['description', 'og:description', 'dc.description', 'dcterms.description'];
const CREATED_KEYS = [
  'article:published_time', 'dcterms.created', 'dc.date.created', 'dcterms.issued', 'dc.date.issued',
  'date', 'dc.date', 'dcterms.date', 'pubdate', 'publish-date', 'citation_publication_date',
];
const MODIFIED_KEYS = ['article:modified_time', 'og:updated_time', 'dcterms.modified', 'dc.date.modified', 'last-modified'];

/** Metadata whose `raw` is always there, so the modes can add to it (raw.truncated). */
export type HtmlMetadata = PluginMetadata & { raw: Record<string, unknown> };

export function readMetadata(document: DomDocument, charset: string): HtmlMetadata {
  const metas = metaPairs(document);
  /** The first non-empty value among `keys` (matched case-insensitively). */
  const first = (keys: string[]): string | null => {
    for (const key of keys) {
      const value = metas.find(([name]) => name.toLowerCase() === key)?.[1];
      if (value) return value;
    }
    return null;
  };
  const raw: Record<string, unknown> = Object.fromEntries(groupValues(metas));
  const lang = document.documentElement.getAttribute('lang')?.trim();
  if (lang) raw.lang = lang;
  raw.charset = charset;
  return {
    title: documentTitle(document) ?? first(['og:title', 'twitter:title', 'dc.title']) ?? firstHeading(document),
    creator: first(CREATOR_KEYS),
    subject: first(SUBJECT_KEYS) ?? first(DESCRIPTION_KEYS),
    created: isoDate(first(CREATED_KEYS)),
    modified: isoDate(first(MODIFIED_KEYS)),
    pages: 1,
    raw,
  };
}

/** [name or property or http-equiv, content] for every <meta> that has both. */
function metaPairs(document: DomDocument): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const meta of Array.from(document.querySelectorAll('meta'))) {
    const name = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? meta.getAttribute('http-equiv'))?.trim();
    const content = meta.getAttribute('content');
    if (!name || content === null) continue;
    pairs.push([name.slice(0, 200), tidy(content).slice(0, MAX_VALUE_CHARS)]);
    if (pairs.length >= MAX_META_ENTRIES) break;
  }
  return pairs;
}

/** One entry per name: a string, or an array when the page repeats it (og:image, article:tag). */
function groupValues(pairs: Array<[string, string]>): Array<[string, string | string[]]> {
  const grouped = new Map<string, string | string[]>();
  for (const [name, value] of pairs) {
    const existing = grouped.get(name);
    if (existing === undefined) grouped.set(name, value);
    else if (Array.isArray(existing)) existing.push(value);
    else grouped.set(name, [existing, value]);
  }
  return [...grouped];
}

function documentTitle(document: DomDocument): string | null {
  // Not querySelector('title') alone: an inline <svg> carries <title> elements too.
  const title = document.head?.querySelector('title') ?? withoutSvg(document.querySelectorAll('title'));
  return nonEmpty(title?.textContent);
}

function firstHeading(document: DomDocument): string | null {
  return nonEmpty(document.body?.querySelector('h1')?.textContent);
}

function withoutSvg(elements: ArrayLike<DomElement>): DomElement | null {
  return Array.from(elements).find((element) => !element.closest('svg')) ?? null;
}

/** An ISO 8601 string for a date that parses; null for anything else. */
function isoDate(value: string | null): string | null {
  // Date.parse accepts odd strings ("May 5" → 2001); a four-digit year keeps it honest.
  if (!value || !/\d{4}/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function nonEmpty(text: string | null | undefined): string | null {
  const value = tidy(text ?? '').slice(0, MAX_VALUE_CHARS);
  return value || null;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
