// Credits and rate limits of the extraction endpoint with the in-process limiters and SQLite
// (CONTRACT.md section 3, "Credits and rate limit"): headers, error bodies, what is charged
// and counted, the order of checks, and a burst that must never overspend.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import {
  accountCredits, expectError, expectSuccess, extract, fixtureFile, rateHeaders, tally, usageToday,
} from '../../support/limits-helpers.ts';
import { HOSTILE_PLUGINS_DIR, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

async function userWithKey(service: TestService): Promise<{ user: TestUser; key: string }> {
  const user = await registerUser(service.url);
  return { user, key: (await user.createKey()).key };
}

describe('rate limit: RATE_LIMIT=3 per 60 s', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ env: { RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '60', FREE_CREDITS: '1000' } });
  });
  after(() => service.close());

  test('the RateLimit headers count down, and the 4th request is 429 with Retry-After', async () => {
    const { key } = await userWithKey(service);
    for (const expected of [2, 1, 0]) {
      const response = await extract(service.url, key);
      await expectSuccess(response);
      const rate = rateHeaders(response);
      assert.equal(rate.limit, 3);
      assert.equal(rate.remaining, expected);
      assert.ok(rate.reset >= 1 && rate.reset <= 60, `RateLimit-Reset ${rate.reset}`);
    }
    const refused = await extract(service.url, key);
    await expectError(refused, 429, 'EXT_RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${refused.headers.get('retry-after')}`);
    const rate = rateHeaders(refused);
    assert.equal(rate.limit, 3);
    assert.equal(rate.remaining, 0);
    assert.ok(rate.reset >= 1 && rate.reset <= 60, `RateLimit-Reset ${rate.reset}`);
  });

  test('failed requests count against the rate limit and carry the headers', async () => {
    const { key } = await userWithKey(service);
    for (const expected of [2, 1]) {
      const response = await extract(service.url, key, { format: 'pdf' });
      await expectError(response, 400, 'EXT_INVALID_FORMAT');
      assert.deepEqual([rateHeaders(response).limit, rateHeaders(response).remaining], [3, expected]);
    }
    const unsupported = await extract(service.url, key, { file: fixtureFile('random.bin') });
    assert.equal(unsupported.status, 400, await unsupported.text());
    assert.equal(rateHeaders(unsupported).remaining, 0);
    await expectError(await extract(service.url, key), 429, 'EXT_RATE_LIMITED');
  });

  test('refused keys (401) do not count against the account', async () => {
    const { user, key } = await userWithKey(service);
    const revoked = await user.createKey('to revoke');
    assert.equal((await user.call('DELETE', `/v1/account/keys/${revoked.id}`)).status, 204);
    for (let i = 0; i < 4; i += 1) {
      await expectError(await extract(service.url, null), 401, 'EXT_KEY_MISSING');
      await expectError(await extract(service.url, revoked.key), 401, 'EXT_KEY_REVOKED');
      await expectError(await extract(service.url, 'not-a-key'), 401, 'EXT_KEY_INVALID');
    }
    for (const expected of [2, 1, 0]) {
      const response = await extract(service.url, key);
      await expectSuccess(response);
      assert.equal(rateHeaders(response).remaining, expected);
    }
  });

  test('order: a revoked or missing key is 401 even when the rate limit is used up', async () => {
    const { user, key } = await userWithKey(service);
    const second = await user.createKey('second');
    for (let i = 0; i < 3; i += 1) await expectSuccess(await extract(service.url, key));
    await expectError(await extract(service.url, second.key), 429, 'EXT_RATE_LIMITED');
    assert.equal((await user.call('DELETE', `/v1/account/keys/${second.id}`)).status, 204);
    await expectError(await extract(service.url, second.key), 401, 'EXT_KEY_REVOKED');
    await expectError(await extract(service.url, null), 401, 'EXT_KEY_MISSING');
  });
});

