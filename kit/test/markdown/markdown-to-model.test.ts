import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { markdownToModel } from '../../src/markdown/markdown-to-model.ts';

const only = <T extends Block['type']>(blocks: Block[], type: T): Extract<Block, { type: T }>[] =>
  blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type);

describe('Markdown to model', () => {
  const blocks = markdownToModel(`# Title

Some **bold**, *italic*, ~~gone~~ and a [link](https://example.com/a).

## Section

- one
- two
  1. nested

| Pond | Ducks |
| --- | --- |
| North | 12 |

\`\`\`python
x = 1
\`\`\`

> quoted
`);

  test('headings keep their levels', () => {
    assert.deepEqual(only(blocks, 'heading').map((heading) => heading.level), [1, 2]);
  });

  test('inline emphasis and links become inline styles', () => {
    const paragraph = only(blocks, 'paragraph')[0]!;
    const json = JSON.stringify(paragraph);
    assert.match(json, /"bold":true/);
    assert.match(json, /"italic":true/);
    assert.match(json, /"strike":true/);
    assert.match(json, /https:\/\/example\.com\/a/);
  });

  test('lists nest, tables keep rows, code keeps its language, quotes are quotes', () => {
    const list = only(blocks, 'list')[0]!;
    assert.equal(list.items.length, 2);
    assert.match(JSON.stringify(list.items[1]), /"ordered":true/);
    assert.equal(only(blocks, 'table')[0]!.rows.length, 2);
    const code = only(blocks, 'code')[0]!;
    assert.equal(code.language, 'python');
    assert.equal(code.text, 'x = 1');
    assert.equal(only(blocks, 'quote').length, 1);
  });

  test('empty input gives no blocks', () => assert.deepEqual(markdownToModel(''), []));
});
