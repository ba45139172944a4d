import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { registerUser } from '../support/accounts.ts';
import { HOSTILE_PLUGINS_DIR, REPO_ROOT, postFile } from '../support/test-service.ts';

const MAIN = path.join(REPO_ROOT, 'server', 'main.ts');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

interface RunningService {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): RunningService {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForListening(service: RunningService): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!service.output().includes('"listening"')) {
    if (Date.now() > deadline) throw new Error(`the service did not start:\n${service.output()}`);
    if (service.child.exitCode !== null) throw new Error(`the service exited:\n${service.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('main', () => {
  test('an invalid variable stops start-up with a message naming it', async () => {
    const service = startMain({ RATE_LIMIT: 'abc', PORT: String(await freePort()) });
    assert.equal(await service.exited, 1);
    assert.match(service.output(), /RATE_LIMIT/);
  });

  test('a broken plugin folder stops start-up with the fix', async () => {
    const service = startMain({ PLUGINS_DIR: path.join(REPO_ROOT, 'no-such-folder'), PORT: String(await freePort()) });
    assert.equal(await service.exited, 1);
    assert.match(service.output(), /PLUGINS_DIR/);
  });

  test('SIGTERM lets the request in flight finish, refuses new ones, and exits 0', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));
    const service = startMain({ PORT: String(port), PLUGINS_DIR: HOSTILE_PLUGINS_DIR, DATA_DIR: dataDir });
    try {
      await waitForListening(service);
      const url = `http://127.0.0.1:${port}`;
      const { key } = await (await registerUser(url)).createKey();
      // Warm the worker so the slow request is in its handler when the signal arrives.
      assert.equal((await postFile(`${url}/v1/extract/txt?mode=ok`, { bytes: 'warm', name: 'a.txt' }, {}, { 'x-api-key': key })).status, 200);

      const inFlight = postFile(`${url}/v1/extract/txt?mode=slow`, { bytes: 'in flight', name: 'a.txt' }, {}, { connection: 'close', 'x-api-key': key });
      await new Promise((resolve) => setTimeout(resolve, 100));
      service.child.kill('SIGTERM');

      const response = await inFlight;
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { content: string }).content, 'in flight');
      assert.equal(await service.exited, 0);
      await assert.rejects(fetch(`${url}/healthz`));
      assert.match(service.output(), /"stopped"/);
    } finally {
      service.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
