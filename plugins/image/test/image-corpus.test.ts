// The real WebP of ../shared/corpus (a page of text photographed at 2000 × 2829) against its
// ground truth, scored as the outside tests score it. Skipped, loudly, without the corpus.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tokenF1 } from '@docextract/plugin-kit/testing/token-f1';
import { ocr, textOf } from './helpers.ts';

const CORPUS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus');
const WEBP = path.join(CORPUS_DIR, 'docling', 'webp-test.webp');

const missing = existsSync(WEBP) ? undefined : `no corpus at ${CORPUS_DIR}`;
if (missing) console.log(`!!! SKIPPED: ${missing}; the image plugin's corpus test did not run`);

test('corpus webp-test.webp: token F1 against the ground truth is at least 0.8', { skip: missing }, async () => {
  const result = await ocr(new Uint8Array(readFileSync(WEBP)), { fileName: 'webp-test.webp', mimeType: 'image/webp' });
  const score = tokenF1(textOf(result), readFileSync(`${WEBP}.truth.md`, 'utf8'));
  assert.ok(score.f1 >= 0.8, `F1 ${score.f1.toFixed(3)}:\n${textOf(result)}`);
  assert.equal(result.metadata.raw?.format, 'webp');
  assert.equal(result.metadata.raw?.width, 2000);
});
