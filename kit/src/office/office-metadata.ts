// Document properties of an Office Open XML package: docProps/core.xml (Dublin Core: title,
// creator, dates) and docProps/app.xml (application, counts). The mapped fields become the
// contract's metadata; every other simple property goes to `raw` under its own name.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '../zip/office-zip.ts';
import { firstOfType, readRelationships } from './relationships.ts';
import { childElements, ownText, type XmlElement, parseXml } from '../xml/xml-tree.ts';

/** core.xml names (local) → contract fields. */
const TEXT_FIELDS: Record<string, 'title' | 'creator' | 'lastAuthor' | 'subject'> = {
  title: 'title',
  creator: 'creator',
  lastModifiedBy: 'lastAuthor',
  subject: 'subject',
};
const DATE_FIELDS: Record<string, 'created' | 'modified'> = { created: 'created', modified: 'modified' };

export interface OfficeProperties {
  metadata: PluginMetadata & { raw: Record<string, unknown> };
  /** app.xml's counts, as numbers where present ("Pages", "Slides", "Words", …). */
  counts: Record<string, number>;
}

export function readOfficeProperties(zip: OfficeZip): OfficeProperties {
  const metadata: OfficeProperties['metadata'] = {
    title: null, creator: null, lastAuthor: null, subject: null, created: null, modified: null, raw: {},
  };
  const counts: Record<string, number> = {};
  const packageRels = readRelationships(zip, '');
  const corePart = firstOfType(packageRels, 'core-properties')?.target ?? 'docProps/core.xml';
  const appPart = firstOfType(packageRels, 'extended-properties')?.target ?? 'docProps/app.xml';

  for (const [name, value] of simpleProperties(zip, corePart)) {
    const textField = TEXT_FIELDS[name];
    const dateField = DATE_FIELDS[name];
    if (textField) metadata[textField] = value;
    else if (dateField) metadata[dateField] = isoDate(value);
    else metadata.raw[name] = value;
  }
  for (const [name, value] of simpleProperties(zip, appPart)) {
    metadata.raw[name] = value;
    if (/^\d+$/.test(value)) counts[name] = Number(value);
  }
  return { metadata, counts };
}

/** The text-only children of a properties part; vectors and nested structures are left out. */
function simpleProperties(zip: OfficeZip, partName: string): Array<[string, string]> {
  // A DTD (readText refuses it) stops the document like anywhere else: it is hostile.
  const text = zip.readText(partName);
  if (!text) return [];
  let root: XmlElement;
  try {
    root = parseXml(text, partName);
  } catch {
    // Broken properties never cost the document its text.
    return [];
  }
  const properties: Array<[string, string]> = [];
  for (const element of childElements(root)) {
    if (childElements(element).length > 0) continue;
    const value = ownText(element).trim();
    if (value) properties.push([element.name, value.slice(0, 10_000)]);
  }
  return properties;
}

function isoDate(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
