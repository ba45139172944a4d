import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { jsonLogger } from '../../../server/logger.ts';
import { registerUser } from '../../support/accounts.ts';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

describe('logs', () => {
  const lines: string[] = [];
  let service: TestService;
  before(async () => {
    service = await startTestService({ logger: jsonLogger((line) => lines.push(line)) });
  });
  after(() => service.close());

  test('one JSON line per request with its id, status and account; never the key, password or text', async () => {
    const password = 'a very particular passphrase';
    const user = await registerUser(service.url, undefined, password);
    const { key } = await user.createKey('logging');
    const secretText = 'confidential merger details';
    const ok = await postFile(`${service.url}/v1/extract/txt`, { bytes: secretText, name: 'memo.txt' }, {}, { 'x-api-key': key, 'x-request-id': 'log-test-1' });
    assert.equal(ok.status, 200);
    const refused = await postFile(`${service.url}/v1/extract/txt?key=${key}`, { bytes: secretText, name: 'memo.txt' }, {}, { authorization: `Bearer ${key}x` });
    assert.equal(refused.status, 401);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = entries.find((entry) => entry.message === 'request' && entry.requestId === 'log-test-1');
    assert.ok(request, 'the request was logged');
    assert.equal(request.status, 200);
    assert.equal(request.method, 'POST');
    assert.equal(request.path, '/v1/extract/txt');
    assert.equal(typeof request.accountId, 'string');
    assert.equal(request.level, 'info');
    assert.equal(request.plugin, 'text');
    assert.equal(request.mode, 'structured');
    assert.equal(request.pages, 1);
    assert.ok(Array.isArray(request.attempts), 'the attempts are logged');
    assert.equal(typeof request.durationMs, 'number');
    assert.equal(entries.filter((entry) => entry.requestId === 'log-test-1').length, 1, 'one line per request');

    const everything = lines.join('\n');
    assert.ok(!everything.includes(key), 'a key appears in the logs');
    assert.ok(!everything.includes(key.slice(4, 20)), 'part of a key appears in the logs');
    assert.ok(!everything.includes(password), 'a password appears in the logs');
    assert.ok(!everything.includes(secretText), 'document text appears in the logs');
    assert.ok(!everything.includes(user.cookie.split('=')[1]!), 'a session id appears in the logs');
  });
});
