// Tesseract (tesseract.js, WebAssembly) with the English model from @tesseract.js-data/eng.
//
// Everything comes from node_modules: the worker script and the wasm core are tesseract.js's
// own defaults in Node, and langPath points at the model on disk, so nothing is downloaded.
// cacheMethod "none" keeps tesseract.js from writing a copy of the model into the working
// folder. The Tesseract worker (a thread of its own) is started on the first page that needs
// it and ended with the document: a scan is rare, and a thread left running would outlive
// the extraction.

import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { joinLines } from '../text/join-lines.ts';
import { createVocabulary } from '../text/vocabulary.ts';

/** The LSTM-only model: a quarter of the size of the legacy+LSTM one, and as accurate. */
const MODEL_FOLDER = '4.0.0_best_int';
const LSTM_ONLY = 1;

export interface OcrResult {
  paragraphs: string[];
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
  close(): Promise<void>;
}

export function createOcrEngine(): OcrEngine {
  let starting: Promise<Tesseract.Worker> | null = null;
  const worker = () => (starting ??= startWorker());
  return {
    async recognize(png, dpi) {
      try {
        const tesseract = await worker();
        await tesseract.setParameters({ user_defined_dpi: String(dpi) });
        const { data } = await tesseract.recognize(png, {}, { text: true, blocks: true });
        return readResult(data);
      } catch (error) {
        throw new OcrFailure(error);
      }
    },
    async close() {
      if (!starting) return;
      const pending = starting;
      starting = null;
      await (await pending.catch(() => null))?.terminate().catch(() => {});
    },
  };
}

function startWorker(): Promise<Tesseract.Worker> {
  const modelPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), MODEL_FOLDER);
  return Tesseract.createWorker('eng', LSTM_ONLY, {
    langPath: modelPath,
    cachePath: modelPath,
    cacheMethod: 'none',
    gzip: true,
    // Errors come back through the job's promise; the default handler would also print them.
    errorHandler: () => {},
  });
}

function readResult(data: Tesseract.Page): OcrResult {
  const paragraphs: string[] = [];
  const vocabulary = createVocabulary();
  const blocks = data.blocks ?? [];
  for (const block of blocks) for (const paragraph of block.paragraphs) for (const line of paragraph.lines) vocabulary.learn(line.text);
  let words = 0;
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      const text = joinLines(
        paragraph.lines.map((line) => line.text),
        vocabulary,
      );
      words += paragraph.lines.reduce((sum, line) => sum + line.words.length, 0);
      if (text.trim()) paragraphs.push(text);
    }
  }
  return { paragraphs, confidence: data.confidence ?? 0, words };
}
