// Links keep only schemes that cannot run code or smuggle data: a link whose target is
// dropped still keeps its text.

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'ftp:']);

export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  if (trimmed === '' || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  // Markdown and HTML readers decode entities in link targets: "javascript&#58;" is a scheme too.
  for (const candidate of [trimmed, decodeEntities(trimmed)]) {
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(candidate.replace(/[\s\u0000-\u001f]+/g, ''));
    if (scheme && !ALLOWED_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`)) return null;
  }
  return trimmed; // an allowed scheme, a relative link or a #fragment
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_whole, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_whole, decimal: string) => String.fromCodePoint(Math.min(parseInt(decimal, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}
