// Runs of one page, whichever engine read them, grouped by the angle of their baselines.
//
// Text at another angle than the page's main text (a label up the margin, a landscape table
// on a portrait page) is grouped by its angle and each group is turned upright in its own
// frame; the group with most characters comes first. Runs outside the page (hidden off-page
// text) are dropped, as viewers never show them. Coordinates come in the page's upright
// device frame (y down from the top edge, the page's /Rotate applied).

import type { TextRun } from './layout-types.ts';

export interface RunGroup {
  runs: TextRun[];
  /** The page's size in this group's frame. */
  width: number;
  height: number;
}

export interface OrientedRun {
  run: TextRun;
  /** Quarter turns of the baseline, clockwise on the page: 0 reads left to right. */
  quarter: number;
}

export function groupByOrientation(oriented: OrientedRun[], pageWidth: number, pageHeight: number): RunGroup[] {
  const byQuarter = new Map<number, TextRun[]>();
  const characters = new Map<number, number>();
  for (const { run, quarter } of oriented) {
    const list = byQuarter.get(quarter) ?? [];
    list.push(run);
    byQuarter.set(quarter, list);
    characters.set(quarter, (characters.get(quarter) ?? 0) + run.text.length);
  }
  return [...byQuarter.entries()]
    .sort(([left], [right]) => (characters.get(right) ?? 0) - (characters.get(left) ?? 0))
    .map(([quarter, runs]) => turnUpright(runs, quarter, pageWidth, pageHeight))
    .map(dropOffPage)
    .filter((group) => group.runs.length > 0);
}

// Rotates device coordinates (y down) by quarter turns so that the group's baselines run left
// to right; the page's corners are rotated too, to place the frame's origin at its top left.
function turnUpright(runs: TextRun[], quarter: number, pageWidth: number, pageHeight: number): RunGroup {
  const turn = (x: number, y: number): [number, number] => {
    switch (quarter) {
      case 1:
        return [y, -x];
      case 2:
        return [-x, -y];
      case 3:
        return [-y, x];
      default:
        return [x, y];
    }
  };
  // Upright already (nearly every page's main text): the frame is the page's own.
  if (quarter === 0) return { width: pageWidth, height: pageHeight, runs };
  const corners = [turn(0, 0), turn(pageWidth, 0), turn(0, pageHeight), turn(pageWidth, pageHeight)];
  const minX = Math.min(...corners.map(([x]) => x));
  const minY = Math.min(...corners.map(([, y]) => y));
  const maxX = Math.max(...corners.map(([x]) => x));
  const maxY = Math.max(...corners.map(([, y]) => y));
  return {
    width: maxX - minX,
    height: maxY - minY,
    runs: runs.map((run) => {
      const [x, y] = turn(run.x, run.y);
      return { ...run, x: x - minX, y: y - minY };
    }),
  };
}

function dropOffPage(group: RunGroup): RunGroup {
  const inside = (run: TextRun) =>
    run.x + run.width > 0 && run.x < group.width && run.y > 0 && run.y - run.fontSize < group.height;
  return { ...group, runs: group.runs.filter(inside) };
}
