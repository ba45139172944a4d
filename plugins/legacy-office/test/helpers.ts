// Test helpers: the generated fixtures (fixtures/legacy-office, made by
// scripts/make-image-legacy-fixtures.ts), the corpus folder, and the service's renderings.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { isBadInputError, type ExtractInput, type ExtractResult } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'legacy-office');
export const CORPUS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus');
const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

export type Mode = 'structured' | 'fast';

export function fixture(fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES_DIR, fileName)));
}

export async function run(mode: Mode, bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> {
  return handlers[mode]!({ bytes, fileName: 'document', mimeType: 'application/msword', charset: null, password: null, limits: LIMITS, ...overrides });
}

export async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.ok(isBadInputError(error), `a BadInputError, not ${String(error)}`);
    return error.reason;
  }
  assert.fail('expected a BadInputError');
}

export const markdownOf = (result: ExtractResult): string => renderMarkdown(result.document);
export const textOf = (result: ExtractResult): string => renderPlainText(result.document);
