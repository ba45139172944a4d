// Every plugin stands alone: a plugins folder with any one plugin taken out still discovers,
// compiles and serves the others. The copy gets a node_modules of its own that holds the
// installed packages, the contracts and the kit, but no plugin package, so an import of
// another plugin fails here even though the repository's node_modules would satisfy it.

import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { compileWorkerCode } from '../../../server/extraction/compile-worker-code.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { FIXTURES_DIR, PLUGINS_DIR, REPO_ROOT, postFile, startTestService } from '@docextract/plugin-kit/testing/service';

const PLUGIN_NAMES = discoverPlugins(PLUGINS_DIR).plugins.map((plugin) => plugin.name);
const root = mkdtempSync(path.join(tmpdir(), 'standalone-plugins-'));
after(() => rmSync(root, { recursive: true, force: true }));

const sharedModules = path.join(root, 'node_modules');
mkdirSync(path.join(sharedModules, '@docextract'), { recursive: true });
for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
  if (entry !== '@docextract' && entry !== '.bin') symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(sharedModules, entry));
}
for (const workspace of ['contracts', 'plugin-kit']) {
  symlinkSync(path.join(REPO_ROOT, 'node_modules', '@docextract', workspace), path.join(sharedModules, '@docextract', workspace));
}

/** A copy of plugins/ without one plugin, beside the node_modules that has no plugin in it. */
function pluginsWithout(removed: string): string {
  const dir = path.join(root, `without-${removed}`);
  if (existsSync(dir)) return dir;
  for (const name of PLUGIN_NAMES.filter((name) => name !== removed)) {
    cpSync(path.join(PLUGINS_DIR, name), path.join(dir, name), { recursive: true, filter: (source) => path.basename(source) !== 'node_modules' });
  }
  symlinkSync(sharedModules, path.join(dir, 'node_modules'));
  return dir;
}

describe('every plugin can be taken out', () => {
  // Compiling bundles each plugin with every module it imports: an import of the missing
  // plugin, or of anything outside the kit and the contracts, fails here.
  for (const removed of PLUGIN_NAMES) {
    test(`without ${removed}, the others discover and compile`, async () => {
      const registry = discoverPlugins(pluginsWithout(removed));
      assert.deepEqual(registry.plugins.map((plugin) => plugin.name), PLUGIN_NAMES.filter((name) => name !== removed));
      const compiled = await compileWorkerCode(registry.plugins.map((plugin) => plugin.entryPath));
      compiled.dispose();
      assert.equal(compiled.pluginModules.size, PLUGIN_NAMES.length - 1);
    });
  }
});

// The plugins others once borrowed from (pptx's Office library, pdf's OCR engine, text's
// Markdown reader, rtf for e-mail bodies), each taken out, with a real extraction by another.
const SERVED_WITHOUT: Array<{ removed: string; fixture: string; expected: RegExp; plugin: string }> = [
  { removed: 'pptx', fixture: 'office/report.docx', expected: /\S/, plugin: 'docx' },
  { removed: 'pdf', fixture: 'office/workbook.xlsx', expected: /\S/, plugin: 'spreadsheet' },
  { removed: 'text', fixture: 'article.html', expected: /\S/, plugin: 'html' },
  { removed: 'rtf', fixture: 'email/plain.eml', expected: /survey starts on Monday/, plugin: 'email' },
];

describe('the service runs without a plugin', () => {
  for (const { removed, fixture, expected, plugin } of SERVED_WITHOUT) {
    test(`without ${removed}, ${plugin} reads ${fixture}`, async () => {
      const service = await startTestService({ pluginsDir: pluginsWithout(removed), openAccess: true });
      try {
        const bytes = new Uint8Array(readFileSync(path.join(FIXTURES_DIR, fixture)));
        const response = await postFile(`${service.url}/v1/extract/txt`, { bytes, name: path.basename(fixture) });
        const body = (await response.json()) as { content?: string };
        assert.equal(response.status, 200, JSON.stringify(body));
        assert.equal(response.headers.get('x-extract-plugin'), plugin);
        assert.match(body.content ?? '', expected);
      } finally {
        await service.close();
      }
    });
  }
});
