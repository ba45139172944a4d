// Embedded objects (draw:object): a chart or a formula lives in a sub-document of the package
// ("Object 1/content.xml"). A chart gives its title and the data it plots (the chart's own
// local table, a caption naming the kind of chart); a formula gives its StarMath source as
// code, or the MathML's text when there is none. Objects inside objects are not followed.

import type { Block } from '@docextract/contracts/document-model';
import { attr, childElements, descendants, parseXml, path, type XmlElement } from '@docextract/plugin-kit/xml';
import { resolvePackagePath } from '@docextract/plugin-kit/package-path';
import { ownTextDeep } from './inline-content.ts';
import type { BlocksReader } from './list-blocks.ts';
import type { ReadContext } from './read-context.ts';
import { tableBlock } from './table-blocks.ts';

const KINDS: Record<string, string> = {
  bar: 'Bar chart', line: 'Line chart', area: 'Area chart', circle: 'Pie chart', ring: 'Doughnut chart', scatter: 'Scatter chart',
  radar: 'Radar chart', filled_radar: 'Radar chart', bubble: 'Bubble chart', stock: 'Stock chart', gantt: 'Gantt chart',
};

export function objectBlocks(object: XmlElement, context: ReadContext, readBlocks: BlocksReader): Block[] {
  // The object's folder, from the package root; one that is not inside the package is not read.
  const folder = resolvePackagePath('content.xml', attr(object, 'xlink:href') ?? '');
  if (!folder || context.insideObject) return [];
  const text = context.zip.readText(`${folder}/content.xml`);
  if (!text) return [];
  context.insideObject = true;
  try {
    const root = parseXml(text, `${folder}/content.xml`);
    if (root.name === 'math') return formulaBlocks(root);
    const chart = descendants(root, 'chart').find((element) => attr(element, 'chart:class'));
    return chart ? chartBlocks(chart, context, readBlocks) : [];
  } finally {
    context.insideObject = false;
  }
}

function chartBlocks(chart: XmlElement, context: ReadContext, readBlocks: BlocksReader): Block[] {
  const blocks: Block[] = [];
  const titleElement = path(chart, 'title');
  const title = titleElement ? ownTextDeep(titleElement).replace(/\s+/g, ' ').trim() : '';
  if (title) blocks.push({ type: 'paragraph', content: [{ type: 'text', text: title }] });
  const data = childElements(chart, 'table')[0];
  const table = data ? tableBlock(data, context, readBlocks) : null;
  const kind = KINDS[(attr(chart, 'chart:class') ?? '').replace(/^chart:/, '')];
  if (table) blocks.push({ ...table, ...(kind ? { caption: kind } : {}) });
  return blocks;
}

function formulaBlocks(math: XmlElement): Block[] {
  const annotation = descendants(math, 'annotation')[0];
  const source = (annotation ? ownTextDeep(annotation) : childElements(math).filter((element) => element.name !== 'annotation').map(ownTextDeep).join(' '))
    .replace(/\s+/g, ' ')
    .trim();
  return source ? [{ type: 'paragraph', content: [{ type: 'text', text: source, code: true }] }] : [];
}
