// SmartArt: the text of a diagram lives in its data part (dgm:dataModel), one text body per
// point. Each point's text becomes a paragraph; the drawing's layout is not reconstructed.

import type { Block } from '@docextract/contracts/document-model';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { child, childElements, descendants, parseXml, textOf } from '@docextract/plugin-kit/xml';

export function diagramBlocks(zip: OfficeZip, dataPart: string): Block[] {
  const xml = zip.readText(dataPart);
  if (!xml) return [];
  const blocks: Block[] = [];
  for (const point of descendants(parseXml(xml, dataPart), 'pt')) {
    const body = child(point, 't');
    const text = body ? childElements(body, 'p').map((paragraph) => textOf(paragraph)).join(' ').trim() : '';
    if (text) blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
  }
  return blocks;
}
