// Links keep only schemes that cannot run code or smuggle data: a link whose target is
// dropped still keeps its text.

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'ftp:']);

export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (!scheme) return trimmed; // relative link or #fragment
  return ALLOWED_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`) ? trimmed : null;
}
