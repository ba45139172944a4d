// Where a placeholder sits when the slide does not say: most slides leave a title or body
// placeholder's position to the layout, and the layout may leave it to the master. Matched
// by index first, then by type, as PowerPoint does. Layouts and masters are read once per deck.

import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { firstOfType, readRelationships, type Relationships } from '@docextract/plugin-kit/office-relationships';
import { attr, childElements, path, parseXml } from '@docextract/plugin-kit/xml';
import type { Placeholder, Position } from './slide-shapes.ts';

interface PositionTable {
  byIdx: Map<string, Position>;
  byType: Map<string, Position>;
  master: string | null;
}

export class PlaceholderPositions {
  private readonly tables = new Map<string, PositionTable>();

  constructor(private readonly zip: OfficeZip) {}

  positionFor(slideRels: Relationships, placeholder: Placeholder): Position | null {
    const layoutPart = firstOfType(slideRels, 'slideLayout')?.target;
    const layout = layoutPart ? this.table(layoutPart) : null;
    const type = generalType(placeholder.type);
    const fromLayout =
      (placeholder.idx !== null ? layout?.byIdx.get(placeholder.idx) : undefined) ?? layout?.byType.get(placeholder.type) ?? layout?.byType.get(type);
    if (fromLayout) return fromLayout;
    const master = layout?.master ? this.table(layout.master) : null;
    return master?.byType.get(type) ?? null;
  }

  private table(part: string): PositionTable {
    let table = this.tables.get(part);
    if (!table) {
      table = this.read(part);
      this.tables.set(part, table);
    }
    return table;
  }

  private read(part: string): PositionTable {
    const table: PositionTable = { byIdx: new Map(), byType: new Map(), master: null };
    const xml = this.zip.readText(part);
    if (!xml) return table;
    const tree = path(parseXml(xml, part), 'cSld', 'spTree');
    for (const shape of tree ? childElements(tree, 'sp') : []) {
      const ph = path(shape, 'nvSpPr', 'nvPr', 'ph');
      const offset = path(shape, 'spPr', 'xfrm', 'off');
      if (!ph || !offset) continue;
      const position = { x: Number(attr(offset, 'x')) || 0, y: Number(attr(offset, 'y')) || 0 };
      const idx = attr(ph, 'idx');
      const type = attr(ph, 'type') ?? 'obj';
      if (idx !== undefined && !table.byIdx.has(idx)) table.byIdx.set(idx, position);
      if (!table.byType.has(type)) table.byType.set(type, position);
      if (!table.byType.has(generalType(type))) table.byType.set(generalType(type), position);
    }
    table.master = firstOfType(readRelationships(this.zip, part), 'slideMaster')?.target ?? null;
    return table;
  }
}

/** The master's names for placeholder kinds: every title is a title, every content area a body. */
export function generalType(type: string): string {
  if (type === 'title' || type === 'ctrTitle') return 'title';
  if (type === 'subTitle' || type === 'obj' || type === 'body') return 'body';
  return type;
}
