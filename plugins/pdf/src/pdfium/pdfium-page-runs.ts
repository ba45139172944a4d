// One page's text layer through PDFium, as engine-neutral runs (see run-groups.ts).
//
// PDFium's text page (FPDFText_*) lists the characters in reading order per line, with the
// spaces and line ends it inferred marked as generated, and right-to-left lines already in
// logical order. Consecutive characters on one baseline, in one font and size, with at most a
// word space between them make a run; a wider gap ends it, so the layout code still sees the
// gaps that separate columns and table cells. The per-character calls go straight to the
// module's exports: a page has thousands of characters.

import type { TextRun } from '../layout-types.ts';
import { repairArabicLigatures } from '../rtl-text.ts';
import { groupByOrientation, type OrientedRun, type RunGroup } from '../run-groups.ts';
import type { Pdfium } from './pdfium-module.ts';
import { readLatin1 } from './pdfium-strings.ts';
import type { PageFrame } from './page-frame.ts';
import { readTextFrame } from './page-frame-reader.ts';

/** A gap wider than this many font sizes ends a run, even over a space. */
const RUN_GAP_EM = 0.5;
/** Characters this far off the run's baseline (in font sizes) start a new run. */
const BASELINE_TOLERANCE_EM = 0.2;
const FIXED_PITCH_FLAG = 1;
/** Fixed-pitch families by name: the standard Courier and friends often carry no flags. */
const MONOSPACE_NAME = /courier|mono|consol|menlo|inconsolata|\bcode\b|typewriter|fixed/i;
const COMBINING_MARK = /^\p{M}$/u;
const RTL_CHARACTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

export interface PdfiumPage {
  groups: RunGroup[];
  frame: PageFrame;
}

interface OpenRun {
  text: string;
  /** Extent along the baseline in user space. */
  left: number;
  right: number;
  /** The last character's extent: the letters of one ligature glyph share it. */
  lastStart: number;
  lastEnd: number;
  baseline: number;
  fontSize: number;
  font: number;
  /** Quarter turns clockwise of the baseline in user space, and on the shown page. */
  userQuarter: number;
  quarter: number;
  rtl: boolean;
  pendingSpace: boolean;
}

/** Reads the text of an FPDF_PAGE already loaded. */
export function readPdfiumPageText(module: Pdfium, page: number): PdfiumPage {
  const raw = module.raw;
  const frame = readTextFrame(module, page);
  const textPage = raw.FPDFText_LoadPage!(page);
  if (textPage === 0) return { groups: [], frame };
  // Scratch space for out-parameters: two doubles, a float rectangle, a float matrix.
  const scratch = module.malloc(64);
  const oriented: OrientedRun[] = [];
  const monospace = new Map<number, boolean>();
  // Every character of one text object shares its font, size and matrix.
  const objectGeometry = new Map<number, Geometry>();
  try {
    const count = raw.FPDFText_CountChars!(textPage);
    // Looked up once: the exports object has a thousand names, and this loop runs per character.
    const getUnicode = raw.FPDFText_GetUnicode!;
    const getCharOrigin = raw.FPDFText_GetCharOrigin!;
    const getLooseCharBox = raw.FPDFText_GetLooseCharBox!;
    const getTextObject = raw.FPDFText_GetTextObject!;
    const originSlot = scratch >> 3;
    const boxSlot = (scratch + 16) >> 2;
    let run: OpenRun | null = null;
    const finish = () => {
      if (run && run.text.trim() !== '') oriented.push(toOrientedRun(run, frame, monospace, module));
      run = null;
    };
    for (let index = 0; index < count; index += 1) {
      const code = getUnicode(textPage, index);
      // Line ends and spaces, the file's own and those PDFium inferred alike.
      if (code === 13 || code === 10) {
        finish();
        continue;
      }
      if (code === 32 || code === 9 || code === 0xa0) {
        if (run) (run as OpenRun).pendingSpace = true;
        continue;
      }
      const character = characterOf(code);
      if (character === '') continue;
      getCharOrigin(textPage, index, scratch, scratch + 8);
      const heapF64 = module.heapF64();
      const originX = heapF64[originSlot]!;
      const originY = heapF64[originSlot + 1]!;
      getLooseCharBox(textPage, index, scratch + 16);
      const heapF32 = module.heapF32();
      // FS_RECTF: left, top, right, bottom.
      const boxLeft = heapF32[boxSlot]!;
      const boxRight = heapF32[boxSlot + 2]!;
      const textObject = getTextObject(textPage, index);
      let geometry = objectGeometry.get(textObject);
      if (geometry === undefined) {
        geometry = readGeometry(module, textPage, index, scratch + 32);
        objectGeometry.set(textObject, geometry);
      }
      const { fontSize, angle, font } = geometry;
      if (!(fontSize > 0.1) || !Number.isFinite(originX) || !Number.isFinite(originY)) continue;
      const userQuarter = quarterOf(angle, 0);
      const quarter = (userQuarter + frame.rotation) % 4;
      // Along the baseline, in user space: x for upright text, y for text turned a quarter.
      const boxTop = heapF32[boxSlot + 1]!;
      const boxBottom = heapF32[boxSlot + 3]!;
      const sideways = userQuarter % 2 === 1;
      const alongStart = sideways ? Math.min(boxTop, boxBottom) : Math.min(boxLeft, boxRight);
      const alongEnd = sideways ? Math.max(boxTop, boxBottom) : Math.max(boxLeft, boxRight);
      const baseline = sideways ? originX : originY;
      const rtl = code >= 0x590 && RTL_CHARACTER.test(character);
      const current = run as OpenRun | null;
      // A combining mark (Arabic vowels, tanween) belongs to the letter before it, wherever
      // the font draws it.
      if (current && code >= 0x300 && COMBINING_MARK.test(character) && current.userQuarter === userQuarter) {
        current.text += character;
        continue;
      }
      if (current && continues(current, font, fontSize, userQuarter, baseline, alongStart, alongEnd, rtl)) {
        current.text += (current.pendingSpace ? ' ' : '') + character;
        current.left = Math.min(current.left, alongStart);
        current.right = Math.max(current.right, alongEnd);
        current.lastStart = alongStart;
        current.lastEnd = alongEnd;
        current.pendingSpace = false;
        continue;
      }
      finish();
      run = { text: character, left: alongStart, right: alongEnd, lastStart: alongStart, lastEnd: alongEnd, baseline, fontSize, font, userQuarter, quarter, rtl, pendingSpace: false };
    }
    finish();
  } finally {
    module.free(scratch);
    raw.FPDFText_ClosePage!(textPage);
  }
  return { groups: groupByOrientation(oriented, frame.width, frame.height), frame };
}

