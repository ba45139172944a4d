// A page's text layer, read by pdf.js, as runs in the page's upright frame.
//
// pdf.js gives each run a matrix in PDF user space (y up, unrotated page). The viewport applies
// the page's /Rotate, so text that reads upright on screen reads upright here. Grouping by
// angle is engine-neutral (run-groups.ts).

import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { repairArabicLigatures } from './rtl-text.ts';
import { groupByOrientation, type OrientedRun, type RunGroup } from './run-groups.ts';

export type { RunGroup } from './run-groups.ts';

interface RawItem {
  str: string;
  dir: string;
  width: number;
  height: number;
  transform: number[];
  fontName: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/g;

export async function readPageRuns(page: PDFPageProxy): Promise<RunGroup[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const styles = content.styles as Record<string, { vertical?: boolean; fontFamily?: string }>;
  const oriented: OrientedRun[] = [];
  for (const item of content.items as RawItem[]) {
    if (typeof item.str !== 'string' || !Array.isArray(item.transform)) continue;
    const text = item.str.replace(CONTROL_CHARACTERS, '');
    if (text.trim() === '') {
      // pdf.js emits a word space the font drew narrow as an item of its own: keep the space.
      const previous = oriented.at(-1)?.run;
      if (text !== '' && previous && !/\s$/.test(previous.text)) previous.text += ' ';
      continue;
    }
    const matrix = multiply(viewport.transform, item.transform);
    const style = styles[item.fontName];
    const run = orient(text, item, matrix, style?.vertical === true, style?.fontFamily === 'monospace');
    if (run) oriented.push(run);
  }
  return groupByOrientation(oriented, viewport.width, viewport.height);
}

// pdf.js's Util.transform, done here: pdf.js calls its own on typed and plain arrays in its hot
// loops, and feeding it one more caller's arrays from outside makes it slower for pdf.js too.
function multiply(m1: number[], m2: number[]): number[] {
  return [
    m1[0]! * m2[0]! + m1[2]! * m2[1]!,
    m1[1]! * m2[0]! + m1[3]! * m2[1]!,
    m1[0]! * m2[2]! + m1[2]! * m2[3]!,
    m1[1]! * m2[2]! + m1[3]! * m2[3]!,
    m1[0]! * m2[4]! + m1[2]! * m2[5]! + m1[4]!,
    m1[1]! * m2[4]! + m1[3]! * m2[5]! + m1[5]!,
  ];
}

function orient(text: string, item: RawItem, matrix: number[], vertical: boolean, monospace: boolean): OrientedRun | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = matrix;
  const fontSize = Math.hypot(c, d);
  if (!(fontSize > 0.1) || !Number.isFinite(e) || !Number.isFinite(f)) return null;
  // Vertical CJK text advances downwards; its "width" is pdf.js's height.
  const advance = vertical ? item.height : item.width;
  const angle = vertical ? Math.atan2(b, a) + Math.PI / 2 : Math.atan2(b, a);
  const quarter = ((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4;
  const rtl = item.dir === 'rtl';
  return {
    quarter,
    run: {
      text: rtl ? repairArabicLigatures(text) : text,
      x: e,
      y: f,
      width: Math.max(0, Number.isFinite(advance) ? advance : 0),
      fontSize,
      fontId: item.fontName,
      rtl,
      monospace,
    },
  };
}
