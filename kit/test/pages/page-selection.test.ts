import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectedPages } from '../../src/pages/page-selection.ts';

test('absent: every page, in order', () => {
  assert.deepEqual(selectedPages(undefined, 3), [1, 2, 3]);
  assert.deepEqual(selectedPages(undefined, 0), []);
});

test('empty: no page', () => {
  assert.deepEqual(selectedPages([], 3), []);
});

test('past the end, zero, fractions and repeats are dropped; the rest ascending', () => {
  assert.deepEqual(selectedPages([9, 3, 0, 2, 2.5, 3, -1], 3), [2, 3]);
});
