// JSON: pretty-printed when valid (every literal kept as written), kept as text when not.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeBlock } from '@docextract/contracts/document-model';
import { checkVector, run, type Vector } from './helpers.ts';
import { reindentJson } from '../src/json-reindent.ts';

const json = { fileName: 'data.json', mimeType: 'application/json' };
const codeOf = (blocks: unknown[]): CodeBlock => {
  assert.equal(blocks.length, 1);
  const block = blocks[0] as CodeBlock;
  assert.equal(block.type, 'code');
  assert.equal(block.language, 'json');
  return block;
};

const vectors: Vector[] = [
  {
    name: 'valid JSON is pretty-printed with two spaces',
    ...json,
    content: '{"name":"Ada","tags":["x","y"],"nested":{"ok":true,"none":null}}',
    check: (result) => {
      const expected = JSON.stringify({ name: 'Ada', tags: ['x', 'y'], nested: { ok: true, none: null } }, null, 2);
      assert.equal(codeOf(result.document.blocks).text, expected);
      assert.equal(result.metadata.raw?.valid, true);
    },
  },
  {
    name: 'big numbers, decimals and escapes are kept as written',
    ...json,
    content: '{"id":12345678901234567890,"price":1.50,"e":"caf\\u00e9","dup":1,"dup":2}',
    mustInclude: ['"id": 12345678901234567890', '"price": 1.50', '"e": "caf\\u00e9"', '"dup": 1,\n  "dup": 2'],
  },
  {
    name: 'invalid JSON is kept as it is, not an error',
    ...json,
    content: '{"a": 1,, trailing }',
    check: (result) => {
      assert.equal(codeOf(result.document.blocks).text, '{"a": 1,, trailing }');
      assert.equal(result.metadata.raw?.valid, false);
    },
  },
  { name: 'a top-level string', ...json, content: '"just a string"', mustInclude: ['```json\n"just a string"\n```'] },
  { name: 'empty containers stay compact', ...json, content: '{"a":[],"b":{}}', mustInclude: ['"a": [],\n  "b": {}'] },
  { name: 'a .json called text/plain', fileName: 'x.json', mimeType: 'text/plain', content: '[1,2]', mustInclude: ['```json\n[\n  1,\n  2\n]\n```'] },
  { name: 'fast mode keeps the text as written', ...json, mode: 'fast', content: '{"a":1}', check: (result) => assert.equal(codeOf(result.document.blocks).text, '{"a":1}') },
];

for (const vector of vectors) test(`json: ${vector.name}`, () => checkVector(vector));

test('json: reindentJson matches JSON.stringify(…, null, 2) on ordinary values', () => {
  const value = { a: [1, { b: 'x "q" \\ y', c: [] }, [[]]], d: {}, e: -0.5, f: false, g: 'é ✓', h: [null, true] };
  assert.equal(reindentJson(JSON.stringify(value)), JSON.stringify(value, null, 2));
  assert.equal(reindentJson(` \n ${JSON.stringify(value, null, 4)} \n`), JSON.stringify(value, null, 2));
});

test('json: deep nesting neither throws nor overflows the stack', async () => {
  const depth = 50_000;
  const result = await run('structured', `${'['.repeat(depth)}${']'.repeat(depth)}`, json);
  const text = codeOf(result.document.blocks).text;
  assert.ok(text.startsWith('[\n  [\n    ['));
  // Indentation grows with depth squared: the pretty text passes the limit and is cut.
  assert.equal(text.length, 1_000_000);
  assert.equal(result.metadata.raw?.truncated, true);
});

test('json: output over the limit is cut and marked truncated', async () => {
  const content = JSON.stringify(Array.from({ length: 500 }, (_, index) => ({ index })));
  const result = await run('structured', content, { ...json, maxOutputChars: 300 });
  assert.equal(codeOf(result.document.blocks).text.length, 300);
  assert.equal(result.metadata.raw?.truncated, true);
});
