// No plugin depends on another: not in its package.json, not by an import. A plugin reaches
// only its own folder, the contracts, the kit and installed packages; never the core, the
// scripts or the tests (what it needs from them, the kit provides).

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const ALLOWED_WORKSPACES = new Set(['@docextract/contracts', '@docextract/plugin-kit']);
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx)$/;
// Static imports and re-exports, side-effect imports, dynamic imports and require calls.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

const pluginFolders = readdirSync(PLUGINS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => path.join(PLUGINS_DIR, entry.name));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

/** What is wrong with one import of a file in this plugin folder, or null. */
export function importProblem(pluginDir: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    return target === pluginDir || target.startsWith(pluginDir + path.sep) ? null : `reaches outside the plugin: ${specifier}`;
  }
  if (path.isAbsolute(specifier) || specifier.startsWith('file:')) return `imports by absolute path: ${specifier}`;
  const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  if (packageName.startsWith('@docextract/') && !ALLOWED_WORKSPACES.has(packageName)) return `imports another workspace: ${specifier}`;
  return null;
}

describe('plugin independence', () => {
  test('the rule itself: what it refuses and what it allows', () => {
    const dir = path.join(PLUGINS_DIR, 'demo');
    const file = path.join(dir, 'test', 'a.test.ts');
    assert.match(importProblem(dir, file, '../../../server/app.ts') ?? '', /outside/);
    assert.match(importProblem(dir, file, '../../pptx/src/office/zip.ts') ?? '', /outside/);
    assert.match(importProblem(dir, file, '@docextract/plugin-pptx/office') ?? '', /another workspace/);
    assert.equal(importProblem(dir, file, '../src/index.ts'), null);
    assert.equal(importProblem(dir, file, '@docextract/plugin-kit/testing'), null);
    assert.equal(importProblem(dir, file, 'node:fs'), null);
  });

  for (const pluginDir of pluginFolders) {
    const name = path.basename(pluginDir);
    test(`${name}: its package.json depends on no other plugin`, () => {
      const pkg = JSON.parse(readFileSync(path.join(pluginDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const declared = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {}));
      assert.deepEqual(declared.filter((dependency) => dependency.startsWith('@docextract/') && !ALLOWED_WORKSPACES.has(dependency)), []);
    });

    test(`${name}: its sources and tests import only themselves, the contracts, the kit and packages`, () => {
      const problems = sourceFiles(pluginDir).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
          .map((match) => importProblem(pluginDir, file, match[2]!))
          .filter((problem): problem is string => problem !== null)
          .map((problem) => `${path.relative(PLUGINS_DIR, file)} ${problem}`),
      );
      assert.deepEqual(problems, []);
    });
  }
});
