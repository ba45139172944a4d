import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import runTask from '../../../server/extraction/worker.ts';
import type { ExtractTask } from '../../../server/extraction/worker-protocol.ts';
import type { OutputFormat } from '../../../server/render/render-document.ts';
import { PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const textPlugin = path.join(PLUGINS_DIR, 'text', 'src', 'index.ts');

function csvTask(format: OutputFormat, csv: string): ExtractTask {
  const bytes = new Uint8Array(new SharedArrayBuffer(Buffer.byteLength(csv)));
  bytes.set(new TextEncoder().encode(csv));
  return {
    kind: 'extract',
    entryPath: textPlugin,
    mode: 'structured',
    format,
    bytes,
    fileName: 'people.csv',
    mediaType: 'text/csv',
    charset: 'UTF-8',
    password: null,
    limits: { maxPages: 10, maxOutputChars: 10_000 },
    embeddedReaders: {},
  };
}

describe('the worker task', () => {
  test('renders the requested format itself and sends back no document model', async () => {
    const csv = 'name,city\nAda,London\nGrace,Arlington\n';
    const replies = new Map<OutputFormat, Awaited<ReturnType<typeof runTask>>>();
    for (const format of ['txt', 'md', 'html'] as const) replies.set(format, await runTask(csvTask(format, csv)));
    for (const reply of replies.values()) {
      assert.equal(reply.outcome, 'ok');
      assert.equal('document' in reply, false);
    }
    const content = (format: OutputFormat) => {
      const reply = replies.get(format)!;
      return reply.outcome === 'ok' && 'content' in reply ? String(reply.content) : '';
    };
    assert.match(content('txt'), /name\tcity\nAda\tLondon/);
    assert.match(content('md'), /\| name +\| city +\|/);
    assert.match(content('html'), /<table>[\s\S]*<td>Grace<\/td>/);
  });

  test('json comes back as the element list, with the same counts as txt', async () => {
    const json = await runTask(csvTask('json', 'name,city\nAda,London\n'));
    const plain = await runTask(csvTask('txt', 'name,city\nAda,London\n'));
    assert.ok(json.outcome === 'ok' && 'content' in json && plain.outcome === 'ok' && 'text' in plain);
    assert.deepEqual(json.content, [{ type: 'table', text: 'name\tcity\nAda\tLondon', rows: [['name', 'city'], ['Ada', 'London']], page: null }]);
    assert.deepEqual(json.text, plain.text);
  });

  test('counts words over the plain text whatever the format, and says when it is empty', async () => {
    const markdown = await runTask(csvTask('md', 'name,city\nAda,London\n'));
    const plain = await runTask(csvTask('txt', 'name,city\nAda,London\n'));
    assert.ok(markdown.outcome === 'ok' && 'text' in markdown && plain.outcome === 'ok' && 'text' in plain);
    assert.deepEqual(markdown.text, plain.text);
    assert.deepEqual(plain.text, { words: 4, characters: 'name\tcity\nAda\tLondon'.length, empty: false });

    const blank = await runTask(csvTask('md', ' \n \n'));
    assert.ok(blank.outcome === 'ok' && 'text' in blank);
    assert.equal(blank.text.empty, true);
  });
});
