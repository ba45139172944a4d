// CSV and TSV: the hand-written parser, delimiter sniffing, and the table it becomes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TableBlock } from '@docextract/contracts/document-model';
import { checkVector, run, type Vector } from './helpers.ts';
import { parseDelimited, sniffDelimiter } from '../src/delimited-parser.ts';

const csv = { fileName: 'data.csv', mimeType: 'text/csv' };
const tsv = { fileName: 'data.tsv', mimeType: 'text/tab-separated-values' };

const parserCases: { name: string; text: string; delimiter?: string; rows: string[][] }[] = [
  { name: 'simple', text: 'a,b,c\n1,2,3\n', rows: [['a', 'b', 'c'], ['1', '2', '3']] },
  { name: 'no final newline', text: 'a,b\n1,2', rows: [['a', 'b'], ['1', '2']] },
  { name: 'quoted comma', text: '"Smith, John",42', rows: [['Smith, John', '42']] },
  { name: 'doubled quotes', text: '"He said ""hi""",x', rows: [['He said "hi"', 'x']] },
  { name: 'newline inside quotes', text: '"line 1\nline 2",b\nc,d', rows: [['line 1\nline 2', 'b'], ['c', 'd']] },
  { name: 'empty fields', text: ',,\na,,b', rows: [['', '', ''], ['a', '', 'b']] },
  { name: 'trailing delimiter', text: 'a,b,', rows: [['a', 'b', '']] },
  { name: 'quoted empty field', text: '""\nx', rows: [[''], ['x']] },
  { name: 'blank lines are skipped', text: 'a,b\n\n   \n1,2\n\n', rows: [['a', 'b'], ['1', '2']] },
  { name: 'quote inside an unquoted field is literal', text: 'say 5" nails,ok', rows: [['say 5" nails', 'ok']] },
  { name: 'text after a closing quote is kept', text: '"abc"def,g', rows: [['abcdef', 'g']] },
  { name: 'space before an opening quote', text: 'a, "b, c"', rows: [['a', 'b, c']] },
  { name: 'unclosed quote runs to the end', text: 'a,"open\nstill', rows: [['a', 'open\nstill']] },
  { name: 'semicolons', text: 'a;b\n1,5;2', delimiter: ';', rows: [['a', 'b'], ['1,5', '2']] },
  { name: 'tabs', text: 'a\tb\n"x\ty"\tz', delimiter: '\t', rows: [['a', 'b'], ['x\ty', 'z']] },
];

for (const { name, text, delimiter, rows } of parserCases) {
  test(`csv parser: ${name}`, () => assert.deepEqual(parseDelimited(text, delimiter ?? ',').rows, rows));
}

test('csv parser: reports a last row cut off without a line end', () => {
  assert.equal(parseDelimited('a,b\n1,2', ',').lastRowEnded, false);
  assert.equal(parseDelimited('a,b\n1,2\n', ',').lastRowEnded, true);
});

const sniffCases: [string, string, string][] = [
  ['comma', 'a,b,c\n1,2,3\n', ','],
  ['semicolon with decimal commas', 'name;price\nApfel;1,50\nBirne;2,00\n', ';'],
  ['tab', 'a\tb\n1\t2\n', '\t'],
  ['pipe', 'a|b|c\n1|2|3', '|'],
  ['quoted semicolons do not fool it', '"x;y",b\n"z;w",c\n', ','],
  ['a single column stays comma', 'alpha\nbeta\n', ','],
];
for (const [name, text, expected] of sniffCases) {
  test(`csv sniffing: ${name}`, () => assert.equal(sniffDelimiter(text), expected));
}

