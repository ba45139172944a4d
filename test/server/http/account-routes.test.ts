import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { generateApiKey, hashApiKey } from '../../../server/accounts/api-key-format.ts';
import { STATUS_TEXT } from '../../../contracts/error-codes.ts';
import { registerUser, sessionCookie, type TestUser } from '../../support/accounts.ts';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

interface ErrorBody { success: false; status: number; error: string; code: string; message: string }

async function expectError(response: Response, status: keyof typeof STATUS_TEXT, code: string): Promise<ErrorBody> {
  const text = await response.text();
  const body = JSON.parse(text) as ErrorBody;
  assert.equal(response.status, status, text);
  assert.deepEqual(Object.keys(body).sort(), ['code', 'error', 'message', 'status', 'success']);
  assert.equal(body.success, false);
  assert.equal(body.status, status);
  assert.equal(body.error, STATUS_TEXT[status]);
  assert.equal(body.code, code);
  assert.ok(body.message.length > 10);
  assert.ok(!/\n\s+at |\/tmp\/|\/srv\/|\/work\/|node_modules|dxk_[0-9A-Za-z]{38}/.test(text), `leaks internals: ${text}`);
  assert.ok(response.headers.get('x-request-id'));
  return body;
}

const newEmail = () => `routes-${randomUUID()}@example.com`;
const PASSWORD = 'correct horse battery';

