import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ExtractionFailure, extractWithFallback } from '../../../server/extraction/fallback.ts';
import { ExtractionPool } from '../../../server/extraction/pool.ts';
import { HOSTILE_PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const entryPath = path.join(HOSTILE_PLUGINS_DIR, 'hostile', 'index.ts');
const bytes = new Uint8Array(new SharedArrayBuffer(5));
bytes.set(new TextEncoder().encode('hello'));

describe('extractWithFallback against hostile workers', () => {
  let pool: ExtractionPool;
  before(() => {
    // Two threads, so a fallback after a killed thread finds a warm one, as in production.
    pool = new ExtractionPool({ workers: 2, workerMemoryMb: 64, queueLimit: 4, tasksPerWorker: 100 });
  });
  after(() => pool.close());

  const run = (modes: string[], timeoutMs = 10_000, password: string | null = null) =>
    extractWithFallback({
      pool,
      modes,
      task: {
        kind: 'extract',
        entryPath,
        format: 'txt',
        bytes,
        fileName: 'a.txt',
        mediaType: 'text/plain',
        charset: 'UTF-8',
        password,
        limits: { maxPages: 10, maxOutputChars: 1000 },
        embeddedReaders: {},
      },
      timeoutMs,
    });

  test('the first mode that gives text wins, with one attempt', async () => {
    const result = await run(['ok', 'throw']);
    assert.equal(result.mode, 'ok');
    assert.deepEqual(result.attempts.map((attempt) => attempt.outcome), ['ok']);
  });

  test('a thrown exception is a crash, and the next mode runs', async () => {
    const result = await run(['throw', 'ok']);
    assert.equal(result.mode, 'ok');
    assert.deepEqual(result.attempts.map((attempt) => [attempt.mode, attempt.outcome]), [['throw', 'crash'], ['ok', 'ok']]);
    assert.match(result.attempts[0]!.detail ?? '', /TypeError/);
  });

  test('a hanging worker is stopped by the deadline and the next mode still gets time', async () => {
    const started = performance.now();
    const result = await run(['hang', 'ok'], 4000);
    assert.equal(result.mode, 'ok');
    assert.equal(result.attempts[0]!.outcome, 'timeout');
    // The hang got at most its share of the budget (3/4), not all of it.
    assert.ok(result.attempts[0]!.durationMs < 3500, `hang took ${result.attempts[0]!.durationMs} ms`);
    assert.ok(performance.now() - started < 8000);
  });

  test('a hang in the last mode ends in a timeout failure within the budget', async () => {
    const started = performance.now();
    await assert.rejects(run(['hang'], 800), (error: unknown) => {
      assert.ok(error instanceof ExtractionFailure);
      assert.equal(error.kind, 'timeout');
      return true;
    });
    assert.ok(performance.now() - started < 3000);
  });

  test('an allocation without end hits the heap cap: out-of-memory, then the next mode', async () => {
    const result = await run(['allocate', 'ok'], 30_000);
    assert.equal(result.attempts[0]!.outcome, 'out-of-memory');
    assert.equal(result.mode, 'ok');
  });

  test('a worker that exits is a crash', async () => {
    await assert.rejects(run(['exit']), (error: unknown) => error instanceof ExtractionFailure && error.kind === 'crash');
  });

  test('empty text moves on; when nothing gives text the empty result stands', async () => {
    const moved = await run(['empty', 'ok']);
    assert.deepEqual(moved.attempts.map((attempt) => attempt.outcome), ['empty', 'ok']);
    const onlyEmpty = await run(['empty', 'throw']);
    assert.equal(onlyEmpty.mode, 'empty');
    assert.deepEqual(onlyEmpty.attempts.map((attempt) => attempt.outcome), ['empty', 'crash']);
  });

  test('bad input stops at once: no other mode can read it', async () => {
    await assert.rejects(run(['corrupt', 'ok']), (error: unknown) => {
      assert.ok(error instanceof ExtractionFailure);
      assert.equal(error.kind, 'bad-input');
      assert.equal(error.badInputReason, 'corrupt');
      assert.equal(error.attempts.length, 1);
      return true;
    });
  });

  test('the pool keeps serving after every kind of failure', async () => {
    for (const modes of [['hang'], ['allocate'], ['exit'], ['throw']]) {
      await run(modes, 1500).catch(() => {});
      const result = await run(['ok']);
      assert.equal(result.mode, 'ok', `after ${modes[0]}`);
    }
  });
});
