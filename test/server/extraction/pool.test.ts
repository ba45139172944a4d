import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ExtractionPool, QueueFullError, isOutOfMemory } from '../../../server/extraction/pool.ts';
import type { ExtractTask, WorkerReply } from '../../../server/extraction/worker-protocol.ts';
import { HOSTILE_PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const entryPath = path.join(HOSTILE_PLUGINS_DIR, 'hostile', 'index.ts');

function task(mode: string): ExtractTask {
  const bytes = new Uint8Array(new SharedArrayBuffer(2));
  bytes.set([0x68, 0x69]);
  return {
    kind: 'extract',
    entryPath,
    mode,
    format: 'txt',
    bytes,
    fileName: 'a.txt',
    mediaType: 'text/plain',
    charset: null,
    password: null,
    limits: { maxPages: 10, maxOutputChars: 100 },
    embeddedReaders: {},
  };
}

const signal = () => AbortSignal.timeout(20_000);
const MB = 1024 * 1024;

/** The process's largest resident size while `work` runs, sampled every 20 ms. */
async function peakRssWhile<T>(work: Promise<T>): Promise<{ peakBytes: number; settled: PromiseSettledResult<T> }> {
  let peakBytes = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, process.memoryUsage.rss())), 20);
  const [settled] = await Promise.allSettled([work]);
  clearInterval(sampler);
  return { peakBytes, settled: settled! };
}

describe('ExtractionPool', () => {
  test('a thread is replaced after its quota of tasks', async () => {
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 3 });
    try {
      const threads: number[] = [];
      for (let index = 0; index < 7; index += 1) threads.push((await pool.run(task('ok'), signal())).threadId);
      assert.equal(new Set(threads.slice(0, 3)).size, 1);
      assert.equal(new Set(threads.slice(3, 6)).size, 1);
      assert.notEqual(threads[0], threads[3]);
      assert.notEqual(threads[3], threads[6]);
      assert.equal(pool.stats().retiredThreads, 2);
    } finally {
      await pool.close();
    }
  });

  test('a thread whose heap stays full after a task (a leak) is replaced before the next one', async () => {
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 100 });
    try {
      const small = await pool.run(task('ok'), signal());
      const after = await pool.run(task('ok'), signal());
      assert.equal(after.threadId, small.threadId, 'an ordinary task keeps its thread');
      const leaked = await pool.run(task('retain'), signal());
      assert.equal(leaked.outcome, 'ok');
      assert.ok((leaked.heapUsedBytes ?? 0) > 38 * 1024 * 1024);
      const next = await pool.run(task('ok'), signal());
      assert.notEqual(next.threadId, leaked.threadId);
      assert.equal(pool.stats().retiredThreads, 1);
    } finally {
      await pool.close();
    }
  });

  test('a thread whose handler threw is replaced before the next task', async () => {
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 100 });
    try {
      const crashed = await pool.run(task('throw'), signal());
      assert.equal(crashed.outcome, 'crash');
      const next = await pool.run(task('ok'), signal());
      assert.equal(next.outcome, 'ok');
      assert.notEqual(next.threadId, crashed.threadId);
    } finally {
      await pool.close();
    }
  });

  test('queued tasks all complete across a retirement, in order of arrival', async () => {
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 10, tasksPerWorker: 2 });
    try {
      const replies: WorkerReply[] = await Promise.all(Array.from({ length: 6 }, () => pool.run(task('ok'), signal())));
      assert.ok(replies.every((reply) => reply.outcome === 'ok'));
      assert.equal(new Set(replies.map((reply) => reply.threadId)).size, 3);
    } finally {
      await pool.close();
    }
  });

  test('a restart is counted for a running task the client gave up on, not for a queued one', async () => {
    const restarts: string[] = [];
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 2, tasksPerWorker: 100, onWorkerRestart: (reason) => restarts.push(reason) });
    try {
      await pool.run(task('ok'), signal());
      const runningClient = new AbortController();
      const queuedClient = new AbortController();
      const running = pool.run(task('hang'), runningClient.signal);
      const queued = pool.run(task('ok'), queuedClient.signal);
      queuedClient.abort();
      await assert.rejects(queued, { name: 'AbortError' });
      assert.deepEqual(restarts, [], 'a queued task ended no thread');
      runningClient.abort();
      await assert.rejects(running, { name: 'AbortError' });
      assert.deepEqual(restarts, ['client-gone']);
      assert.equal((await pool.run(task('ok'), signal())).outcome, 'ok');
    } finally {
      await pool.close();
    }
  });

  test('a full queue refuses at once with QueueFullError and a retry estimate', async () => {
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 1, tasksPerWorker: 100 });
    try {
      const running = pool.run(task('slow'), signal());
      const queued = pool.run(task('slow'), signal());
      await assert.rejects(pool.run(task('ok'), signal()), QueueFullError);
      assert.ok(pool.retryAfterSeconds() >= 1);
      assert.equal((await running).outcome, 'ok');
      assert.equal((await queued).outcome, 'ok');
    } finally {
      await pool.close();
    }
  });

  test('close lets running work finish, then refuses new work', async () => {
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 100 });
    const running = pool.run(task('slow'), signal());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = pool.close();
    assert.equal((await running).outcome, 'ok');
    await closing;
    await assert.rejects(pool.run(task('ok'), signal()), /closed/);
  });

  test('memory outside the heap is bounded: the task ends as out of memory and the next one runs', async () => {
    const allowanceMb = 256;
    const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 100, outsideHeapAllowanceMb: allowanceMb });
    try {
      const warm = await pool.run(task('ok'), signal());
      const rssBeforeBytes = process.memoryUsage.rss();
      const { peakBytes, settled } = await peakRssWhile(pool.run(task('allocate-outside-heap'), signal()));
      assert.equal(settled.status, 'rejected');
      assert.ok(isOutOfMemory((settled as PromiseRejectedResult).reason), String((settled as PromiseRejectedResult).reason));
      // Without the guard the thread would take gigabytes; with it, the allowance plus what
      // one thread can fill between two samples.
      const growthMb = (peakBytes - rssBeforeBytes) / MB;
      assert.ok(growthMb < allowanceMb + 512, `the process grew by ${Math.round(growthMb)} MB`);
      const next = await pool.run(task('ok'), signal());
      assert.equal(next.outcome, 'ok');
      assert.notEqual(next.threadId, warm.threadId);
    } finally {
      await pool.close();
    }
  });

  test('the guard ends the task that has run longest, not the one beside it', async () => {
    const pool = new ExtractionPool({ workers: 2, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 100, outsideHeapAllowanceMb: 256 });
    try {
      await Promise.all([pool.run(task('ok'), signal()), pool.run(task('ok'), signal())]);
      const runaway = pool.run(task('allocate-outside-heap'), signal());
      await new Promise((resolve) => setTimeout(resolve, 20));
      const beside = pool.run(task('slow'), signal());
      const [runawayResult, besideResult] = await Promise.allSettled([runaway, beside]);
      assert.equal(runawayResult.status, 'rejected');
      assert.ok(isOutOfMemory(runawayResult.reason));
      assert.equal(besideResult.status, 'fulfilled');
      assert.equal(besideResult.value.outcome, 'ok');
    } finally {
      await pool.close();
    }
  });
});