describe('account routes', () => {
  let service: TestService;
  let url: string;
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const withCookie = (cookie: string, route: string, init: RequestInit = {}) =>
    fetch(`${url}${route}`, { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });
  const extract = (headers: Record<string, string>) => postFile(`${url}/v1/extract/txt`, { bytes: 'hello account world', name: 'hello.txt' }, {}, headers);

  before(async () => {
    service = await startTestService({ env: { FREE_CREDITS: '50', RATE_LIMIT: '100', RATE_LIMIT_WINDOW_SECONDS: '30', CREDIT_WINDOW_SECONDS: '3600' } });
    url = service.url;
  });
  after(() => service.close());

  test('register: 201 {email} and an HttpOnly, SameSite=Lax session cookie, not Secure over http', async () => {
    const email = newEmail();
    const response = await post('/v1/account/register', { email, password: PASSWORD });
    assert.equal(response.status, 201);
    assert.deepEqual(await response.json(), { email });
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('dx_session='));
    assert.ok(header, 'dx_session is set');
    assert.match(header, /^dx_session=[A-Za-z0-9_-]{40,}; /);
    assert.match(header, /;\s*httponly/i);
    assert.match(header, /;\s*samesite=lax/i);
    assert.match(header, /;\s*path=\//i);
    assert.doesNotMatch(header, /;\s*secure/i);
    assert.equal((await withCookie(sessionCookie(response), '/v1/account')).status, 200);
  });

  test('register normalises the email to lower case; 409 Conflict when taken in any case', async () => {
    const email = newEmail();
    const response = await post('/v1/account/register', { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    assert.equal(response.status, 201);
    assert.deepEqual(await response.json(), { email });
    const login = await post('/v1/account/login', { email, password: PASSWORD });
    assert.equal(login.status, 200);
    for (const again of [email, email.toUpperCase()]) {
      const body = await expectError(await post('/v1/account/register', { email: again, password: PASSWORD }), 409, 'EXT_EMAIL_TAKEN');
      assert.equal(body.error, 'Conflict');
    }
  });

  test('register: 400 for an invalid email, a short password or a body that is not a JSON object', async () => {
    for (const email of ['no-at-sign', 'a@b', 'a b@example.com', '', 42, null]) {
      await expectError(await post('/v1/account/register', { email, password: PASSWORD }), 400, 'EXT_INVALID_EMAIL');
    }
    await expectError(await post('/v1/account/register', { password: PASSWORD }), 400, 'EXT_INVALID_EMAIL');
    for (const password of ['1234567', '', 12345678, undefined, 'x'.repeat(1025)]) {
      await expectError(await post('/v1/account/register', { email: newEmail(), password }), 400, 'EXT_WEAK_PASSWORD');
    }
    assert.equal((await post('/v1/account/register', { email: newEmail(), password: '12345678' })).status, 201);
    const plain = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ email: newEmail(), password: PASSWORD }) };
    await expectError(await fetch(`${url}/v1/account/register`, plain), 400, 'EXT_INVALID_BODY');
    await expectError(await post('/v1/account/register', '{"email": "x@example.com",'), 400, 'EXT_INVALID_BODY');
    await expectError(await post('/v1/account/register', '[1,2]'), 400, 'EXT_INVALID_BODY');
    await expectError(await post('/v1/account/login', 'not json'), 400, 'EXT_INVALID_BODY');
  });

  test('login: 200 {email} with a new session id; the one sent with the request ends', async () => {
    const user = await registerUser(url);
    const response = await post('/v1/account/login', { email: user.email, password: user.password }, { cookie: user.cookie });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { email: user.email });
    const fresh = sessionCookie(response);
    assert.notEqual(fresh, user.cookie);
    assert.match(response.headers.getSetCookie().find((cookie) => cookie.startsWith('dx_session='))!, /httponly/i);
    await expectError(await withCookie(user.cookie, '/v1/account'), 401, 'EXT_NOT_SIGNED_IN');
    assert.equal((await withCookie(fresh, '/v1/account')).status, 200);
  });

  test('login: 401 EXT_LOGIN_FAILED with one message for a wrong password and an unknown email', async () => {
    const user = await registerUser(url);
    const wrong = await expectError(await post('/v1/account/login', { email: user.email, password: 'wrong password' }), 401, 'EXT_LOGIN_FAILED');
    const unknown = await expectError(await post('/v1/account/login', { email: newEmail(), password: user.password }), 401, 'EXT_LOGIN_FAILED');
    assert.equal(wrong.message, unknown.message);
    assert.equal(wrong.error, 'Unauthorized');
  });

  test('logout: 204, and the cookie no longer opens the account', async () => {
    const user = await registerUser(url);
    const response = await user.call('POST', '/v1/account/logout');
    assert.equal(response.status, 204);
    assert.equal(await response.text(), '');
    await expectError(await user.call('GET', '/v1/account'), 401, 'EXT_NOT_SIGNED_IN');
    assert.equal((await fetch(`${url}/v1/account/logout`, { method: 'POST' })).status, 204);
  });

  test('GET /v1/account: the email, the credit allowance and the rate limit from the environment', async () => {
    const user = await registerUser(url);
    const response = await user.call('GET', '/v1/account');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      email: user.email,
      credits: { limit: 50, used: 0, remaining: 50, windowSeconds: 3600 },
      rateLimit: { limit: 100, windowSeconds: 30 },
    });
    const { key } = await user.createKey();
    assert.equal((await extract({ 'x-api-key': key })).status, 200);
    const after = (await (await user.call('GET', '/v1/account')).json()) as { credits: unknown };
    assert.deepEqual(after.credits, { limit: 50, used: 1, remaining: 49, windowSeconds: 3600 });
  });

  test('POST /v1/account/keys: 400 without a usable name; 201 shows the key once, no-store', async () => {
    const user = await registerUser(url);
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 7 }, { name: '\u0001\u0002' }, { name: 'x'.repeat(101) }]) {
      await expectError(await user.call('POST', '/v1/account/keys', body), 400, 'EXT_INVALID_KEY_NAME');
    }
    const response = await user.call('POST', '/v1/account/keys', { name: '  ci server ' });
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const created = (await response.json()) as Record<string, string>;
    assert.deepEqual(Object.keys(created).sort(), ['createdAt', 'id', 'key', 'name', 'prefix']);
    assert.equal(created.name, 'ci server');
    assert.match(created.key!, /^dxk_[0-9A-Za-z]{38}$/);
    assert.equal(created.prefix, created.key!.slice(0, 12));
    assert.ok(!Number.isNaN(Date.parse(created.createdAt!)));
  });

  test('GET /v1/account/keys never shows the key; lastUsedAt is set by use, with x-api-key or Bearer', async () => {
    const user = await registerUser(url);
    const first = await user.createKey('first');
    const second = await user.createKey('second');
    const before = await user.call('GET', '/v1/account/keys');
    assert.equal(before.status, 200);
    const text = await before.text();
    assert.ok(!text.includes(first.key) && !text.includes(second.key) && !text.includes(first.key.slice(12)));
    const listed = (JSON.parse(text) as { keys: Array<Record<string, unknown>> }).keys;
    assert.deepEqual(listed.map((key) => Object.keys(key).sort()), [0, 1].map(() => ['createdAt', 'id', 'lastUsedAt', 'name', 'prefix']));
    assert.deepEqual(listed.map((key) => [key.id, key.name, key.prefix, key.lastUsedAt]), [
      [first.id, 'first', first.prefix, null],
      [second.id, 'second', second.prefix, null],
    ]);
    const started = Date.now();
    assert.equal((await extract({ 'x-api-key': first.key })).status, 200);
    assert.equal((await extract({ authorization: `Bearer ${second.key}` })).status, 200);
    const used = ((await (await user.call('GET', '/v1/account/keys')).json()) as { keys: Array<{ lastUsedAt: string | null }> }).keys;
    for (const key of used) {
      assert.ok(key.lastUsedAt && Date.parse(key.lastUsedAt) >= started - 1000, String(key.lastUsedAt));
    }
  });

  test('DELETE /v1/account/keys/{id}: 204, then the key is refused as revoked', async () => {
    const user = await registerUser(url);
    const key = await user.createKey();
    assert.equal((await extract({ 'x-api-key': key.key })).status, 200);
    const response = await user.call('DELETE', `/v1/account/keys/${key.id}`);
    assert.equal(response.status, 204);
    await expectError(await extract({ 'x-api-key': key.key }), 401, 'EXT_KEY_REVOKED');
    await expectError(await extract({ authorization: `Bearer ${key.key}` }), 401, 'EXT_KEY_REVOKED');
    assert.deepEqual(await (await user.call('GET', '/v1/account/keys')).json(), { keys: [] });
    await expectError(await user.call('DELETE', `/v1/account/keys/${key.id}`), 404, 'EXT_KEY_NOT_FOUND');
  });

  test("deleting another account's key is 404 EXT_KEY_NOT_FOUND and the key keeps working", async () => {
    const owner = await registerUser(url);
    const other = await registerUser(url);
    const key = await owner.createKey();
    await expectError(await other.call('DELETE', `/v1/account/keys/${key.id}`), 404, 'EXT_KEY_NOT_FOUND');
    await expectError(await other.call('DELETE', `/v1/account/keys/${randomUUID()}`), 404, 'EXT_KEY_NOT_FOUND');
    assert.equal((await extract({ 'x-api-key': key.key })).status, 200);
  });

  test('extraction: 401 for a broken checksum, an unknown key and no key', async () => {
    const user = await registerUser(url);
    const { key } = await user.createKey();
    const last = key.at(-1) === 'A' ? 'B' : 'A';
    await expectError(await extract({ 'x-api-key': key.slice(0, -1) + last }), 401, 'EXT_KEY_INVALID');
    await expectError(await extract({ 'x-api-key': generateApiKey() }), 401, 'EXT_KEY_INVALID');
    await expectError(await extract({ authorization: 'Bearer not-a-key' }), 401, 'EXT_KEY_INVALID');
    await expectError(await extract({}), 401, 'EXT_KEY_MISSING');
  });

  test('keys are stored only as hashes', async () => {
    const user = await registerUser(url);
    const { key, prefix } = await user.createKey('stored');
    const rows = (await service.database('api_keys').where({ prefix })) as Array<Record<string, unknown>>;
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.key_hash, hashApiKey(key));
    for (const value of Object.values(rows[0]!)) assert.ok(!String(value).includes(key.slice(12)), String(value));
    const everything = JSON.stringify(await service.database('api_keys').select('*'));
    assert.ok(!everything.includes(key));
  });

  test('GET /v1/account/usage: N days oldest first, today counting requests and credits', async () => {
    const user = await registerUser(url);
    const { key } = await user.createKey();
    assert.equal((await extract({ 'x-api-key': key })).status, 200);
    const { days } = (await (await user.call('GET', '/v1/account/usage?days=7')).json()) as { days: Array<{ date: string; requests: number; credits: number }> };
    const today = new Date();
    const expectedDates = Array.from({ length: 7 }, (_, index) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 6 + index)).toISOString().slice(0, 10));
    assert.deepEqual(days.map((day) => day.date), expectedDates);
    assert.deepEqual(days.at(-1), { date: expectedDates[6], requests: 1, credits: 1 });
    assert.deepEqual(days.slice(0, 6).map((day) => day.requests + day.credits), [0, 0, 0, 0, 0, 0]);
    const standard = (await (await user.call('GET', '/v1/account/usage')).json()) as { days: unknown[] };
    assert.equal(standard.days.length, 30);
    assert.equal(((await (await user.call('GET', '/v1/account/usage?days=366')).json()) as { days: unknown[] }).days.length, 366);
    for (const days of ['0', 'abc', '400', '-1', '1.5', '367']) {
      await expectError(await user.call('GET', `/v1/account/usage?days=${days}`), 400, 'EXT_INVALID_DAYS');
    }
  });

  /** POST /v1/account/keys with the user's session and extra headers. */
  const keyCreator = (user: TestUser) => (headers: Record<string, string>) =>
    withCookie(user.cookie, '/v1/account/keys', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"name":"x"}' });

  test('cross-site defence: Sec-Fetch-Site cross-site is 403 on every state-changing route; same-origin and no Origin are served', async () => {
    const user = await registerUser(url);
    const createWith = keyCreator(user);
    const cross = { 'sec-fetch-site': 'cross-site' };
    const refused = await expectError(await createWith(cross), 403, 'EXT_CROSS_SITE');
    assert.equal(refused.error, 'Forbidden');
    assert.deepEqual(await (await user.call('GET', '/v1/account/keys')).json(), { keys: [] }, 'nothing was created');
    const { id, key } = await user.createKey();
    await expectError(await withCookie(user.cookie, `/v1/account/keys/${id}`, { method: 'DELETE', headers: cross }), 403, 'EXT_CROSS_SITE');
    assert.equal((await extract({ 'x-api-key': key })).status, 200, 'the key was not revoked');
    await expectError(await post('/v1/account/login', { email: user.email, password: user.password }, cross), 403, 'EXT_CROSS_SITE');
    await expectError(await post('/v1/account/register', { email: newEmail(), password: PASSWORD }, cross), 403, 'EXT_CROSS_SITE');
    await expectError(await withCookie(user.cookie, '/v1/account/logout', { method: 'POST', headers: cross }), 403, 'EXT_CROSS_SITE');
    assert.equal((await user.call('GET', '/v1/account')).status, 200, 'the session survived');
    assert.equal((await createWith({ origin: url })).status, 201);
    assert.equal((await createWith({})).status, 201);
    assert.equal((await createWith({ origin: url, 'sec-fetch-site': 'same-origin' })).status, 201);
  });

  test(
    'cross-site defence: an Origin other than the service\'s own is 403 EXT_CROSS_SITE',
    async () => {
      const user = await registerUser(url);
      const createWith = keyCreator(user);
      const evil = { origin: 'https://evil.example' };
      const refused = await expectError(await createWith(evil), 403, 'EXT_CROSS_SITE');
      assert.equal(refused.error, 'Forbidden');
      await expectError(await createWith({ origin: url.replace('127.0.0.1', 'localhost') }), 403, 'EXT_CROSS_SITE');
      await expectError(await createWith({ origin: 'null' }), 403, 'EXT_CROSS_SITE');
      assert.deepEqual(await (await user.call('GET', '/v1/account/keys')).json(), { keys: [] }, 'nothing was created');
      const { id, key } = await user.createKey();
      await expectError(await withCookie(user.cookie, `/v1/account/keys/${id}`, { method: 'DELETE', headers: evil }), 403, 'EXT_CROSS_SITE');
      assert.equal((await extract({ 'x-api-key': key })).status, 200, 'the key was not revoked');
      await expectError(await post('/v1/account/login', { email: user.email, password: user.password }, evil), 403, 'EXT_CROSS_SITE');
    },
  );

  test('every account route needs a session: 401 EXT_NOT_SIGNED_IN', async () => {
    const owner: TestUser = await registerUser(url);
    const { id } = await owner.createKey();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/v1/account'],
      ['GET', '/v1/account/keys'],
      ['POST', '/v1/account/keys', { name: 'x' }],
      ['DELETE', `/v1/account/keys/${id}`],
      ['GET', '/v1/account/usage?days=7'],
    ];
    for (const cookie of [null, 'dx_session=forged-session-id', `dx_session=${'a'.repeat(500)}`]) {
      for (const [method, route, body] of routes) {
        const headers = { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
        await expectError(await fetch(`${url}${route}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) }), 401, 'EXT_NOT_SIGNED_IN');
      }
    }
    assert.equal(((await (await owner.call('GET', '/v1/account/keys')).json()) as { keys: unknown[] }).keys.length, 1);
  });
});

describe('sign-in attempts are limited per email', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ loginFailuresPerEmail: 3 });
  });
  after(() => service.close());

  const login = (email: string, password: string) =>
    fetch(`${service.url}/v1/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

  test('after 3 wrong passwords even the right one is 429 EXT_LOGIN_RATE_LIMITED with Retry-After', async () => {
    const user = await registerUser(service.url);
    const bystander = await registerUser(service.url);
    for (let attempt = 1; attempt <= 3; attempt += 1) await expectError(await login(user.email, 'wrong password'), 401, 'EXT_LOGIN_FAILED');
    const limited = await login(user.email, user.password);
    const body = await expectError(limited, 429, 'EXT_LOGIN_RATE_LIMITED');
    assert.equal(body.error, 'Rate limit exceeded');
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 900, String(retryAfter));
    await expectError(await login(user.email.toUpperCase(), user.password), 429, 'EXT_LOGIN_RATE_LIMITED');
    assert.equal((await login(bystander.email, bystander.password)).status, 200, 'other emails are not locked');
  });

  test('a successful sign-in clears the failures of its email', async () => {
    const user = await registerUser(service.url);
    for (let attempt = 1; attempt <= 2; attempt += 1) await expectError(await login(user.email, 'wrong password'), 401, 'EXT_LOGIN_FAILED');
    assert.equal((await login(user.email, user.password)).status, 200);
    for (let attempt = 1; attempt <= 2; attempt += 1) await expectError(await login(user.email, 'wrong password'), 401, 'EXT_LOGIN_FAILED');
    assert.equal((await login(user.email, user.password)).status, 200);
  });
});
