// The real service for the pool-and-HTTP measurement: `node --import tsx server/main.ts` on
// 127.0.0.1 with its embedded defaults (SQLite in a temporary DATA_DIR, in-process limiters),
// allowances too large to matter, and an account with an API key made over its own API.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.ts';

export interface RunningService {
  baseUrl: string;
  pid: number;
  key: string;
  stop(): Promise<void>;
}

export async function startService(workers: number): Promise<RunningService> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-service-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WORKERS: String(workers),
      FREE_CREDITS: '1000000000',
      RATE_LIMIT: '1000000000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // SIGTERM drains in-flight requests; a main thread stuck in a long computation never sees
  // it, so SIGKILL follows after a grace period.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const grace = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(grace);
    process.off('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, exited);
    return { baseUrl, pid: child.pid!, key: await createKey(baseUrl), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function createKey(baseUrl: string): Promise<string> {
  const registered = await fetch(`${baseUrl}/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench password' }),
  });
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const created = await fetch(`${baseUrl}/v1/account/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (!created.ok) throw new Error(`creating the API key failed with ${created.status}`);
  return ((await created.json()) as { key: string }).key;
}

async function waitForReady(baseUrl: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 600 && !gone; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(gone ? 'the service exited during start-up' : 'the service did not become ready in 60 s');
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
