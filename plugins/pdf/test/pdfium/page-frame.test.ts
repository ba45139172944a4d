// User space → the page as shown, for each /Rotate.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageFrame } from '../../src/pdfium/page-frame.ts';

// A 200 × 100 box whose lower-left corner is at (10, 20).
const corners = { topLeft: [10, 120], bottomRight: [210, 20] } as const;

const cases: Array<[number, [number, number], [number, number], [number, number]]> = [
  // rotation, shown size, where the box's top-left and bottom-right corners land
  [0, [200, 100], [0, 0], [200, 100]],
  [1, [100, 200], [100, 0], [0, 200]],
  [2, [200, 100], [200, 100], [0, 0]],
  [3, [100, 200], [0, 200], [100, 0]],
];

for (const [rotation, size, topLeft, bottomRight] of cases) {
  test(`/Rotate ${rotation * 90}`, () => {
    const frame = pageFrame(10, 20, 210, 120, rotation);
    assert.deepEqual([frame.width, frame.height], size);
    assert.deepEqual(frame.toDevice(...corners.topLeft), topLeft);
    assert.deepEqual(frame.toDevice(...corners.bottomRight), bottomRight);
  });
}
