// Calling a plugin's handlers in tests: an ExtractInput with defaults, a run by mode, and a
// check that a handler refuses an input quickly with a given BadInputError reason.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isBadInputError, type ExtractInput, type ExtractResult, type ModeHandler } from '../../../contracts/plugin-api.ts';

export const PLUGIN_TEST_LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures');

/** A fixture made by scripts/, from fixtures/<folder>/<name>. */
export function fixtureBytes(folder: string, name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES_DIR, folder, name)));
}

export interface PluginHarness {
  input(bytes: Uint8Array, overrides?: Partial<ExtractInput>): ExtractInput;
  run(mode: string, bytes: Uint8Array, overrides?: Partial<ExtractInput>): Promise<ExtractResult>;
  expectRefusal(mode: string, bytes: Uint8Array, reason: string, withinMs?: number): Promise<void>;
}

export function pluginHarness(handlers: Record<string, ModeHandler>, defaults: { fileName: string; mimeType: string }): PluginHarness {
  const input = (bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): ExtractInput => ({
    bytes,
    fileName: defaults.fileName,
    mimeType: defaults.mimeType,
    charset: null,
    password: null,
    limits: PLUGIN_TEST_LIMITS,
    ...overrides,
  });
  const run = async (mode: string, bytes: Uint8Array, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> => {
    const handler = handlers[mode];
    assert.ok(handler, `no handler for mode ${mode}`);
    return handler(input(bytes, overrides));
  };
  return {
    input,
    run,
    async expectRefusal(mode, bytes, reason, withinMs = 2_000) {
      const started = performance.now();
      await assert.rejects(run(mode, bytes), (error: unknown) => {
        assert.ok(isBadInputError(error), `not a BadInputError: ${String(error)}`);
        assert.equal(error.reason, reason, error.message);
        return true;
      });
      const elapsed = performance.now() - started;
      assert.ok(elapsed < withinMs, `took ${elapsed.toFixed(0)} ms`);
    },
  };
}
