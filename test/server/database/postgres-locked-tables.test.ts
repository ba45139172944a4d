// The real service on PostgreSQL while another connection holds table locks (ACCESS
// EXCLUSIVE: a migration, an operator's open transaction). The statement timeout (5 s) bounds
// every wait: a request that needs a locked table gets a clean 503 EXT_DATABASE_UNAVAILABLE
// with Retry-After, never a 500 or a hang; one that does not is served; /readyz says the
// database is down; usage is kept and written when the lock goes, and adds up exactly to the
// 200s. Needs TEST_DATABASE_URL; works in a schema of its own, so its locks never block the
// test files that share the database.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import { accountCredits, expectSuccess, extract, readiness, requireEnv, usageToday } from '../../support/limits-helpers.ts';
import type { Logger } from '../../../server/logger.ts';
import { HOSTILE_PLUGINS_DIR, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { holdPostgresTableLocks, privatePostgresSchema, type PrivateSchema } from './database-lock-holders.ts';

const env = requireEnv(['TEST_DATABASE_URL'], 'PostgreSQL lock tests');
const STATEMENT_TIMEOUT_MS = 5000;

async function timed<T>(work: Promise<T>): Promise<{ value: T; elapsedMs: number }> {
  const started = performance.now();
  const value = await work;
  return { value, elapsedMs: performance.now() - started };
}

if (env) {
  describe('PostgreSQL with tables locked by another connection', () => {
    let schema: PrivateSchema;
    let service: TestService;
    let user: TestUser;
    let key: string;
    const warnings: string[] = [];
    const logger: Logger = { info: () => {}, warn: (message) => warnings.push(message), error: (message) => warnings.push(`error: ${message}`) };
    let served = 0;
    let charged = 0;
    const count = async (response: Response) => {
      charged += (await expectSuccess(response)).charged;
      served += 1;
    };

    before(async () => {
      schema = await privatePostgresSchema(env.TEST_DATABASE_URL!, 'test_locks');
      service = await startTestService({
        pluginsDir: HOSTILE_PLUGINS_DIR,
        env: { DATABASE_URL: schema.url, FREE_CREDITS: '1000', RATE_LIMIT: '1000', WORKERS: '2' },
        pool: { queueLimit: 64 },
        logger,
      });
      user = await registerUser(service.url);
      key = (await user.createKey()).key;
      await count(await extract(service.url, key, { query: 'mode=ok' }));
    });
    after(async () => {
      await service?.close();
      await schema?.drop();
    });

    test('usage_daily locked: extraction goes on, readiness says down, usage is kept past a failed write and written once the lock goes', async () => {
      const lock = await holdPostgresTableLocks(schema.url, ['usage_daily']);
      try {
        const burst = await Promise.all(Array.from({ length: 8 }, (_, index) => timed(extract(service.url, key, { query: 'mode=ok', file: { bytes: `b${index}`, name: 'a.txt' } }))));
        for (const { value, elapsedMs } of burst) {
          await count(value);
          assert.ok(elapsedMs < STATEMENT_TIMEOUT_MS / 2, `an extraction took ${Math.round(elapsedMs)} ms`);
        }
        const ready = await readiness(service.url);
        assert.equal(ready.status, 503);
        assert.equal(ready.checks.database, false);
        assert.ok(service.deps.accounts.usageRecorder.pendingRows > 0);
        // Past the statement timeout the batch write fails; its rows stay for the next try.
        const deadline = Date.now() + 3 * STATEMENT_TIMEOUT_MS;
        while (!warnings.includes('usage not written yet; kept and retried') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        assert.ok(warnings.includes('usage not written yet; kept and retried'), warnings.join('; '));
        assert.ok(service.deps.accounts.usageRecorder.pendingRows > 0);
      } finally {
        await lock.release();
      }
      assert.equal((await readiness(service.url)).status, 200);
      const usage = await usageToday(user);
      assert.deepEqual([usage.requests, usage.credits], [served, charged]);
      assert.ok(!warnings.some((line) => line.startsWith('error')), warnings.join('; '));
    });

    test('api_keys locked: every request waits the statement timeout and gets a clean 503; the next one after the lock is served', async () => {
      const lock = await holdPostgresTableLocks(schema.url, ['api_keys']);
      let released = false;
      try {
        const refused = await Promise.all(Array.from({ length: 6 }, () => timed(extract(service.url, key, { query: 'mode=ok' }))));
        for (const { value, elapsedMs } of refused) {
          const text = await value.text();
          assert.equal(value.status, 503, text);
          assert.equal(value.headers.get('retry-after'), '5');
          const body = JSON.parse(text) as Record<string, unknown>;
          assert.deepEqual([body.error, body.code], ['Service Unavailable', 'EXT_DATABASE_UNAVAILABLE']);
          assert.doesNotMatch(text, /select|api_keys|statement/i);
          assert.ok(elapsedMs < 2 * STATEMENT_TIMEOUT_MS + 2000, `a refused request took ${Math.round(elapsedMs)} ms`);
        }
        await lock.release();
        released = true;
        await count(await extract(service.url, key, { query: 'mode=ok' }));
      } finally {
        if (!released) await lock.release();
      }
      // The refused requests never reached the meter: nothing charged, nothing counted.
      const usage = await usageToday(user);
      assert.deepEqual([usage.requests, usage.credits], [served, charged]);
      assert.equal((await accountCredits(user)).used, charged);
    });
  });
}
