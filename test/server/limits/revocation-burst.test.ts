// A key revoked in the middle of a burst of its own requests: every request that started
// after the revocation's 204 arrived is refused 401 EXT_KEY_REVOKED; requests already running
// may finish, and every 200 is charged exactly once (the allowance, the credit headers and
// the usage rows all agree with the count of 200s). With the in-process limiters and SQLite,
// and with Redis and PostgreSQL (fresh accounts, a fresh key namespace) when TEST_REDIS_URL
// and TEST_DATABASE_URL are set.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { registerUser } from '../../support/accounts.ts';
import { accountCredits, extract, removeNamespace, usageToday, waitForReadiness } from '../../support/limits-helpers.ts';
import { HOSTILE_PLUGINS_DIR, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const FREE_CREDITS = 10_000;
const REQUESTS = 60;
const STAGGER_MS = 15;
// The hostile plugin's `ok` mode reports 2 pages.
const CREDITS_PER_REQUEST = 2;

interface Outcome {
  startedAt: number;
  status: number;
  code: string | null;
  charged: number | null;
  remaining: number | null;
}

async function send(url: string, key: string, index: number): Promise<Outcome> {
  const startedAt = performance.now();
  const response = await extract(url, key, { query: 'mode=ok', file: { bytes: `burst ${index}`, name: `burst-${index}.txt` } });
  const body = (await response.json()) as { code?: string };
  const header = (name: string) => (response.headers.has(name) ? Number(response.headers.get(name)) : null);
  return { startedAt, status: response.status, code: body.code ?? null, charged: header('x-credits-charged'), remaining: header('x-credits-remaining') };
}

function revocationSuite(label: string, env: Record<string, string>, namespace?: string): void {
  describe(`a key revoked during a burst (${label})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({
        pluginsDir: HOSTILE_PLUGINS_DIR,
        env: { FREE_CREDITS: String(FREE_CREDITS), RATE_LIMIT: '100000', WORKERS: '2', ...env },
        pool: { queueLimit: 200 },
        ...(namespace ? { limiterNamespace: namespace } : {}),
      });
      if (env.REDIS_URL) assert.equal((await waitForReadiness(service.url, 200, 10_000)).status, 200, 'Redis never became ready');
    });
    after(() => service.close());

    test(`${REQUESTS} requests ${STAGGER_MS} ms apart, the key revoked a third of the way in`, async () => {
      const user = await registerUser(service.url);
      const doomed = await user.createKey('revoked mid-burst');
      const spare = await user.createKey('spare');

      const burst: Array<Promise<Outcome>> = [];
      let revokedAt = Number.POSITIVE_INFINITY;
      let revokeStatus = 0;
      let revocation: Promise<void> = Promise.resolve();
      for (let index = 0; index < REQUESTS; index += 1) {
        if (index === REQUESTS / 3) {
          revocation = user.call('DELETE', `/v1/account/keys/${doomed.id}`).then((response) => {
            revokedAt = performance.now();
            revokeStatus = response.status;
          });
        }
        burst.push(send(service.url, doomed.key, index));
        await new Promise((resolve) => setTimeout(resolve, STAGGER_MS));
      }
      await revocation;
      const outcomes = await Promise.all(burst);
      assert.equal(revokeStatus, 204);

      const after204 = outcomes.filter((outcome) => outcome.startedAt > revokedAt);
      assert.ok(after204.length >= 5, `only ${after204.length} requests started after the 204: the burst did not cover the revocation`);
      for (const outcome of after204) assert.deepEqual([outcome.status, outcome.code], [401, 'EXT_KEY_REVOKED']);
      for (const outcome of outcomes) {
        assert.ok(outcome.status === 200 || (outcome.status === 401 && outcome.code === 'EXT_KEY_REVOKED'), JSON.stringify(outcome));
      }

      const delivered = outcomes.filter((outcome) => outcome.status === 200);
      assert.ok(delivered.length >= 5, `only ${delivered.length} requests were served before the revocation`);
      for (const outcome of delivered) assert.equal(outcome.charged, CREDITS_PER_REQUEST);
      // Each 200 took its own credits from the one counter: the remainders are all different,
      // and the lowest is what the allowance minus every 200's charge leaves.
      const spent = delivered.length * CREDITS_PER_REQUEST;
      const remainders = delivered.map((outcome) => outcome.remaining!);
      assert.equal(new Set(remainders).size, delivered.length);
      assert.equal(Math.min(...remainders), FREE_CREDITS - spent);
      assert.equal((await accountCredits(user)).used, spent);
      // Refused keys are turned away before the meter: only the 200s were counted.
      const usage = await usageToday(user);
      assert.deepEqual([usage.requests, usage.credits], [delivered.length, spent]);

      // The account's other key is untouched.
      const other = await send(service.url, spare.key, REQUESTS);
      assert.equal(other.status, 200);
      assert.equal(other.remaining, FREE_CREDITS - spent - CREDITS_PER_REQUEST);
    });
  });
}

revocationSuite('in-process limiters, SQLite', {});

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (redisUrl) {
  const namespace = `test-revocation-${randomUUID()}`;
  revocationSuite(
    databaseUrl ? 'Redis limiters, PostgreSQL' : 'Redis limiters, SQLite',
    { REDIS_URL: redisUrl, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    namespace,
  );
  after(async () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      await removeNamespace(redis, namespace);
    } finally {
      redis.disconnect();
    }
  });
}
if (!redisUrl || !databaseUrl) {
  console.log('!!! SKIPPED: TEST_REDIS_URL or TEST_DATABASE_URL is not set; the revocation burst did not run on every store');
}
