// Two service instances on one PostgreSQL and one Redis, sharing one limiter namespace, act
// as one service: keys, credits, the rate limit and revocation are the same on both.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL (shared: fresh accounts, a fresh namespace).

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import {
  accountCredits, expectError, expectSuccess, extract, rateHeaders, removeNamespace, requireEnv, usageToday, waitForReadiness,
} from '../../support/limits-helpers.ts';
import { startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const env = requireEnv(['TEST_DATABASE_URL', 'TEST_REDIS_URL'], 'scale-out tests (two instances on PostgreSQL and Redis)');

/** Two instances on the shared PostgreSQL and Redis with one fresh limiter namespace. */
function twoInstances(limits: Record<string, string>) {
  const namespace = `test-scale-${randomUUID()}`;
  const pair = { a: undefined as unknown as TestService, b: undefined as unknown as TestService };
  before(async () => {
    const shared = { DATABASE_URL: env!.TEST_DATABASE_URL!, REDIS_URL: env!.TEST_REDIS_URL!, ...limits };
    pair.a = await startTestService({ env: shared, limiterNamespace: namespace, pool: { queueLimit: 100 } });
    pair.b = await startTestService({ env: shared, limiterNamespace: namespace, pool: { queueLimit: 100 } });
    // Until Redis is connected each instance counts in-process (its insurance limiters).
    for (const service of [pair.a, pair.b]) {
      assert.equal((await waitForReadiness(service.url, 200, 10_000)).status, 200, 'an instance never became ready');
    }
  });
  after(async () => {
    await Promise.all([pair.a?.close(), pair.b?.close()]);
    const redis = new Redis(env!.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
    try {
      await removeNamespace(redis, namespace);
    } finally {
      redis.disconnect();
    }
  });
  return pair;
}

async function userWithKey(service: TestService): Promise<{ user: TestUser; key: string; keyId: string }> {
  const user = await registerUser(service.url);
  const created = await user.createKey();
  return { user, key: created.key, keyId: created.id };
}

if (env) {
  describe('credits across two instances: FREE_CREDITS=6', () => {
    const pair = twoInstances({ FREE_CREDITS: '6', RATE_LIMIT: '1000' });

    test('a key created on instance A works on instance B', async () => {
      const { user, key } = await userWithKey(pair.a);
      assert.deepEqual(await expectSuccess(await extract(pair.b.url, key)), { charged: 1, remaining: 5 });
      const keys = await fetch(`${pair.b.url}/v1/account/keys`, { headers: { cookie: user.cookie } });
      assert.equal(keys.status, 200, 'the session of A is valid on B');
      assert.equal(((await keys.json()) as { keys: unknown[] }).keys.length, 1);
    });

    test('alternating between A and B: exactly 6 succeed in total, then both answer 402', async () => {
      const { user, key } = await userWithKey(pair.a);
      const remainders: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const service = i % 2 === 0 ? pair.a : pair.b;
        const { charged, remaining } = await expectSuccess(await extract(service.url, key));
        assert.equal(charged, 1);
        remainders.push(remaining);
      }
      assert.deepEqual(remainders, [5, 4, 3, 2, 1, 0], 'one allowance, counted across both instances');
      await expectError(await extract(pair.a.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
      await expectError(await extract(pair.b.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
      const onB = await fetch(`${pair.b.url}/v1/account`, { headers: { cookie: user.cookie } });
      assert.deepEqual(((await onB.json()) as { credits: unknown }).credits, { limit: 6, used: 6, remaining: 0, windowSeconds: 86_400 });
      assert.deepEqual(await accountCredits(user), { limit: 6, used: 6, remaining: 0, windowSeconds: 86_400 });
      // Each instance writes its usage counts in a batch a second: the chart is whole within one.
      let credits = 0;
      for (let attempt = 0; attempt < 30 && credits !== 6; attempt += 1) {
        credits = (await usageToday(user)).credits;
        if (credits !== 6) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(credits, 6);
    });

    test('a concurrent burst split over A and B never spends more than 6', async () => {
      const { user, key } = await userWithKey(pair.a);
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, i) => extract((i % 2 === 0 ? pair.a : pair.b).url, key, { file: { bytes: `burst ${i}`, name: `b${i}.txt` } })),
      );
      const statuses = await Promise.all(responses.map(async (response) => (await response.text(), response.status)));
      assert.equal(statuses.filter((status) => status === 200).length, 6, statuses.join(', '));
      assert.equal(statuses.filter((status) => status === 402).length, 10, statuses.join(', '));
      assert.equal((await accountCredits(user)).used, 6);
    });
  });

  describe('rate limit and revocation across two instances: RATE_LIMIT=4', () => {
    const pair = twoInstances({ RATE_LIMIT: '4', RATE_LIMIT_WINDOW_SECONDS: '60', FREE_CREDITS: '1000' });

    test('4 requests split across A and B, then the 5th on either is 429', async () => {
      const { key } = await userWithKey(pair.a);
      const order = [pair.a, pair.b, pair.b, pair.a];
      for (const [index, service] of order.entries()) {
        const response = await extract(service.url, key);
        await expectSuccess(response);
        assert.deepEqual([rateHeaders(response).limit, rateHeaders(response).remaining], [4, 3 - index]);
      }
      await expectError(await extract(pair.a.url, key), 429, 'EXT_RATE_LIMITED');
      await expectError(await extract(pair.b.url, key), 429, 'EXT_RATE_LIMITED');
    });

    test('a key revoked through A is refused by B at once', async () => {
      const { user, key, keyId } = await userWithKey(pair.a);
      await expectSuccess(await extract(pair.b.url, key));
      const revoked = await user.call('DELETE', `/v1/account/keys/${keyId}`);
      assert.equal(revoked.status, 204);
      await expectError(await extract(pair.b.url, key), 401, 'EXT_KEY_REVOKED');
      await expectError(await extract(pair.a.url, key), 401, 'EXT_KEY_REVOKED');
    });
  });
}
