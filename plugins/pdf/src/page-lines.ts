// One page's runs → its lines in reading order. Each orientation group (see page-runs.ts) is
// laid out on its own; text at another angle than the page's main text follows it.

import { buildSegments } from './build-segments.ts';
import type { Line, PageLines } from './layout-types.ts';
import type { RunGroup } from './page-runs.ts';
import { readingOrder } from './reading-order.ts';

export function layoutPage(groups: RunGroup[], page: number): PageLines {
  const lines: Line[] = [];
  let regionOffset = 0;
  for (const group of groups) {
    const groupLines = readingOrder(buildSegments(group.runs));
    for (const line of groupLines) lines.push({ ...line, region: line.region + regionOffset });
    regionOffset = lines.length > 0 ? lines.at(-1)!.region + 1 : regionOffset;
  }
  const main = groups[0];
  return { page, width: main?.width ?? 0, height: main?.height ?? 0, lines };
}