describe('credits: FREE_CREDITS=5, real plugins (a .txt file costs 1)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ env: { FREE_CREDITS: '5', RATE_LIMIT: '1000' } });
  });
  after(() => service.close());

  test('a 1-credit extraction: X-Credits-Charged 1, X-Credits-Remaining 4, and GET /v1/account agrees', async () => {
    const { user, key } = await userWithKey(service);
    assert.deepEqual(await accountCredits(user), { limit: 5, used: 0, remaining: 5, windowSeconds: 86_400 });
    assert.deepEqual(await expectSuccess(await extract(service.url, key)), { charged: 1, remaining: 4 });
    assert.deepEqual(await accountCredits(user), { limit: 5, used: 1, remaining: 4, windowSeconds: 86_400 });
    assert.equal((await usageToday(user)).credits, 1);
  });

  test('failing extractions are not charged', async () => {
    const { user, key } = await userWithKey(service);
    await expectError(await extract(service.url, key, { file: fixtureFile('random.bin') }), 400, 'EXT_UNSUPPORTED_TYPE');
    await expectError(await extract(service.url, key, { file: fixtureFile('empty.txt') }), 400, 'EXT_EMPTY_FILE');
    await expectError(await extract(service.url, key, { format: 'docx' }), 400, 'EXT_INVALID_FORMAT');
    assert.equal((await accountCredits(user)).used, 0);
    assert.equal((await usageToday(user)).credits, 0);
    assert.deepEqual(await expectSuccess(await extract(service.url, key)), { charged: 1, remaining: 4 });
  });

  test('when nothing is left: 402 EXT_CREDITS_EXHAUSTED before any extraction, even for an invalid request', async () => {
    const { user, key } = await userWithKey(service);
    for (const expected of [4, 3, 2, 1, 0]) assert.equal((await expectSuccess(await extract(service.url, key))).remaining, expected);
    const exhausted = await extract(service.url, key);
    await expectError(exhausted, 402, 'EXT_CREDITS_EXHAUSTED');
    assert.equal(rateHeaders(exhausted).limit, 1000, 'an authenticated extract response carries RateLimit-*');
    assert.equal(exhausted.headers.get('x-credits-charged'), null);
    await expectError(await extract(service.url, key, { format: 'pdf' }), 402, 'EXT_CREDITS_EXHAUSTED');
    await expectError(await extract(service.url, key, { file: fixtureFile('random.bin') }), 402, 'EXT_CREDITS_EXHAUSTED');
    assert.deepEqual(await accountCredits(user), { limit: 5, used: 5, remaining: 0, windowSeconds: 86_400 });
  });

  test('two keys of one account share one allowance', async () => {
    const { user, key } = await userWithKey(service);
    const second = (await user.createKey('second')).key;
    for (const [k, expected] of [[key, 4], [second, 3], [key, 2], [second, 1], [second, 0]] as const) {
      assert.equal((await expectSuccess(await extract(service.url, k))).remaining, expected);
    }
    await expectError(await extract(service.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
    await expectError(await extract(service.url, second), 402, 'EXT_CREDITS_EXHAUSTED');
  });

  test('two accounts do not share', async () => {
    const spender = await userWithKey(service);
    const other = await userWithKey(service);
    for (let i = 0; i < 5; i += 1) await expectSuccess(await extract(service.url, spender.key));
    await expectError(await extract(service.url, spender.key), 402, 'EXT_CREDITS_EXHAUSTED');
    assert.deepEqual(await expectSuccess(await extract(service.url, other.key)), { charged: 1, remaining: 4 });
    assert.equal((await accountCredits(other.user)).used, 1);
  });
});

describe('credits by page: FREE_CREDITS=5, hostile plugin (mode ok: 2 pages)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ pluginsDir: HOSTILE_PLUGINS_DIR, env: { FREE_CREDITS: '5', RATE_LIMIT: '1000' } });
  });
  after(() => service.close());

  test('a 2-page document charges 2; one that costs more than is left is 402 and charges nothing', async () => {
    const { user, key } = await userWithKey(service);
    assert.deepEqual(await expectSuccess(await extract(service.url, key, { query: 'mode=ok' })), { charged: 2, remaining: 3 });
    assert.deepEqual(await expectSuccess(await extract(service.url, key, { query: 'mode=ok' })), { charged: 2, remaining: 1 });
    const refused = await extract(service.url, key, { query: 'mode=ok' });
    const body = await expectError(refused, 402, 'EXT_CREDITS_INSUFFICIENT');
    assert.match(body.message, /\b2\b/, 'the message names the cost');
    assert.match(body.message, /\b1\b/, 'the message names what is left');
    assert.equal(refused.headers.get('x-credits-charged'), null);
    assert.equal(rateHeaders(refused).limit, 1000, 'an authenticated extract response carries RateLimit-*');
    assert.deepEqual(await accountCredits(user), { limit: 5, used: 4, remaining: 1, windowSeconds: 86_400 });
    // Refused twice: the undone increment really was undone.
    await expectError(await extract(service.url, key, { query: 'mode=ok' }), 402, 'EXT_CREDITS_INSUFFICIENT');
    assert.equal((await accountCredits(user)).used, 4);
    assert.equal((await usageToday(user)).credits, 4);
  });

  test('a corrupt document (400) is not charged', async () => {
    const { user, key } = await userWithKey(service);
    await expectError(await extract(service.url, key, { query: 'mode=corrupt&fallback=none' }), 400, 'EXT_CORRUPT_DOCUMENT');
    assert.equal((await accountCredits(user)).used, 0);
    assert.deepEqual(await expectSuccess(await extract(service.url, key, { query: 'mode=ok' })), { charged: 2, remaining: 3 });
  });
});

