// Links and images before conversion. The model keeps only links a reader can follow from
// anywhere: absolute http(s) and mailto. Relative links are resolved against the page's own
// address when it states one; script and data URLs, in-page anchors and anything
// unresolvable lose their href but keep their text. Images become their alt text, so no
// image URL (least of all a data: URI) reaches the Markdown.

import type { DomDocument, DomElement } from './dom-types.ts';

const KEPT_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The page's address: <base href>, else its canonical or og:url, when absolute http(s). */
export function pageBaseUrl(document: DomDocument): URL | null {
  const candidates = [
    document.querySelector('base[href]')?.getAttribute('href'),
    document.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href'),
    document.querySelector('meta[property="og:url" i][content]')?.getAttribute('content'),
  ];
  for (const candidate of candidates) {
    const url = parseUrl(candidate?.trim() ?? '', undefined);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  }
  return null;
}

export function normalizeLinks(root: DomElement, base: URL | null): void {
  for (const link of Array.from(root.querySelectorAll('a[href], area[href]'))) {
    const href = followableHref(link.getAttribute('href') ?? '', base);
    if (href) link.setAttribute('href', href);
    else link.removeAttribute('href');
  }
  for (const image of Array.from(root.querySelectorAll('img'))) {
    const alt = image.getAttribute('alt')?.replace(/\s+/g, ' ').trim();
    // Spaces keep the alt text from gluing onto neighbouring words; turndown collapses extras.
    if (alt) image.replaceWith(` ${alt} `);
    else image.remove();
  }
}

function followableHref(raw: string, base: URL | null): string | null {
  // The URL parser, like browsers, ignores tabs and newlines anywhere and control characters
  // or spaces at either end, so "java\tscript:" is javascript: and is dropped below.
  const href = raw.replace(/[\t\n\r]/g, '').trim();
  if (!href || href.startsWith('#')) return null;
  const url = parseUrl(href, base ?? undefined);
  if (!url || !KEPT_PROTOCOLS.has(url.protocol)) return null;
  return url.href;
}

function parseUrl(href: string, base: URL | undefined): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null; // relative without a base, or malformed
  }
}
