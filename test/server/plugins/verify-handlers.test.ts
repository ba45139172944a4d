import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ExtractionPool } from '../../../server/extraction/pool.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { verifyPluginHandlers } from '../../../server/plugins/verify-handlers.ts';
import { PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const root = mkdtempSync(path.join(tmpdir(), 'verify-'));
const pool = new ExtractionPool({ workers: 1, workerMemoryMb: 128, queueLimit: 4, tasksPerWorker: 100 });
after(async () => {
  await pool.close();
  rmSync(root, { recursive: true, force: true });
});

function plugin(name: string, source: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'plugin'), { recursive: true });
  writeFileSync(
    path.join(dir, 'plugin', 'package.json'),
    JSON.stringify({ name, type: 'module', main: 'index.mjs', extractor: { apiVersion: 1, mimeTypes: ['text/x-demo'], modes: ['structured', 'fast'] } }),
  );
  writeFileSync(path.join(dir, 'plugin', 'index.mjs'), source);
  return dir;
}

describe('verifyPluginHandlers', () => {
  test('the repository plugins export a handler for every declared mode', async () => {
    await verifyPluginHandlers(pool, discoverPlugins(PLUGINS_DIR));
  });

  test('a declared mode without a handler stops start-up with the fix', async () => {
    const registry = discoverPlugins(plugin('half', 'export const handlers = { structured: () => ({ document: { blocks: [] }, metadata: {} }) };'));
    await assert.rejects(verifyPluginHandlers(pool, registry), /declares mode\(s\) fast but its module exports no handler.*handlers\.fast/s);
  });

  test('a module that fails to load stops start-up', async () => {
    const registry = discoverPlugins(plugin('broken', 'throw new Error("boom at load");'));
    await assert.rejects(verifyPluginHandlers(pool, registry), /failed to load \(Error: boom at load\)/);
  });
});
