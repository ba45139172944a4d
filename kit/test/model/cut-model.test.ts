import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { cutModel } from '../../src/model/cut-model.ts';
import { modelTextLength } from '../../src/model/model-length.ts';

const paragraph = (text: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const cell = (text: string) => ({ content: [{ type: 'text' as const, text }] });

describe('cutModel', () => {
  test('a model within the limit comes back whole and untruncated', () => {
    const blocks = [paragraph('Hello'), paragraph('world')];
    assert.deepEqual(cutModel(blocks, modelTextLength(blocks)), { blocks, truncated: false });
  });

  test('the text passing the limit is cut short, counted with the separators between blocks', () => {
    // 2 + 5, then 2 + 3 of "world".
    const cut = cutModel([paragraph('Hello'), paragraph('world'), paragraph('again')], 12);
    assert.deepEqual(cut, { blocks: [paragraph('Hello'), paragraph('wor')], truncated: true });
    assert.ok(modelTextLength(cut.blocks) <= 12);
  });

  test('a block with no room for any text is dropped', () => {
    const cut = cutModel([paragraph('Hello'), paragraph('world')], 8);
    assert.deepEqual(cut, { blocks: [paragraph('Hello')], truncated: true });
  });

  test('a table keeps its rows in shape; cells past the cut are empty and later rows go', () => {
    const table: Block = { type: 'table', rows: [{ cells: [cell('ab'), cell('cd')] }, { cells: [cell('ef'), cell('gh')] }] };
    // 2 for the block, 1 + 2 and 1 + 1 of the first row.
    const cut = cutModel([table], 7);
    assert.equal(cut.truncated, true);
    assert.deepEqual(cut.blocks, [{ type: 'table', rows: [{ cells: [cell('ab'), cell('c')] }] }]);
  });

  test('lists, quotes and code are cut inside', () => {
    const list: Block = { type: 'list', ordered: false, items: [{ blocks: [paragraph('one')] }, { blocks: [paragraph('two')] }] };
    assert.deepEqual(cutModel([list, paragraph('after')], 9).blocks, [{ type: 'list', ordered: false, items: [{ blocks: [paragraph('one')] }, { blocks: [] }] }]);
    const code: Block = { type: 'code', text: 'let x = 1;' };
    assert.deepEqual(cutModel([code], 5).blocks, [{ type: 'code', text: 'let' }]);
  });

  test('links keep their target and lose the text past the limit; line breaks count one', () => {
    const blocks: Block[] = [{ type: 'paragraph', content: [{ type: 'break' }, { type: 'link', href: 'https://example.com/', children: [{ type: 'text', text: 'example' }] }] }];
    assert.deepEqual(cutModel(blocks, 6).blocks, [{ type: 'paragraph', content: [{ type: 'break' }, { type: 'link', href: 'https://example.com/', children: [{ type: 'text', text: 'exa' }] }] }]);
  });
});
