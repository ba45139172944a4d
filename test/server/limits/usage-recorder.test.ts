// The usage recorder against a real SQLite database that another connection locks: rows the
// database does not take are kept and written once, exactly, when it answers again; pending
// rows are capped; close writes what is left, trying for a bounded time. The database waits
// only 200 ms for a lock here, so the failures come fast.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Knex } from 'knex';
import { AccountStore } from '../../../server/accounts/account-store.ts';
import { isDatabaseUnavailable } from '../../../server/database/database-unavailable.ts';
import { openDatabase } from '../../../server/database/open-database.ts';
import { batchedUsageRecorder, type UsageRecorderOptions } from '../../../server/limits/usage-recorder.ts';
import type { Logger } from '../../../server/logger.ts';
import { holdSqliteWriteLock, sqliteFileOf } from '../database/database-lock-holders.ts';

const LOCK_WAIT_MS = 200;

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields: Record<string, unknown>;
}

function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = (level: LogLine['level']) => (message: string, fields: Record<string, unknown> = {}) => lines.push({ level, message, fields });
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
}

async function eventually(condition: () => boolean, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('batchedUsageRecorder on a locked SQLite database', () => {
  let dataDir: string;
  let database: Knex;
  let store: AccountStore;
  let file: string;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'usage-recorder-'));
    database = await openDatabase({ databaseUrl: null, dataDir }, { statementWaitMs: LOCK_WAIT_MS, connectionWaitMs: 5000 });
    store = new AccountStore(database);
    file = sqliteFileOf(database);
  });
  after(async () => {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newAccount = async () => (await store.createAccount(`usage-${Math.random().toString(36).slice(2)}@example.com`, 'hash')).id;
  const today = async (accountId: string) => (await store.usageByDay(accountId, 1)).at(-1)!;
  const recorder = (logger: Logger, options: Partial<UsageRecorderOptions> = {}) =>
    batchedUsageRecorder(store, logger, { flushIntervalMs: 50, ...options });

  test('rows the locked database refuses are kept, retried by the timer, and written exactly once', async () => {
    const [first, second] = [await newAccount(), await newAccount()];
    const logger = recordingLogger();
    const usage = recorder(logger);
    try {
      const lock = await holdSqliteWriteLock(file);
      try {
        for (let i = 0; i < 5; i += 1) usage.add(first, 1, 2);
        usage.add(second, 1, 0);
        const started = Date.now();
        await assert.rejects(usage.flush(), (error: unknown) => isDatabaseUnavailable(error));
        assert.ok(Date.now() - started < 5000, `flush took ${Date.now() - started} ms`);
        assert.equal(usage.pendingRows, 2);
        // More use while the database is away merges into the same rows.
        usage.add(first, 1, 2);
        // The timer keeps trying meanwhile; readers are not blocked (WAL) and see nothing yet.
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.deepEqual([(await today(first)).credits, (await today(second)).requests], [0, 0]);
        assert.equal(usage.pendingRows, 2);
      } finally {
        await lock.release();
      }
      // Nobody calls flush: the timer writes the rows once the lock is gone.
      await eventually(() => usage.pendingRows === 0, 5000, 'the pending rows were written');
      await usage.flush();
      assert.deepEqual(await today(first), { date: new Date().toISOString().slice(0, 10), requests: 6, credits: 12 });
      assert.equal((await today(second)).requests, 1);
      assert.equal(logger.lines.filter((line) => line.level === 'warn').length, 1, 'one warning per outage, not one per retry');
      assert.ok(logger.lines.some((line) => line.level === 'info' && /came back/.test(line.message)));
      assert.ok(!logger.lines.some((line) => line.level === 'error'));
      assert.ok(!JSON.stringify(logger.lines).includes('insert into'), 'no SQL statement in the logs');
    } finally {
      await usage.close();
    }
  });

  test('a lock shorter than the wait only delays the write', async () => {
    const account = await newAccount();
    const usage = recorder(recordingLogger(), { flushIntervalMs: 60_000 });
    try {
      usage.add(account, 3, 7);
      const lock = await holdSqliteWriteLock(file);
      const flushed = usage.flush();
      await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS / 4));
      await lock.release();
      await flushed;
      assert.deepEqual([(await today(account)).requests, (await today(account)).credits], [3, 7]);
    } finally {
      await usage.close();
    }
  });

  test('a row the database refuses for good is dropped and logged; the others are written', async () => {
    const account = await newAccount();
    const logger = recordingLogger();
    const usage = recorder(logger, { flushIntervalMs: 60_000 });
    try {
      usage.add('no-such-account', 1, 1);
      usage.add(account, 1, 4);
      await usage.flush();
      assert.equal(usage.pendingRows, 0);
      assert.equal((await today(account)).credits, 4);
      const dropped = logger.lines.find((line) => line.level === 'error');
      assert.equal(dropped?.message, 'usage row refused by the database; dropped');
      assert.deepEqual([dropped.fields.accountId, dropped.fields.requests, dropped.fields.credits, dropped.fields.code], ['no-such-account', 1, 1, 'SQLITE_CONSTRAINT']);
    } finally {
      await usage.close();
    }
  });

  test('pending rows are capped: a new account-day past the cap is dropped and logged, the kept ones add up', async () => {
    const [first, second, third] = [await newAccount(), await newAccount(), await newAccount()];
    const logger = recordingLogger();
    const usage = recorder(logger, { maxPendingRows: 2, flushIntervalMs: 60_000 });
    try {
      const lock = await holdSqliteWriteLock(file);
      try {
        usage.add(first, 1, 1);
        usage.add(second, 1, 1);
        usage.add(third, 1, 1);
        usage.add(first, 1, 1);
        assert.equal(usage.pendingRows, 2);
      } finally {
        await lock.release();
      }
      await usage.flush();
      assert.deepEqual([(await today(first)).credits, (await today(second)).credits, (await today(third)).credits], [2, 1, 0]);
      const dropped = logger.lines.filter((line) => line.level === 'error');
      assert.equal(dropped.length, 1);
      assert.deepEqual([dropped[0]!.fields.accountId, dropped[0]!.fields.credits], [third, 1]);
    } finally {
      await usage.close();
    }
  });

  test('close keeps trying while the database is locked and writes the rows once it answers', async () => {
    const account = await newAccount();
    const logger = recordingLogger();
    const usage = recorder(logger, { closeTimeoutMs: 10_000 });
    const lock = await holdSqliteWriteLock(file);
    usage.add(account, 2, 5);
    const closing = usage.close();
    await new Promise((resolve) => setTimeout(resolve, 3 * LOCK_WAIT_MS));
    await lock.release();
    await closing;
    assert.equal(usage.pendingRows, 0);
    assert.deepEqual([(await today(account)).requests, (await today(account)).credits], [2, 5]);
    assert.ok(!logger.lines.some((line) => line.level === 'error'));
  });

  test('close gives up after its bound and logs every row it could not write', async () => {
    const account = await newAccount();
    const logger = recordingLogger();
    const usage = recorder(logger, { closeTimeoutMs: 600 });
    const lock = await holdSqliteWriteLock(file);
    try {
      usage.add(account, 1, 3);
      const started = Date.now();
      await usage.close();
      assert.ok(Date.now() - started < 5000, `close took ${Date.now() - started} ms`);
      const lost = logger.lines.find((line) => line.level === 'error');
      assert.equal(lost?.message, 'usage not written before shutdown');
      assert.deepEqual(lost.fields.rows, [{ accountId: account, day: new Date().toISOString().slice(0, 10), requests: 1, credits: 3 }]);
    } finally {
      await lock.release();
    }
  });
});
