import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { modelTextLength } from '../../src/model/model-length.ts';

const paragraph = (text: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('modelTextLength', () => {
  test('no blocks hold no text', () => {
    assert.equal(modelTextLength([]), 0);
  });

  test('each block counts its text and two characters to separate it', () => {
    assert.equal(modelTextLength([paragraph('Hello'), paragraph('world')]), 14);
  });

  test('links count by their text, line breaks as one character', () => {
    const block: Block = { type: 'paragraph', content: [{ type: 'link', href: 'https://example.com/', children: [{ type: 'text', text: 'abc' }] }, { type: 'break' }, { type: 'text', text: 'de' }] };
    assert.equal(modelTextLength([block]), 2 + 3 + 1 + 2);
  });

  test('lists and quotes count their nested blocks; table cells one separator each', () => {
    const list: Block = { type: 'list', ordered: false, items: [{ blocks: [paragraph('one')] }, { blocks: [paragraph('two')] }] };
    const quote: Block = { type: 'quote', blocks: [paragraph('q')] };
    const table: Block = { type: 'table', rows: [{ cells: [{ content: [{ type: 'text', text: 'ab' }] }, { content: [] }] }] };
    assert.equal(modelTextLength([list]), 2 + (2 + 3) * 2);
    assert.equal(modelTextLength([quote]), 2 + 2 + 1);
    assert.equal(modelTextLength([table]), 2 + (1 + 2) + 1);
  });

  test('code counts its text as it is', () => {
    assert.equal(modelTextLength([{ type: 'code', text: '  x = 1\n' }]), 2 + 8);
  });
});
