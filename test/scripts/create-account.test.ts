import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { postFile, REPO_ROOT, startTestService } from '@docextract/plugin-kit/testing/service';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'create-account.ts');

function createAccount(dataDir: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/create-account.ts', () => {
  test('creates an account and a key that the service then accepts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'create-account-'));
    try {
      const created = createAccount(dataDir, ['--email', 'Ops@Example.com', '--password', 'a long secret', '--key-name', 'ci']);
      assert.equal(created.status, 0, created.stderr);
      const output = JSON.parse(created.stdout) as { email: string; accountCreated: boolean; key: string; prefix: string };
      assert.equal(output.email, 'ops@example.com');
      assert.equal(output.accountCreated, true);
      assert.ok(output.key.startsWith(output.prefix));

      const again = JSON.parse(createAccount(dataDir, ['--email', 'ops@example.com']).stdout) as { accountCreated: boolean; key: string };
      assert.equal(again.accountCreated, false);
      assert.notEqual(again.key, output.key);

      const service = await startTestService({ env: { DATA_DIR: dataDir } });
      try {
        for (const key of [output.key, again.key]) {
          const response = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'hello', name: 'a.txt' }, {}, { 'x-api-key': key });
          assert.equal(response.status, 200);
        }
      } finally {
        await service.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('refuses a bad email or a short password for a new account, with exit code 2', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'create-account-'));
    try {
      const badEmail = createAccount(dataDir, ['--email', 'not-an-email', '--password', 'a long secret']);
      assert.equal(badEmail.status, 2);
      assert.match(badEmail.stderr, /--email/);
      const shortPassword = createAccount(dataDir, ['--email', 'new@example.com', '--password', 'short']);
      assert.equal(shortPassword.status, 2);
      assert.match(shortPassword.stderr, /--password/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
