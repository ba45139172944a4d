import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { createOcrEngine, OcrFailure, paragraphTexts, readsSideways, type OcrLine } from '../../src/ocr/ocr-engine.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'image');

describe('OCR engine', () => {
  const engine = createOcrEngine();
  after(() => engine.close());

  test('a rendered line of text: its words, paragraphs and a confidence', async () => {
    const result = await engine.recognize(readFileSync(path.join(FIXTURES, 'harbour.png')), 300);
    const text = paragraphTexts(result).join('\n').toLowerCase();
    for (const word of ['harbour', 'lights', 'quiet', 'water']) assert.ok(text.includes(word), `"${word}" missing from ${text}`);
    assert.ok(result.words >= 4);
    assert.ok(result.confidence > 50 && result.confidence <= 100, String(result.confidence));
  });

  test('the reading keeps the lines Tesseract found, with boxes, a baseline inside the box and a row height', async () => {
    const result = await engine.recognize(readFileSync(path.join(FIXTURES, 'harbour.png')), 300);
    const lines = result.blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
    assert.ok(lines.length >= 1);
    for (const line of lines) {
      assert.match(line.text, /[\p{L}\p{N}]/u);
      assert.ok(line.box.left < line.box.right && line.box.top < line.box.bottom, JSON.stringify(line.box));
      assert.ok(line.baselinePx > line.box.top && line.baselinePx <= line.box.bottom, `${line.baselinePx} in ${JSON.stringify(line.box)}`);
      assert.ok(line.rowHeightPx > 0 && line.rowHeightPx <= 2 * (line.box.bottom - line.box.top), String(line.rowHeightPx));
      assert.ok(line.confidence > 0 && line.words > 0);
    }
  });

  test('a blank page has no paragraphs', async () => {
    const result = await engine.recognize(readFileSync(path.join(FIXTURES, 'blank.png')), 300);
    assert.deepEqual(result.blocks, []);
    assert.deepEqual(paragraphTexts(result), []);
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

describe('readsSideways', () => {
  const line = (text: string, width: number, height: number): OcrLine => ({
    text,
    box: { left: 0, top: 0, right: width, bottom: height },
    baselinePx: height,
    rowHeightPx: Math.min(width, height),
    confidence: 90,
    words: text.split(' ').length,
  });
  const reading = (lines: OcrLine[]) => ({ blocks: [{ paragraphs: [{ lines }] }], confidence: 90, words: lines.length });

  test('lines standing on end, most of the text: sideways', () => {
    assert.equal(readsSideways(reading([line('winter garden notes', 40, 600), line('tulips', 40, 200)])), true);
  });

  test('lines running across, or a few standing letters beside them: upright', () => {
    assert.equal(readsSideways(reading([line('winter garden notes', 600, 40), line('I', 10, 40)])), false);
  });
});
