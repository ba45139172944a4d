// Tesseract (tesseract.js, WebAssembly) with the English model from @tesseract.js-data/eng.
//
// The Tesseract workers (threads of their own: one reads, one tells which way up a page
// is) are started on the first page that needs them and ended with the document: a scan is rare, and a thread left running would outlive
// the extraction.

import type Tesseract from 'tesseract.js';
import { joinLines } from '../text/join-lines.ts';
import { lazyWorker } from './lazy-worker.ts';
import { createOrientationDetector, type Orientation } from './orientation.ts';
import { createVocabulary } from '../text/vocabulary.ts';

/** The LSTM-only model: a quarter of the size of the legacy+LSTM one, and as accurate. */
const MODEL_FOLDER = '4.0.0_best_int';
const LSTM_ONLY = 1;
/**
 * Automatic page segmentation, as the tesseract command line uses. The library's own default is
 * "one uniform block of text", which drops lines that do not fit the block: a letterhead in
 * large capitals over a rule was lost, and every page came back as one block.
 */
const AUTOMATIC_SEGMENTATION = '3';

/** A box in the image's pixels, y down from the top edge. */
export interface OcrBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface OcrLine {
  text: string;
  box: OcrBox;
  /** Where the line's baseline meets its middle, in pixels from the top. */
  baselinePx: number;
  /** Tesseract's row height (ascender to descender), about the type size in pixels. */
  rowHeightPx: number;
  /** Tesseract's confidence in the line, 0–100. */
  confidence: number;
  words: number;
}

/** Tesseract's page structure: blocks of paragraphs of lines, in its reading order. */
export interface OcrBlock {
  paragraphs: { lines: OcrLine[] }[];
}

export interface OcrResult {
  blocks: OcrBlock[];
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  words: number;
}

/** Tesseract itself failed (not the document): the service should see a crash, not bad input. */
export class OcrFailure extends Error {
  constructor(cause: unknown) {
    super(`OCR failed: ${cause instanceof Error ? cause.message : String(cause)}`.split('\n')[0]!);
    this.name = 'OcrFailure';
  }
}

export interface OcrEngine {
  recognize(png: Buffer, dpi: number): Promise<OcrResult>;
  /** How far the image must turn clockwise to stand upright, or null when that cannot be told. */
  uprightRotation(image: Buffer, dpi: number): Promise<Orientation | null>;
  close(): Promise<void>;
}

export function createOcrEngine(): OcrEngine {
  const reader = lazyWorker({ language: 'eng', modelPackage: '@tesseract.js-data/eng', modelFolder: MODEL_FOLDER, oem: LSTM_ONLY });
  const orientation = createOrientationDetector();
  return {
    async recognize(png, dpi) {
      try {
        const tesseract = await reader.get();
        await tesseract.setParameters({ user_defined_dpi: String(dpi), tessedit_pageseg_mode: AUTOMATIC_SEGMENTATION as Tesseract.PSM });
        const { data } = await tesseract.recognize(png, {}, { text: true, blocks: true });
        return readResult(data);
      } catch (error) {
        throw new OcrFailure(error);
      }
    },
    async uprightRotation(image, dpi) {
      try {
        return await orientation.detect(image, dpi);
      } catch (error) {
        throw new OcrFailure(error);
      }
    },
    async close() {
      await Promise.all([orientation.close(), reader.close()]);
    },
  };
}

function readResult(data: Tesseract.Page): OcrResult {
  const blocks: OcrBlock[] = [];
  let words = 0;
  for (const block of data.blocks ?? []) {
    const paragraphs = block.paragraphs
      .map((paragraph) => ({ lines: paragraph.lines.map(readLine).filter((line) => line !== null) }))
      .filter((paragraph) => paragraph.lines.length > 0);
    for (const paragraph of paragraphs) words += paragraph.lines.reduce((sum, line) => sum + line.words, 0);
    if (paragraphs.length > 0) blocks.push({ paragraphs });
  }
  return { blocks, confidence: data.confidence ?? 0, words };
}

// Tesseract reads specks and ruled lines as "|", "~" or "—": a line without a letter or digit
// is noise, not text.
function readLine(line: Tesseract.Line): OcrLine | null {
  const text = line.text.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const box = { left: line.bbox.x0, top: line.bbox.y0, right: line.bbox.x1, bottom: line.bbox.y1 };
  const middle = (box.left + box.right) / 2;
  const { x0, y0, x1, y1 } = line.baseline;
  const baselinePx = x1 !== x0 ? y0 + ((y1 - y0) * (middle - x0)) / (x1 - x0) : y0;
  const rowHeightPx = line.rowAttributes?.rowHeight;
  return {
    text,
    box,
    baselinePx: baselinePx > box.top && baselinePx <= box.bottom ? baselinePx : box.bottom,
    rowHeightPx: rowHeightPx && rowHeightPx > 0 ? rowHeightPx : box.bottom - box.top,
    confidence: line.confidence,
    words: line.words.length,
  };
}

/**
 * True when most of the text sits in lines standing on end. With automatic segmentation
 * Tesseract reads a page scanned sideways as vertical lines, often with a confidence as high as
 * upright text: the callers turn such a page upright, so that its lines run across.
 */
export function readsSideways(result: OcrResult): boolean {
  let upright = 0;
  let standing = 0;
  for (const block of result.blocks) {
    for (const paragraph of block.paragraphs) {
      for (const { box, text } of paragraph.lines) {
        if (box.bottom - box.top > box.right - box.left && text.length > 1) standing += text.length;
        else upright += text.length;
      }
    }
  }
  return standing > upright;
}

/** The text of each of Tesseract's paragraphs, its lines joined (and de-hyphenated) as running text. */
export function paragraphTexts(result: OcrResult): string[] {
  const vocabulary = createVocabulary();
  const paragraphs = result.blocks.flatMap((block) => block.paragraphs);
  for (const paragraph of paragraphs) for (const line of paragraph.lines) vocabulary.learn(line.text);
  return paragraphs.map((paragraph) => joinLines(paragraph.lines.map((line) => line.text), vocabulary)).filter((text) => text !== '');
}
