// Test helpers: the fixtures, a handler run with test limits and (by default) the core's own
// extractEmbedded wired to the HTML plugin, as the service hands it to plugins; a refusal
// check that also times the refusal; a fixture with some parts changed in memory (JSZip).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { isBadInputError, type ExtractInput, type ExtractResult } from '@docextract/contracts/plugin-api';
import { coreEmbeddedExtractor } from '@docextract/plugin-kit/testing/embedded';
import { handlers } from '../src/index.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures');
export const fixture = (name: string, folder = 'opendocument'): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, folder, name)));
export const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };
export type Mode = 'structured' | 'fast';

/** The core's extractEmbedded, reading (X)HTML with the HTML plugin in this thread. */
function coreEmbedded(limits = LIMITS): ExtractInput['extractEmbedded'] {
  return coreEmbeddedExtractor({ limits, mediaTypes: ['text/html', 'application/xhtml+xml'] });
}

export async function run(mode: Mode, bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> {
  const limits = overrides.limits ?? LIMITS;
  const input: ExtractInput = { bytes, fileName: 'book.epub', mimeType: 'application/epub+zip', charset: null, password: null, limits, extractEmbedded: coreEmbedded(limits), ...overrides };
  return handlers[mode]!(input);
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

/** The fixture with some parts replaced, added (change gets "") or removed (change returns null). */
export async function withParts(bytes: Uint8Array, changes: Record<string, (old: string) => string | null>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [name, change] of Object.entries(changes)) {
    const next = change((await zip.file(name)?.async('string')) ?? '');
    if (next === null) zip.remove(name);
    else zip.file(name, next);
  }
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}
