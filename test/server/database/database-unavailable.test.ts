// Which failures count as "the database is locked, slow or away" (a 503 for a request, a
// retry for a background write), which as "this row can never be written", and that a log
// line about them never carries the statement's values.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { AccountStore } from '../../../server/accounts/account-store.ts';
import {
  DatabaseBusyError, describeDatabaseError, isDatabaseUnavailable, isPermanentlyRefused,
} from '../../../server/database/database-unavailable.ts';
import { openDatabase } from '../../../server/database/open-database.ts';
import { holdSqliteWriteLock, sqliteFileOf } from './database-lock-holders.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database failures', () => {
  test('real SQLite failures: a lock past the busy timeout is unavailable; a constraint is permanent', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'db-unavailable-'));
    const database = await openDatabase({ databaseUrl: null, dataDir }, { statementWaitMs: 100, connectionWaitMs: 200 });
    try {
      const store = new AccountStore(database);
      const lock = await holdSqliteWriteLock(sqliteFileOf(database));
      let busy: unknown;
      try {
        busy = await store.createAccount('locked@example.com', 'scrypt$secret-hash').catch((error: unknown) => error);
      } finally {
        await lock.release();
      }
      assert.ok(isDatabaseUnavailable(busy), String(busy));
      assert.ok(!isPermanentlyRefused(busy));
      assert.deepEqual(describeDatabaseError(busy), { code: 'SQLITE_BUSY', reason: 'SQLITE_BUSY: database is locked' });
      assert.doesNotMatch(JSON.stringify(describeDatabaseError(busy)), /secret-hash|insert/);

      const orphan = await store.recordUsage('no-such-account', 1, 1).catch((error: unknown) => error);
      assert.ok(isPermanentlyRefused(orphan), String(orphan));
      assert.ok(!isDatabaseUnavailable(orphan));

      // Every pooled connection taken: the next query waits the acquire timeout, then gives up.
      const held = await Promise.all([1, 2, 3].map(() => database.client.acquireConnection()));
      const starved = await database.raw('select 1').catch((error: unknown) => error);
      for (const connection of held) await database.client.releaseConnection(connection);
      assert.equal((starved as Error).name, 'KnexTimeoutError');
      assert.ok(isDatabaseUnavailable(starved));
    } finally {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('PostgreSQL and network failures by code; everything else is not the database being away', () => {
    for (const code of ['57014', '55P03', '57P01', '57P03', '53300', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'SQLITE_LOCKED']) {
      assert.ok(isDatabaseUnavailable(withCode(code)), code);
    }
    assert.ok(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')));
    assert.ok(isDatabaseUnavailable(new DatabaseBusyError('turn')));
    for (const error of [withCode('42P01', 'relation does not exist'), withCode('23505'), withCode('SQLITE_CONSTRAINT'), new TypeError('x is undefined'), 'a string', null]) {
      assert.ok(!isDatabaseUnavailable(error), String(error));
    }
    assert.ok(isPermanentlyRefused(withCode('23503')));
    assert.ok(!isPermanentlyRefused(withCode('57014')));
  });
});
