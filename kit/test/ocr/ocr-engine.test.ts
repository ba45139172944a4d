import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { createOcrEngine, OcrFailure } from '../../src/ocr/ocr-engine.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'image');

describe('OCR engine', () => {
  const engine = createOcrEngine();
  after(() => engine.close());

  test('a rendered line of text: its words, paragraphs and a confidence', async () => {
    const result = await engine.recognize(readFileSync(path.join(FIXTURES, 'harbour.png')), 300);
    const text = result.paragraphs.join('\n').toLowerCase();
    for (const word of ['harbour', 'lights', 'quiet', 'water']) assert.ok(text.includes(word), `"${word}" missing from ${text}`);
    assert.ok(result.words >= 4);
    assert.ok(result.confidence > 50 && result.confidence <= 100, String(result.confidence));
  });

  test('a blank page has no paragraphs', async () => {
    const result = await engine.recognize(readFileSync(path.join(FIXTURES, 'blank.png')), 300);
    assert.deepEqual(result.paragraphs, []);
  });

  test('bytes that are no image are an OCR failure, and the engine still works after it', async () => {
    await assert.rejects(engine.recognize(Buffer.from('not an image at all'), 300), OcrFailure);
    const result = await engine.recognize(readFileSync(path.join(FIXTURES, 'harbour.png')), 300);
    assert.ok(result.words > 0);
  });

  test('closing an engine that never started is harmless', async () => {
    await createOcrEngine().close();
  });
});
