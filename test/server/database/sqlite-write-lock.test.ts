// The real service on SQLite while another connection holds the write lock (a backup, an
// operator's open transaction). The policy: extraction goes on (it only reads the database;
// WAL readers are not blocked), and so do other reads; a request that must write waits the
// bounded busy timeout (5 s) and then gets a clean 503 EXT_DATABASE_UNAVAILABLE with
// Retry-After, never a 500 or a hang; /readyz says the database is down; usage is kept and
// written when the lock goes. After the lock, the next request works and the usage rows add
// up exactly to the 200s served.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import { accountCredits, expectSuccess, extract, readiness, usageToday } from '../../support/limits-helpers.ts';
import { HOSTILE_PLUGINS_DIR, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { holdSqliteWriteLock, sqliteFileOf } from './database-lock-holders.ts';

// The hostile plugin's `ok` mode echoes the text and reports 2 pages: 2 credits a request.
const CREDITS_PER_REQUEST = 2;
const BUSY_TIMEOUT_MS = 5000;

async function timed<T>(work: Promise<T>): Promise<{ value: T; elapsedMs: number }> {
  const started = performance.now();
  const value = await work;
  return { value, elapsedMs: performance.now() - started };
}

async function expectDatabaseUnavailable(response: Response, what: string): Promise<void> {
  const text = await response.text();
  assert.equal(response.status, 503, `${what}: ${response.status} ${text}`);
  assert.equal(response.headers.get('retry-after'), '5', what);
  const body = JSON.parse(text) as Record<string, unknown>;
  assert.deepEqual([body.success, body.status, body.error, body.code], [false, 503, 'Service Unavailable', 'EXT_DATABASE_UNAVAILABLE'], what);
  assert.match(String(body.message), /retry after 5 seconds/i);
  assert.doesNotMatch(text, /insert|update|sqlite|select/i, `${what}: no SQL or driver text in the body`);
}

describe('SQLite write-locked by another connection', () => {
  let service: TestService;
  let user: TestUser;
  let key: string;
  let unusedKey: { id: string; key: string };
  before(async () => {
    service = await startTestService({
      pluginsDir: HOSTILE_PLUGINS_DIR,
      env: { FREE_CREDITS: '1000', RATE_LIMIT: '1000', WORKERS: '2' },
      pool: { queueLimit: 64 },
    });
    user = await registerUser(service.url);
    key = (await user.createKey('before the lock')).key;
    // Never used yet: its first use during the lock wants to write last_used_at.
    unusedKey = await user.createKey('first used during the lock');
  });
  after(() => service.close());

  test('reads and extraction go on, writes get a bounded 503, readiness says down; afterwards everything adds up', async () => {
    let served = 0;
    let charged = 0;
    const count = async (response: Response) => {
      const { charged: credits } = await expectSuccess(response);
      assert.equal(credits, CREDITS_PER_REQUEST);
      served += 1;
      charged += credits;
    };
    await count(await extract(service.url, key, { query: 'mode=ok' }));

    const lock = await holdSqliteWriteLock(sqliteFileOf(service.database));
    let released = false;
    try {
      // Extraction needs only reads: it neither waits for the lock nor fails, with either key.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          timed(extract(service.url, index % 2 === 0 ? key : unusedKey.key, { query: 'mode=ok', file: { bytes: `locked ${index}`, name: 'a.txt' } })),
        ),
      );
      for (const { value, elapsedMs } of burst) {
        await count(value);
        assert.ok(elapsedMs < BUSY_TIMEOUT_MS / 2, `an extraction took ${Math.round(elapsedMs)} ms during the lock`);
      }
      // The session and the allowance are reads too.
      assert.equal((await accountCredits(user)).used, charged);

      // Writes (a new key; the usage route, which writes what is pending first) wait a
      // bounded time and are refused cleanly; /readyz reports the database.
      const [createKey, usageRoute, ready] = await Promise.all([
        timed(user.call('POST', '/v1/account/keys', { name: 'during the lock' })),
        timed(user.call('GET', '/v1/account/usage?days=1')),
        readiness(service.url),
      ]);
      await expectDatabaseUnavailable(createKey.value, 'POST /v1/account/keys');
      await expectDatabaseUnavailable(usageRoute.value, 'GET /v1/account/usage');
      // At most its turn behind one other write plus its own busy timeout; in practice one.
      for (const { elapsedMs } of [createKey, usageRoute]) {
        assert.ok(elapsedMs < 2 * BUSY_TIMEOUT_MS + 2000, `a refused write took ${Math.round(elapsedMs)} ms`);
      }
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.checks, { pool: true, limiter: true, database: false });
      assert.ok(service.deps.accounts.usageRecorder.pendingRows > 0, 'the usage of the lock is waiting in memory');
      const keysDuringLock = (await (await user.call('GET', '/v1/account/keys')).json()) as { keys: Array<{ name: string }> };
      assert.deepEqual(keysDuringLock.keys.map((listed) => listed.name), ['before the lock', 'first used during the lock']);

      await lock.release();
      released = true;
      // The very next request works: no restart, no warm-up.
      const created = await user.call('POST', '/v1/account/keys', { name: 'after the lock' });
      assert.equal(created.status, 201, await created.clone().text());
      await count(await extract(service.url, unusedKey.key, { query: 'mode=ok' }));
      assert.equal((await readiness(service.url)).status, 200);

      // Every 200 is in the usage rows exactly once, and nothing else is.
      const usage = await usageToday(user);
      assert.deepEqual([usage.requests, usage.credits], [served, charged]);
      assert.equal((await accountCredits(user)).used, charged);
      assert.equal(service.deps.accounts.usageRecorder.pendingRows, 0);
      const keys = (await (await user.call('GET', '/v1/account/keys')).json()) as { keys: Array<{ id: string; name: string; lastUsedAt: string | null }> };
      assert.deepEqual(keys.keys.map((listed) => listed.name), ['before the lock', 'first used during the lock', 'after the lock']);
      assert.ok(keys.keys.find((listed) => listed.id === unusedKey.id)?.lastUsedAt, 'last use is recorded once the database takes writes');
    } finally {
      if (!released) await lock.release();
    }
  });
});
