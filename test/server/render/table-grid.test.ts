import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Inline, TableBlock, TableCell } from '../../../contracts/document-model.ts';
import { type GridCell, tableGrid } from '../../../server/render/table-grid.ts';

const cell = (text: string, spans: { colSpan?: number; rowSpan?: number } = {}): TableCell => ({
  content: [{ type: 'text', text }],
  ...spans,
});
const table = (rows: TableCell[][]): TableBlock => ({ type: 'table', rows: rows.map((cells) => ({ cells })) });

/** The grid as cell texts, with '·' for a slot covered by a span. */
function texts(grid: GridCell[][]): string[][] {
  return grid.map((row) =>
    row.map((slot) => (slot === null ? '·' : slot.map((inline: Inline) => (inline.type === 'text' ? inline.text : '?')).join(''))),
  );
}

interface Case {
  name: string;
  rows: TableCell[][];
  expected: string[][];
}

describe('tableGrid', () => {
  const cases: Case[] = [
    { name: 'no rows', rows: [], expected: [] },
    { name: 'rows without cells', rows: [[], []], expected: [[], []] },
    { name: 'plain 2×2', rows: [[cell('a'), cell('b')], [cell('c'), cell('d')]], expected: [['a', 'b'], ['c', 'd']] },
    { name: 'colSpan covers the slots to its right', rows: [[cell('a', { colSpan: 2 }), cell('b')], [cell('c'), cell('d'), cell('e')]], expected: [['a', '·', 'b'], ['c', 'd', 'e']] },
    {
      name: 'rowSpan covers the slot below and pushes that row right',
      rows: [[cell('a', { rowSpan: 2 }), cell('b')], [cell('c')]],
      expected: [['a', 'b'], ['·', 'c']],
    },
    {
      name: 'rowSpan in a middle column',
      rows: [[cell('a'), cell('b', { rowSpan: 3 }), cell('c')], [cell('d'), cell('e')], [cell('f'), cell('g')]],
      expected: [['a', 'b', 'c'], ['d', '·', 'e'], ['f', '·', 'g']],
    },
    {
      name: 'colSpan and rowSpan together cover a block',
      rows: [[cell('a', { colSpan: 2, rowSpan: 2 }), cell('b')], [cell('c')], [cell('d'), cell('e'), cell('f')]],
      expected: [['a', '·', 'b'], ['·', '·', 'c'], ['d', 'e', 'f']],
    },
    {
      name: 'rowSpan past the last row adds no rows',
      rows: [[cell('a', { rowSpan: 5 }), cell('b')], [cell('c')]],
      expected: [['a', 'b'], ['·', 'c']],
    },
    { name: 'ragged rows are padded to the widest', rows: [[cell('a'), cell('b'), cell('c')], [cell('d')], []], expected: [['a', 'b', 'c'], ['d', '·', '·'], ['·', '·', '·']] },
    {
      name: 'spans of 0, negative, NaN, Infinity and undefined count as 1',
      rows: [[cell('a', { colSpan: 0 }), cell('b', { colSpan: -3 }), cell('c', { colSpan: Number.NaN }), cell('d', { colSpan: Infinity, rowSpan: Infinity }), cell('e')]],
      expected: [['a', 'b', 'c', 'd', 'e']],
    },
    { name: 'fractional spans are floored', rows: [[cell('a', { colSpan: 2.9 }), cell('b', { rowSpan: 1.5 })], [cell('c'), cell('d'), cell('e')]], expected: [['a', '·', 'b'], ['c', 'd', 'e']] },
  ];

  for (const { name, rows, expected } of cases) {
    test(name, () => {
      assert.deepEqual(texts(tableGrid(table(rows))), expected);
    });
  }

  test('every row of the grid has the same width', () => {
    const grid = tableGrid(
      table([
        [cell('a', { colSpan: 3 })],
        [cell('b', { rowSpan: 2 }), cell('c')],
        [cell('d'), cell('e', { colSpan: 4 })],
        [],
      ]),
    );
    assert.deepEqual(
      grid.map((row) => row.length),
      [6, 6, 6, 6],
    );
  });

  test('a grid slot holds the cell content itself', () => {
    const only = cell('x');
    const grid = tableGrid(table([[only]]));
    assert.equal(grid[0]?.[0], only.content);
  });

  test('the input table is not changed', () => {
    const input = table([[cell('a', { colSpan: 2, rowSpan: 2 })], [cell('b')]]);
    const copy = structuredClone(input);
    tableGrid(input);
    assert.deepEqual(input, copy);
  });

  test('a hostile colSpan is capped at 1000 columns', () => {
    const grid = tableGrid(table([[cell('a', { colSpan: 1e9 }), cell('b')]]));
    assert.equal(grid.length, 1);
    assert.equal(grid[0]?.length, 1001);
    assert.equal(texts(grid)[0]?.[1000], 'b');
  });

  test('one row of a few cells with huge spans stays within the cap, quickly', () => {
    const started = performance.now();
    const grid = tableGrid(table([[cell('a', { colSpan: 1e9, rowSpan: 1e9 }), cell('b', { colSpan: 1e9 })]]));
    assert.ok(performance.now() - started < 1000, 'too slow');
    assert.equal(grid[0]?.length, 2000);
  });

  // The per-cell cap alone still lets a few thousand cells (a model of a few hundred KB)
  // become millions of slots in the worker that renders it: 20 rows like (a) take ~2 s and ~600 MB.
  const amplifying: Array<{ name: string; rows: TableCell[][] }> = [
    {
      name: '5 rows × 1000 cells, each colSpan 1000',
      rows: Array.from({ length: 5 }, () => Array.from({ length: 1000 }, () => cell('', { colSpan: 1000 }))),
    },
    {
      name: 'a staircase of 60 rows, each one cell with colSpan and rowSpan 1000',
      rows: Array.from({ length: 60 }, () => [cell('', { colSpan: 1000, rowSpan: 1000 })]),
    },
  ];
  for (const { name, rows } of amplifying) {
    test(`the grid of a table stays bounded whatever its spans: ${name}`, () => {
      const cells = rows.reduce((sum, row) => sum + row.length, 0);
      const grid = tableGrid(table(rows));
      const slots = grid.reduce((sum, row) => sum + row.length, 0);
      assert.ok(slots <= 1_000_000, `${cells} cells became ${slots} slots`);
    });
  }
});
