// Builds a real service for HTTP tests: the real app, a real worker pool, a real listening
// server on a loopback port. Each test file gets its own; nothing is shared.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp, type AppDeps } from '../../server/app.ts';
import { openAccess } from '../../server/access/authenticate.ts';
import { DEFAULT_EXTRACT_LIMITS } from '../../server/extraction/limits.ts';
import { ExtractionPool, type PoolOptions } from '../../server/extraction/pool.ts';
import { unmeteredUsage } from '../../server/limits/usage-gate.ts';
import { silentLogger } from '../../server/logger.ts';
import { discoverPlugins } from '../../server/plugins/discover.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'fixtures');
export const PLUGINS_DIR = path.join(REPO_ROOT, 'plugins');
export const HOSTILE_PLUGINS_DIR = path.join(REPO_ROOT, 'test', 'support', 'hostile-plugins');

export interface TestServiceOptions {
  pluginsDir?: string;
  timeoutMs?: number;
  maxUploadMb?: number;
  pool?: Partial<PoolOptions>;
  deps?: Partial<AppDeps>;
}

export interface TestService {
  url: string;
  pool: ExtractionPool;
  close: () => Promise<void>;
}

export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const registry = discoverPlugins(options.pluginsDir ?? PLUGINS_DIR);
  const pool = new ExtractionPool({
    workers: 1,
    workerMemoryMb: 128,
    queueLimit: 8,
    tasksPerWorker: 50,
    ...options.pool,
  });
  const app = buildApp({
    extraction: { registry, pool, timeoutMs: options.timeoutMs ?? 20_000, limits: DEFAULT_EXTRACT_LIMITS },
    authenticator: openAccess(),
    usage: unmeteredUsage(),
    logger: silentLogger(),
    maxUploadMb: options.maxUploadMb ?? 5,
    ...options.deps,
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pool,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}

/** Posts one file as the multipart part "file" (plus optional extra fields). */
export async function postFile(
  url: string,
  file: { bytes: Uint8Array | string; name: string },
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append('file', new Blob([bytes]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(url, { method: 'POST', body: form, headers });
}
