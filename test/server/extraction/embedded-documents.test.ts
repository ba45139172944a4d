import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { MAX_EMBEDDED_NESTING } from '../../../server/extraction/embedded-documents.ts';
import { ExtractionPool } from '../../../server/extraction/pool.ts';
import type { ExtractTask } from '../../../server/extraction/worker-protocol.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { HOSTILE_PLUGINS_DIR, PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const hostile = path.join(HOSTILE_PLUGINS_DIR, 'hostile', 'index.ts');
const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 128, queueLimit: 2, tasksPerWorker: 100 });
after(() => pool.close());
// The plugins' detection rules travel with the task: inner.csv is CSV only because the text
// plugin declares that ".csv" names text/csv.
const detection = discoverPlugins(PLUGINS_DIR).detection;

function task(embeddedReaders: ExtractTask['embeddedReaders']): ExtractTask {
  const bytes = new Uint8Array(new SharedArrayBuffer(5));
  bytes.set(new TextEncoder().encode('outer'));
  return {
    kind: 'extract',
    entryPath: hostile,
    mode: 'embed',
    format: 'txt',
    bytes,
    fileName: 'outer.txt',
    mediaType: 'text/plain',
    charset: 'UTF-8',
    password: null,
    limits: { maxPages: 10, maxOutputChars: 10_000 },
    embeddedReaders,
    detection,
  };
}

describe('extractEmbedded', () => {
  test('an embedded file is read by the plugin for its detected type', async () => {
    const reply = await pool.run(
      task({ 'text/csv': { plugin: 'text', entryPath: path.join(PLUGINS_DIR, 'text', 'src', 'index.ts'), mode: 'structured' } }),
      AbortSignal.timeout(20_000),
    );
    assert.equal(reply.outcome, 'ok');
    if (reply.outcome !== 'ok') return;
    const text = String(reply.content);
    assert.match(text, /name\tcity\nAda\tLondon/);
    assert.match(text, /inner: text read/);
    assert.equal(reply.metadata.raw?.innerMediaType, 'text/csv');
  });

  test('a type no plugin reads comes back empty with the reason', async () => {
    const reply = await pool.run(task({}), AbortSignal.timeout(20_000));
    assert.equal(reply.outcome, 'ok');
    if (reply.outcome === 'ok') assert.match(String(reply.content), /inner: null no plugin reads text\/csv/);
  });

  test('a document that embeds itself stops at the nesting limit', async () => {
    const selfReader = { 'text/plain': { plugin: 'hostile', entryPath: hostile, mode: 'embed' } };
    const reply = await pool.run(task(selfReader), AbortSignal.timeout(20_000));
    assert.equal(reply.outcome, 'ok');
    if (reply.outcome === 'ok') assert.equal(reply.metadata.raw?.depth, MAX_EMBEDDED_NESTING);
  });
});
