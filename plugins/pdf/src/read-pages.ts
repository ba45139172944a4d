// Reading a document's pages through an engine, in two passes: every page's text layer first,
// then OCR for the pages whose text layer is missing or unreadable (or every page, in `ocr`
// mode). Knowing the whole text layer before any OCR lets the caller see that an engine found
// no text at all, and ask the other engine, before spending seconds a page on recognition.

import { OcrFailure, type OcrEngine } from '@docextract/plugin-kit/ocr';
import { createVocabulary, type Vocabulary } from '@docextract/plugin-kit/vocabulary';
import type { PageContent } from './layout-types.ts';
import { ocrPageLines, type OcrReading } from './ocr-lines.ts';
import { recognizePage } from './ocr-page.ts';
import { layoutPage } from './page-lines.ts';
import type { PdfEngine } from './pdf-engine.ts';
import { corruptError } from './pdf-errors.ts';
import { meaningfulCharacters, textLayerQuality } from './text-layer-quality.ts';

/**
 * OCR of pages without a text layer, inside `structured` and `fast`, stops after this long:
 * a long scan would otherwise use the whole extraction's time in the first mode and leave none
 * for the others. The pages left out are listed in metadata.raw.ocrSkippedPages; `ocr` mode
 * has no such budget.
 */
const AUTO_OCR_BUDGET_MS = 30_000;
/** Pages that fail before any page has been read: past this many the file is corrupt. */
const MAX_FAILURES_BEFORE_FIRST_PAGE = 5;

export interface ReadState {
  pages: PageContent[];
  vocabulary: Vocabulary;
  characters: number;
  truncated: boolean;
  /** Letters and digits the text layer had, over every page. */
  textLayerCharacters: number;
  /** Pages to recognise, with the letters and digits their text layer had. */
  pendingOcr: { index: number; meaningful: number }[];
  ocrPages: number[];
  ocrSkippedPages: number[];
  ocrMs: number;
  failedPages: number[];
}

/** Pass one: the text layer of every page in `pageNumbers` (ascending), laid out. In `ocr` mode no text layer is read. */
export async function readTextLayers(engine: PdfEngine, pageNumbers: readonly number[], ocrEveryPage: boolean, maxChars: number): Promise<ReadState> {
  const state: ReadState = {
    pages: [],
    vocabulary: createVocabulary(),
    characters: 0,
    truncated: false,
    textLayerCharacters: 0,
    pendingOcr: [],
    ocrPages: [],
    ocrSkippedPages: [],
    ocrMs: 0,
    failedPages: [],
  };
  // A part of a document split across threads (one not starting at page 1) cannot tell a corrupt
  // file from a few bad pages: the part that holds the first pages decides, as the whole would.
  const judgesFile = pageNumbers[0] === 1;
  for (const [position, number] of pageNumbers.entries()) {
    if (state.characters > maxChars) {
      state.truncated = true;
      break;
    }
    if (ocrEveryPage) {
      state.pendingOcr.push({ index: state.pages.length, meaningful: -1 });
      state.pages.push({ page: number, kind: 'empty' });
      continue;
    }
    try {
      const groups = await engine.readPage(number);
      const quality = textLayerQuality(groups);
      state.textLayerCharacters += quality.meaningful;
      if (!quality.usable) state.pendingOcr.push({ index: state.pages.length, meaningful: quality.meaningful });
      state.pages.push(laidOut(number, groups, state));
    } catch (error) {
      state.failedPages.push(number);
      state.pages.push({ page: number, kind: 'empty' });
      const nothingRead = state.failedPages.length === position + 1;
      if (judgesFile && nothingRead && (number === engine.pageCount || number >= MAX_FAILURES_BEFORE_FIRST_PAGE)) throw corruptError(error);
    }
  }
  return state;
}

/** Pass two: OCR for the pages that need it. Outside `ocr` mode it is a bonus under a time budget. */
export async function recognizePending(engine: PdfEngine, ocr: OcrEngine, state: ReadState, ocrEveryPage: boolean, maxChars: number): Promise<void> {
  for (const [position, { index, meaningful }] of state.pendingOcr.entries()) {
    if (state.characters > maxChars) {
      // Pages after the last one read are left out, as in the text layer's pass.
      state.truncated = true;
      if (ocrEveryPage) state.pages.length = state.pendingOcr[position]!.index;
      break;
    }
    const content = state.pages[index]!;
    if (!ocrEveryPage && state.ocrMs >= AUTO_OCR_BUDGET_MS) {
      state.ocrSkippedPages.push(content.page);
      continue;
    }
    let reading: OcrReading | null;
    try {
      reading = await timedOcr(engine, ocr, content.page, state);
    } catch (error) {
      // Tesseract failing says nothing about the file: in `ocr` mode that is the service's failure.
      if (ocrEveryPage && error instanceof OcrFailure) throw error;
      if (ocrEveryPage) state.failedPages.push(content.page);
      continue;
    }
    const layout = reading ? ocrPageLines(reading, content.page) : null;
    const texts = layout?.lines.map((line) => line.text) ?? [];
    // A page with a little real text and nothing more in its picture keeps its text layer.
    if (!ocrEveryPage && meaningfulCharacters(texts) <= meaningful) continue;
    if (content.kind === 'text') uncount(content, state);
    state.ocrPages.push(content.page);
    state.pages[index] = layout && layout.lines.length > 0 ? counted({ page: content.page, kind: 'ocr', layout }, state) : { page: content.page, kind: 'empty' };
  }
  if (ocrEveryPage && state.failedPages.length === state.pages.length && state.pages.length > 0) throw corruptError();
}

function laidOut(number: number, groups: Parameters<typeof layoutPage>[0], state: ReadState): PageContent {
  const layout = layoutPage(groups, number);
  return layout.lines.length > 0 ? counted({ page: number, kind: 'text', layout }, state) : { page: number, kind: 'empty' };
}

/** The page's lines teach the vocabulary (for de-hyphenation) and count towards the output limit. */
function counted(content: Extract<PageContent, { kind: 'text' | 'ocr' }>, state: ReadState): PageContent {
  for (const line of content.layout.lines) {
    state.vocabulary.learn(line.text);
    state.characters += line.text.length + 1;
  }
  return content;
}

function uncount(content: Extract<PageContent, { kind: 'text' }>, state: ReadState): void {
  for (const line of content.layout.lines) state.characters -= line.text.length + 1;
}

async function timedOcr(engine: PdfEngine, ocr: OcrEngine, number: number, state: ReadState): Promise<OcrReading | null> {
  const startedMs = performance.now();
  try {
    return await recognizePage((rotation, dpi) => engine.renderPage(number, rotation, dpi), ocr);
  } finally {
    state.ocrMs += performance.now() - startedMs;
  }
}
