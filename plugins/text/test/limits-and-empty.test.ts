// Empty input, the output limit, binary input, and the handler surface itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { flatten, run } from './helpers.ts';
import { handlers } from '../src/index.ts';

const KINDS = [
  { fileName: 'a.txt', mimeType: 'text/plain' },
  { fileName: 'a.md', mimeType: 'text/markdown' },
  { fileName: 'a.csv', mimeType: 'text/csv' },
  { fileName: 'a.tsv', mimeType: 'text/tab-separated-values' },
  { fileName: 'a.json', mimeType: 'application/json' },
  { fileName: 'a.xml', mimeType: 'application/xml' },
];

test('handlers: exactly the two declared modes', () => {
  assert.deepEqual(Object.keys(handlers).sort(), ['fast', 'structured']);
});

for (const kind of KINDS) {
  for (const mode of ['structured', 'fast']) {
    test(`empty: ${kind.mimeType} ${mode} gives no blocks for empty and blank input`, async () => {
      for (const content of ['', ' \n\t\r\n  ', '\ufeff', '\u3000\n']) {
        const result = await run(mode, content, kind);
        assert.deepEqual(result.document.blocks, [], JSON.stringify(content));
        assert.equal(result.metadata.pages, 1);
        assert.deepEqual(structuredClone(result), result);
      }
    });
  }
}

test('limits: plain text longer than maxOutputChars is cut there', async () => {
  const result = await run('structured', 'x'.repeat(1000), { fileName: 'a.txt', mimeType: 'text/plain', maxOutputChars: 100 });
  assert.equal(flatten(result.document.blocks), 'x'.repeat(100));
  assert.equal(result.metadata.raw?.truncated, true);
  assert.equal(result.metadata.raw?.lines, 1);
});

test('limits: text exactly at the limit is not truncated', async () => {
  const result = await run('fast', 'y'.repeat(100), { fileName: 'a.txt', mimeType: 'text/plain', maxOutputChars: 100 });
  assert.equal(flatten(result.document.blocks).length, 100);
  assert.equal(result.metadata.raw?.truncated, false);
});

test('limits: a cut never splits a surrogate pair', async () => {
  const result = await run('structured', `${'a'.repeat(9)}😀tail`, { fileName: 'a.txt', mimeType: 'text/plain', maxOutputChars: 10 });
  const text = flatten(result.document.blocks);
  assert.equal(text, 'a'.repeat(9));
  assert.equal(result.metadata.raw?.truncated, true);
});

test('limits: Markdown is cut before parsing', async () => {
  const content = `# Title\n\n${'word '.repeat(2000)}\n\n## Later heading`;
  const result = await run('structured', content, { fileName: 'a.md', mimeType: 'text/markdown', maxOutputChars: 200 });
  const text = flatten(result.document.blocks);
  assert.ok(text.length <= 200);
  assert.ok(!text.includes('Later heading'));
  assert.equal(result.metadata.title, 'Title');
  assert.equal(result.metadata.raw?.truncated, true);
});

test('binary: a file full of NUL and control bytes is refused as corrupt', async () => {
  const bytes = Uint8Array.from({ length: 400 }, (_, index) => (index % 3 === 0 ? 0 : index % 7 === 0 ? 0x01 : 0x41 + (index % 20)));
  await assert.rejects(
    async () => run('structured', bytes, { fileName: 'a.txt', mimeType: 'text/plain', charset: 'windows-1252' }),
    (error: unknown) => isBadInputError(error) && error.reason === 'corrupt',
  );
});

test('binary: a few stray control bytes in real text are just dropped', async () => {
  const result = await run('structured', `Real text here.\u0000 More text follows, and more, and more.`, { fileName: 'a.txt', mimeType: 'text/plain' });
  assert.equal(flatten(result.document.blocks), 'Real text here. More text follows, and more, and more.');
});

test('input bytes are not modified', async () => {
  const bytes = new TextEncoder().encode('Name,Value\r\n"a, b",1\r\n');
  const copy = bytes.slice();
  await run('structured', bytes, { fileName: 'a.csv', mimeType: 'text/csv' });
  await run('fast', bytes, { fileName: 'a.csv', mimeType: 'text/csv' });
  assert.deepEqual(bytes, copy);
});
