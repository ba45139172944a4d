// Test helpers: the generated fixtures (fixtures/image, made by scripts/make-image-legacy-fixtures.ts),
// an ExtractInput for them, and OCR results memoised per file: Tesseract takes a second or two
// an image on this kind of machine, so each fixture is read once and asserted on many times.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'image');
const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

export function fixture(fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES_DIR, fileName)));
}

function inputOf(bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): ExtractInput {
  return { bytes, fileName: 'image', mimeType: 'image/png', charset: null, password: null, limits: LIMITS, ...overrides };
}

export async function ocr(bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> {
  return handlers.ocr!(inputOf(bytes, overrides));
}

const results = new Map<string, Promise<ExtractResult>>();

/** The OCR result of a fixture, read once per test file. */
export function ocrFixture(fileName: string): Promise<ExtractResult> {
  let result = results.get(fileName);
  if (!result) results.set(fileName, (result = ocr(fixture(fileName), { fileName })));
  return result;
}

export const textOf = (result: ExtractResult): string => renderPlainText(result.document);
