// The limiters shared through Redis (REDIS_URL): a credit burst that must never overspend,
// and the policy when Redis goes away: keep serving, keep limiting in-process, report not
// ready, and go back to Redis when it returns. Needs TEST_REDIS_URL (a shared Redis: every
// test uses its own key namespace and removes only that).

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import {
  accountCredits, expectError, expectSuccess, extract, keysOf, rateHeaders, readiness, removeNamespace, requireEnv, tally, usageToday,
  waitForReadiness,
} from '../../support/limits-helpers.ts';
import { startTcpProxy, type TcpProxy } from '../../support/limits-tcp-proxy.ts';
import { HOSTILE_PLUGINS_DIR, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const env = requireEnv(['TEST_REDIS_URL'], 'Redis limiter tests');

async function userWithKey(service: TestService): Promise<{ user: TestUser; key: string }> {
  const user = await registerUser(service.url);
  return { user, key: (await user.createKey()).key };
}

if (env) {
  const redisUrl = env.TEST_REDIS_URL!;
  let direct: Redis;
  before(() => {
    direct = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  });
  after(() => direct.disconnect());

  describe('a credit burst with REDIS_URL: FREE_CREDITS=10, WORKERS=2', () => {
    const namespace = `test-burst-${randomUUID()}`;
    let service: TestService;
    before(async () => {
      service = await startTestService({
        env: { REDIS_URL: redisUrl, FREE_CREDITS: '10', RATE_LIMIT: '100000', WORKERS: '2' },
        limiterNamespace: namespace,
        pool: { queueLimit: 100 },
      });
      // Until Redis is connected the limiters count in-process (the insurance limiters).
      assert.equal((await waitForReadiness(service.url, 200, 10_000)).status, 200, 'Redis never became ready');
    });
    after(async () => {
      await service.close();
      await removeNamespace(direct, namespace);
    });

    test('40 concurrent 1-credit requests: exactly the allowance succeeds, counted in Redis', async () => {
      const { user, key } = await userWithKey(service);
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => extract(service.url, key, { file: { bytes: `burst ${i}`, name: `burst-${i}.txt` } })),
      );
      const bodies = await Promise.all(responses.map(async (response) => ({ status: response.status, text: await response.text(), response })));
      assert.deepEqual(tally(bodies.map((b) => b.status)), { 200: 10, 402: 30 }, bodies.filter((b) => b.status !== 200 && b.status !== 402).map((b) => b.text).join('\n'));
      for (const { status, text } of bodies) {
        if (status === 402) assert.match((JSON.parse(text) as { code: string }).code, /^EXT_CREDITS_(EXHAUSTED|INSUFFICIENT)$/);
      }
      const remainders = bodies.filter((b) => b.status === 200).map((b) => Number(b.response.headers.get('x-credits-remaining')));
      assert.deepEqual(remainders.sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      assert.deepEqual(await accountCredits(user), { limit: 10, used: 10, remaining: 0, windowSeconds: 86_400 });
      assert.equal((await usageToday(user)).credits, 10);
      const creditKeys = await keysOf(direct, namespace, 'credits');
      assert.equal(creditKeys.length, 1, 'the credits live in Redis');
      assert.equal(await direct.get(creditKeys[0]!), '10');
      await expectError(await extract(service.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
    });
  });

  describe('Redis goes away and comes back: RATE_LIMIT=5', () => {
    const namespace = `test-outage-${randomUUID()}`;
    const target = new URL(redisUrl);
    let proxy: TcpProxy;
    let service: TestService;
    let early: { user: TestUser; key: string };
    let limited: { user: TestUser; key: string };
    const outageStatuses: number[] = [];

    before(async () => {
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const proxied = new URL(redisUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      service = await startTestService({
        pluginsDir: HOSTILE_PLUGINS_DIR,
        env: { REDIS_URL: proxied.href, RATE_LIMIT: '5', RATE_LIMIT_WINDOW_SECONDS: '60', FREE_CREDITS: '1000' },
        limiterNamespace: namespace,
      });
      assert.equal((await waitForReadiness(service.url, 200, 10_000)).status, 200, 'Redis never became ready');
      early = await userWithKey(service);
      limited = await userWithKey(service);
    });
    after(async () => {
      await service.close();
      await proxy.close();
      await removeNamespace(direct, namespace);
    });

    test('while Redis answers: ready, and the rate is counted in Redis', async () => {
      assert.deepEqual(await readiness(service.url), { status: 200, checks: { pool: true, limiter: true, database: true } });
      await expectSuccess(await extract(service.url, early.key));
      assert.ok(proxy.connections >= 1, 'the service talks to Redis through the proxy');
      assert.equal((await keysOf(direct, namespace, 'rate')).length, 1);
    });

    test('requests in flight when Redis goes away still finish with 200', async () => {
      const inFlight = [extract(service.url, early.key, { query: 'mode=slow' }), extract(service.url, early.key, { query: 'mode=slow' })];
      await new Promise((resolve) => setTimeout(resolve, 100));
      await proxy.cut();
      for (const response of await Promise.all(inFlight)) {
        outageStatuses.push(response.status);
        assert.equal((await expectSuccess(response)).charged, 2);
      }
    });

    test('GET /readyz answers 503 with checks.limiter false', async () => {
      const ready = await waitForReadiness(service.url, 503, 5000);
      outageStatuses.push(ready.status);
      assert.equal(ready.status, 503);
      assert.equal(ready.checks.limiter, false);
      assert.equal(ready.checks.database, true);
    });

    test('during the outage requests are served and limited in-process: the 6th is 429, never a 500', async () => {
      for (const expected of [4, 3, 2, 1, 0]) {
        const response = await extract(service.url, limited.key);
        outageStatuses.push(response.status);
        await expectSuccess(response);
        assert.deepEqual([rateHeaders(response).limit, rateHeaders(response).remaining], [5, expected]);
      }
      for (let i = 0; i < 2; i += 1) {
        const refused = await extract(service.url, limited.key);
        outageStatuses.push(refused.status);
        await expectError(refused, 429, 'EXT_RATE_LIMITED');
        assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      }
      // Per account, as before: a new account (registered during the outage) is served.
      const newcomer = await userWithKey(service);
      const served = await extract(service.url, newcomer.key);
      outageStatuses.push(served.status);
      await expectSuccess(served);
      const account = await limited.user.call('GET', '/v1/account');
      outageStatuses.push(account.status);
      assert.equal(account.status, 200, await account.text());
      assert.equal((await readiness(service.url)).status, 503, 'Redis was still cut');
      assert.ok(!outageStatuses.includes(500), `a 500 during the outage: ${outageStatuses.join(', ')}`);
    });

    test('after restore the service reconnects and limits through Redis again', async () => {
      const before = new Set(await keysOf(direct, namespace, 'rate'));
      await proxy.restore();
      const ready = await waitForReadiness(service.url, 200, 10_000);
      assert.equal(ready.status, 200, `not ready 10 s after Redis came back: ${JSON.stringify(ready.checks)}`);
      assert.equal(ready.checks.limiter, true);
      // The in-process count (7) refused this account; Redis has not seen it yet.
      for (const expected of [4, 3, 2, 1, 0]) {
        const response = await extract(service.url, limited.key);
        await expectSuccess(response);
        assert.equal(rateHeaders(response).remaining, expected);
      }
      await expectError(await extract(service.url, limited.key), 429, 'EXT_RATE_LIMITED');
      const added = (await keysOf(direct, namespace, 'rate')).filter((key) => !before.has(key));
      assert.equal(added.length, 1, 'the account is counted in Redis again');
      assert.equal(await direct.get(added[0]!), '6');
    });
  });
}
