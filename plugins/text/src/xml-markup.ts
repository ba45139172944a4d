// Small, safe pieces of XML syntax shared by the parser path and the fast text scanner.
//
// The entity rule of this plugin: only the five predefined entities and character
// references are decoded. Entities a DTD declares are never expanded (no billion laughs, no
// external entity fetched); a reference to one stays in the text as written, e.g. "&lol9;".

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** One pass, so "&amp;lt;" becomes "&lt;", not "<". */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return PREDEFINED[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : whole;
  });
}

/** XML white space runs (space, tab, line ends) → one space, trimmed. */
export function collapseXmlSpace(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ').trim();
}

/**
 * Index just past a `<!…>` declaration starting at `start` (a DOCTYPE with its internal
 * subset, where '>' may appear inside quotes, comments and the brackets), or -1 if unclosed.
 */
export function declarationEnd(text: string, start: number): number {
  let inSubset = false;
  let at = start + 2;
  while (at < text.length) {
    const char = text[at];
    // Quoted literals, and comments or processing instructions in the subset, are skipped whole.
    let closer: string | null = null;
    if (char === '"' || char === "'") closer = char;
    else if (inSubset && text.startsWith('<!--', at)) closer = '-->';
    else if (inSubset && text.startsWith('<?', at)) closer = '?>';
    if (closer !== null) {
      at = after(text, closer, at + 1);
      if (at === -1) return -1;
      continue;
    }
    if (char === '[') inSubset = true;
    else if (char === ']') inSubset = false;
    else if (char === '>' && !inSubset) return at + 1;
    at++;
  }
  return -1;
}

/** Index just past the next `marker` at or after `from`, or -1. */
export function after(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at === -1 ? -1 : at + marker.length;
}

/**
 * The text with every DOCTYPE of its prolog blanked out, or null when one is never closed.
 * The parser then never sees a DTD, so it has nothing to expand and no external entity to
 * refuse. The DOCTYPE's line ends are kept so that error positions still match the file.
 */
export function withoutDoctype(text: string): string | null {
  let at = 0;
  let out = text;
  for (;;) {
    while (at < out.length && ' \t\r\n'.includes(out[at]!)) at++;
    let end: number;
    if (out.startsWith('<?', at)) end = after(out, '?>', at + 2);
    else if (out.startsWith('<!--', at)) end = after(out, '-->', at + 4);
    else if (out.startsWith('<!DOCTYPE', at)) {
      end = declarationEnd(out, at);
      if (end === -1) return null;
      out = out.slice(0, at) + out.slice(at, end).replace(/[^\n]+/g, '') + out.slice(end);
      continue;
    } else return out;
    if (end === -1) return out; // unclosed: the validator reports it
    at = end;
  }
}
