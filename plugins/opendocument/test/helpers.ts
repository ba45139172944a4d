// Test helpers: the fixtures, a handler run with test limits, a refusal check that also
// times the refusal, and a fixture with some parts changed in memory (JSZip).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { isBadInputError, type ExtractInput, type ExtractResult } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures');
export const fixture = (name: string, folder = 'opendocument'): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, folder, name)));
export const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };
export type Mode = 'structured' | 'fast';

export async function run(mode: Mode, bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> {
  return handlers[mode]!({ bytes, fileName: 'document.odt', mimeType: 'application/vnd.oasis.opendocument.text', charset: null, password: null, limits: LIMITS, ...overrides });
}

export async function expectRefusal(mode: Mode, bytes: Uint8Array, reason: string, withinMs = 2_000): Promise<void> {
  const started = performance.now();
  await assert.rejects(run(mode, bytes), (error: unknown) => {
    assert.ok(isBadInputError(error), `not a BadInputError: ${String(error)}`);
    assert.equal(error.reason, reason, error.message);
    return true;
  });
  assert.ok(performance.now() - started < withinMs, 'the refusal took too long');
}

/** A fixture with some parts replaced (or added), the mimetype entry kept first and stored. */
export async function withParts(bytes: Uint8Array, changes: Record<string, (old: string) => string>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [name, change] of Object.entries(changes)) zip.file(name, change((await zip.file(name)?.async('string')) ?? ''));
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}
