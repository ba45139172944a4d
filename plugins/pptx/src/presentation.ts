// The deck's slides in presentation order: presentation.xml's slide id list, each id's
// relationship resolved to a slide part. File names say nothing about order (slide3.xml can
// come first), and a slide missing from the list is not shown, so it is not read.

import { BadInputError } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships } from '@docextract/plugin-kit/office-relationships';
import { childElements, path, parseXml, prefixedAttr } from '@docextract/plugin-kit/xml';

export interface Deck {
  presentationPart: string;
  slideParts: string[];
}

export function readDeck(zip: OfficeZip): Deck {
  const presentationPart = firstOfType(readRelationships(zip, ''), 'officeDocument')?.target ?? 'ppt/presentation.xml';
  const xml = zip.readText(presentationPart);
  if (!xml) throw new BadInputError('corrupt', 'the package has no presentation part (ppt/presentation.xml)');
  const rels = readRelationships(zip, presentationPart);
  const root = parseXml(xml, presentationPart);
  if (root.name !== 'presentation') throw new BadInputError('corrupt', `the main part is a "${root.name}", not a presentation`);
  const list = path(root, 'sldIdLst');
  const slideParts: string[] = [];
  for (const slideId of list ? childElements(list, 'sldId') : []) {
    const id = prefixedAttr(slideId, 'id');
    const relationship = id ? rels.get(id) : undefined;
    if (relationship && !relationship.external && zip.has(relationship.target)) slideParts.push(relationship.target);
  }
  return { presentationPart, slideParts };
}
