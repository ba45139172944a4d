// pdf.js in this thread: Flate streams inflated at once while a document is read (the global is
// Node's own again afterwards, and a broken stream fails as Node's would), and the text content
// handed over by a port that does not clone it.

import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { test } from 'node:test';
import { withInflateAtOnce } from '../src/inflate-at-once.ts';
import { fixture, inputOf, textOf } from './helpers.ts';
import { handlers } from '../src/index.ts';

async function inflate(bytes: Uint8Array): Promise<string> {
  const { readable, writable } = new DecompressionStream('deflate');
  const writer = writable.getWriter();
  writer.write(bytes).then(() => writer.close()).catch(() => {});
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('latin1');
}

test('inside an extraction deflate is inflated as Node would, and Node\'s own class is back after', async () => {
  const native = globalThis.DecompressionStream;
  const good = new Uint8Array(deflateSync(Buffer.from('BT (Hello) Tj ET '.repeat(200))));
  const truncated = good.subarray(0, good.length - 8);
  const expected = await inflate(good);
  const nativeFailure = await inflate(truncated).then(() => null, (error: Error) => error.message);
  assert.ok(nativeFailure);
  await withInflateAtOnce(async () => {
    assert.notEqual(globalThis.DecompressionStream, native);
    assert.equal(await inflate(good), expected);
    await assert.rejects(inflate(truncated), { message: nativeFailure });
  });
  assert.equal(globalThis.DecompressionStream, native);
  await Promise.all([handlers.fast!(inputOf(fixture('two-columns.pdf'))), handlers.structured!(inputOf(fixture('structure.pdf')))]);
  assert.equal(globalThis.DecompressionStream, native);
});

test('two documents read at once in one thread keep their own text', async () => {
  const files = ['two-columns.pdf', 'structure.pdf'];
  const alone: string[] = [];
  for (const file of files) alone.push(textOf(await handlers.fast!(inputOf(fixture(file)))));
  const together = await Promise.all(files.map((file) => handlers.fast!(inputOf(fixture(file)))));
  assert.deepEqual(together.map(textOf), alone);
  assert.ok(alone.every((text) => text.trim().length > 0));
});
