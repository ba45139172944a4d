import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { createOrientationDetector } from '../../src/ocr/orientation.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'image');

describe('orientation detection', () => {
  const detector = createOrientationDetector();
  after(() => detector.close());

  test('a page of text turned a quarter is told to turn back', async () => {
    const orientation = await detector.detect(readFileSync(path.join(FIXTURES, 'sideways-garden.png')), 300);
    assert.ok(orientation, 'no orientation');
    assert.equal(orientation.clockwiseDegrees, 270);
  });

  test('an upright page needs no turn, or gives no confident answer', async () => {
    const orientation = await detector.detect(readFileSync(path.join(FIXTURES, 'harbour.png')), 300);
    assert.ok(orientation === null || orientation.clockwiseDegrees === 0, JSON.stringify(orientation));
  });

  test('a blank page gives no answer', async () => {
    assert.equal(await detector.detect(readFileSync(path.join(FIXTURES, 'blank.png')), 300), null);
  });
});
