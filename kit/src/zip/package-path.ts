// Where a reference inside a package (an OPC relationship target, an EPUB href, an OpenDocument
// xlink:href) points, as an entry name in the zip. One rule for every format:
//
// - relative references resolve against the folder of the part that holds them, and a leading
//   "/" starts from the package root (as OPC and EPUB define it);
// - percent-encoding is decoded, a fragment ("#p3") and a query are dropped, "." is skipped;
// - a reference that climbs above the package root ("../../etc/passwd"), names a scheme or a
//   host, holds a backslash or a NUL, or names no part at all is refused: null, never a part.
//
// Null rather than an exception: one bad reference in a hostile or broken file costs that one
// part (a picture, a chapter, a chart), not the document. Callers skip a null target.

export function resolvePackagePath(fromPart: string, reference: string): string | null {
  const withoutFragment = reference.split('#')[0]!.split('?')[0]!.trim();
  if (!withoutFragment) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutFragment) || withoutFragment.startsWith('//') || withoutFragment.includes('\\')) return null;
  const decoded = percentDecoded(withoutFragment);
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.startsWith('/') ? [] : fromPart.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.length > 0 ? segments.join('/') : null;
}

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a lone "%" is a character of the name, as zip writers store it
  }
}
