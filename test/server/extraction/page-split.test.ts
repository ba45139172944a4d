import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MIN_PART_PAGES, SPLIT_MIN_PAGES, splitPages as splitPageList } from '../../../server/extraction/page-split.ts';

const firstPages = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const splitPages = (pageCount: number, idleThreads: number) => splitPageList(firstPages(pageCount), idleThreads);

const lengths = (runs: number[][] | null) => runs?.map((run) => run.length) ?? null;

describe('splitPages', () => {
  test('a short document, or one idle thread, is read whole', () => {
    assert.equal(splitPages(SPLIT_MIN_PAGES - 1, 8), null);
    assert.equal(splitPages(500, 1), null);
    assert.equal(splitPages(500, 0), null);
  });

  test('every page once, in order, in contiguous runs of near-equal length', () => {
    const runs = splitPages(101, 2)!;
    assert.deepEqual(lengths(runs), [51, 50]);
    assert.deepEqual(runs.flat(), Array.from({ length: 101 }, (_, index) => index + 1));
  });

  test('no run is shorter than MIN_PART_PAGES: fewer parts than idle threads when pages are few', () => {
    assert.deepEqual(lengths(splitPages(SPLIT_MIN_PAGES, 8)), [20, 20]);
    assert.deepEqual(lengths(splitPages(79, 8)), [27, 26, 26]);
    for (const runs of [splitPages(45, 8), splitPages(500, 8), splitPages(61, 3)]) {
      assert.ok(runs && runs.every((run) => run.length >= MIN_PART_PAGES), String(lengths(runs)));
    }
    assert.equal(splitPages(500, 8)!.length, 8);
  });

  test('only the pages asked for are split, in their order', () => {
    const asked = [...firstPages(30), ...firstPages(30).map((page) => page + 200)];
    const runs = splitPageList(asked, 2)!;
    assert.deepEqual(lengths(runs), [30, 30]);
    assert.deepEqual(runs.flat(), asked);
    assert.equal(splitPageList(firstPages(SPLIT_MIN_PAGES - 1).map((page) => page * 10), 8), null);
  });
});
