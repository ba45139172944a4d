// One extraction, whatever the mode: open, read metadata, read every page (text layer, or OCR
// where the text layer is missing or unreadable, or OCR for every page in `ocr` mode), then
// build the model. The document and the OCR engine are always released.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fastDocument } from './fast-document.ts';
import type { PageContent } from './layout-types.ts';
import { withInflateAtOnce } from './inflate-at-once.ts';
import { createOcrEngine, OcrFailure, type OcrEngine } from '@docextract/plugin-kit/ocr';
import { recognizePage } from './ocr-page.ts';
import { openDocument } from './open-document.ts';
import { layoutPage } from './page-lines.ts';
import { pagePrefetcher, type FetchedPage } from './page-prefetch.ts';
import { corruptError } from './pdf-errors.ts';
import { readMetadata } from './read-metadata.ts';
import { renderSource, type RenderSource } from './render-source.ts';
import { structureDocument } from './structure-document.ts';
import { meaningfulCharacters, textLayerQuality } from './text-layer-quality.ts';
import { createVocabulary, type Vocabulary } from '@docextract/plugin-kit/vocabulary';

export type PdfMode = 'structured' | 'fast' | 'ocr';

/**
 * OCR of pages without a text layer, inside `structured` and `fast`, stops after this long:
 * a long scan would otherwise use the whole extraction's time in the first mode and leave none
 * for the others. The pages left out are listed in metadata.raw.ocrSkippedPages; `ocr` mode
 * has no such budget.
 */
const AUTO_OCR_BUDGET_MS = 30_000;
/** Pages that fail before any page has been read: past this many the file is corrupt. */
const MAX_FAILURES_BEFORE_FIRST_PAGE = 5;

interface ReadState {
  pages: PageContent[];
  vocabulary: Vocabulary;
  characters: number;
  truncated: boolean;
  ocrPages: number[];
  ocrSkippedPages: number[];
  ocrMs: number;
  failedPages: number[];
}

export function extractPdf(input: ExtractInput, mode: PdfMode): Promise<ExtractResult> {
  return withInflateAtOnce(() => readDocument(input, mode));
}

async function readDocument(input: ExtractInput, mode: PdfMode): Promise<ExtractResult> {
  const opened = await openDocument(input, mode === 'ocr' ? 'render' : 'text');
  const { doc } = opened;
  const ocr = createOcrEngine();
  const rendering = renderSource(input, doc, mode === 'ocr');
  try {
    const metadata = await readMetadata(doc);
    const state = await readPages(doc, { engine: ocr, rendering }, mode, maxCharacters(input.limits.maxOutputChars));
    const blocks: Block[] = mode === 'structured' ? structureDocument(state.pages, state.vocabulary) : fastDocument(state.pages, state.vocabulary);
    const raw: Record<string, unknown> = { ...metadata.raw };
    if (state.ocrPages.length > 0) raw.ocrPages = state.ocrPages;
    if (state.ocrSkippedPages.length > 0) raw.ocrSkippedPages = state.ocrSkippedPages;
    if (state.failedPages.length > 0) raw.unreadablePages = state.failedPages;
    if (state.truncated) raw.truncated = true;
    return { document: { blocks }, metadata: { ...metadata, raw } };
  } finally {
    await ocr.close();
    await rendering.close();
    await opened.close();
  }
}

/** What OCR needs: the recogniser, and the document to render pages from. */
interface OcrTools {
  engine: OcrEngine;
  rendering: RenderSource;
}

async function readPages(doc: PDFDocumentProxy, ocr: OcrTools, mode: PdfMode, maxChars: number): Promise<ReadState> {
  const state: ReadState = {
    pages: [],
    vocabulary: createVocabulary(),
    characters: 0,
    truncated: false,
    ocrPages: [],
    ocrSkippedPages: [],
    ocrMs: 0,
    failedPages: [],
  };
  const prefetch = pagePrefetcher(doc);
  try {
    for (let number = 1; number <= doc.numPages; number += 1) {
      if (state.characters > maxChars) {
        state.truncated = true;
        break;
      }
      try {
        const content = mode === 'ocr' ? recognized(number, await timedOcr(number, ocr, state), state) : await readTextPage(await prefetch.next(number), ocr, state);
        state.pages.push(content);
      } catch (error) {
        // Tesseract failing says nothing about the file: that is the service's failure.
        if (error instanceof OcrFailure) throw error;
        state.failedPages.push(number);
        state.pages.push({ page: number, kind: 'empty' });
        const nothingRead = state.failedPages.length === number;
        if (nothingRead && (number === doc.numPages || number >= MAX_FAILURES_BEFORE_FIRST_PAGE)) throw corruptError(error);
      }
    }
  } finally {
    await prefetch.release();
  }
  return state;
}

async function readTextPage({ page, groups }: FetchedPage, ocr: OcrTools, state: ReadState): Promise<PageContent> {
  const number = page.pageNumber;
  try {
    const quality = textLayerQuality(groups);
    if (!quality.usable) {
      if (state.ocrMs >= AUTO_OCR_BUDGET_MS) {
        state.ocrSkippedPages.push(number);
      } else {
        // OCR here is a bonus: if it fails, the page keeps what its text layer has.
        const paragraphs = await timedOcr(number, ocr, state).catch(() => []);
        // A page with a little real text and nothing more in its picture keeps its text layer.
        if (meaningfulCharacters(paragraphs) > quality.meaningful) return recognized(number, paragraphs, state);
      }
    }
    const layout = layoutPage(groups, number);
    for (const line of layout.lines) {
      state.vocabulary.learn(line.text);
      state.characters += line.text.length + 1;
    }
    return layout.lines.length > 0 ? { page: number, kind: 'text', layout } : { page: number, kind: 'empty' };
  } finally {
    page.cleanup();
  }
}

async function timedOcr(number: number, ocr: OcrTools, state: ReadState): Promise<string[]> {
  const startedMs = performance.now();
  try {
    return await ocr.rendering.withPage(number, (doc, page) => recognizePage(doc, page, ocr.engine));
  } finally {
    state.ocrMs += performance.now() - startedMs;
  }
}

function recognized(page: number, paragraphs: string[], state: ReadState): PageContent {
  state.ocrPages.push(page);
  for (const text of paragraphs) state.characters += text.length + 2;
  return paragraphs.length > 0 ? { page, kind: 'ocr', paragraphs } : { page, kind: 'empty' };
}

/** A missing or nonsensical limit means no limit rather than no output. */
function maxCharacters(maxOutputChars: number): number {
  return Number.isFinite(maxOutputChars) && maxOutputChars > 0 ? maxOutputChars : Infinity;
}
