// Markdown: structured mode reads it into the model; fast mode leaves it as text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkVector, run, type Vector } from './helpers.ts';

const md = { fileName: 'readme.md', mimeType: 'text/markdown' };
const SAMPLE = [
  '# Project Title',
  '',
  'Intro with **bold**, _italic_, ~~gone~~ and a [link](https://example.com).',
  '',
  '## Install',
  '',
  '- first',
  '- second',
  '',
  '1. one',
  '2. two',
  '',
  '- [x] done',
  '- [ ] todo',
  '',
  '| Name | Qty |',
  '|------|-----|',
  '| Pen  | 2   |',
  '',
  '```js',
  'const a = 1 < 2;',
  '```',
  '',
  '> quoted',
  '',
  '# Second h1',
].join('\n');

const vectors: Vector[] = [
  {
    name: 'headings, inline styles, lists, tasks, tables, code, quotes',
    ...md,
    content: SAMPLE,
    mustInclude: [
      '# Project Title',
      '## Install',
      '**bold**',
      '_italic_',
      '~~gone~~',
      '[link](https://example.com)',
      '- first\n- second',
      '1. one\n2. two',
      '- [x] done\n- [ ] todo',
      '| Name | Qty |\n| Pen | 2 |',
      '```js\nconst a = 1 < 2;\n```',
      '> quoted',
    ],
    mustNotInclude: ['|------|', '**Install'],
    check: (result) => {
      assert.equal(result.metadata.title, 'Project Title');
      const table = result.document.blocks.find((block) => block.type === 'table');
      assert.equal(table?.type === 'table' ? table.headerRows : undefined, 1);
    },
  },
  {
    name: 'setext level-1 heading gives the title',
    ...md,
    content: 'Intro\n\nThe Title\n=========\n\ntext',
    check: (result) => assert.equal(result.metadata.title, 'The Title'),
  },
  { name: 'no h1, no title', ...md, content: '## Only h2\n\ntext', check: (result) => assert.equal(result.metadata.title, null) },
  { name: 'entities in text are decoded', ...md, content: 'Fish &amp; chips &lt;3', mustInclude: ['Fish & chips <3'] },
  { name: 'code spans are literal', ...md, content: 'Write `&amp;` for an ampersand', mustInclude: ['`&amp;`'] },
  {
    name: 'raw HTML keeps its text but not its scripts',
    ...md,
    content: '<div>Visible <b>text</b></div>\n\n<script>alert("x")</script>\n\n<!-- hidden > comment -->\n\nafter',
    mustInclude: ['Visible text', 'after'],
    mustNotInclude: ['alert', 'hidden', '<div>', '<b>'],
  },
  { name: 'an inline <br> is a line break', ...md, content: 'first<br>second<br/>third', mustInclude: ['first\nsecond\nthird'] },
  {
    name: 'a .md file that the core calls text/plain is still Markdown',
    fileName: 'notes.markdown',
    mimeType: 'text/plain',
    content: '# Notes\n\n- a',
    mustInclude: ['# Notes', '- a'],
  },
  {
    name: 'fast mode does not parse Markdown',
    ...md,
    mode: 'fast',
    content: '# Title\n\n**bold** text',
    mustInclude: ['# Title', '**bold** text'],
    check: (result) => {
      assert.ok(result.document.blocks.every((block) => block.type === 'paragraph'));
      assert.equal(result.metadata.title, null);
    },
  },
];

for (const vector of vectors) test(`markdown: ${vector.name}`, () => checkVector(vector));

test('markdown: the model is structured-cloneable', async () => {
  const result = await run('structured', SAMPLE, md);
  assert.deepEqual(structuredClone(result), result);
});