const vectors: Vector[] = [
  {
    name: 'one table, header row first, quotes, commas and newlines in quotes',
    ...csv,
    content: 'Name,Comment,Amount\r\n"Smith, J","said ""hi""\r\nthen left",10\r\nDoe,plain,20\r\n',
    mustInclude: ['| Name | Comment | Amount |', '| Smith, J | said "hi"\nthen left | 10 |', '| Doe | plain | 20 |'],
    mustNotInclude: ['""'],
    check: (result) => {
      assert.equal(result.document.blocks.length, 1);
      const table = result.document.blocks[0] as TableBlock;
      assert.equal(table.type, 'table');
      assert.equal(table.headerRows, 1);
      assert.deepEqual(result.metadata.raw?.rows, 3);
      assert.deepEqual(result.metadata.raw?.columns, 3);
      assert.equal(result.metadata.raw?.delimiter, ',');
    },
  },
  {
    name: 'semicolon-delimited .csv',
    ...csv,
    content: 'Produkt;Preis\nApfel;1,50\nBirne;2,00\n',
    mustInclude: ['| Produkt | Preis |', '| Apfel | 1,50 |'],
    check: (result) => assert.equal(result.metadata.raw?.delimiter, ';'),
  },
  {
    name: 'ragged rows are padded',
    ...csv,
    content: 'a,b,c\n1\n1,2,3,4\n',
    check: (result) => {
      const table = result.document.blocks[0] as TableBlock;
      assert.deepEqual(table.rows.map((row) => row.cells.length), [4, 4, 4]);
      assert.deepEqual(table.rows[1]!.cells[3], { content: [] });
      assert.equal(result.metadata.raw?.columns, 4);
    },
  },
  { name: 'TSV', ...tsv, content: 'col1\tcol2\nx, y\tz\n', mustInclude: ['| col1 | col2 |', '| x, y | z |'], check: (result) => assert.equal(result.metadata.raw?.delimiter, '\t') },
  { name: 'a .csv that the core calls text/plain', fileName: 'export.CSV', mimeType: 'text/plain', content: 'h1,h2\nv1,v2', mustInclude: ['| h1 | h2 |'] },
  { name: 'a .tsv that the core calls text/plain', fileName: 'export.tsv', mimeType: 'text/plain', content: 'h1\th2\nv1\tv2', mustInclude: ['| h1 | h2 |'] },
  {
    name: 'fast mode: rows as tab-separated lines, no table',
    ...csv,
    mode: 'fast',
    content: 'a,b\n"1, one","multi\nline"\n',
    mustInclude: ['a\tb\n1, one\tmulti line'],
    check: (result) => assert.ok(result.document.blocks.every((block) => block.type === 'paragraph')),
  },
  { name: 'only delimiters is empty', ...csv, content: ',,\n,,\n', check: (result) => assert.deepEqual(result.document.blocks, []) },
];

for (const vector of vectors) test(`csv: ${vector.name}`, () => checkVector(vector));

test('csv: a row cap from maxOutputChars keeps whole rows and marks truncation', async () => {
  const rows = Array.from({ length: 1000 }, (_, index) => `row${index},value ${index}`);
  const content = `name,value\n${rows.join('\n')}\n`;
  // 505 characters end inside "row33,value 33": that cut row must be dropped, not shown half.
  const result = await run('structured', content, { ...csv, maxOutputChars: 505 });
  const table = result.document.blocks[0] as TableBlock;
  assert.equal(result.metadata.raw?.truncated, true);
  assert.ok(table.rows.length > 5 && table.rows.length < 50, `rows: ${table.rows.length}`);
  assert.equal(result.metadata.raw?.rows, table.rows.length);
  // Every kept row is whole: "rowN" is followed by exactly "value N", not a cut "value N…".
  const cellText = (cell: TableBlock['rows'][number]['cells'][number] | undefined): string => {
    const inline = cell?.content[0];
    return inline?.type === 'text' ? inline.text : '';
  };
  table.rows.slice(1).forEach((row, index) => {
    assert.equal(cellText(row.cells[0]), `row${index}`);
    assert.equal(cellText(row.cells[1]), `value ${index}`);
  });
});

test('csv: not truncated under the limit', async () => {
  const result = await run('structured', 'a,b\n1,2\n', csv);
  assert.equal(result.metadata.raw?.truncated, false);
});
