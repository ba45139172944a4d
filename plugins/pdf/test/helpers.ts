// Test helpers: the generated fixtures (fixtures/pdf, made by scripts/make-pdf-fixtures.ts),
// an ExtractInput for them, and the service's renderings of a result.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'pdf');
const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

export type Mode = 'structured' | 'fast' | 'ocr' | 'pdfjs';

export function fixture(fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES_DIR, fileName)));
}

/** Why a fixture test cannot run, or undefined when it can (the RTL and scan fixtures need DejaVu). */
export function missing(fileName: string): string | undefined {
  return existsSync(path.join(FIXTURES_DIR, fileName)) ? undefined : `fixtures/pdf/${fileName} was not generated (needs fonts-dejavu)`;
}

export function inputOf(bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): ExtractInput {
  return { bytes, fileName: 'document.pdf', mimeType: 'application/pdf', charset: null, password: null, limits: LIMITS, ...overrides };
}

export async function run(mode: Mode, fileName: string, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> {
  return handlers[mode]!(inputOf(fixture(fileName), overrides));
}

export const markdownOf = (result: ExtractResult): string => renderMarkdown(result.document);
export const textOf = (result: ExtractResult): string => renderPlainText(result.document);
