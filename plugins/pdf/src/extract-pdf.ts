// One extraction, whatever the mode: open the document with an engine, read metadata and the
// text layer of every page asked for (`pages`, or all), recognise the pages that need it, then
// build the model. The document and the OCR engine are always released. Page numbers stay the
// document's own, whichever pages are read, and metadata.pages stays its page count.
//
// PDFium reads `structured`, `fast` and `ocr`; pdf.js reads the `pdfjs` mode. A file PDFium
// cannot open, or in which it finds no text at all where pdf.js does, is read by pdf.js within
// the same attempt, and the result says so (producedByMode: "pdfjs"), as it says "ocr" when
// every page's text came from OCR.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { createOcrEngine } from '@docextract/plugin-kit/ocr';
import { fastDocument } from './fast-document.ts';
import { withInflateAtOnce } from './inflate-at-once.ts';
import type { PdfEngine } from './pdf-engine.ts';
import { openPdfjsEngine } from './pdfjs-engine.ts';
import { guardPdfium, PdfiumUnusable } from './pdfium/pdfium-guard.ts';
import { openPdfiumEngine } from './pdfium/pdfium-engine.ts';
import { readTextLayers, recognizePending, type ReadState } from './read-pages.ts';
import { structureDocument } from './structure-document.ts';

export type PdfMode = 'structured' | 'fast' | 'ocr' | 'pdfjs';
type Layout = 'structured' | 'fast';

interface ReadPlan {
  layout: Layout;
  ocrEveryPage: boolean;
  /** pdf.js may take over when this engine finds no text at all. */
  pdfjsMayHelp: boolean;
}

export async function extractPdf(input: ExtractInput, mode: PdfMode): Promise<ExtractResult> {
  const plan: ReadPlan = { layout: mode === 'fast' ? 'fast' : 'structured', ocrEveryPage: mode === 'ocr', pdfjsMayHelp: mode !== 'ocr' };
  if (mode === 'pdfjs') return readWithPdfjs(input, plan);
  try {
    const result = await guardPdfium(
      (module) => openPdfiumEngine(input, module),
      (engine) => readWith(engine, input, plan),
    );
    return result ?? (await readWithPdfjs(input, plan));
  } catch (error) {
    // PDFium failed inside (not for lack of memory, not on a password): pdf.js reads the file.
    if (error instanceof PdfiumUnusable) return readWithPdfjs(input, plan);
    throw error;
  }
}

async function readWithPdfjs(input: ExtractInput, plan: ReadPlan): Promise<ExtractResult> {
  return withInflateAtOnce(async () => {
    const engine = await openPdfjsEngine(input, plan.ocrEveryPage);
    try {
      const result = (await readWith(engine, input, { ...plan, pdfjsMayHelp: false }))!;
      // `ocr` stays `ocr` whichever engine drew the pages; otherwise the text is pdf.js's.
      if (!plan.ocrEveryPage) result.producedByMode ??= 'pdfjs';
      return result;
    } finally {
      await engine.close();
    }
  });
}

/** The result, or null when pdf.js should read the document instead. */
async function readWith(engine: PdfEngine, input: ExtractInput, plan: ReadPlan): Promise<ExtractResult | null> {
  const maxChars = maxCharacters(input.limits.maxOutputChars);
  const metadata = await engine.readMetadata();
  const pageNumbers = selectedPages(input.pages, engine.pageCount);
  // No page asked for: the metadata alone, which is how the core learns the page count.
  if (pageNumbers.length === 0) return { document: { blocks: [] }, metadata };
  const state = await readTextLayers(engine, pageNumbers, plan.ocrEveryPage, maxChars);
  if (plan.pdfjsMayHelp && state.textLayerCharacters === 0 && (await pdfjsFindsText(input, pageNumbers))) return null;
  const ocr = createOcrEngine();
  try {
    await recognizePending(engine, ocr, state, plan.ocrEveryPage, maxChars);
  } finally {
    await ocr.close();
  }
  const blocks: Block[] = plan.layout === 'structured' ? structureDocument(state.pages, state.vocabulary) : fastDocument(state.pages, state.vocabulary);
  // A part that starts past page 1 starts with its page break, as the whole document has it there.
  const firstPage = state.pages[0]?.page ?? 1;
  if (firstPage > 1) blocks.unshift({ type: 'pageBreak', page: firstPage });
  const result: ExtractResult = { document: { blocks }, metadata: { ...metadata, raw: { ...metadata.raw, ...notes(state) } } };
  if (!plan.ocrEveryPage && allFromOcr(state)) result.producedByMode = 'ocr';
  return result;
}

function notes(state: ReadState): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  if (state.ocrPages.length > 0) raw.ocrPages = state.ocrPages;
  if (state.ocrSkippedPages.length > 0) raw.ocrSkippedPages = state.ocrSkippedPages;
  if (state.failedPages.length > 0) raw.unreadablePages = state.failedPages;
  if (state.truncated) raw.truncated = true;
  return raw;
}

/** Every page that gave text gave it through OCR. */
function allFromOcr(state: ReadState): boolean {
  return state.ocrPages.length > 0 && state.pages.every((page) => page.kind !== 'text');
}

/** The pages to read: `pages` within the document, ascending, each once; every page when absent. */
function selectedPages(pages: ExtractInput['pages'], pageCount: number): number[] {
  if (!pages) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const valid = pages.filter((number) => Number.isInteger(number) && number >= 1 && number <= pageCount);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** Whether pdf.js's text layer has letters or digits where PDFium found none (a few of the pages read suffice). */
async function pdfjsFindsText(input: ExtractInput, pageNumbers: readonly number[]): Promise<boolean> {
  const PAGES_TO_ASK = 5;
  return withInflateAtOnce(async () => {
    let engine: PdfEngine | null = null;
    try {
      engine = await openPdfjsEngine(input, false);
      for (const number of pageNumbers.slice(0, PAGES_TO_ASK)) {
        if (number > engine.pageCount) break;
        const groups = await engine.readPage(number).catch(() => []);
        if (groups.some((group) => group.runs.some((run) => /[\p{L}\p{N}]/u.test(run.text)))) return true;
      }
      return false;
    } catch {
      return false;
    } finally {
      await engine?.close();
    }
  });
}

/** A missing or nonsensical limit means no limit rather than no output. */
function maxCharacters(maxOutputChars: number): number {
  return Number.isFinite(maxOutputChars) && maxOutputChars > 0 ? maxOutputChars : Infinity;
}