interface Geometry {
  /** The size the text is shown at: the font size times the text and graphics matrices' scale. */
  fontSize: number;
  /** Baseline angle, radians counter-clockwise in user space. */
  angle: number;
  /** FPDF_FONT handle: equal handles are the same font. */
  font: number;
}

function readGeometry(module: Pdfium, textPage: number, index: number, matrixPointer: number): Geometry {
  const raw = module.raw;
  const size = raw.FPDFText_GetFontSize!(textPage, index);
  const textObject = raw.FPDFText_GetTextObject!(textPage, index);
  const font = textObject === 0 ? 0 : raw.FPDFTextObj_GetFont!(textObject);
  // FS_MATRIX: a, b, c, d, e, f as floats; the character's matrix without its font size.
  if (!raw.FPDFText_GetMatrix!(textPage, index, matrixPointer)) return { fontSize: size, angle: raw.FPDFText_GetCharAngle!(textPage, index), font };
  const heap = module.heapF32();
  const base = matrixPointer >> 2;
  const [a, b, c, d] = [heap[base]!, heap[base + 1]!, heap[base + 2]!, heap[base + 3]!];
  const scale = Math.hypot(c, d);
  return { fontSize: size * (scale > 0 ? scale : 1), angle: Math.atan2(b, a), font };
}

// Plain arguments, not an object: this runs once per character.
function continues(
  run: OpenRun,
  font: number,
  fontSize: number,
  userQuarter: number,
  baseline: number,
  alongStart: number,
  alongEnd: number,
  rtl: boolean,
): boolean {
  if (font !== run.font || userQuarter !== run.userQuarter || Math.abs(fontSize - run.fontSize) > 0.05 * run.fontSize) return false;
  if (Math.abs(baseline - run.baseline) > BASELINE_TOLERANCE_EM * run.fontSize) return false;
  if (alongStart === run.lastStart && alongEnd === run.lastEnd) return true;
  // Text advances along +x (quarter 0) or +y (quarter 3) of user space, or against it;
  // right-to-left characters come in logical order, so they advance the other way.
  const forward = (run.userQuarter === 0 || run.userQuarter === 3) !== (run.rtl && rtl);
  const gap = forward ? alongStart - run.right : run.left - alongEnd;
  const maxGap = RUN_GAP_EM * run.fontSize;
  return gap <= maxGap && gap >= -maxGap;
}

function toOrientedRun(run: OpenRun, frame: PageFrame, monospace: Map<number, boolean>, module: Pdfium): OrientedRun {
  const raw = module.raw;
  let fixedPitch = monospace.get(run.font);
  if (fixedPitch === undefined) {
    fixedPitch = run.font !== 0 && ((raw.FPDFFont_GetFlags!(run.font) & FIXED_PITCH_FLAG) !== 0 || MONOSPACE_NAME.test(fontName(module, run.font)));
    monospace.set(run.font, fixedPitch);
  }
  const width = run.right - run.left;
  // The run's start as the upright frame sees it: the low end of an axis text advances along,
  // the high end of one it advances against, whichever way its characters read.
  const along = run.userQuarter === 0 || run.userQuarter === 3 ? run.left : run.right;
  const startUser: [number, number] = run.userQuarter % 2 === 0 ? [along, run.baseline] : [run.baseline, along];
  const [x, y] = frame.toDevice(startUser[0], startUser[1]);
  const text: TextRun = {
    text: run.rtl ? repairArabicLigatures(run.text) : run.text,
    x,
    y,
    width,
    fontSize: run.fontSize,
    fontId: `f${run.font}`,
    rtl: run.rtl,
    monospace: fixedPitch,
  };
  return { run: text, quarter: run.quarter };
}

function fontName(module: Pdfium, font: number): string {
  return readLatin1(module, (buffer, length) => module.raw.FPDFFont_GetBaseFontName!(font, buffer, length));
}

/** Quarter turns clockwise on the shown page of text at `angle` (radians, counter-clockwise in user space). */
function quarterOf(angle: number, pageRotation: number): number {
  const quarters = Math.round((-angle) / (Math.PI / 2)) + pageRotation;
  return ((quarters % 4) + 4) % 4;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/;

const PRINTABLE_ASCII = Array.from({ length: 0x7f }, (_, code) => String.fromCharCode(code));

function characterOf(code: number): string {
  if (code > 0x20 && code < 0x7f) return PRINTABLE_ASCII[code]!;
  // PDFium marks a hyphen at a line's end that it took for a soft one with U+0002.
  if (code === 2) return '-';
  if (code === 0 || code > 0x10ffff) return '';
  const character = String.fromCodePoint(code);
  return CONTROL_CHARACTER.test(character) ? '' : character;
}