describe('order of checks: RATE_LIMIT=3, FREE_CREDITS=2', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ env: { RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '60', FREE_CREDITS: '2' }, maxUploadMb: 1 });
  });
  after(() => service.close());

  test('with the rate limit used up: 429 even when the credits are gone', async () => {
    const { key } = await userWithKey(service);
    await expectSuccess(await extract(service.url, key));
    await expectSuccess(await extract(service.url, key));
    await expectError(await extract(service.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
    const refused = await extract(service.url, key);
    await expectError(refused, 429, 'EXT_RATE_LIMITED');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  });

  test('with no credits: 402 even for an invalid format', async () => {
    const { key } = await userWithKey(service);
    await expectSuccess(await extract(service.url, key));
    await expectSuccess(await extract(service.url, key));
    const refused = await extract(service.url, key, { format: 'pdf' });
    await expectError(refused, 402, 'EXT_CREDITS_EXHAUSTED');
    assert.deepEqual([rateHeaders(refused).limit, rateHeaders(refused).remaining], [3, 0]);
  });

  test('an oversize upload (413) counts against the rate limit, is not charged, and comes after 429 and 402', async () => {
    const big = { bytes: 'x'.repeat(1024 * 1024 + 1), name: 'big.txt' };
    const first = await userWithKey(service);
    const tooLarge = await extract(service.url, first.key, { file: big });
    await expectError(tooLarge, 413, 'EXT_PAYLOAD_TOO_LARGE');
    assert.equal(rateHeaders(tooLarge).remaining, 2);
    assert.equal((await accountCredits(first.user)).used, 0);
    await expectSuccess(await extract(service.url, first.key));
    await expectSuccess(await extract(service.url, first.key));
    await expectError(await extract(service.url, first.key, { file: big }), 429, 'EXT_RATE_LIMITED');
    const second = await userWithKey(service);
    await expectSuccess(await extract(service.url, second.key));
    await expectSuccess(await extract(service.url, second.key));
    await expectError(await extract(service.url, second.key, { file: big }), 402, 'EXT_CREDITS_EXHAUSTED');
  });
});

describe('windows renew: RATE_LIMIT=3 and FREE_CREDITS=2 per 2 s', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({
      env: { RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '2', FREE_CREDITS: '2', CREDIT_WINDOW_SECONDS: '2' },
    });
  });
  after(() => service.close());

  test('after the windows pass, credits and requests are available again', async () => {
    const { user, key } = await userWithKey(service);
    await expectSuccess(await extract(service.url, key));
    await expectSuccess(await extract(service.url, key));
    await expectError(await extract(service.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
    const limited = await extract(service.url, key);
    await expectError(limited, 429, 'EXT_RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${retryAfter} for a 2 s window`);
    assert.deepEqual(await accountCredits(user), { limit: 2, used: 2, remaining: 0, windowSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2200));
    assert.deepEqual(await accountCredits(user), { limit: 2, used: 0, remaining: 2, windowSeconds: 2 });
    const renewed = await extract(service.url, key);
    assert.deepEqual(await expectSuccess(renewed), { charged: 1, remaining: 1 });
    assert.equal(rateHeaders(renewed).remaining, 2);
  });
});

describe('a burst on one account: FREE_CREDITS=10, WORKERS=2', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ env: { FREE_CREDITS: '10', RATE_LIMIT: '100000', WORKERS: '2' }, pool: { queueLimit: 100 } });
  });
  after(() => service.close());

  test('40 concurrent 1-credit requests: exactly 10 succeed, the rest are 402, nothing overspent', async () => {
    const { user, key } = await userWithKey(service);
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => extract(service.url, key, { file: { bytes: `burst ${i}`, name: `burst-${i}.txt` } })));
    const bodies = await Promise.all(responses.map(async (response) => ({ status: response.status, text: await response.text(), response })));
    assert.deepEqual(tally(bodies.map((b) => b.status)), { 200: 10, 402: 30 }, bodies.filter((b) => b.status !== 200 && b.status !== 402).map((b) => b.text).join('\n'));
    for (const { status, text, response } of bodies) {
      if (status === 200) {
        assert.equal(response.headers.get('x-credits-charged'), '1');
        assert.ok(Number(response.headers.get('x-credits-remaining')) >= 0);
      } else {
        const body = JSON.parse(text) as { code: string; error: string };
        assert.ok(['EXT_CREDITS_EXHAUSTED', 'EXT_CREDITS_INSUFFICIENT'].includes(body.code), body.code);
        assert.equal(body.error, 'Over Free Credit Limit - Payment Required');
      }
    }
    const remainders = bodies.filter((b) => b.status === 200).map((b) => Number(b.response.headers.get('x-credits-remaining')));
    assert.deepEqual(remainders.sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'each success saw its own remainder');
    assert.deepEqual(await accountCredits(user), { limit: 10, used: 10, remaining: 0, windowSeconds: 86_400 });
    const today = await usageToday(user);
    assert.equal(today.credits, 10);
    assert.equal(today.requests, 40);
    await expectError(await extract(service.url, key), 402, 'EXT_CREDITS_EXHAUSTED');
  });
});
