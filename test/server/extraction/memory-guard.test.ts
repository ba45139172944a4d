import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OutsideHeapMemoryGuard, type MemoryUsageSample } from '../../../server/extraction/memory-guard.ts';

const MB = 1024 * 1024;

/** A guard over a scripted process: `rssMb` is what the next sample reads. */
function scriptedGuard(allowanceMb: number) {
  const usage: MemoryUsageSample = { rss: 200 * MB, heapTotal: 50 * MB, external: 10 * MB };
  let stops = 0;
  const guard = new OutsideHeapMemoryGuard({
    allowanceBytes: allowanceMb * MB,
    sampleIntervalMs: 1000,
    readUsage: () => ({ ...usage }),
    onOverAllowance: () => {
      stops += 1;
      return true;
    },
  });
  return { guard, usage, stops: () => stops };
}

describe('OutsideHeapMemoryGuard', () => {
  test('memory the workers take within the allowance is left alone', () => {
    const { guard, usage, stops } = scriptedGuard(100);
    usage.rss += 99 * MB;
    guard.check();
    assert.equal(stops(), 0);
    assert.equal(guard.peakWorkerBytes, 99 * MB);
  });

  test('the main thread\'s own heap and buffers are not counted against the workers', () => {
    const { guard, usage, stops } = scriptedGuard(100);
    usage.rss += 400 * MB;
    usage.heapTotal += 150 * MB;
    usage.external += 200 * MB;
    guard.check();
    assert.equal(stops(), 0);
  });

  test('past the allowance one task is stopped, and no other until the memory has had time to return', () => {
    const { guard, usage, stops } = scriptedGuard(100);
    usage.rss += 300 * MB;
    guard.check();
    guard.check();
    assert.equal(stops(), 1);
    usage.rss -= 300 * MB;
    guard.check();
    usage.rss += 300 * MB;
    guard.check();
    assert.equal(stops(), 2, 'after the memory came back under, a new excess is acted on at once');
  });
});
