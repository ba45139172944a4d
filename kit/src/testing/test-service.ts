// Builds a real service for HTTP tests: the real app, a real worker pool, a real SQLite
// database in a fresh folder (or the PostgreSQL / Redis a test names), a real listening
// server on a loopback port. Each test gets its own; nothing is shared.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../../../server/app.ts';
import { openAccess } from '../../../server/access/authenticate.ts';
import { assembleService, type AssembledService } from '../../../server/assemble.ts';
import { clientError } from '../../../server/http/client-errors.ts';
import { loadConfig } from '../../../server/config.ts';
import type { PoolOptions } from '../../../server/extraction/pool.ts';
import { unmeteredUsage } from '../../../server/limits/usage-gate.ts';
import { silentLogger, type Logger } from '../../../server/logger.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'fixtures');
export const PLUGINS_DIR = path.join(REPO_ROOT, 'plugins');
export const HOSTILE_PLUGINS_DIR = path.join(REPO_ROOT, 'test', 'support', 'hostile-plugins');

/** Cheap enough for tests that register many accounts; production uses OWASP's cost. */
const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestServiceOptions {
  pluginsDir?: string;
  /** Environment variables of the contract (FREE_CREDITS, RATE_LIMIT, DATABASE_URL, …). */
  env?: Record<string, string>;
  timeoutMs?: number;
  maxUploadMb?: number;
  pool?: Partial<PoolOptions>;
  /** Serve extraction without keys or metering, for tests of the extraction core. */
  openAccess?: boolean;
  /** Share limiter keys with another instance (scale-out tests); unique by default. */
  limiterNamespace?: string;
  loginFailuresPerEmail?: number;
  logger?: Logger;
  deps?: Partial<AppDeps>;
}

export interface TestService extends AssembledService {
  url: string;
  app: Koa;
}

export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'docextract-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WORKERS: '1',
    EXTRACT_TIMEOUT_MS: String(options.timeoutMs ?? 20_000),
    MAX_UPLOAD_MB: String(options.maxUploadMb ?? 5),
    ...options.env,
  });
  const assembled = await assembleService(config, {
    registry: discoverPlugins(options.pluginsDir ?? PLUGINS_DIR),
    logger: options.logger ?? silentLogger(),
    scryptCost: TEST_SCRYPT_COST,
    loginLimits: { failuresPerEmail: options.loginFailuresPerEmail ?? 5, attemptsPerAddress: 10_000, windowSeconds: 900 },
    limiterNamespace: options.limiterNamespace ?? `test-${randomUUID()}`,
    pool: { workerMemoryMb: 128, queueLimit: 8, tasksPerWorker: 50, ...options.pool },
  });
  const deps: AppDeps = {
    ...assembled.deps,
    ...(options.openAccess ? { authenticator: openAccess(), usage: unmeteredUsage() } : {}),
    ...options.deps,
  };
  const app = buildApp(deps);
  const server: Server = createServer(app.callback());
  server.on('clientError', clientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...assembled,
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await assembled.close();
      rmSync(dataDir, { recursive: true, force: true });
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
