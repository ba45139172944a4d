// Where an href inside the EPUB points, as a path inside the zip. Hrefs are relative to the
// file that holds them, percent-encoded, and may carry a fragment. A path that climbs above
// the zip's root ("../../etc/passwd"), names another host or scheme, or is absolute on a
// file system is not part of the book: it resolves to null and is never read.

export function resolveHref(fromPart: string, href: string): string | null {
  const withoutFragment = href.split('#')[0]!.split('?')[0]!.trim();
  if (!withoutFragment) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutFragment) || withoutFragment.startsWith('//') || withoutFragment.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    decoded = withoutFragment;
  }
  if (decoded.includes('\0')) return null;
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

/** The folder part of a path ("OEBPS/text/ch1.xhtml" → "OEBPS/text/"). */
export function folderOf(partPath: string): string {
  return partPath.slice(0, partPath.lastIndexOf('/') + 1);
}
