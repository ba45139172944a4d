// last_used_at is written without holding up requests: a request waits a moment for its
// key's write, never longer; one write per key is under way at a time; a failed write is
// tried again by the next request; a recent last use is not written again.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LAST_USED_RESOLUTION_MS, lastUsedMarker } from '../../../server/access/last-used-marker.ts';

/** A store whose writes finish when the test says so. */
function controlledStore() {
  const writes: Array<{ keyId: string; usedAt: string; finish: (error?: Error) => void }> = [];
  return {
    writes,
    touchApiKey: (keyId: string, usedAt: string) =>
      new Promise<void>((resolve, reject) => writes.push({ keyId, usedAt, finish: (error) => (error ? reject(error) : resolve()) })),
  };
}

describe('lastUsedMarker', () => {
  test('waits for a quick write; goes on without a stuck one; one write per key at a time; retries after a failure', async () => {
    const store = controlledStore();
    const marker = lastUsedMarker(store, 50);

    const quick = marker.markUsed('a', null);
    store.writes[0]!.finish();
    await quick;

    const started = performance.now();
    await marker.markUsed('b', null);
    assert.ok(performance.now() - started < 1000, 'a stuck write held the request up');
    await marker.markUsed('b', null);
    assert.deepEqual(store.writes.map((write) => write.keyId), ['a', 'b'], 'no second write for a key while one is under way');

    store.writes[1]!.finish(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
    await new Promise((resolve) => setImmediate(resolve));
    await marker.markUsed('b', null).catch(() => assert.fail('a failed write reached the request'));
    assert.deepEqual(store.writes.map((write) => write.keyId), ['a', 'b', 'b']);
  });

  test('a last use within the resolution is not written again', async () => {
    const store = controlledStore();
    const marker = lastUsedMarker(store, 50);
    const nowMs = Date.parse('2025-01-01T12:00:00Z');
    await marker.markUsed('a', new Date(nowMs - LAST_USED_RESOLUTION_MS + 1000).toISOString(), nowMs);
    assert.equal(store.writes.length, 0);
    const stale = marker.markUsed('a', new Date(nowMs - LAST_USED_RESOLUTION_MS - 1000).toISOString(), nowMs);
    assert.equal(store.writes[0]?.usedAt, '2025-01-01T12:00:00.000Z');
    store.writes[0]!.finish();
    await stale;
  });
});
