// The package document (OPF): where META-INF/container.xml says it is, its manifest (id →
// file, media type, properties), its spine (the reading order, which need not be the
// manifest's order) and where the navigation lives (EPUB 3's nav document, EPUB 2's NCX).

import { BadInputError } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { attr, childElements, descendants, path, type XmlElement } from '@docextract/plugin-kit/xml';
import { decodeXmlText } from '@docextract/plugin-kit/decode-xml';
import { resolvePackagePath } from '@docextract/plugin-kit/package-path';
import { parseEpubXml } from './xml-text.ts';

export interface ManifestItem {
  id: string;
  /** Path inside the zip, or null when the href leads outside the book. */
  path: string | null;
  mediaType: string;
  properties: string[];
}

export interface PackageDocument {
  opfPath: string;
  /** The OPF's <metadata> element (opf-metadata.ts reads it). */
  metadata: XmlElement | undefined;
  manifest: Map<string, ManifestItem>;
  /** Manifest items in reading order. */
  spine: ManifestItem[];
  navPath: string | null;
  ncxPath: string | null;
}

const OPF_MEDIA_TYPE = 'application/oebps-package+xml';

export function readPackageDocument(zip: OfficeZip): PackageDocument {
  const opfPath = packagePath(zip);
  const root = readXml(zip, opfPath);
  if (!root || root.name !== 'package') throw new BadInputError('corrupt', `the package document ${opfPath} is missing or is not an OPF package`);
  const manifest = new Map<string, ManifestItem>();
  for (const item of childElements(path(root, 'manifest') ?? root, 'item')) {
    const id = attr(item, 'id');
    const href = attr(item, 'href');
    if (!id || href === undefined || manifest.has(id)) continue;
    manifest.set(id, {
      id,
      path: resolvePackagePath(opfPath, href),
      mediaType: (attr(item, 'media-type') ?? '').toLowerCase(),
      properties: (attr(item, 'properties') ?? '').split(/\s+/).filter(Boolean),
    });
  }
  const spineElement = path(root, 'spine');
  const spine = (spineElement ? childElements(spineElement, 'itemref') : [])
    .map((itemref) => manifest.get(attr(itemref, 'idref') ?? ''))
    .filter((item): item is ManifestItem => item !== undefined);
  const items = [...manifest.values()];
  const ncxId = spineElement ? attr(spineElement, 'toc') : undefined;
  return {
    opfPath,
    metadata: path(root, 'metadata'),
    manifest,
    spine,
    navPath: items.find((item) => item.properties.includes('nav'))?.path ?? null,
    ncxPath: (ncxId ? manifest.get(ncxId)?.path : undefined) ?? items.find((item) => item.mediaType === 'application/x-dtbncx+xml')?.path ?? null,
  };
}

/** A part parsed as XML, or null when the zip has no such part. */
export function readXml(zip: OfficeZip, partPath: string): XmlElement | null {
  const bytes = zip.read(partPath);
  return bytes ? parseEpubXml(decodeXmlText(bytes), partPath) : null;
}

// container.xml names the package document; a book without one is still read when exactly
// one .opf file is in the zip (some writers forget the container).
function packagePath(zip: OfficeZip): string {
  const container = readXml(zip, 'META-INF/container.xml');
  const rootfiles = container ? descendants(container, 'rootfile') : [];
  const chosen = rootfiles.find((rootfile) => (attr(rootfile, 'media-type') ?? OPF_MEDIA_TYPE) === OPF_MEDIA_TYPE) ?? rootfiles[0];
  const fullPath = chosen ? resolvePackagePath('', attr(chosen, 'full-path') ?? '') : null;
  if (fullPath && zip.has(fullPath)) return fullPath;
  const candidates = zip.names().filter((name) => name.toLowerCase().endsWith('.opf'));
  if (candidates.length === 1) return candidates[0]!;
  throw new BadInputError('corrupt', 'the EPUB has no package document: META-INF/container.xml names none that is in the file');
}
