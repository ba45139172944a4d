import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutSkippedSheets } from '../src/ods-skipped-sheets.ts';

const sheet = (name: string, body: string) => `<table:table table:name="${name}">${body}</table:table>`;
const ROWS = '<table:table-row><table:table-cell><text:p>x</text:p></table:table-cell></table:table-row>';

test('the sheets not wanted keep their start tag and lose their rows', () => {
  const xml = `<office:spreadsheet>${sheet('A', ROWS)}${sheet('B', ROWS)}${sheet('C', ROWS)}</office:spreadsheet>`;
  assert.equal(withoutSkippedSheets(xml, new Set([2])), `<office:spreadsheet>${sheet('A', '')}${sheet('B', ROWS)}${sheet('C', '')}</office:spreadsheet>`);
  assert.equal(withoutSkippedSheets(xml, new Set([1, 2, 3])), xml);
});

test('a table nested in a sheet (in a frame) is part of that sheet, not a sheet of its own', () => {
  const nested = `${ROWS}<draw:frame>${sheet('inner', ROWS)}</draw:frame>`;
  const xml = `${sheet('A', nested)}${sheet('B', ROWS)}`;
  assert.equal(withoutSkippedSheets(xml, new Set([2])), `${sheet('A', '')}${sheet('B', ROWS)}`);
  assert.equal(withoutSkippedSheets(xml, new Set([1])), `${sheet('A', nested)}${sheet('B', '')}`);
});

test('an empty sheet written self-closing still counts; table-row and the like are not tables', () => {
  const xml = `<table:table table:name="E"/>${sheet('A', ROWS)}`;
  assert.equal(withoutSkippedSheets(xml, new Set([1])), `<table:table table:name="E"/>${sheet('A', '')}`);
});

test('unbalanced tags: the text is left as it is', () => {
  const xml = `${sheet('A', ROWS)}<table:table table:name="B">${ROWS}`;
  assert.equal(withoutSkippedSheets(xml, new Set()), xml);
});
