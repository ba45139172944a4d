// The model keeps only links a reader can follow from anywhere: absolute http(s) and mailto.
// A relative link is resolved against the document's own address when it states one;
// script and data URLs, in-page anchors and anything unresolvable lose their href (the
// caller keeps their text).

const KEPT_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function safeHref(raw: string, base: URL | null): string | null {
  // The URL parser, like browsers, ignores tabs and newlines anywhere and control characters
  // or spaces at either end, so "java\tscript:" is javascript: and is dropped below.
  const href = raw.replace(/[\t\n\r]/g, '').trim();
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, base ?? undefined);
  } catch {
    return null; // relative without a base, or malformed
  }
  return KEPT_PROTOCOLS.has(url.protocol) ? url.href : null;
}
