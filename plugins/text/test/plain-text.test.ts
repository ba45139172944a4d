// Plain text: paragraphs on blank lines, line breaks kept, every newline convention.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkVector, run, type Vector } from './helpers.ts';

const plain = { fileName: 'note.txt', mimeType: 'text/plain' };

const vectors: Vector[] = [
  {
    name: 'blank lines split paragraphs, single newlines are breaks',
    ...plain,
    content: 'First line\nsecond line\n\nNext paragraph\n',
    check: (result) => {
      assert.deepEqual(result.document.blocks, [
        { type: 'paragraph', content: [{ type: 'text', text: 'First line' }, { type: 'break' }, { type: 'text', text: 'second line' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Next paragraph' }] },
      ]);
    },
  },
  {
    name: 'CRLF line ends',
    ...plain,
    content: 'Alpha\r\nBeta\r\n\r\nGamma\r\n',
    mustInclude: ['Alpha\nBeta\n\nGamma'],
    mustNotInclude: ['\r'],
    check: (result) => assert.equal(result.document.blocks.length, 2),
  },
  { name: 'old Mac CR line ends', ...plain, content: 'One\rTwo\r\rThree', mustInclude: ['One\nTwo\n\nThree'], mustNotInclude: ['\r'] },
  {
    name: 'lines of spaces count as blank; runs of blank lines make one gap',
    ...plain,
    content: '\n\n  \nA\n   \n\t\n\n\nB\n\n\n',
    check: (result, text) => {
      assert.equal(result.document.blocks.length, 2);
      assert.equal(text, 'A\n\nB');
    },
  },
  { name: 'indentation is kept, trailing spaces are not', ...plain, content: 'poem:\n    indented   \nend', mustInclude: ['poem:\n    indented\nend'], mustNotInclude: ['indented '] },
  { name: 'control characters are dropped', ...plain, content: 'bell\u0007 and escape\u001b[0m here', mustInclude: ['bell and escape[0m here'], mustNotInclude: ['\u0007', '\u001b'] },
  { name: '.log files are plain text', fileName: 'server.log', mimeType: 'text/plain', content: '# not a heading\n* not a list', mustInclude: ['# not a heading\n* not a list'] },
];

for (const vector of vectors) test(`plain text: ${vector.name}`, () => checkVector(vector));

test('plain text: metadata has pages 1, no title, the charset and the line count', async () => {
  const result = await run('structured', 'a\nb\nc\n', plain);
  assert.equal(result.metadata.pages, 1);
  assert.equal(result.metadata.title, null);
  assert.equal(result.metadata.raw?.charset, 'UTF-8');
  assert.equal(result.metadata.raw?.lines, 3);
  assert.equal(result.metadata.raw?.truncated, false);
});

test('plain text: the result survives structured cloning unchanged', async () => {
  const result = await run('structured', 'Some text\nmore\n\nand more', plain);
  assert.deepEqual(structuredClone(result), result);
});

test('plain text: fast and structured agree for .txt', async () => {
  const content = 'One\ntwo\n\nthree';
  const structured = await run('structured', content, plain);
  const fast = await run('fast', content, plain);
  assert.deepEqual(fast.document, structured.document);
});
