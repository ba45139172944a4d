import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../support/accounts.ts';
import { postFile, REPO_ROOT, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'admin.ts');

describe('scripts/admin.ts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-'));
  let service: TestService;
  let user: TestUser;
  before(async () => {
    service = await startTestService({ env: { DATA_DIR: dataDir, FREE_CREDITS: '1' } });
    user = await registerUser(service.url);
  });
  after(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, FREE_CREDITS: '1', DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
    });
    return { status: result.status, lines: result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>), stderr: result.stderr };
  };
  const extract = (key: string) => postFile(`${service.url}/v1/extract/txt`, { bytes: 'hello', name: 'a.txt' }, {}, { 'x-api-key': key });

  test('accounts lists the account with its live keys and allowance', async () => {
    await user.createKey('one');
    const { status, lines } = admin('accounts');
    assert.equal(status, 0);
    const row = lines.find((line) => line.email === user.email);
    assert.ok(row, 'the account is listed');
    assert.equal(row.liveKeys, 1);
    assert.equal(row.creditLimit, 1);
  });

  test('grant-credits raises the allowance the running service enforces', async () => {
    const { key } = await user.createKey('credits');
    assert.equal((await extract(key)).status, 200);
    assert.equal((await extract(key)).status, 402);
    const granted = admin('grant-credits', '--email', user.email.toUpperCase(), '--credits', '2');
    assert.equal(granted.status, 0, granted.stderr);
    assert.equal(granted.lines[0]?.creditLimit, 3);
    assert.equal((await extract(key)).status, 200);
    assert.equal((await extract(key)).status, 200);
    assert.equal((await extract(key)).status, 402);
    const account = (await (await user.call('GET', '/v1/account')).json()) as { credits: { limit: number; used: number } };
    assert.deepEqual([account.credits.limit, account.credits.used], [3, 3]);
  });

  test('revoke-key and revoke-keys make the service refuse the keys', async () => {
    const first = await user.createKey('first');
    const second = await user.createKey('second');
    assert.equal(admin('revoke-key', '--id', first.id).status, 0);
    assert.equal((await extract(first.key)).status, 401);
    const all = admin('revoke-keys', '--email', user.email);
    assert.equal(all.status, 0);
    assert.ok((all.lines[0]?.revoked as string[]).includes(second.id));
    assert.equal((await extract(second.key)).status, 401);
  });

  test('mistakes exit 2 with a message', () => {
    for (const args of [[], ['nonsense'], ['grant-credits', '--email', 'nobody@example.com', '--credits', '5'], ['grant-credits', '--email', user.email, '--credits', 'lots'], ['revoke-key', '--id', 'missing']]) {
      const result = admin(...args);
      assert.equal(result.status, 2, args.join(' '));
      assert.match(result.stderr, /^admin: /);
    }
  });
});
