// OPC relationships: how one part of a package names another ("rId3" → "slides/slide2.xml").
// Targets are resolved against the source part's folder by the kit's one package-path rule; a
// target that climbs out of the package is dropped. External targets (hyperlinks, linked
// files) are kept as they are and never opened.

import type { OfficeZip } from '../zip/office-zip.ts';
import { attr, childElements, parseXml } from '../xml/xml-tree.ts';
import { resolvePackagePath } from '../zip/package-path.ts';

export interface Relationship {
  id: string;
  /** The last segment of the type URI: "slide", "notesSlide", "chart", "hyperlink", … */
  type: string;
  /** A package part name without a leading slash, or the raw target when external. */
  target: string;
  external: boolean;
}

export type Relationships = Map<string, Relationship>;

/** The relationships of `partName` (empty when it has none). */
export function readRelationships(zip: OfficeZip, partName: string): Relationships {
  const relationships: Relationships = new Map();
  const relsName = relationshipsPartOf(partName);
  const text = zip.readText(relsName);
  if (!text) return relationships;
  for (const element of childElements(parseXml(text, relsName), 'Relationship')) {
    const id = attr(element, 'Id');
    const target = attr(element, 'Target');
    if (!id || target === undefined) continue;
    const external = attr(element, 'TargetMode') === 'External';
    const resolved = external ? target : resolvePackagePath(partName, target);
    // An internal target outside the package names no part: the relationship is as good as absent.
    if (resolved === null) continue;
    relationships.set(id, { id, type: (attr(element, 'Type') ?? '').split('/').pop() ?? '', target: resolved, external });
  }
  return relationships;
}

/** The first relationship of a type, e.g. a slide's "notesSlide". */
export function firstOfType(relationships: Relationships, type: string): Relationship | undefined {
  for (const relationship of relationships.values()) if (relationship.type === type && !relationship.external) return relationship;
  return undefined;
}

/** "ppt/slides/slide1.xml" → "ppt/slides/_rels/slide1.xml.rels"; "" (the package) → "_rels/.rels". */
function relationshipsPartOf(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
}
