import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { compileWorkerCode, PluginCompileError } from '../../../server/extraction/compile-worker-code.ts';
import { REPO_ROOT } from '@docextract/plugin-kit/testing/service';

// Plugins inside the repository (outside PLUGINS_DIR, which other tests discover), so that
// they resolve installed packages as real plugins do.
const pluginDir = mkdtempSync(path.join(REPO_ROOT, 'test', '.compile-test-'));
after(() => rmSync(pluginDir, { recursive: true, force: true }));

function writePlugin(name: string, files: Record<string, string>): string {
  const dir = path.join(pluginDir, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return path.join(dir, 'index.ts');
}

describe('compileWorkerCode', () => {
  test('a TypeScript plugin becomes one JavaScript module that keeps its own import.meta and loads installed packages', async () => {
    const entry = writePlugin('good', {
      'helper.ts': 'export const helperUrl: string = import.meta.url;\n',
      'index.ts': [
        "import { helperUrl } from './helper.ts';",
        "import { BadInputError } from '@docextract/contracts/plugin-api';",
        "import iconv from 'iconv-lite';",
        'export const urls = { entry: import.meta.url, helper: helperUrl, dirname: import.meta.dirname };',
        "export const decoded = iconv.decode(Uint8Array.of(0x63, 0x61, 0x66, 0xe9), 'latin1');",
        "export const error = new BadInputError('corrupt', 'x').reason;",
      ].join('\n'),
    });
    const compiled = await compileWorkerCode([entry]);
    try {
      const modulePath = compiled.pluginModules.get(entry)!;
      assert.ok(modulePath.endsWith('.mjs'));
      assert.ok(!modulePath.startsWith(REPO_ROOT), 'compiled code is written outside the repository');
      const loaded = await import(pathToFileURL(modulePath).href);
      assert.equal(loaded.urls.entry, pathToFileURL(entry).href);
      assert.equal(loaded.urls.helper, pathToFileURL(path.join(path.dirname(entry), 'helper.ts')).href);
      assert.equal(loaded.urls.dirname, path.dirname(entry));
      assert.equal(loaded.decoded, 'café');
      assert.equal(loaded.error, 'corrupt');
      assert.ok(existsSync(new URL(compiled.workerFile)));
    } finally {
      compiled.dispose();
    }
    assert.ok(!existsSync(new URL(compiled.workerFile)), 'dispose removes the compiled files');
  });

  test('a plugin that does not compile stops with its path and the first error', async () => {
    const entry = writePlugin('broken', { 'index.ts': 'export const handlers = {\n' });
    await assert.rejects(compileWorkerCode([entry]), (error: unknown) => {
      assert.ok(error instanceof PluginCompileError);
      assert.match(error.message, /broken/);
      assert.match(error.message, /Expected|Unexpected/);
      return true;
    });
  });

  test('a plugin that imports a package that is not installed stops start-up the same way', async () => {
    const entry = writePlugin('missing', { 'index.ts': "import 'no-such-package-anywhere';\nexport const handlers = {};\n" });
    await assert.rejects(compileWorkerCode([entry]), /no-such-package-anywhere/);
  });
});
