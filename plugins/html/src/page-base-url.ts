// The page's own address, against which the kit's converter resolves relative links (it keeps
// only links a reader can follow from anywhere; see @docextract/plugin-kit/html).

import type { DomDocument } from './dom-types.ts';

/** <base href>, else the canonical link or og:url, when absolute http(s). */
export function pageBaseUrl(document: DomDocument): URL | null {
  const candidates = [
    document.querySelector('base[href]')?.getAttribute('href'),
    document.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href'),
    document.querySelector('meta[property="og:url" i][content]')?.getAttribute('content'),
  ];
  for (const candidate of candidates) {
    const url = parseUrl(candidate?.trim() ?? '');
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  }
  return null;
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null; // relative, or malformed
  }
}
